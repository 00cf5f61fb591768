/// What the extension puts in the notification the system shows.
public struct ExtensionContent: Sendable, Equatable {
    /// The title (the chat, or the sender in a private chat).
    public var title: String
    /// The body, in the user's language.
    public var body: String
    /// Notifications of one chat are grouped by this identifier.
    public var threadIdentifier: String?
    /// The stripped thumbnail of the message's photo as a JPEG, to attach.
    public var attachmentJPEG: [UInt8]?
}
