import PushSpecCore

/// What a notification state holds: the options, the groups and their notifications (shown and
/// hidden by the limits), the settings, and what is needed to never show a notification twice.
///
/// A value type with no I/O, and the rules of the Notification API. Made empty, it holds a whole
/// state in memory. ``NotificationStore`` instead reads into it the part an input touches, its
/// working set (what is shown and what the input names), applies the input, and writes back the
/// rows it changed, in one transaction. Every change is made by an `apply…` function that returns
/// the updates it causes, computed by comparing what is shown before and after (see
/// ``shownGroups``).
public struct NotificationState: Sendable, Hashable {
    /// A group's identity: one group per account, chat and group type.
    struct GroupKey: Sendable, Hashable {
        var account: String
        var chatID: Int64
        var type: NotificationGroupKind
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
        var notification: GroupedNotification
        /// The server message id, for removals by message.
        var serverMessageID: Int64?
        /// Its message's edit date (0 for none) when it was made for a message: what makes the
        /// message known while the notification is active.
        var editDate: Int64?
    }

    /// A group and the active notifications of it that are in memory: all of them, or (in a
    /// store's working set) its newest ones and those an input names; its newest date and total
    /// count are the whole group's either way.
    struct StoredGroup: Sendable, Hashable {
        var id: Int32
        var key: GroupKey
        var notificationSettingsChatID: Int64
        /// The sound of its last notification: 0 when it was silent.
        var soundID: Int64
        var totalCount: Int32
        /// Active notifications, by id; changed only by ``append(_:)``, ``keep(_:)``,
        /// ``insertLoaded(_:)`` and ``keepNewest(_:)``, which keep ``newestDate``.
        private(set) var notifications: [StoredNotification] = []
        /// The date of its newest active notification (not always the last: a push carries its
        /// own date); 0 when it has none.
        private(set) var newestDate: Int64
        /// At least the highest server message id of its active notifications (0 for none): a
        /// push of a message above it is not one of them, whatever is in memory.
        private(set) var newestServerMessageID: Int64
        /// Which change of the state this group is as of (see ``stampRevisions()``): another
        /// process's copy of a group with the same id and revision is the same.
        var revision: Int64 = 0

        /// A group with no notification in memory: a new one, or one read from a store with its
        /// newest date and server message id.
        init(
            id: Int32, key: GroupKey, notificationSettingsChatID: Int64, soundID: Int64, totalCount: Int32,
            newestDate: Int64 = 0, newestServerMessageID: Int64 = 0, revision: Int64 = 0
        ) {
            self.id = id
            self.key = key
            self.notificationSettingsChatID = notificationSettingsChatID
            self.soundID = soundID
            self.totalCount = totalCount
            self.newestDate = newestDate
            self.newestServerMessageID = newestServerMessageID
            self.revision = revision
        }

        /// Adds a notification of a higher id than any it has.
        mutating func append(_ notification: StoredNotification) {
            notifications.append(notification)
            newestDate = max(newestDate, notification.notification.date)
            newestServerMessageID = max(newestServerMessageID, notification.serverMessageID ?? 0)
        }

        /// Keeps only `kept`, a part of its notifications (the rest removed): all of them must be
        /// in memory.
        mutating func keep(_ kept: [StoredNotification]) {
            notifications = kept
            newestDate = kept.lazy.map(\.notification.date).max() ?? 0
            newestServerMessageID = kept.lazy.compactMap(\.serverMessageID).max() ?? 0
        }

        /// Puts an active notification read from a store in its place by id (an older one an
        /// input names); the group's dates are unchanged.
        mutating func insertLoaded(_ notification: StoredNotification) {
            let index = notifications.firstIndex { $0.notification.id >= notification.notification.id } ?? notifications.endIndex
            guard index == notifications.endIndex || notifications[index].notification.id != notification.notification.id
            else { return }
            notifications.insert(notification, at: index)
        }

        /// Lets go of all but its `count` newest notifications in memory (the group is unchanged).
        mutating func keepNewest(_ count: Int) {
            if notifications.count > count { notifications.removeFirst(notifications.count - count) }
        }

