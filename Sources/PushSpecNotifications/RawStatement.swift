internal import GRDB
internal import GRDBSQLite

/// A cached GRDB statement bound and run through SQLite's C API, as GRDB allows with its raw
/// `sqliteStatement`: GRDB's `StatementArguments` box every value in an existential, which for
/// the twenty columns of the notification row a push writes costs more than SQLite's insert of
/// that row. Used on the path of every push; the other statements go through GRDB.
///
/// Bind each parameter in order, then ``execute()`` or ``int64()``; the statement is reset and
/// its bindings cleared before and after.
struct RawStatement {
    private let statement: Statement
    private let db: Database
    /// The 1-based index of the last parameter bound.
    private var index: CInt = 0

    /// The statement of `sql` from the connection's cache.
    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    /// Binds the next parameter: an integer, or NULL.
    mutating func bind(_ value: Int64?) throws {
        index += 1
        let code =
            if let value { sqlite3_bind_int64(statement.sqliteStatement, index, value) }
            else { sqlite3_bind_null(statement.sqliteStatement, index) }
        try check(code)
    }

    /// Binds the next parameter: an integer, or NULL.
    mutating func bind(_ value: Int32?) throws { try bind(value.map(Int64.init)) }

    /// Binds the next parameter: 1 or 0 as SQLite stores a boolean, or NULL.
    mutating func bind(_ value: Bool?) throws { try bind(value.map { $0 ? Int64(1) : 0 }) }

    /// Binds the next parameter: UTF-8 text (copied by SQLite), or NULL.
    mutating func bind(_ value: String?) throws {
        index += 1
        guard var value else {
            try check(sqlite3_bind_null(statement.sqliteStatement, index))
            return
        }
        let code = value.withUTF8 { text in
            text.withMemoryRebound(to: CChar.self) { text in
                // An empty buffer may have no address, which SQLite would take for NULL.
                guard let address = text.baseAddress else {
                    return sqlite3_bind_text(statement.sqliteStatement, index, "", 0, Self.transient)
                }
                return sqlite3_bind_text(statement.sqliteStatement, index, address, CInt(text.count), Self.transient)
            }
        }
        try check(code)
    }

    /// Runs the statement to its end.
    func execute() throws {
        defer { reset() }
        var code = sqlite3_step(statement.sqliteStatement)
        while code == SQLITE_ROW { code = sqlite3_step(statement.sqliteStatement) }
        try check(code, success: SQLITE_DONE)
    }

    /// Runs a statement of one integer row (a pragma's value) and returns that integer.
    func int64() throws -> Int64 {
        defer { reset() }
        let code = sqlite3_step(statement.sqliteStatement)
        try check(code, success: SQLITE_ROW)
        return sqlite3_column_int64(statement.sqliteStatement, 0)
    }

    private func reset() {
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    /// SQLite's `SQLITE_TRANSIENT`: the bound text is copied before the call returns.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    }

    /// Throws GRDB's error for a result code other than `success`, with SQLite's message.
    private func check(_ code: CInt, success: CInt = SQLITE_OK) throws {
        guard code != success else { return }
        throw DatabaseError(
            resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
    }
}
