import PushSpec
import PushSpecCatalog
import PushSpecCore

extension PresentationChanges {
    /// What the state's updates for `push` change on screen: the notification the push made or
    /// edited, shown under the state's notification id in its group's thread, and the
    /// notifications the updates removed (`removed_notification_ids`), by identifier.
    ///
    /// Only the push's own notification is presented: a notification the updates show again (a
    /// group back within `notification_group_count_max`) has no text here, and was shown before.
    public init<Catalog>(updates: [NotificationUpdate], push: TelegramPushOf<Catalog>, locale: Catalog.Locale = .english) {
        self.init(updates: updates, receiver: push.receiverID)
        guard var base = push.presentation(locale: locale) else { return }
        let chatID = push.presentationChatID
        let messageID = push.fields.messageID.flatMap(TDLibIdentifiers.messageID(serverID:))
        for update in updates {
            switch update {
            case let .group(groupID, type, groupChatID, _, soundID, _, added, _, _):
                guard groupChatID == chatID else { continue }
                let own = added.last { notification in
                    switch notification.kind {
                    case let .newPushMessage(id, _, _, _, _): id == messageID
                    case .newCall: type == .calls
                    case .newSecretChat: type == .secretChat
                    }
                }
                guard let own else { continue }
                base.thread = NotificationPresentation.Identifiers.telegramThread(receiver: push.receiverID, chatID: chatID, group: type)
                if soundID == 0 { base.sound = .none }
                if type == .mentions { base.relevance = max(base.relevance, NotificationPresentation.Relevance.mention) }
                present.append(Self.stated(base, receiver: push.receiverID, groupID: groupID, notification: own))
            case let .notification(groupID, notification):
                present.append(Self.stated(base, receiver: push.receiverID, groupID: groupID, notification: notification))
            case .active:
                continue
            }
        }
    }

    /// What updates made without a push (a dismissal, an option change) change on screen: the
    /// notifications they removed, by identifier, for the account of push receiver `receiver`.
    public init(updates: [NotificationUpdate], receiver: Int64) {
        var identifiers: [String] = []
        for case let .group(_, _, _, _, _, _, _, removedIDs, _) in updates {
            identifiers += removedIDs.map { NotificationPresentation.Identifiers.telegramNotification(receiver: receiver, notificationID: $0) }
        }
        self.init(remove: NotificationRemoval(identifiers: identifiers))
    }

    /// `presentation` as the state's notification `notification` of group `groupID`.
    private static func stated(
        _ presentation: NotificationPresentation, receiver: Int64, groupID: Int32, notification: GroupedNotification
    ) -> NotificationPresentation {
        var presentation = presentation
        presentation.identifier = NotificationPresentation.Identifiers.telegramNotification(receiver: receiver, notificationID: notification.id)
        presentation.userInfo[NotificationPresentation.UserInfoKey.groupID] = String(groupID)
        presentation.userInfo[NotificationPresentation.UserInfoKey.notificationID] = String(notification.id)
        if notification.isSilent {
            presentation.sound = .none
            presentation.interruption = .passive
        }
        return presentation
    }
}
