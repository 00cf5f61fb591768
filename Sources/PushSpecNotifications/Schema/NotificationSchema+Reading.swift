internal import GRDB
import PushSpecCore

/// Reading a working set: what is shown and what an input's ``NotificationState/Footprint``
/// names, each through an index, so that nothing read grows with the state. The statements are
/// the connection's cached ones, read through SQLite's C API (``RawStatement``).
extension NotificationSchema {
    /// The columns of a group row, in the order ``group(_:)`` reads them.
    static let groupColumns =
        "id, account, chat_id, type, settings_chat_id, sound_id, total_count, newest_date, newest_server_message_id, revision"
    /// The columns of a notification row, in the order ``storedNotification(_:)`` reads them.
    static let notificationColumns = """
        id, group_id, date, is_silent, kind, message_id, sender_user_id, sender_chat_id, sender_name, is_outgoing,
        content, call_id, server_message_id, edit_date
        """

    /// The group types this PushSpec reads, as an SQL list.
    static let knownGroupTypes = NotificationGroupKind.groupKinds.map { "'\($0.tdlibGroupType)'" }.joined(separator: ", ")

    /// A working set with no group: the options, the counters and the scopes' settings.
    static func readBase(_ db: Database) throws -> NotificationState {
        var state = NotificationState()
        try RawStatement(
            db, sql: "SELECT group_count_max, group_size_max, next_notification_id, next_group_id, next_call_id FROM meta"
        ).firstRow { row in
            // Within TDLib's ranges, whatever a file changed from outside says: they size the reads.
            func clamp(_ value: Int64, _ range: ClosedRange<Int>) -> Int {
                Int(min(max(value, Int64(range.lowerBound)), Int64(range.upperBound)))
            }
            state.options = NotificationOptions(
                groupCountMax: clamp(row.int64(0), NotificationOptions.groupCountMaxRange),
                groupSizeMax: clamp(row.int64(1), NotificationOptions.groupSizeMaxRange))
            state.nextNotificationID = row.int32(2)
            state.nextGroupID = row.int32(3)
            state.nextCallID = row.int32(4)
        }
        // The ids go on after every id in the tables (each maximum is the end of an index);
        // `meta` keeps the ids of what is gone.
        try RawStatement(
            db,
            sql: """
                SELECT (SELECT max(id) FROM notification), (SELECT max(id) FROM notification_group),
                    (SELECT max(id) FROM free_group_id)
                """
        ).firstRow { row in
            state.nextNotificationID = max(state.nextNotificationID, Int32(clamping: row.int64(0) + 1))
            state.nextGroupID = max(state.nextGroupID, Int32(clamping: row.int64(1) + 1), Int32(clamping: row.int64(2) + 1))
        }
        try RawStatement(db, sql: "SELECT scope, settings FROM scope_settings").forEachRow { row in
            if let scope = row.text(0).flatMap(NotificationSettingsScope.init(rawValue:)),
                let settings = row.text(1).flatMap(NotificationSettingsCoding.scope(from:))
            {
                state.scopeSettings[scope] = settings
            }
        }
        return state
    }

    /// Reads `account`'s first `count` groups by rank, each with its newest `size` notifications,
    /// into `state`. A group of `held` (groups read before, each with its newest `heldSize`) whose
    /// row has the same revision is taken as it is, without reading its notifications.
    static func readRanked(
        account: String, count: Int, size: Int, held: [Int32: NotificationState.StoredGroup], heldSize: Int,
        into state: inout NotificationState, _ db: Database
    ) throws {
        guard count > 0 else { return }
        // Only the group types this PushSpec knows take a place (a newer one's row is skipped).
        var ranked = try RawStatement(
            db,
            sql: """
                SELECT \(groupColumns) FROM notification_group WHERE account = ? AND type IN (\(knownGroupTypes))
                ORDER BY newest_date DESC, chat_id DESC, id DESC LIMIT ?
                """)
        try ranked.bind(account)
        try ranked.bind(Int64(count))
        var groups: [NotificationState.StoredGroup] = []
        try ranked.forEachRow { row in
            if let group = group(row) { groups.append(group) }
        }
        for group in groups {
            if size <= heldSize, let same = held[group.id], same.revision == group.revision, same.key == group.key {
                state.hold(same)
            } else {
                state.hold(try withNotifications(group, newest: size, db))
            }
        }
    }

