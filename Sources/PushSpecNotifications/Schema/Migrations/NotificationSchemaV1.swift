internal import GRDB

/// The first schema: a state read whole into memory. Meta (options, counters), the groups by
/// identity, their notifications, the messages known (so that a repeat is refused), each chat's
/// read horizon, the calls, and the settings.
enum NotificationSchemaV1 {
    static func migrate(_ db: Database) throws {
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
}
