internal import GRDB

/// The fifth schema: the accounts are apart, as TDLib runs one Notification API per account. Each
/// account's groups are ranked among themselves, so the rank index leads with the account (an
/// account's first groups are one range of it). Nothing else changes.
enum NotificationSchemaV5 {
    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX notification_group_by_rank;
                CREATE INDEX notification_group_by_rank
                    ON notification_group (account, newest_date DESC, chat_id DESC, id DESC);
                """)
    }
}
