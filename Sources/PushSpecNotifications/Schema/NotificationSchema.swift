import Foundation
internal import GRDB

/// The tables of a notification state and their migrations (`Migrations/`, one file each); a
/// ``NotificationState`` working set is read from them by what an input touches
/// (`NotificationSchema+Reading.swift`) and written back by what it changed
/// (`NotificationSchema+Writing.swift`). SQLite is the state, and an input reads what it touches
/// through indexes. The tables as they are now:
///
/// - `notification_group`: one row per group with an active notification (deleted when it
///   empties), holding what ranks it (`newest_date`), a bound on its messages' server ids and
///   its `revision` (``NotificationState/stampRevisions()``),
///   found by identity (`notification_group_by_chat`) and by rank (`notification_group_by_rank`:
///   the account, then TDLib's order among its groups, newest date, chat id, group id, all
///   descending).
/// - `notification`: the active notifications, found by group, newest first
///   (`notification_by_group`); a message is known by its notification's row (its edit date), found
///   by looking through its group's entries of that index (a repeat, an edit or a late push: a
///   push above the group's `newest_server_message_id` is new without looking).
/// - `known_message`, `read_up_to`, `call_id`: what only prevents repeats, each row with the
///   Unix time it was written (`written_at`), dropped once no push it could refuse can arrive
///   (``NotificationState/repeatWindowSeconds``). The call counter is in `meta`, written with
///   every call.
/// - `meta` (the options and the id counters), `free_group_id`, `chat_settings`, `scope_settings`:
///   as v1 made them.
///
/// A push writes its notification's row, its group's row and the index entries of both.
enum NotificationSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: NotificationSchemaV1.migrate)
        migrator.registerMigration("v2", migrate: NotificationSchemaV2.migrate)
        migrator.registerMigration("v3", migrate: NotificationSchemaV3.migrate)
        migrator.registerMigration("v4", migrate: NotificationSchemaV4.migrate)
        migrator.registerMigration("v5", migrate: NotificationSchemaV5.migrate)
        return migrator
    }()

    /// SQLite's `data_version` of the connection: it changes when another connection (another
    /// process's, another store's) has committed, and only then.
    static func dataVersion(_ db: Database) throws -> Int64 {
        try RawStatement(db, sql: "PRAGMA data_version").int64()
    }
}
