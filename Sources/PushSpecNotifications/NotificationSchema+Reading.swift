internal import GRDB

/// Reading a working set: what is shown and what an input's ``NotificationState/Footprint``
/// names, each through an index, so that nothing read grows with the state. The statements are
/// the connection's cached ones: preparing them anew cost more than the reads.
extension NotificationSchema {
    /// The columns of a group row, in the order ``group(_:)`` reads them.
    static let groupColumns =
        "id, account, chat_id, type, settings_chat_id, sound_id, total_count, newest_date, newest_server_message_id"
    /// The columns of a notification row, in the order ``storedNotification(_:)`` reads them.
    static let notificationColumns = """
        id, group_id, date, is_silent, kind, message_id, sender_user_id, sender_chat_id, sender_name, is_outgoing,
        content, call_id, server_message_id, edit_date
        """

    /// A working set with no group: the options, the counters and the scopes' settings.
    static func readBase(_ db: Database) throws -> NotificationState {
        var state = NotificationState()
        if let meta = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT group_count_max, group_size_max, next_notification_id, next_group_id, next_call_id FROM meta"))
        {
            state.options = NotificationOptions(groupCountMax: meta[0], groupSizeMax: meta[1])
            state.nextNotificationID = meta[2]
            state.nextGroupID = meta[3]
            state.nextCallID = meta[4]
        }
        // The ids go on after every id in the tables (each maximum is the end of an index);
        // `meta` keeps the ids of what is gone.
        let highest = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT (SELECT max(id) FROM notification), (SELECT max(id) FROM notification_group),
                        (SELECT max(id) FROM free_group_id)
                    """))
        if let highest {
            state.nextNotificationID = max(state.nextNotificationID, (highest[0] as Int32? ?? 0) + 1)
            state.nextGroupID = max(state.nextGroupID, (highest[1] as Int32? ?? 0) + 1, (highest[2] as Int32? ?? 0) + 1)
        }
        for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT scope, settings FROM scope_settings")) {
            if let scope = NotificationSettingsScope(rawValue: row[0]), let settings = NotificationSettingsCoding.scope(from: row[1]) {
                state.scopeSettings[scope] = settings
            }
        }
        return state
    }

    /// Reads the first `count` groups by rank, each with its newest `size` notifications, into
    /// `state`; a group it holds already keeps what it has when `keepHeld`.
    static func readRanked(count: Int, size: Int, keepHeld: Bool, into state: inout NotificationState, _ db: Database) throws {
        guard count > 0 else { return }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT \(groupColumns) FROM notification_group ORDER BY newest_date DESC, chat_id DESC, id DESC LIMIT ?"),
            arguments: [count])
        for row in rows {
            guard let group = group(row), !(keepHeld && state.groups[group.id] != nil) else { continue }
            state.groups[group.id] = try withNotifications(group, newest: size, db)
        }
    }

    /// Reads what `footprint` names into `state`, whose ranked groups are read already; the
    /// groups it names come with their newest `size` notifications, or all (`wholeGroups`).
    static func read(
        _ footprint: NotificationState.Footprint, size: Int, into state: inout NotificationState, _ db: Database
    ) throws {
        let limit = footprint.wholeGroups ? nil : size
        var named: [NotificationState.StoredGroup] = []
        for key in footprint.groupKeys {
            // The lowest id of an identity, should a file changed from outside hold it twice.
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(groupColumns) FROM notification_group WHERE account = ? AND chat_id = ? AND type = ?
                        ORDER BY id LIMIT 1
                        """),
                arguments: [key.account, key.chatID, key.type.rawValue])
            if let group = row.flatMap(group) { named.append(group) }
        }
        for id in footprint.groupIDs {
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(groupColumns) FROM notification_group WHERE id = ?"), arguments: [id])
            if let group = row.flatMap(group) { named.append(group) }
        }
        for group in named where footprint.wholeGroups || state.groups[group.id] == nil {
            state.groups[group.id] = try withNotifications(group, newest: limit, db)
        }
        if let message = footprint.message {
            try readKnown(message, groups: named.map(\.id), into: &state, db)
        }
        if let chat = footprint.readHorizon,
            let maxID = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT max_id FROM read_up_to WHERE account = ? AND chat_id = ?"),
                arguments: [chat.account, chat.chatID])
        {
            state.readUpTo[chat] = maxID
        }
        if let serverCallID = footprint.serverCallID,
            let callID = try Int32.fetchOne(
                db.cachedStatement(sql: "SELECT call_id FROM call_id WHERE server_call_id = ?"), arguments: [serverCallID])
        {
            state.callIDs[serverCallID] = callID
        }
        for chatID in footprint.settingsChatIDs where state.chatSettings[chatID] == nil {
            let json = try String.fetchOne(
                db.cachedStatement(sql: "SELECT settings FROM chat_settings WHERE chat_id = ?"), arguments: [chatID])
            if let settings = json.flatMap(NotificationSettingsCoding.chat(from:)) { state.chatSettings[chatID] = settings }
        }
        if footprint.mayMakeGroup, let free = try Int32.fetchOne(db.cachedStatement(sql: "SELECT min(id) FROM free_group_id")) {
            state.freeGroupIDs = [free]
        }
    }

    /// Whether a message is known, and its edit date: its row in `known_message` (its
    /// notification is gone), or its active notification in one of `groups`, which is then read
    /// into its group. A group whose messages are all below it is not looked through.
    private static func readKnown(
        _ message: NotificationState.MessageKey, groups: [Int32], into state: inout NotificationState, _ db: Database
    ) throws {
        var editDate = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT edit_date FROM known_message WHERE account = ? AND chat_id = ? AND server_id = ?"),
            arguments: [message.account, message.chatID, message.serverID])
        for id in groups {
            guard message.serverID > 0, let group = state.groups[id], message.serverID <= group.newestServerMessageID
            else { continue }
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT \(notificationColumns) FROM notification WHERE group_id = ? AND server_message_id = ? LIMIT 1"),
                arguments: [id, message.serverID])
            guard let row, let stored = storedNotification(row) else { continue }
            state.groups[id]?.insertLoaded(stored)
            if let rowEditDate: Int64 = row[13] { editDate = max(editDate ?? rowEditDate, rowEditDate) }
        }
        if let editDate { state.knownMessages[message] = editDate }
    }

    /// `group` with its newest `limit` notifications, or all of them when `limit` is nil.
    private static func withNotifications(
        _ group: NotificationState.StoredGroup, newest limit: Int?, _ db: Database
    ) throws -> NotificationState.StoredGroup {
        var group = group
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(notificationColumns) FROM notification WHERE group_id = ? ORDER BY id DESC LIMIT ?"),
            arguments: [group.id, limit ?? -1])
        for row in rows.reversed() {
            if let stored = storedNotification(row) { group.append(stored) }
        }
        return group
    }

    /// A group of a row of ``groupColumns``; nil for a type this PushSpec does not know.
    private static func group(_ row: Row) -> NotificationState.StoredGroup? {
        guard let type = NotificationGroupType(rawValue: row[3]) else { return nil }
        return NotificationState.StoredGroup(
            id: row[0], key: .init(account: row[1], chatID: row[2], type: type), notificationSettingsChatID: row[4],
            soundID: row[5], totalCount: row[6], newestDate: row[7], newestServerMessageID: row[8])
    }

    /// A notification of a row of ``notificationColumns``; nil for a kind it cannot read.
    private static func storedNotification(_ row: Row) -> NotificationState.StoredNotification? {
        guard let kind = notificationKind(row) else { return nil }
        return .init(
            notification: Notification(id: row[0], date: row[2], isSilent: row[3], kind: kind), serverMessageID: row[12],
            editDate: row[13])
    }

    /// The kind of a row of ``notificationColumns``.
    private static func notificationKind(_ row: Row) -> NotificationKind? {
        switch row[4] as String {
        case "push":
            let sender: MessageSender
            if let user: Int64 = row[6] {
                sender = .user(user)
            } else if let chat: Int64 = row[7] {
                sender = .chat(chat)
            } else {
                return nil
            }
            let messageID: Int64 = row[5]
            let senderName: String? = row[8]
            let isOutgoing: Bool? = row[9]
            let content: String? = row[10]
            return .newPushMessage(
                messageID: messageID, sender: sender, senderName: senderName ?? "", isOutgoing: isOutgoing ?? false,
                content: .encoded(content ?? "{}"))
        case "secret_chat": return .newSecretChat
        case "call": return .newCall(callID: row[11])
        default: return nil
        }
    }
}
