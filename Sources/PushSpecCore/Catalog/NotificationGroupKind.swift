/// The notification group a notification belongs to, as TDLib's Notification API groups them.
public enum NotificationGroupKind: String, Sendable, Hashable, CaseIterable {
    /// Ordinary unread messages of a chat.
    case messages
    /// Mentions of the current user, replies to their messages, and pinned messages.
    case mentions
    /// The creation of a secret chat.
    case secretChat = "secret_chat"
    /// Incoming calls.
    case calls
    /// Not shown in a notification group.
    case none
}
