internal import GRDB

/// The third schema: a push writes one page, its notification's row, which carries its group
/// (identity, settings chat, sound, total count) as it was when the row was written. A group has a
/// row of its own only once something else changed it (a removal); that row holds as of
/// `as_of_notification_id`, and a notification row of a higher id is newer. Without the unique
/// index a new group wrote; the state in memory keeps one group per identity.
enum NotificationSchemaV3 {
    static func migrate(_ db: Database) throws {
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
}
