/// TDLib's `NotificationGroupType`: which kind of notifications a group holds.
public enum NotificationGroupType: String, Sendable, Hashable, CaseIterable, TDLibEncodable {
    /// Ordinary unread messages of a chat.
    case messages = "notificationGroupTypeMessages"
    /// A chat's mentions of the user and its pinned messages, unless the chat's settings send them
    /// to ``messages``.
    case mentions = "notificationGroupTypeMentions"
    /// A new secret chat.
    case secretChat = "notificationGroupTypeSecretChat"
    /// Incoming calls.
    case calls = "notificationGroupTypeCalls"

    public var tdlib: TDLibValue { .object(type: rawValue, members: []) }

    /// Whether a user's dismissal lowers the group's total count: TDLib keeps the count of message
    /// groups (it follows the chat's unread messages) and lowers that of the others.
    var dismissalLowersTotalCount: Bool { self == .secretChat || self == .calls }
}
