/// A decoded push from any provider PushSpec knows, a Telegram push with PushSpec's own catalog.
public typealias DecodedPush = DecodedPushOf<TelegramNotification>

/// A decoded push from any provider PushSpec knows, a Telegram push with the notifications of a
/// generated catalog (see ``PushDecoderOf/decode(_:)``).
public enum DecodedPushOf<Notification: TelegramCatalogNotification>: Sendable {
    /// A Telegram push.
    case telegram(TelegramPushOf<Notification>)
    /// A Zulip push.
    case zulip(ZulipPush)
    /// A simple push (`version=N`, Telegram token type 4 and UnifiedPush): a signal that something
    /// is waiting; connect and fetch. The version need not increase.
    case wakeUp(version: String)

    /// The push receiver id (TDLib's semantics for Telegram; the user id for Zulip).
    public var receiverID: Int64 {
        switch self {
        case let .telegram(push): push.receiverID
        case let .zulip(push): push.userID ?? 0
        case .wakeUp: 0
        }
    }

    /// Whether the push arrived encrypted.
    public var isEncrypted: Bool {
        switch self {
        case let .telegram(push): push.isEncrypted
        case let .zulip(push): push.isEncrypted
        case .wakeUp: false
        }
    }

    /// The title to show, if any.
    public var title: String? {
        switch self {
        case let .telegram(push): push.title
        case let .zulip(push): push.title
        case .wakeUp: nil
        }
    }

    /// The body to show, if any.
    public var body: String? {
        switch self {
        case let .telegram(push): push.body
        case let .zulip(push): push.body
        case .wakeUp: nil
        }
    }

    /// The whole text, if any.
    public var text: String? {
        switch self {
        case let .telegram(push): push.text
        case let .zulip(push): push.text
        case .wakeUp: nil
        }
    }
}
