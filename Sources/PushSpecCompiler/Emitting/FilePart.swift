/// The body of one generated source file, before the header and imports are added.
struct FilePart: Sendable, Hashable {
    /// The file name without extension (`TelegramNotification+Decoding`).
    let name: String
    let body: String
    /// The spec files it is made from, when not the whole provider's.
    var sources: [String]? = nil
}
