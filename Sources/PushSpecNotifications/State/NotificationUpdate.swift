import PushSpecCore

/// An update of the shown notifications, as TDLib sends it, with the account a group is of.
///
/// One state serves every account of an app, where TDLib runs one Notification API per account:
/// a group's update says its account, in TDLib's JSON as one more member, `"account"`, after
/// TDLib's own (in `updateNotificationGroup`, and in each `notificationGroup` of
/// `updateActiveNotifications`). `updateNotification` names its group, whose id no other account's
/// group has.
public enum NotificationUpdate: Sendable, Hashable, TDLibEncodable {
    /// `updateNotificationGroup`: notifications shown in a group of `account` were added or removed.
    case group(
        id: Int32, type: NotificationGroupKind, chatID: Int64, notificationSettingsChatID: Int64, soundID: Int64,
        totalCount: Int32, added: [GroupedNotification], removedIDs: [Int32], account: String)
    /// `updateNotification`: a shown notification changed (an edited message).
    case notification(groupID: Int32, notification: GroupedNotification)
    /// `updateActiveNotifications`: every shown group (of every account, or of one), each with its
    /// account.
    case active([NotificationGroup])

    public var tdlib: TDLibValue {
        switch self {
        case let .group(id, type, chatID, settingsChatID, soundID, totalCount, added, removedIDs, account):
            .object(type: "updateNotificationGroup", members: [
                ("notification_group_id", .number(Int64(id))), ("type", type.tdlib), ("chat_id", .number(chatID)),
                ("notification_settings_chat_id", .number(settingsChatID)), ("notification_sound_id", .int64(soundID)),
                ("total_count", .number(Int64(totalCount))), ("added_notifications", .array(added.map(\.tdlib))),
                ("removed_notification_ids", .array(removedIDs.map { .number(Int64($0)) })),
                ("account", .string(account)),
            ])
        case let .notification(groupID, notification):
            .object(type: "updateNotification", members: [
                ("notification_group_id", .number(Int64(groupID))), ("notification", notification.tdlib),
            ])
        case let .active(groups):
            .object(type: "updateActiveNotifications", members: [("groups", .array(groups.map(\.tdlib)))])
        }
    }
}