    /// Every account with a group, in the order of their names: one step through an index
    /// leading with the account per account, not a scan of the groups.
    static func accounts(_ db: Database) throws -> [String] {
        var accounts: [String] = []
        var next = try RawStatement(db, sql: "SELECT min(account) FROM notification_group")
        while let account = try next.firstRow({ $0.text(0) }) ?? nil {
            accounts.append(account)
            next = try RawStatement(db, sql: "SELECT min(account) FROM notification_group WHERE account > ?")
            try next.bind(account)
        }
        return accounts
    }

    /// The account of the group of this id; nil when there is none.
    static func account(ofGroup id: Int32, _ db: Database) throws -> String? {
        var statement = try RawStatement(db, sql: "SELECT account FROM notification_group WHERE id = ?")
        try statement.bind(id)
        return try statement.firstRow { $0.text(0) } ?? nil
    }

    /// Reads what `footprint` names into `state`, whose ranked groups are read already; the
    /// groups it names come with their newest `size` notifications, or all (`wholeGroups`).
    static func read(
        _ footprint: NotificationState.Footprint, size: Int, into state: inout NotificationState, _ db: Database
    ) throws {
        var named: [NotificationState.StoredGroup] = []
        for key in footprint.groupKeys {
            // The lowest id of an identity, should a file changed from outside hold it twice.
            var statement = try RawStatement(
                db,
                sql: """
                    SELECT \(groupColumns) FROM notification_group WHERE account = ? AND chat_id = ? AND type = ?
                    ORDER BY id LIMIT 1
                    """)
            try statement.bind(key.account)
            try statement.bind(key.chatID)
            try statement.bind(key.type.tdlibGroupType)
            if let group = try statement.firstRow(group) ?? nil { named.append(group) }
        }
        for id in footprint.groupIDs {
            var statement = try RawStatement(db, sql: "SELECT \(groupColumns) FROM notification_group WHERE id = ?")
            try statement.bind(id)
            if let group = try statement.firstRow(group) ?? nil { named.append(group) }
        }
        for group in named where footprint.wholeGroups || state.groups[group.id] == nil {
            state.hold(try withNotifications(group, newest: footprint.wholeGroups ? nil : size, db))
        }
        if let message = footprint.message {
            try readKnown(message, groups: named.map(\.id), into: &state, db)
        }
        if let chat = footprint.readHorizon {
            var statement = try RawStatement(db, sql: "SELECT max_id FROM read_up_to WHERE account = ? AND chat_id = ?")
            try statement.bind(chat.account)
            try statement.bind(chat.chatID)
            if let maxID = try statement.firstRow({ $0.int64(0) }) { state.readUpTo[chat] = maxID }
        }
        if let serverCallID = footprint.serverCallID {
            var statement = try RawStatement(db, sql: "SELECT call_id FROM call_id WHERE server_call_id = ?")
            try statement.bind(serverCallID)
            if let callID = try statement.firstRow({ $0.int32(0) }) { state.callIDs[serverCallID] = callID }
        }
        for chatID in footprint.settingsChatIDs where state.chatSettings[chatID] == nil {
            var statement = try RawStatement(db, sql: "SELECT settings FROM chat_settings WHERE chat_id = ?")
            try statement.bind(chatID)
            if let settings = try statement.firstRow({ $0.text(0).flatMap(NotificationSettingsCoding.chat(from:)) }) ?? nil {
                state.chatSettings[chatID] = settings
            }
        }
        if footprint.mayMakeGroup,
            let free = try RawStatement(db, sql: "SELECT id FROM free_group_id ORDER BY id LIMIT 1").firstRow({ $0.int32(0) })
        {
            state.freeGroupIDs = [free]
        }
    }

