import Foundation
internal import GRDB

/// The tables of a notification state and their migrations; a ``NotificationState`` working set
/// is read from them by what an input touches (`NotificationSchema+Reading.swift`) and written
/// back by what it changed (`NotificationSchema+Writing.swift`). The tables as they are now:
/// ``NotificationSchemaV4``, with v5's rank index, which leads with the account.
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
        migrator.registerMigration("v4", migrate: NotificationSchemaV4.migrate)
        // The accounts are apart, as TDLib runs one Notification API per account: each account's
        // groups are ranked among themselves, so the rank index leads with the account (an
        // account's first groups are one range of it). Nothing else changes.
        migrator.registerMigration("v5") { db in
            try db.execute(
                sql: """
                    DROP INDEX notification_group_by_rank;
                    CREATE INDEX notification_group_by_rank
                        ON notification_group (account, newest_date DESC, chat_id DESC, id DESC);
                    """)
        }
        return migrator
    }()

    /// SQLite's `data_version` of the connection: it changes when another connection (another
    /// process's, another store's) has committed, and only then.
    static func dataVersion(_ db: Database) throws -> Int64 {
        try RawStatement(db, sql: "PRAGMA data_version").int64()
    }
}
