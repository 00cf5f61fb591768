import Foundation
internal import GRDB

/// The tables of a notification state, their migrations, and how a ``NotificationState`` is read
/// from them whole and written back by what changed.
enum NotificationSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta (
                        id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL,
                        group_count_max INTEGER NOT NULL, group_size_max INTEGER NOT NULL,
                        next_notification_id INTEGER NOT NULL, next_group_id INTEGER NOT NULL,
                        next_call_id INTEGER NOT NULL);
                    CREATE TABLE free_group_id (id INTEGER PRIMARY KEY NOT NULL);
                    CREATE TABLE notification_group (
                        id INTEGER PRIMARY KEY NOT NULL, account TEXT NOT NULL, chat_id INTEGER NOT NULL,
                        type TEXT NOT NULL, settings_chat_id INTEGER NOT NULL, sound_id INTEGER NOT NULL,
                        total_count INTEGER NOT NULL, UNIQUE (account, chat_id, type));
                    -- A group is deleted only once it has no notification left: no cascade, and no
                    -- index on group_id to update with every notification.
                    CREATE TABLE notification (
                        id INTEGER PRIMARY KEY NOT NULL, group_id INTEGER NOT NULL,
                        date INTEGER NOT NULL, is_silent INTEGER NOT NULL, kind TEXT NOT NULL,
                        message_id INTEGER, sender_user_id INTEGER, sender_chat_id INTEGER, sender_name TEXT,
                        is_outgoing INTEGER, content TEXT, call_id INTEGER, server_message_id INTEGER);
                    CREATE TABLE known_message (
                        account TEXT NOT NULL, chat_id INTEGER NOT NULL, server_id INTEGER NOT NULL,
                        edit_date INTEGER NOT NULL, PRIMARY KEY (account, chat_id, server_id)) WITHOUT ROWID;
                    CREATE TABLE read_up_to (
                        account TEXT NOT NULL, chat_id INTEGER NOT NULL, max_id INTEGER NOT NULL,
                        PRIMARY KEY (account, chat_id)) WITHOUT ROWID;
                    CREATE TABLE call_id (server_call_id INTEGER PRIMARY KEY NOT NULL, call_id INTEGER NOT NULL);
                    CREATE TABLE chat_settings (chat_id INTEGER PRIMARY KEY NOT NULL, settings TEXT NOT NULL);
                    CREATE TABLE scope_settings (scope TEXT PRIMARY KEY NOT NULL, settings TEXT NOT NULL) WITHOUT ROWID;
                    """)
        }
        // A message with a notification is known by its notification's row (its edit date beside
        // it), so that a push writes no `known_message` row; the message gets one when its
        // notification goes. Rows of v1 keep their messages in `known_message`, as v1 wrote them.
        migrator.registerMigration("v2") { db in
            try db.execute(sql: "ALTER TABLE notification ADD COLUMN edit_date INTEGER")
        }
        // A push writes one page, its notification's row: the row carries its group (identity,
        // settings chat, sound, total count) as it was when the row was written. A group has a
        // row of its own only once something else changed it (a removal); that row holds as of
        // `as_of_notification_id`, and a notification row of a higher id is newer. Without the
        // unique index a new group wrote; the state in memory keeps one group per identity.
        migrator.registerMigration("v3") { db in
            try db.execute(
                sql: """
                    ALTER TABLE notification ADD COLUMN account TEXT;
                    ALTER TABLE notification ADD COLUMN chat_id INTEGER;
                    ALTER TABLE notification ADD COLUMN group_type TEXT;
                    ALTER TABLE notification ADD COLUMN settings_chat_id INTEGER;
                    ALTER TABLE notification ADD COLUMN sound_id INTEGER;
                    ALTER TABLE notification ADD COLUMN group_total_count INTEGER;
                    CREATE TABLE notification_group_v3 (
                        id INTEGER PRIMARY KEY NOT NULL, account TEXT NOT NULL, chat_id INTEGER NOT NULL,
                        type TEXT NOT NULL, settings_chat_id INTEGER NOT NULL, sound_id INTEGER NOT NULL,
                        total_count INTEGER NOT NULL, as_of_notification_id INTEGER NOT NULL);
                    INSERT INTO notification_group_v3
                        SELECT id, account, chat_id, type, settings_chat_id, sound_id, total_count,
                            (SELECT coalesce(max(id), 0) FROM notification)
                        FROM notification_group;
                    DROP TABLE notification_group;
                    ALTER TABLE notification_group_v3 RENAME TO notification_group;
                    """)
        }
        return migrator
    }()

    /// SQLite's `data_version` of the connection: it changes when another connection (another
    /// process's, another store's) has committed, and only then.
    static func dataVersion(_ db: Database) throws -> Int64 {
        try RawStatement(db, sql: "PRAGMA data_version").int64()
    }

    // MARK: Reading

    static func load(_ db: Database) throws -> NotificationState {
        var state = NotificationState()
        // The counters go on after every id in the tables; `meta` keeps the ids of what is gone
        // (it is written whenever notifications are removed).
        if let meta = try Row.fetchOne(db, sql: "SELECT * FROM meta") {
            state.options = NotificationOptions(groupCountMax: meta["group_count_max"], groupSizeMax: meta["group_size_max"])
            state.nextNotificationID = meta["next_notification_id"]
            state.nextGroupID = meta["next_group_id"]
            state.nextCallID = meta["next_call_id"]
        }
        let highest = try Row.fetchOne(
            db, sql: "SELECT (SELECT max(id) FROM free_group_id), (SELECT max(call_id) FROM call_id)")
        if let highest {
            state.nextGroupID = max(state.nextGroupID, (highest[0] as Int32? ?? 0) + 1)
            state.nextCallID = max(state.nextCallID, (highest[1] as Int32? ?? 0) + 1)
        }
        // Each group's own row, and the notification id it holds as of.
        var asOf: [Int32: Int32] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM notification_group") {
            guard let type = NotificationGroupType(rawValue: row["type"]) else { continue }
            let id: Int32 = row["id"]
            state.groups[id] = NotificationState.StoredGroup(
                id: id, key: .init(account: row["account"], chatID: row["chat_id"], type: type),
                notificationSettingsChatID: row["settings_chat_id"], soundID: row["sound_id"],
                totalCount: row["total_count"])
            asOf[id] = row["as_of_notification_id"]
            state.nextGroupID = max(state.nextGroupID, id + 1)
        }
        // The large tables are read through cursors, by column index.
        let notifications = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, group_id, date, is_silent, kind, message_id, sender_user_id, sender_chat_id, sender_name,
                    is_outgoing, content, call_id, server_message_id, edit_date,
                    account, chat_id, group_type, settings_chat_id, sound_id, group_total_count
                FROM notification ORDER BY id
                """)
        while let row = try notifications.next() {
            let id: Int32 = row[0]
            let groupID: Int32 = row[1]
            state.nextNotificationID = max(state.nextNotificationID, id + 1)
            state.nextGroupID = max(state.nextGroupID, groupID + 1)
            // The group as this row carries it, unless the group's own row is newer (by id order,
            // the newest row carrying it comes last).
            if let account: String = row[14], let type = (row[16] as String?).flatMap(NotificationGroupType.init),
                id > asOf[groupID] ?? 0
            {
                let key = NotificationState.GroupKey(account: account, chatID: row[15], type: type)
                state.groups[groupID, default: .init(id: groupID, key: key, notificationSettingsChatID: 0, soundID: 0, totalCount: 0)]
                    .carry(key: key, notificationSettingsChatID: row[17], soundID: row[18], totalCount: row[19])
            }
            guard let kind = notificationKind(row) else { continue }
            let notification = Notification(id: id, date: row[2], isSilent: row[3], kind: kind)
            let serverMessageID: Int64? = row[12]
            state.groups[groupID]?.append(.init(notification: notification, serverMessageID: serverMessageID))
            if let serverMessageID, let key = state.groups[groupID]?.key, let editDate: Int64 = row[13] {
                state.knownMessages[.init(account: key.account, chatID: key.chatID, serverID: serverMessageID)] = editDate
            }
        }
        // A stored free id that a group took since is not free.
        state.freeGroupIDs = try Int32.fetchAll(db, sql: "SELECT id FROM free_group_id ORDER BY id DESC").filter {
            state.groups[$0] == nil
        }
        let known = try Row.fetchCursor(db, sql: "SELECT account, chat_id, server_id, edit_date FROM known_message")
        while let row = try known.next() {
            let key = NotificationState.MessageKey(account: row[0], chatID: row[1], serverID: row[2])
            state.knownMessages[key] = max(state.knownMessages[key] ?? 0, row[3])
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM read_up_to") {
            state.readUpTo[.init(account: row["account"], chatID: row["chat_id"])] = row["max_id"]
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM call_id") {
            state.callIDs[row["server_call_id"]] = row["call_id"]
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM chat_settings") {
            if let settings = NotificationSettingsCoding.chat(from: row["settings"]) { state.chatSettings[row["chat_id"]] = settings }
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM scope_settings") {
            if let scope = NotificationSettingsScope(rawValue: row["scope"]),
                let settings = NotificationSettingsCoding.scope(from: row["settings"])
            {
                state.scopeSettings[scope] = settings
            }
        }
        state.rebuildRanking()
        state.changes = .init()
        return state
    }

    /// The kind of a row of `SELECT id, group_id, date, is_silent, kind, message_id,
    /// sender_user_id, sender_chat_id, sender_name, is_outgoing, content, call_id, …`.
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

    // MARK: Writing

    /// Writes what `state.changes` names, and the options and counters when the options changed
    /// or notifications were removed. A push that adds a notification writes its row alone: the
    /// row carries its group, and the counters are read back from the ids in the tables.
    static func save(_ state: NotificationState, _ db: Database) throws {
        let changes = state.changes
        if changes.options || !changes.removedNotifications.isEmpty {
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
        // Groups changed otherwise than by an added notification (whose row carries its group).
        for id in changes.groups.sorted() {
            guard let group = state.groups[id] else {
                try db.cachedStatement(sql: "DELETE FROM notification_group WHERE id = ?").execute(arguments: [id])
                continue
            }
            try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO notification_group
                        (id, account, chat_id, type, settings_chat_id, sound_id, total_count, as_of_notification_id)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(
                arguments: [
                    id, group.key.account, group.key.chatID, group.key.type.rawValue, group.notificationSettingsChatID,
                    group.soundID, group.totalCount, state.nextNotificationID - 1,
                ])
        }
        // Only the ids freed now: the list was rewritten whole, which made emptying groups one
        // input after another cost in proportion to the groups emptied before (50 000 reads of
        // as many chats did not end in 600 s).
        for id in changes.freedGroupIDs {
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO free_group_id (id) VALUES (?)").execute(arguments: [id])
        }
        // The messages whose notification rows are written now: those rows say they are known.
        var carried: Set<NotificationState.MessageKey> = []
        for (id, groupID) in changes.notifications {
            guard let group = state.groups[groupID], let stored = group.notification(id: id) else { continue }
            var editDate: Int64?
            if let serverID = stored.serverMessageID {
                let key = NotificationState.MessageKey(account: group.key.account, chatID: group.key.chatID, serverID: serverID)
                editDate = state.knownMessages[key]
                if editDate != nil { carried.insert(key) }
            }
            try write(stored, of: group, editDate: editDate, db)
        }
        for key in changes.messages where !carried.contains(key) {
            guard let editDate = state.knownMessages[key] else { continue }
            // At or below its chat's read horizon a message is read: its row would never be read.
            if key.serverID > 0, let read = state.readUpTo[.init(account: key.account, chatID: key.chatID)], key.serverID <= read {
                continue
            }
            try db.cachedStatement(
                sql: "INSERT OR REPLACE INTO known_message (account, chat_id, server_id, edit_date) VALUES (?, ?, ?, ?)"
            ).execute(arguments: [key.account, key.chatID, key.serverID, editDate])
        }
        for key in changes.reads {
            guard let maxID = state.readUpTo[key] else { continue }
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO read_up_to (account, chat_id, max_id) VALUES (?, ?, ?)")
                .execute(arguments: [key.account, key.chatID, maxID])
            // Retention: the known messages the read horizon covers (a secret chat's mark, server
            // id 0, stays). The table's primary key starts with (account, chat_id): a range.
            try db.cachedStatement(
                sql: "DELETE FROM known_message WHERE account = ? AND chat_id = ? AND server_id BETWEEN 1 AND ?"
            ).execute(arguments: [key.account, key.chatID, maxID])
        }
        for serverCallID in changes.calls {
            guard let callID = state.callIDs[serverCallID] else { continue }
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO call_id (server_call_id, call_id) VALUES (?, ?)")
                .execute(arguments: [serverCallID, callID])
        }
        if changes.settings {
            try db.execute(sql: "DELETE FROM chat_settings")
            for (chatID, settings) in state.chatSettings {
                try db.execute(
                    sql: "INSERT INTO chat_settings (chat_id, settings) VALUES (?, ?)",
                    arguments: [chatID, settings.tdlib.json])
            }
            try db.execute(sql: "DELETE FROM scope_settings")
            for (scope, settings) in state.scopeSettings {
                try db.execute(
                    sql: "INSERT INTO scope_settings (scope, settings) VALUES (?, ?)",
                    arguments: [scope.rawValue, settings.tdlib.json])
            }
        }
    }

    private static func write(
        _ stored: NotificationState.StoredNotification, of group: NotificationState.StoredGroup, editDate: Int64?,
        _ db: Database
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
                    sender_chat_id, sender_name, is_outgoing, content, call_id, server_message_id, edit_date,
                    account, chat_id, group_type, settings_chat_id, sound_id, group_total_count)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        try row.bind(notification.id)
        try row.bind(group.id)
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
        try row.bind(editDate)
        try row.bind(group.key.account)
        try row.bind(group.key.chatID)
        try row.bind(group.key.type.rawValue)
        try row.bind(group.notificationSettingsChatID)
        try row.bind(group.soundID)
        try row.bind(group.totalCount)
        try row.execute()
    }
}
