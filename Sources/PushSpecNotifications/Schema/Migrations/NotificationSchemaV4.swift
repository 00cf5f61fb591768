import Foundation
internal import GRDB

/// The fourth schema: SQLite is the state, and an input reads what it touches through indexes
/// (the tables as ``NotificationSchema`` describes them now, but for v5's rank index).
enum NotificationSchemaV4 {
    /// Moves a third-schema state to this one, keeping everything: each group's fields are what
    /// v3 read (its own row, or the newest notification row carrying it), its newest date and
    /// server message id are read off its notifications; rows that only prevent repeats are
    /// dated now.
    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE notification_group_v4 (
                    id INTEGER PRIMARY KEY NOT NULL, account TEXT NOT NULL, chat_id INTEGER NOT NULL,
                    type TEXT NOT NULL, settings_chat_id INTEGER NOT NULL, sound_id INTEGER NOT NULL,
                    total_count INTEGER NOT NULL, newest_date INTEGER NOT NULL,
                    newest_server_message_id INTEGER NOT NULL, revision INTEGER NOT NULL)
                """)
        var groups: [Int32: Group] = [:]
        var asOf: [Int32: Int32] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM notification_group") {
            let id: Int32 = row["id"]
            groups[id] = Group(
                account: row["account"], chatID: row["chat_id"], type: row["type"], settingsChatID: row["settings_chat_id"],
                soundID: row["sound_id"], totalCount: row["total_count"])
            asOf[id] = row["as_of_notification_id"]
        }
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, group_id, date, kind, server_message_id,
                    account, chat_id, group_type, settings_chat_id, sound_id, group_total_count
                FROM notification ORDER BY id
                """)
        while let row = try rows.next() {
            let id: Int32 = row[0]
            let groupID: Int32 = row[1]
            // The group as this row carries it, unless the group's own row is newer.
            if let account: String = row[5], let type: String = row[7], id > asOf[groupID] ?? 0 {
                groups[groupID] = Group(
                    account: account, chatID: row[6], type: type, settingsChatID: row[8], soundID: row[9],
                    totalCount: row[10], newestDate: groups[groupID]?.newestDate ?? 0,
                    newestServerMessageID: groups[groupID]?.newestServerMessageID ?? 0,
                    notifications: groups[groupID]?.notifications ?? 0)
            }
            // Only the rows a state reads count (as v3 read them).
            guard ["push", "secret_chat", "call"].contains(row[3] as String), var group = groups[groupID] else { continue }
            group.notifications += 1
            group.newestDate = max(group.newestDate, row[2])
            group.newestServerMessageID = max(group.newestServerMessageID, row[4] as Int64? ?? 0)
            groups[groupID] = group
        }
        let highestGroupID = groups.keys.max() ?? 0
        for (id, group) in groups.sorted(by: { $0.key < $1.key }) {
            guard group.notifications > 0 else {
                // A group with no notification v3 could read: its id is free, and its rows go.
                try db.execute(sql: "INSERT OR IGNORE INTO free_group_id (id) VALUES (?)", arguments: [id])
                continue
            }
            try db.execute(
                sql: """
                    INSERT INTO notification_group_v4 (id, account, chat_id, type, settings_chat_id, sound_id,
                        total_count, newest_date, newest_server_message_id, revision)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                    """,
                arguments: [
                    id, group.account, group.chatID, group.type, group.settingsChatID, group.soundID, group.totalCount,
                    group.newestDate, group.newestServerMessageID,
                ])
        }
        let now = Int64(Date().timeIntervalSince1970)
        try db.execute(
            sql: """
                DROP TABLE notification_group;
                ALTER TABLE notification_group_v4 RENAME TO notification_group;
                CREATE INDEX notification_group_by_chat ON notification_group (account, chat_id, type);
                CREATE INDEX notification_group_by_rank ON notification_group (newest_date DESC, chat_id DESC, id DESC);
                DELETE FROM free_group_id WHERE id IN (SELECT id FROM notification_group);
                INSERT OR IGNORE INTO meta (id, generation, group_count_max, group_size_max, next_notification_id,
                    next_group_id, next_call_id) VALUES (1, 0, 0, 10, 1, 1, 1);
                UPDATE meta SET next_group_id = max(next_group_id, \(highestGroupID + 1)),
                    next_call_id = max(next_call_id, coalesce((SELECT max(call_id) FROM call_id), 0) + 1);
                -- The notifications without the group fields v3 carried, in one copy (no DROP
                -- COLUMN, which SQLite before 3.35 lacks), only those of a group this state keeps
                -- and of a kind it reads. A message v1 knew by a `known_message` row is known by its
                -- notification's row from now on (the row that only prevents repeats may expire).
                CREATE TABLE notification_v4 (
                    id INTEGER PRIMARY KEY NOT NULL, group_id INTEGER NOT NULL,
                    date INTEGER NOT NULL, is_silent INTEGER NOT NULL, kind TEXT NOT NULL,
                    message_id INTEGER, sender_user_id INTEGER, sender_chat_id INTEGER, sender_name TEXT,
                    is_outgoing INTEGER, content TEXT, call_id INTEGER, server_message_id INTEGER, edit_date INTEGER);
                INSERT INTO notification_v4
                    SELECT n.id, n.group_id, n.date, n.is_silent, n.kind, n.message_id, n.sender_user_id,
                        n.sender_chat_id, n.sender_name, n.is_outgoing, n.content, n.call_id, n.server_message_id,
                        CASE WHEN n.edit_date IS NULL AND n.server_message_id IS NOT NULL THEN coalesce(
                            (SELECT k.edit_date FROM known_message k
                                WHERE k.account = g.account AND k.chat_id = g.chat_id AND k.server_id = n.server_message_id),
                            0)
                        ELSE n.edit_date END
                    FROM notification n JOIN notification_group g ON g.id = n.group_id
                    WHERE n.kind IN ('push', 'secret_chat', 'call');
                DROP TABLE notification;
                ALTER TABLE notification_v4 RENAME TO notification;
                CREATE INDEX notification_by_group ON notification (group_id, id, server_message_id);
                ALTER TABLE known_message ADD COLUMN written_at INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE read_up_to ADD COLUMN written_at INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE call_id ADD COLUMN written_at INTEGER NOT NULL DEFAULT 0;
                UPDATE known_message SET written_at = \(now);
                UPDATE read_up_to SET written_at = \(now);
                UPDATE call_id SET written_at = \(now);
                CREATE INDEX known_message_by_age ON known_message (written_at);
                CREATE INDEX read_up_to_by_age ON read_up_to (written_at);
                CREATE INDEX call_id_by_age ON call_id (written_at);
                """)
    }

    /// A group as the migration gathers it.
    private struct Group {
        var account: String
        var chatID: Int64
        var type: String
        var settingsChatID: Int64
        var soundID: Int64
        var totalCount: Int32
        var newestDate: Int64 = 0
        var newestServerMessageID: Int64 = 0
        var notifications = 0
    }
}