        /// Gives the notification at `index` of ``notifications`` the kind and edit date of its
        /// message's edit.
        mutating func edit(_ kind: NotificationKind, editDate: Int64, at index: Int) {
            notifications[index].notification.kind = kind
            notifications[index].editDate = editDate
        }

        /// The active notification with this id (the list is sorted by id: a binary search).
        func notification(id: Int32) -> StoredNotification? {
            var low = 0
            var high = notifications.count
            while low < high {
                let middle = (low + high) / 2
                if notifications[middle].notification.id < id { low = middle + 1 } else { high = middle }
            }
            return low < notifications.count && notifications[low].notification.id == id ? notifications[low] : nil
        }
    }

    /// TDLib's two options of the Notification API: how many groups, and how many notifications
    /// of each, are shown.
    public internal(set) var options = NotificationOptions()
    var nextNotificationID: Int32 = 1
    var nextGroupID: Int32 = 1
    var nextCallID: Int32 = 1
    /// Ids of groups that were emptied and reported so: reused, smallest first. In descending
    /// order, so that the smallest is taken off the end. (A store's working set holds the
    /// smallest alone.)
    var freeGroupIDs: [Int32] = []
    /// The groups: all of them, or in a store's working set the ranked first and those of the
    /// input's chat (see ``Footprint``).
    var groups: [Int32: StoredGroup] = [:]
    /// The edit date (0 for none) of every message a notification was made for, removed or not,
    /// until its chat's read horizon passes it (a store also drops a removed one's mark after
    /// ``repeatWindowSeconds``); in a working set, of the message an input names and of those
    /// whose notifications it removes.
    var knownMessages: [MessageKey: Int64] = [:]
    /// The highest server message id read in each chat (READ_HISTORY).
    var readUpTo: [ChatKey: Int64] = [:]
    /// The state's call ids of the server's call ids.
    var callIDs: [Int64: Int32] = [:]
    /// Each chat's own notification settings, by TDLib chat id; a chat not here has the defaults.
    /// In a store's working set, the settings of the chats an input names.
    public internal(set) var chatSettings: [Int64: ChatNotificationSettings] = [:]
    /// The defaults of each kind of chats; a scope not here has TDLib's defaults.
    public internal(set) var scopeSettings: [NotificationSettingsScope: ScopeNotificationSettings] = [:]
    /// What changed since the store last saved the state: the store writes just that.
    var changes = Changes()

    /// The rows a change touched, by key.
    struct Changes: Sendable, Hashable {
        /// Whether the options changed.
        var options = false
        /// Groups whose row changed (a notification added or removed, a count, a sound), and
        /// groups emptied, whose row goes.
        var groups: Set<Int32> = []
        /// Changed notifications, with their group.
        var notifications: [Int32: Int32] = [:]
        var removedNotifications: Set<Int32> = []
        var messages: Set<MessageKey> = []
        var reads: Set<ChatKey> = []
        var calls: Set<Int64> = []
        var chatSettings: Set<Int64> = []
        var scopeSettings: Set<NotificationSettingsScope> = []
        /// Group ids freed, added to the stored list of free ids.
        var freedGroupIDs: [Int32] = []
        /// Free group ids given to a new group, taken off the stored list.
        var reusedGroupIDs: [Int32] = []
    }

    /// An empty state: nothing shown, the API disabled (TDLib's default options).
    public init() {}

    /// How long what only prevents repeats is kept, in seconds: 28 days, the longest FCM keeps
    /// a message it could not deliver (its largest `time_to_live`). A store drops a known
    /// message's mark, a chat's read horizon and a call's id that much after it wrote them, when
    /// no push they could refuse can still arrive.
    public static let repeatWindowSeconds: Int64 = 28 * 24 * 60 * 60

    // MARK: What is shown

    /// Each account's groups with an active notification, in rank order, kept up to date by
    /// ``refreshRank(_:)`` as groups change, so that what an account shows is read off the start
    /// of its ranking. The accounts are apart, as TDLib runs one Notification API per account: the
    /// limits apply to each account's groups alone.
    var rankings: [String: NotificationRanking] = [:]
    /// Each ranked group's place: its account's ranking and its key in it.
    var rankKeys: [Int32: RankPlace] = [:]
    /// The id of each group, by its identity.
    var groupIDs: [GroupKey: Int32] = [:]

