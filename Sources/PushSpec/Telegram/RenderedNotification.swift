/// What a notification shows, rendered at once: cheaper than asking a `TelegramNotification`
/// for its `title`, `body` and `text` one by one, which renders the template twice for the
/// types whose body is the whole sentence (all but the three text messages).
public struct RenderedNotification: Sendable, Hashable {
    /// The title to show: the chat, the channel or the sender, or "Telegram" for account notices.
    public let title: String
    /// The body to show under the title: the whole sentence, or for a text message the message
    /// (in a group, after its author's name).
    public let body: String
    /// The whole sentence, as the documentation's template gives it.
    public let text: String

    /// A rendering from its parts.
    public init(title: String, body: String, text: String) {
        self.title = title
        self.body = body
        self.text = text
    }
}
