import PushSpecCore

extension NotificationState {
    /// Removes the notifications of a chat's messages that `matches` picks (a server message id),
    /// in both its groups: for `MESSAGE_DELETED`, each lowers the group's total count by one; for
    /// `READ_HISTORY` (`resetTotalCount`) the total count becomes the number left, as TDLib resets
    /// it to the chat's unread count.
    mutating func removeMessages(
        account: String, chatID: Int64, resetTotalCount: Bool = false, where matches: (Int64) -> Bool
    ) -> Outcome {
        let before = shown(of: account)
        for id in groupIDs(account: account, chatID: chatID) {
            guard let group = groups[id] else { continue }
            let kept = group.notifications.filter { notification in
                notification.serverMessageID.map { !matches($0) } ?? true
            }
            let removed = group.notifications.count - kept.count
            let totalCount = resetTotalCount ? Int32(kept.count) : max(0, group.totalCount - Int32(removed))
            // A group nothing changed in keeps its row (and its revision, so that another
            // process's copy stays good).
            guard removed > 0 || totalCount != group.totalCount else { continue }
            groups[id]?.keep(kept)
            changes.groups.insert(id)
            recordRemoved(from: group, kept: kept)
            groups[id]?.totalCount = totalCount
            refreshRank(id)
        }
        return Outcome(updates(from: before))
    }

    /// `removeNotification`: the user dismissed one notification. It never comes back. A message
    /// group keeps its total count (TDLib's follows the chat's unread messages); a secret chat or
    /// call group's is lowered. A group or notification that is gone already (a read in another
    /// process emptied it) is no error, as in TDLib: no updates. Only an id ≤ 0 is refused.
    public mutating func removeNotification(groupID: Int32, notificationID: Int32) throws(NotificationStateError) -> Outcome {
        guard groupID > 0 else { throw .invalidID(name: "notification_group_id", value: groupID) }
        guard notificationID > 0 else { throw .invalidID(name: "notification_id", value: notificationID) }
        changes = .init()
        guard let group = groups[groupID] else { return Outcome([]) }
        return dismiss(groupID: groupID, type: group.key.type) { $0 == notificationID }
    }

    /// `removeNotificationGroup`: the user dismissed a group's notifications up to an id, shown
    /// or hidden. They never come back. A group that is gone already is no error, as in TDLib
    /// (`NotificationManager::remove_notification_group` answers ok): no updates. Only an id ≤ 0
    /// is refused.
    public mutating func removeNotificationGroup(
        groupID: Int32, maxNotificationID: Int32
    ) throws(NotificationStateError) -> Outcome {
        guard groupID > 0 else { throw .invalidID(name: "notification_group_id", value: groupID) }
        guard maxNotificationID > 0 else { throw .invalidID(name: "max_notification_id", value: maxNotificationID) }
        changes = .init()
        guard let group = groups[groupID] else { return Outcome([]) }
        return dismiss(groupID: groupID, type: group.key.type) { $0 <= maxNotificationID }
    }

    private mutating func dismiss(
        groupID: Int32, type: NotificationGroupKind, where matches: (Int32) -> Bool
    ) -> Outcome {
        guard let group = groups[groupID] else { return Outcome([]) }
        let before = shown(of: group.key.account)
        let kept = group.notifications.filter { !matches($0.notification.id) }
        guard kept.count < group.notifications.count else { return Outcome([]) }
        groups[groupID]?.keep(kept)
        changes.groups.insert(groupID)
        recordRemoved(from: group, kept: kept)
        if type.dismissalLowersTotalCount {
            groups[groupID]?.totalCount = max(0, group.totalCount - Int32(group.notifications.count - kept.count))
        }
        refreshRank(groupID)
        return Outcome(updates(from: before))
    }

    /// Changes the options; what they show differently is reported. Out of range: an error,
    /// nothing changed. Disabling the API removes everything shown.
    public mutating func setOptions(_ new: NotificationOptions) throws(NotificationStateError) -> Outcome {
        let validated = try new.validated()
        changes = .init()
        // One row of options for every account: what each shows differently is reported.
        let before = shown(of: nil)
        options = validated
        changes.options = true
        return Outcome(updates(from: before))
    }

    /// Records the notifications of `group` that `kept` leaves out as removed, and their messages
    /// as changed: a message's notification row no longer says it is known, its own row must.
    private mutating func recordRemoved(from group: StoredGroup, kept: [StoredNotification]) {
        let keptIDs = Set(kept.map(\.notification.id))
        for notification in group.notifications where !keptIDs.contains(notification.notification.id) {
            changes.removedNotifications.insert(notification.notification.id)
            if let serverID = notification.serverMessageID {
                let key = MessageKey(account: group.key.account, chatID: group.key.chatID, serverID: serverID)
                // A working set knows the message by its notification alone.
                if knownMessages[key] == nil { knownMessages[key] = notification.editDate ?? 0 }
                changes.messages.insert(key)
            }
        }
    }

    /// `setChatNotificationSettings`.
    public mutating func setChatSettings(_ settings: ChatNotificationSettings, chatID: Int64) {
        changes = .init()
        chatSettings[chatID] = settings
        changes.chatSettings.insert(chatID)
    }

    /// `setScopeNotificationSettings`.
    public mutating func setScopeSettings(_ settings: ScopeNotificationSettings, scope: NotificationSettingsScope) {
        changes = .init()
        scopeSettings[scope] = settings
        changes.scopeSettings.insert(scope)
    }
}