    /// Where a ranked group is: in which account's ranking, under which key.
    struct RankPlace: Sendable, Hashable {
        // The key first: places are compared member by member, and keys tell most apart.
        var key: NotificationRanking.Key
        var account: String
    }

    /// Puts a changed group in its place in its account's ranking, or takes it out when it has no
    /// active notification.
    mutating func refreshRank(_ id: Int32) {
        let new = groups[id].flatMap { group in
            group.notifications.isEmpty
                ? nil
                : RankPlace(
                    key: NotificationRanking.Key(newestDate: group.newestDate, chatID: group.key.chatID, groupID: id),
                    account: group.key.account)
        }
        let old = rankKeys[id]
        guard old != new else { return }
        rankKeys[id] = new
        if let old, let new, old.account == new.account {
            // A group that moves in its account's ranking (the common change): one lookup.
            rankings[new.account, default: NotificationRanking()].replace(old.key, with: new.key)
            return
        }
        if let old, rankings[old.account, default: NotificationRanking()].removeLeavingEmpty(old.key) {
            rankings[old.account] = nil
        }
        if let new { rankings[new.account, default: NotificationRanking()].insert(new.key) }
    }

    /// Holds a group read from a store: among the groups, by its identity (the lowest id of an
    /// identity, should a file hold one twice), and in the ranking.
    mutating func hold(_ group: StoredGroup) {
        groups[group.id] = group
        if groupIDs[group.key].map({ $0 > group.id }) ?? true { groupIDs[group.key] = group.id }
        refreshRank(group.id)
    }

    /// Gives each changed group a revision no copy of it (or of a group that had its id before)
    /// has had: the notification counter in the high 32 bits, which every push raises and no
    /// group outlives, and in the low bits a count of the group's changes made while the counter
    /// stood still (removals, edits). A store compares revisions to keep the groups another
    /// process did not change.
    mutating func stampRevisions() {
        let high = Int64(nextNotificationID) << 32
        for id in changes.groups {
            guard let revision = groups[id]?.revision else { continue }
            groups[id]?.revision = revision & ~0xFFFF_FFFF == high ? revision + 1 : high
        }
    }

    /// Lets go of every group of the accounts not in `accounts`; the accounts kept keep all their
    /// groups, so each still holds its first by rank.
    mutating func letGoOfAccounts(except accounts: [String]) {
        for id in Array(groups.keys) {
            guard let key = groups[id]?.key, !accounts.contains(key.account) else { continue }
            if groupIDs[key] == id { groupIDs[key] = nil }
            groups[id] = nil
            refreshRank(id)
        }
    }

    /// Lets go of every group but each account's first `count` by rank, and of every notification
    /// of those but their newest `size` (what a store keeps between inputs), and of what an input
    /// read.
    mutating func letGoOfAllButShown(count: Int, size: Int) {
        let shownIDs = rankings.values.flatMap { $0.prefix(count).map(\.groupID) }
        if groups.count > shownIDs.count {
            for id in Array(groups.keys) where !shownIDs.contains(id) {
                if let key = groups[id]?.key, groupIDs[key] == id { groupIDs[key] = nil }
                groups[id] = nil
                refreshRank(id)
            }
        }
        for id in shownIDs { groups[id]?.keepNewest(size) }
        knownMessages = [:]
        readUpTo = [:]
        callIDs = [:]
        chatSettings = [:]
        freeGroupIDs = []
        changes = .init()
    }

    /// Calls `body` with each shown group of `ranking` (an account's), by rank, and its shown
    /// notifications: the first `groupCountMax` ranked groups, each with its `groupSizeMax` active
    /// notifications of the highest ids. The one rule for what is shown.
    func forEachShown(of ranking: NotificationRanking, _ body: (StoredGroup, ArraySlice<StoredNotification>) -> Void) {
        guard options.isEnabled else { return }
        for rank in ranking.prefix(options.groupCountMax) {
            guard let group = groups[rank.groupID] else { continue }
            body(group, group.notifications.suffix(options.groupSizeMax))
        }
    }

