internal import GRDB

/// Writing a working set back: the rows its changes name, and nothing else.
extension NotificationSchema {
    /// Writes what `state.changes` names. A push that adds a notification writes its row and its
    /// group's; the counters are written when ids would otherwise be read back wrong (something
    /// removed, a call made), and the options when they changed. `now` (Unix seconds) dates
    /// the rows that only prevent repeats; with `dropsExpired`, those older than the repeat
    /// window go.
    static func save(_ state: NotificationState, now: Int64, dropsExpired: Bool, _ db: Database) throws {
        let changes = state.changes
        if changes.options || !changes.removedNotifications.isEmpty || !changes.calls.isEmpty {
            // `generation`, v1's way of telling another process's write, is no longer read.
            try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO meta (id, generation, group_count_max, group_size_max, next_notification_id,
                        next_group_id, next_call_id)
                    VALUES (1, 0, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                state.options.groupCountMax, state.options.groupSizeMax, state.nextNotificationID, state.nextGroupID,
                state.nextCallID,
            ])
        }
        for id in changes.removedNotifications {
            try db.cachedStatement(sql: "DELETE FROM notification WHERE id = ?").execute(arguments: [id])
        }
        for id in changes.groups.sorted() {
            guard let group = state.groups[id] else {
                try db.cachedStatement(sql: "DELETE FROM notification_group WHERE id = ?").execute(arguments: [id])
                continue
            }
            try write(group, db)
        }
        for id in changes.freedGroupIDs {
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO free_group_id (id) VALUES (?)").execute(arguments: [id])
        }
        for id in changes.reusedGroupIDs {
            try db.cachedStatement(sql: "DELETE FROM free_group_id WHERE id = ?").execute(arguments: [id])
        }
        // The messages whose notification rows are written now: those rows say they are known.
        var carried: Set<NotificationState.MessageKey> = []
        for (id, groupID) in changes.notifications {
            guard let group = state.groups[groupID], let stored = group.notification(id: id) else { continue }
            if let serverID = stored.serverMessageID, stored.editDate != nil {
                carried.insert(.init(account: group.key.account, chatID: group.key.chatID, serverID: serverID))
            }
            try write(stored, groupID: groupID, db)
        }
        var wroteRepeatRows = false
        for key in changes.messages where !carried.contains(key) {
            guard let editDate = state.knownMessages[key] else { continue }
            // At or below its chat's read horizon a message is read: its row would never be read.
            if key.serverID > 0, let read = state.readUpTo[.init(account: key.account, chatID: key.chatID)], key.serverID <= read {
                continue
            }
            try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO known_message (account, chat_id, server_id, edit_date, written_at)
                    VALUES (?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [key.account, key.chatID, key.serverID, editDate, now])
            wroteRepeatRows = true
        }
        for key in changes.reads {
            guard let maxID = state.readUpTo[key] else { continue }
            try db.cachedStatement(
                sql: "INSERT OR REPLACE INTO read_up_to (account, chat_id, max_id, written_at) VALUES (?, ?, ?, ?)"
            ).execute(arguments: [key.account, key.chatID, maxID, now])
            // Retention: the known messages the read horizon covers (a secret chat's mark, server
            // id 0, stays). The table's primary key starts with (account, chat_id): a range.
            try db.cachedStatement(
                sql: "DELETE FROM known_message WHERE account = ? AND chat_id = ? AND server_id BETWEEN 1 AND ?"
            ).execute(arguments: [key.account, key.chatID, maxID])
            wroteRepeatRows = true
        }
        for serverCallID in changes.calls {
            guard let callID = state.callIDs[serverCallID] else { continue }
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO call_id (server_call_id, call_id, written_at) VALUES (?, ?, ?)")
                .execute(arguments: [serverCallID, callID, now])
            wroteRepeatRows = true
        }
        for chatID in changes.chatSettings {
            guard let settings = state.chatSettings[chatID] else { continue }
            try db.execute(
                sql: "INSERT OR REPLACE INTO chat_settings (chat_id, settings) VALUES (?, ?)", arguments: [chatID, settings.tdlib.json])
        }
        for scope in changes.scopeSettings {
            guard let settings = state.scopeSettings[scope] else { continue }
            try db.execute(
                sql: "INSERT OR REPLACE INTO scope_settings (scope, settings) VALUES (?, ?)",
                arguments: [scope.rawValue, settings.tdlib.json])
        }
        // The tables that only prevent repeats grow by the inputs that write them, which also
        // drop what has outlived the repeat window (a bounded number of rows each time).
        if dropsExpired, wroteRepeatRows { try dropExpired(before: now - NotificationState.repeatWindowSeconds, db) }
    }

    /// The most rows of each repeat table one input drops.
    static let expiredRowsPerInput = 256

    /// Drops the rows of `known_message`, `read_up_to` and `call_id` written before `date`, at
    /// most ``expiredRowsPerInput`` of each, oldest first (through their `written_at` indexes).
    static func dropExpired(before date: Int64, _ db: Database) throws {
        // Each table by its primary key. The call counter is in `meta` (written with every call):
        // dropping the highest call id does not give it again.
        let tables = [
            ("known_message", "account, chat_id, server_id"), ("read_up_to", "account, chat_id"), ("call_id", "server_call_id"),
        ]
        for (table, key) in tables {
            try db.cachedStatement(
                sql: """
                    DELETE FROM \(table) WHERE (\(key)) IN
                        (SELECT \(key) FROM \(table) WHERE written_at < ? ORDER BY written_at LIMIT ?)
                    """
            ).execute(arguments: [date, expiredRowsPerInput])
        }
    }

    /// Writes a group's row: its identity, settings chat, sound, count, what ranks it, and its
    /// revision. A
    /// group that has a row keeps its identity, so that its entry in the identity index is not
    /// rewritten (a replace would delete and insert the row, and every index entry with it).
    private static func write(_ group: NotificationState.StoredGroup, _ db: Database) throws {
        var row = try RawStatement(
            db,
            sql: """
                INSERT INTO notification_group (id, account, chat_id, type, settings_chat_id, sound_id,
                    total_count, newest_date, newest_server_message_id, revision)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET settings_chat_id = excluded.settings_chat_id,
                    sound_id = excluded.sound_id, total_count = excluded.total_count, newest_date = excluded.newest_date,
                    newest_server_message_id = excluded.newest_server_message_id, revision = excluded.revision
                """)
        try row.bind(group.id)
        try row.bind(group.key.account)
        try row.bind(group.key.chatID)
        try row.bind(group.key.type.tdlibGroupType)
        try row.bind(group.notificationSettingsChatID)
        try row.bind(group.soundID)
        try row.bind(group.totalCount)
        try row.bind(group.newestDate)
        try row.bind(group.newestServerMessageID)
        try row.bind(group.revision)
        try row.execute()
    }

    /// Writes a notification's row.
    private static func write(
        _ stored: NotificationState.StoredNotification, groupID: Int32, _ db: Database
    ) throws {
        let notification = stored.notification
        var kind = "push"
        var messageID: Int64?
        var senderUserID: Int64?
        var senderChatID: Int64?
        var senderName: String?
        var isOutgoing: Bool?
        var content: String?
        var callID: Int32?
        switch notification.kind {
        case let .newPushMessage(message, sender, name, outgoing, pushContent):
            (messageID, senderName, isOutgoing, content) = (message, name, outgoing, pushContent.json)
            switch sender {
            case let .user(id): senderUserID = id
            case let .chat(id): senderChatID = id
            }
        case .newSecretChat: kind = "secret_chat"
        case let .newCall(id): (kind, callID) = ("call", id)
        }
        var row = try RawStatement(
            db,
            sql: """
                INSERT OR REPLACE INTO notification (id, group_id, date, is_silent, kind, message_id, sender_user_id,
                    sender_chat_id, sender_name, is_outgoing, content, call_id, server_message_id, edit_date)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        try row.bind(notification.id)
        try row.bind(groupID)
        try row.bind(notification.date)
        try row.bind(notification.isSilent)
        try row.bind(kind)
        try row.bind(messageID)
        try row.bind(senderUserID)
        try row.bind(senderChatID)
        try row.bind(senderName)
        try row.bind(isOutgoing)
        try row.bind(content)
        try row.bind(callID)
        try row.bind(stored.serverMessageID)
        try row.bind(stored.editDate)
        try row.execute()
    }
}
