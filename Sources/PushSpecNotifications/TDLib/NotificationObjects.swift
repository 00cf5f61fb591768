import PushSpecCore

/// TDLib's `MessageSender`.
public enum MessageSender: Sendable, Hashable, TDLibEncodable {
    /// `messageSenderUser`: a user id.
    case user(Int64)
    /// `messageSenderChat`: a TDLib chat id (a channel posting, or a group as itself).
    case chat(Int64)

    public var tdlib: TDLibValue {
        switch self {
        case let .user(id): .object(type: "messageSenderUser", members: [("user_id", .number(id))])
        case let .chat(id): .object(type: "messageSenderChat", members: [("chat_id", .number(id))])
        }
    }

    /// The chat whose settings a mention of this sender follows: the user's private chat, or the chat.
    var chatID: Int64 {
        switch self {
        case let .user(id): id
        case let .chat(id): id
        }
    }
}

/// TDLib's `NotificationType`, for the notifications a push makes.
public enum NotificationKind: Sendable, Hashable, TDLibEncodable {
    /// `notificationTypeNewPushMessage`: a message known from its push.
    case newPushMessage(messageID: Int64, sender: MessageSender, senderName: String, isOutgoing: Bool, content: TDLibValue)
    /// `notificationTypeNewSecretChat`: a secret chat was created (requested or accepted).
    case newSecretChat
    /// `notificationTypeNewCall`: an incoming call; `callID` is the state's own call id.
    case newCall(callID: Int32)

    public var tdlib: TDLibValue {
        switch self {
        case let .newPushMessage(messageID, sender, senderName, isOutgoing, content):
            .object(type: "notificationTypeNewPushMessage", members: [
                ("message_id", .number(messageID)), ("sender_id", sender.tdlib), ("sender_name", .string(senderName)),
                ("is_outgoing", .bool(isOutgoing)), ("content", content),
            ])
        case .newSecretChat: .object(type: "notificationTypeNewSecretChat", members: [])
        case let .newCall(callID): .object(type: "notificationTypeNewCall", members: [("call_id", .number(Int64(callID)))])
        }
    }
}

/// ``GroupedNotification``'s name before 0.28.0, for one version: unavailable, so that
/// `Notification` in a file that imports Foundation beside PushSpecNotifications is Foundation's,
/// while code written for the old name is told the new one.
@available(*, unavailable, renamed: "GroupedNotification")
public typealias Notification = GroupedNotification

/// TDLib's `notification`: one notification of a ``NotificationGroup``. (Named so that a file can
/// import Foundation beside PushSpecNotifications: `Notification` there is Foundation's.)
public struct GroupedNotification: Sendable, Hashable, TDLibEncodable {
    /// Unique and never reused, from 1, in the order notifications are made.
    public var id: Int32
    /// When the push was sent (Unix seconds, 64-bit: past 2038).
    public var date: Int64
    /// Whether the message was sent without sound.
    public var isSilent: Bool
    /// What the notification is about: a message, a secret chat, a call.
    public var kind: NotificationKind

    public var tdlib: TDLibValue {
        .object(type: "notification", members: [
            ("id", .number(Int64(id))), ("date", .number(date)), ("is_silent", .bool(isSilent)), ("type", kind.tdlib),
        ])
    }
}

/// TDLib's `notificationGroup`: a group's shown notifications, and (one more member, `"account"`,
/// after TDLib's own) the account it is of.
public struct NotificationGroup: Sendable, Hashable, TDLibEncodable {
    /// The group's id: unique among the groups that exist, of every account, reused (smallest
    /// first) once a group is emptied and reported so.
    public var id: Int32
    /// The account the group is of: the `account` its pushes were applied with.
    public var account: String
    /// The kind of notifications the group holds.
    public var type: NotificationGroupKind
    /// The chat, as TDLib numbers chats (a basic group or a channel negative).
    public var chatID: Int64
    /// TDLib's `total_count`, as TDLib keeps it: a dismissal keeps it for a message group (it
    /// counts the chat's unread messages), a deletion lowers it, a read sets it to what is left.
    public var totalCount: Int32
    /// The shown notifications, by id.
    public var notifications: [GroupedNotification]

    public var tdlib: TDLibValue {
        .object(type: "notificationGroup", members: [
            ("id", .number(Int64(id))), ("type", type.tdlib), ("chat_id", .number(chatID)),
            ("total_count", .number(Int64(totalCount))), ("notifications", .array(notifications.map(\.tdlib))),
            ("account", .string(account)),
        ])
    }
}