    /// What is shown of an account (or of every account), as ids: each shown group's id and the
    /// ids it shows, in one list. It holds no group's own list, so that changing a group after
    /// taking it does not copy that list (a busy chat's group holds thousands).
    struct Shown: Sendable {
        /// The account it is of; nil for every account.
        var account: String?

        struct Group: Sendable {
            var id: Int32
            /// Where its ids are in ``Shown/ids``.
            var range: Range<Int>
        }

        var groups: [Group] = []
        /// The shown ids of every group, group after group, each group's ascending.
        var ids: [Int32] = []

        /// The ids `group` shows.
        func ids(of group: Group) -> ArraySlice<Int32> { ids[group.range] }

        /// The shown group of this id.
        func group(id: Int32) -> Group? { groups.first { $0.id == id } }
    }

    /// What `account` shows now, as ids, or with nil what every account shows, the accounts in no
    /// particular order, as the ids are looked up by group (see ``forEachShown(of:_:)``). An input
    /// takes what its account shows: no other account's changes.
    func shown(of account: String?) -> Shown {
        var shown = Shown(account: account)
        shown.groups.reserveCapacity(options.groupCountMax)
        shown.ids.reserveCapacity(options.groupCountMax)
        if let account {
            if let ranking = rankings[account] { append(ranking, to: &shown) }
        } else {
            for ranking in rankings.values { append(ranking, to: &shown) }
        }
        return shown
    }

    /// Adds to `shown` what the groups of `ranking` (an account's) show. (A method, not a local
    /// function: one capturing `shown` would have each access to it checked at run time.)
    private func append(_ ranking: NotificationRanking, to shown: inout Shown) {
        forEachShown(of: ranking) { group, notifications in
            let start = shown.ids.count
            // By index: an element read whole would retain its strings.
            for index in notifications.indices { shown.ids.append(notifications[index].notification.id) }
            shown.groups.append(.init(id: group.id, range: start..<shown.ids.count))
        }
    }

    /// The shown groups of every account, account after account (in the order of their names),
    /// each account's ranked as TDLib ranks them (see ``shownGroups(account:)``).
    public var shownGroups: [NotificationGroup] {
        rankings.keys.sorted().flatMap { shownGroups(account: $0) }
    }

    /// The shown groups of `account`, ranked as TDLib ranks them: by the date of their newest
    /// active notification (newest first), then chat id, then group id, descending; the
    /// account's first `groupCountMax`, each with its `groupSizeMax` active notifications of the
    /// highest ids.
    public func shownGroups(account: String) -> [NotificationGroup] {
        guard let ranking = rankings[account] else { return [] }
        var shownGroups: [NotificationGroup] = []
        forEachShown(of: ranking) { group, notifications in
            shownGroups.append(
                NotificationGroup(
                    id: group.id, account: account, type: group.key.type, chatID: group.key.chatID,
                    totalCount: totalCount(of: group.id, showing: notifications.count),
                    notifications: notifications.map(\.notification)))
        }
        return shownGroups
    }

    /// A group's total count as reported: never fewer than the notifications it shows.
    func totalCount(of groupID: Int32, showing shownCount: Int) -> Int32 {
        max(groups[groupID]?.totalCount ?? 0, Int32(shownCount))
    }

    /// `updateActiveNotifications` of what is shown now, for every account.
    public var activeNotifications: NotificationUpdate { .active(shownGroups) }

    /// `updateActiveNotifications` of what is shown now for `account`: what TDLib's instance of
    /// that account sends.
    public func activeNotifications(account: String) -> NotificationUpdate { .active(shownGroups(account: account)) }

