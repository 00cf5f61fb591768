/// Why an input made no notification that is shown: each reason has a stable ``code`` (what a
/// program compares) and a ``message`` (what a person reads). Not an error: the input was applied.
public enum NotificationSkipReason: Sendable, Hashable, CustomStringConvertible {
    /// `notification_group_count_max` is 0: the API is disabled, nothing is made.
    case apiDisabled
    /// The push names a chat whose TDLib id is out of range.
    case chatIDOutOfRange
    /// A service notification that changes no notification (a setting, a session, …).
    case serviceChangesNothing
    /// A service notification PushSpec refuses (its spec says so).
    case refusedService
    /// The push's arguments fit no form of its type.
    case invalidArguments
    /// A service notification missing a field it needs.
    case invalidService
    /// A push with no content: the app must fetch.
    case noContent
    /// A `loc_key` the spec does not know.
    case unknownLocKey
    /// A type that cannot be shown from the push alone: TDLib answers 406 and fetches.
    case needsFetch(locKey: String)
    /// A type that makes no notification group (TDLib shows none).
    case noNotificationGroup(locKey: String)
    /// A secret chat notification without `encryption_id`.
    case noEncryptionID
    /// A repeat of a secret chat notification already made.
    case repeatedSecretChat
    /// A call notification without `call_id` or chat.
    case noCallID
    /// A repeat of a call notification already made.
    case repeatedCall
    /// A message notification that names no chat.
    case noChat
    /// A message notification without a valid `msg_id`.
    case noMessageID
    /// The message was read already (at or below the chat's `READ_HISTORY`).
    case alreadyRead
    /// A repeat of a message whose notification was made (FCM and APNs both delivering it, or an
    /// edit no newer than the one known).
    case knownMessage
    /// The notifications of the chat are muted.
    case mutedChat
    /// An edit (a push with `edit_date`) of a message with no notification: it is gone (read,
    /// deleted or dismissed) or was never made; as in TDLib, an edit never makes one.
    case notificationGone
    /// The notification was made and stored, but the limits rank it out of view
    /// (`notification_group_count_max` newer groups are shown): it shows when its group ranks in.
    case hiddenByLimits
    /// The document is not a Telegram push (the command line's `notifications apply`).
    case notTelegram

    /// Every reason, with an example for those that carry a `loc_key`.
    public static let allExamples: [NotificationSkipReason] = [
        .apiDisabled, .chatIDOutOfRange, .serviceChangesNothing, .refusedService, .invalidArguments, .invalidService,
        .noContent, .unknownLocKey, .needsFetch(locKey: "MESSAGE_TEXT"), .noNotificationGroup(locKey: "MESSAGE_TEXT"),
        .noEncryptionID, .repeatedSecretChat, .noCallID, .repeatedCall, .noChat, .noMessageID, .alreadyRead,
        .knownMessage, .mutedChat, .notificationGone, .hiddenByLimits, .notTelegram,
    ]

    /// A short stable code, `snake_case`, as in the command line's `"skipped":{"code":…}`.
    public var code: String {
        switch self {
        case .apiDisabled: "api_disabled"
        case .chatIDOutOfRange: "chat_id_out_of_range"
        case .serviceChangesNothing: "service_changes_nothing"
        case .refusedService: "refused_service"
        case .invalidArguments: "invalid_arguments"
        case .invalidService: "invalid_service"
        case .noContent: "no_content"
        case .unknownLocKey: "unknown_loc_key"
        case .needsFetch: "needs_fetch"
        case .noNotificationGroup: "no_notification_group"
        case .noEncryptionID: "no_encryption_id"
        case .repeatedSecretChat: "repeated_secret_chat"
        case .noCallID: "no_call_id"
        case .repeatedCall: "repeated_call"
        case .noChat: "no_chat"
        case .noMessageID: "no_message_id"
        case .alreadyRead: "already_read"
        case .knownMessage: "known_message"
        case .mutedChat: "muted_chat"
        case .notificationGone: "notification_gone"
        case .hiddenByLimits: "hidden_by_limits"
        case .notTelegram: "not_telegram"
        }
    }

    /// The reason in English.
    public var message: String {
        switch self {
        case .apiDisabled: "the API is disabled (notification_group_count_max is 0)"
        case .chatIDOutOfRange: "the chat id is out of range"
        case .serviceChangesNothing: "a service notification that changes no notification"
        case .refusedService: "a refused service notification"
        case .invalidArguments: "its arguments fit no form of its type"
        case .invalidService: "a service notification missing a field"
        case .noContent: "no content: the app must fetch"
        case .unknownLocKey: "a loc_key the spec does not know"
        case let .needsFetch(locKey): "\(locKey) cannot be shown from the push (TDLib answers 406)"
        case let .noNotificationGroup(locKey): "\(locKey) has no notification group"
        case .noEncryptionID: "a secret chat notification without encryption_id"
        case .repeatedSecretChat: "a repeat of a secret chat notification"
        case .noCallID: "a call notification without call_id or chat"
        case .repeatedCall: "a repeat of a call notification"
        case .noChat: "a message notification that names no chat"
        case .noMessageID: "a message notification without a valid msg_id"
        case .alreadyRead: "the message was read already"
        case .knownMessage: "a repeat of a known message"
        case .mutedChat: "notifications of the chat are muted"
        case .notificationGone: "an edit of a message with no notification (gone, or never made)"
        case .hiddenByLimits: "stored, not shown: the limits show newer groups"
        case .notTelegram: "not a Telegram push"
        }
    }

    public var description: String { message }
}
