/// A decoded push from any provider PushSpec knows.
public enum DecodedPush: Sendable {
    /// A Telegram push.
    case telegram(TelegramPush)

    /// The push receiver id (TDLib's semantics for Telegram).
    public var receiverID: Int64 {
        switch self {
        case let .telegram(push): push.receiverID
        }
    }

    /// Whether the push arrived encrypted.
    public var isEncrypted: Bool {
        switch self {
        case let .telegram(push): push.isEncrypted
        }
    }

    /// The title to show, if any.
    public var title: String? {
        switch self {
        case let .telegram(push): push.title
        }
    }

    /// The body to show, if any.
    public var body: String? {
        switch self {
        case let .telegram(push): push.body
        }
    }

    /// The whole text, if any.
    public var text: String? {
        switch self {
        case let .telegram(push): push.text
        }
    }
}
