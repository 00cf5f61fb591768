internal import GRDB

/// The second schema: a message with a notification is known by its notification's row (its edit
/// date beside it), so that a push writes no `known_message` row; the message gets one when its
/// notification goes. Rows of v1 keep their messages in `known_message`, as v1 wrote them.
enum NotificationSchemaV2 {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE notification ADD COLUMN edit_date INTEGER")
    }
}
