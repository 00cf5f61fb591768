/// Everything a notification store keeps: the options, the groups and their notifications (shown
/// and hidden by the limits), the settings, and what is needed to never show a notification twice.
///
/// A value type with no I/O: ``NotificationStore`` loads it, applies an input to it and saves it
/// in one transaction. Every change is made by an `apply…` function that returns the updates
/// it causes, computed by comparing what is shown before and after (see ``shownGroups``).
public struct NotificationState: Sendable, Hashable {
    /// A group's identity: one group per account, chat and group type.
    struct GroupKey: Sendable, Hashable {
        var account: String
        var chatID: Int64
        var type: NotificationGroupType
    }

    /// A message a notification was made for, to tell a repeat or an edit from a new message.
    struct MessageKey: Sendable, Hashable {
        var account: String
        var chatID: Int64
        var serverID: Int64
    }

    /// A chat of an account.
    struct ChatKey: Sendable, Hashable {
        var account: String
        var chatID: Int64
    }

    /// A notification and what it was made from.
    struct StoredNotification: Sendable, Hashable {
        var notification: Notification
        /// The server message id, for removals by message.
        var serverMessageID: Int64?
    }

    /// A group with all its active notifications, shown or hidden.
    struct StoredGroup: Sendable, Hashable {
        var id: Int32
        var key: GroupKey
        var notificationSettingsChatID: Int64
        /// The sound of its last notification: 0 when it was silent.
        var soundID: Int64
        var totalCount: Int32
        /// Active notifications, by id.
        var notifications: [StoredNotification]

        /// The date of its newest active notification.
        var newestDate: Int32 { notifications.map(\.notification.date).max() ?? 0 }
    }

    public internal(set) var options = NotificationOptions()
    var nextNotificationID: Int32 = 1
    var nextGroupID: Int32 = 1
    var nextCallID: Int32 = 1
    /// Ids of groups that were emptied and reported so: reused, smallest first.
    var freeGroupIDs: [Int32] = []
    var groups: [Int32: StoredGroup] = [:]
    /// The edit date (0 for none) of every message a notification was made for, removed or not.
    var knownMessages: [MessageKey: Int64] = [:]
    /// The highest server message id read in each chat (READ_HISTORY).
    var readUpTo: [ChatKey: Int64] = [:]
    /// The state's call ids of the server's call ids.
    var callIDs: [Int64: Int32] = [:]
    public internal(set) var chatSettings: [Int64: ChatNotificationSettings] = [:] {
        didSet { changes.settings = true }
    }
    public internal(set) var scopeSettings: [NotificationSettingsScope: ScopeNotificationSettings] = [:] {
        didSet { changes.settings = true }
    }
    /// What changed since the store last saved the state: the store writes just that.
    var changes = Changes()

    /// The rows a change touched, by key; the options and counters are written every time.
    struct Changes: Sendable, Hashable {
        var groups: Set<Int32> = []
        var notifications: Set<Int32> = []
        var removedNotifications: Set<Int32> = []
        var messages: Set<MessageKey> = []
        var reads: Set<ChatKey> = []
        var calls: Set<Int64> = []
        var settings = false
    }

    public init() {}

    // MARK: What is shown

    /// The shown groups, ranked as TDLib ranks them: by the date of their newest active
    /// notification (newest first), then chat id, then group id, descending; the first
    /// `groupCountMax`, each with its `groupSizeMax` active notifications of the highest ids.
    public var shownGroups: [NotificationGroup] {
        guard options.isEnabled else { return [] }
        let ranked = groups.values.filter { !$0.notifications.isEmpty }.sorted { lhs, rhs in
            let left = (lhs.newestDate, lhs.key.chatID, lhs.id)
            let right = (rhs.newestDate, rhs.key.chatID, rhs.id)
            return left > right
        }
        return ranked.prefix(options.groupCountMax).map { group in
            let shown = group.notifications.suffix(options.groupSizeMax).map(\.notification)
            return NotificationGroup(
                id: group.id, type: group.key.type, chatID: group.key.chatID,
                totalCount: max(group.totalCount, Int32(shown.count)), notifications: Array(shown))
        }
    }

    /// `updateActiveNotifications` of what is shown now.
    public var activeNotifications: NotificationUpdate { .active(shownGroups) }

    /// The updates that take what was shown (`before`, with the groups as they were) to what is
    /// shown now: per group, the notifications added and the ids removed, by group id. A group
    /// left empty is forgotten afterwards and its id freed.
    mutating func updates(from before: [NotificationGroup], groupsBefore: [Int32: StoredGroup]) -> [NotificationUpdate] {
        let after = shownGroups
        let shownBefore = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        let shownAfter = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0) })
        var updates: [NotificationUpdate] = []
        for id in Set(shownBefore.keys).union(shownAfter.keys).sorted() {
            let old = shownBefore[id]?.notifications ?? []
            let new = shownAfter[id]?.notifications ?? []
            let oldIDs = Set(old.map(\.id))
            let newIDs = Set(new.map(\.id))
            let added = new.filter { !oldIDs.contains($0.id) }
            let removed = old.map(\.id).filter { !newIDs.contains($0) }
            guard !added.isEmpty || !removed.isEmpty, let group = groups[id] ?? groupsBefore[id] else { continue }
            let shownCount = Int32(new.count)
            updates.append(
                .group(
                    id: id, type: group.key.type, chatID: group.key.chatID,
                    notificationSettingsChatID: group.notificationSettingsChatID,
                    soundID: added.contains { !$0.isSilent } ? group.soundID : 0,
                    totalCount: max(groups[id]?.totalCount ?? 0, shownCount), added: added, removedIDs: removed))
        }
        forgetEmptyGroups()
        return updates
    }

    /// Drops the groups with no active notification, freeing their ids.
    mutating func forgetEmptyGroups() {
        for (id, group) in groups where group.notifications.isEmpty {
            groups[id] = nil
            freeGroupIDs.append(id)
            changes.groups.insert(id)
        }
        freeGroupIDs.sort()
    }

    /// The group for a key, made when it does not exist (with the smallest free id, else the next).
    mutating func groupID(
        for key: GroupKey, notificationSettingsChatID: Int64, soundID: Int64
    ) -> Int32 {
        if let existing = groups.values.first(where: { $0.key == key }) {
            groups[existing.id]?.notificationSettingsChatID = notificationSettingsChatID
            groups[existing.id]?.soundID = soundID
            changes.groups.insert(existing.id)
            return existing.id
        }
        let id: Int32
        if freeGroupIDs.isEmpty {
            id = nextGroupID
            nextGroupID += 1
        } else {
            id = freeGroupIDs.removeFirst()
        }
        groups[id] = StoredGroup(
            id: id, key: key, notificationSettingsChatID: notificationSettingsChatID, soundID: soundID, totalCount: 0,
            notifications: [])
        changes.groups.insert(id)
        return id
    }

    /// The settings that apply to a chat of a scope.
    func effectiveSettings(chatID: Int64, scope: NotificationSettingsScope) -> EffectiveNotificationSettings {
        (chatSettings[chatID] ?? ChatNotificationSettings()).effective(in: scopeSettings[scope] ?? ScopeNotificationSettings())
    }
}