    /// Whether a message is known, and its edit date: its row in `known_message` (its
    /// notification is gone), or its active notification in one of `groups`, which is then read
    /// into its group. A group whose messages are all below it is not looked through.
    private static func readKnown(
        _ message: NotificationState.MessageKey, groups: [Int32], into state: inout NotificationState, _ db: Database
    ) throws {
        var statement = try RawStatement(
            db, sql: "SELECT edit_date FROM known_message WHERE account = ? AND chat_id = ? AND server_id = ?")
        try statement.bind(message.account)
        try statement.bind(message.chatID)
        try statement.bind(message.serverID)
        var editDate = try statement.firstRow { $0.int64(0) }
        for id in groups {
            guard message.serverID > 0, let group = state.groups[id], message.serverID <= group.newestServerMessageID
            else { continue }
            var notification = try RawStatement(
                db, sql: "SELECT \(notificationColumns) FROM notification WHERE group_id = ? AND server_message_id = ? LIMIT 1")
            try notification.bind(id)
            try notification.bind(message.serverID)
            guard let stored = try notification.firstRow(storedNotification) ?? nil else { continue }
            state.groups[id]?.insertLoaded(stored)
            // An active notification makes its message known (edit date 0 when none is kept).
            let rowEditDate = stored.editDate ?? 0
            editDate = max(editDate ?? rowEditDate, rowEditDate)
        }
        if let editDate { state.knownMessages[message] = editDate }
    }

    /// `group` with its newest `limit` notifications, or all of them when `limit` is nil.
    private static func withNotifications(
        _ group: NotificationState.StoredGroup, newest limit: Int?, _ db: Database
    ) throws -> NotificationState.StoredGroup {
        var statement = try RawStatement(
            db, sql: "SELECT \(notificationColumns) FROM notification WHERE group_id = ? ORDER BY id DESC LIMIT ?")
        try statement.bind(group.id)
        try statement.bind(Int64(limit ?? -1))
        var newestFirst: [NotificationState.StoredNotification] = []
        try statement.forEachRow { row in
            if let stored = storedNotification(row) { newestFirst.append(stored) }
        }
        var group = group
        for stored in newestFirst.reversed() { group.append(stored) }
        return group
    }

    /// A group of a row of ``groupColumns``; nil for a type this PushSpec does not know.
    private static func group(_ row: RawStatement.Columns) -> NotificationState.StoredGroup? {
        guard let account = row.text(1), let type = row.text(3).flatMap(NotificationGroupKind.init(tdlibGroupType:)) else { return nil }
        return NotificationState.StoredGroup(
            id: row.int32(0), key: .init(account: account, chatID: row.int64(2), type: type),
            notificationSettingsChatID: row.int64(4), soundID: row.int64(5), totalCount: row.int32(6),
            newestDate: row.int64(7), newestServerMessageID: row.int64(8), revision: row.int64(9))
    }

    /// A notification of a row of ``notificationColumns``; nil for a kind it cannot read.
    private static func storedNotification(_ row: RawStatement.Columns) -> NotificationState.StoredNotification? {
        let kind: NotificationKind
        switch row.text(4) {
        case "push":
            let sender: MessageSender
            if let user = row.optionalInt64(6) {
                sender = .user(user)
            } else if let chat = row.optionalInt64(7) {
                sender = .chat(chat)
            } else {
                return nil
            }
            kind = .newPushMessage(
                messageID: row.int64(5), sender: sender, senderName: row.text(8) ?? "", isOutgoing: row.int64(9) != 0,
                content: .encoded(row.text(10) ?? "{}"))
        case "secret_chat": kind = .newSecretChat
        case "call": kind = .newCall(callID: row.int32(11))
        default: return nil
        }
        return .init(
            notification: GroupedNotification(id: row.int32(0), date: row.int64(2), isSilent: row.int64(3) != 0, kind: kind),
            serverMessageID: row.optionalInt64(12), editDate: row.optionalInt64(13))
    }
}
