/// One file the generator writes, with its path relative to the output directory.
public struct GeneratedFile: Sendable, Hashable {
    /// `Telegram/TelegramLocKey.swift`
    public let path: String
    public let contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
