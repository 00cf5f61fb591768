/// TDLib's `NotificationGroupType`: which kind of notifications a group holds.
public enum NotificationGroupType: String, Sendable, Hashable, CaseIterable, TDLibEncodable {
    case messages = "notificationGroupTypeMessages"
    case mentions = "notificationGroupTypeMentions"
    case secretChat = "notificationGroupTypeSecretChat"
    case calls = "notificationGroupTypeCalls"

    public var tdlib: TDLibValue { .object(type: rawValue, members: []) }

    /// Whether a user's dismissal lowers the group's total count: TDLib keeps the count of message
    /// groups (it follows the chat's unread messages) and lowers that of the others.
    var dismissalLowersTotalCount: Bool { self == .secretChat || self == .calls }
}