    /// The updates that take what was shown (`before`) to what is shown now, of the same account
    /// (or every account): per group, the notifications added and the ids removed, by group id.
    /// Every group shown before is still in ``groups`` here: a group left empty is forgotten
    /// afterwards, and its id freed.
    mutating func updates(from before: Shown) -> [NotificationUpdate] {
        let after = shown(of: before.account)
        var updates: [NotificationUpdate] = []
        // At most `groupCountMax` groups a side, found by a linear search: the groups that show
        // other notifications, or that came or went.
        var changedIDs: [Int32] = []
        for group in after.groups {
            if let old = before.group(id: group.id), before.ids(of: old).elementsEqual(after.ids(of: group)) { continue }
            changedIDs.append(group.id)
        }
        for group in before.groups where after.group(id: group.id) == nil {
            changedIDs.append(group.id)
        }
        for id in changedIDs.sorted() {
            guard let group = groups[id] else { continue }
            let old = before.group(id: id).map { before.ids(of: $0) } ?? []
            let new = after.group(id: id).map { after.ids(of: $0) } ?? []
            // Both lists are sorted by id: what each has that the other lacks, found by a merge.
            let (addedIDs, removed) = Self.difference(new, old)
            // What was added is shown now: among the group's last `new.count` notifications (a
            // view: the whole list would be copied to make an array of its end).
            let added = group.notifications.suffix(new.count).compactMap {
                addedIDs.contains($0.notification.id) ? $0.notification : nil
            }
            updates.append(
                .group(
                    id: id, type: group.key.type, chatID: group.key.chatID,
                    notificationSettingsChatID: group.notificationSettingsChatID,
                    soundID: added.contains { !$0.isSilent } ? group.soundID : 0,
                    totalCount: totalCount(of: id, showing: new.count), added: added, removedIDs: removed,
                    account: group.key.account))
        }
        forgetEmptyGroups()
        return updates
    }

    /// The ids in `new` and not in `old`, and those in `old` and not in `new`: both sorted.
    static func difference(_ new: ArraySlice<Int32>, _ old: ArraySlice<Int32>) -> (added: [Int32], removed: [Int32]) {
        var added: [Int32] = []
        var removed: [Int32] = []
        var newIndex = new.startIndex
        var oldIndex = old.startIndex
        while newIndex < new.endIndex || oldIndex < old.endIndex {
            if oldIndex == old.endIndex || (newIndex < new.endIndex && new[newIndex] < old[oldIndex]) {
                added.append(new[newIndex])
                newIndex += 1
            } else if newIndex == new.endIndex || old[oldIndex] < new[newIndex] {
                removed.append(old[oldIndex])
                oldIndex += 1
            } else {
                newIndex += 1
                oldIndex += 1
            }
        }
        return (added, removed)
    }

    /// Drops the groups with no active notification, freeing their ids.
    mutating func forgetEmptyGroups() {
        for id in changes.groups where groups[id]?.notifications.isEmpty == true {
            if let key = groups[id]?.key { groupIDs[key] = nil }
            groups[id] = nil
            refreshRank(id)
            // Into its place in the descending list, found by a binary search.
            var low = 0
            var high = freeGroupIDs.count
            while low < high {
                let middle = (low + high) / 2
                if freeGroupIDs[middle] > id { low = middle + 1 } else { high = middle }
            }
            if low == freeGroupIDs.count || freeGroupIDs[low] != id { freeGroupIDs.insert(id, at: low) }
            changes.freedGroupIDs.append(id)
        }
    }

    /// The group for a key, made when it does not exist (with the smallest free id, else the next).
    mutating func groupID(
        for key: GroupKey, notificationSettingsChatID: Int64, soundID: Int64
    ) -> Int32 {
        if let existing = groupIDs[key] {
            groups[existing]?.notificationSettingsChatID = notificationSettingsChatID
            groups[existing]?.soundID = soundID
            return existing
        }
        let id: Int32
        if freeGroupIDs.isEmpty {
            id = nextGroupID
            nextGroupID += 1
        } else {
            id = freeGroupIDs.removeLast()
            changes.reusedGroupIDs.append(id)
        }
        groups[id] = StoredGroup(
            id: id, key: key, notificationSettingsChatID: notificationSettingsChatID, soundID: soundID, totalCount: 0)
        groupIDs[key] = id
        return id
    }

    /// The ids of an account's groups of a chat (Messages and Mentions, and the others).
    func groupIDs(account: String, chatID: Int64) -> [Int32] {
        NotificationGroupKind.groupKinds.compactMap { groupIDs[GroupKey(account: account, chatID: chatID, type: $0)] }
    }

    /// The settings that apply to a chat of a scope.
    func effectiveSettings(chatID: Int64, scope: NotificationSettingsScope) -> EffectiveNotificationSettings {
        (chatSettings[chatID] ?? ChatNotificationSettings()).effective(in: scopeSettings[scope] ?? ScopeNotificationSettings())
    }
}
