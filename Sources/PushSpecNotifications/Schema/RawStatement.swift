internal import GRDB
internal import GRDBSQLite

/// A cached GRDB statement bound, run and read through SQLite's C API, as GRDB allows with its
/// raw `sqliteStatement`: GRDB's `StatementArguments` box every value in an existential and its
/// `Row` is an object a row, which for what a push reads and writes cost more than SQLite's own
/// work. Used for the working set's rows; the rest goes through GRDB.
///
/// Bind each parameter in order, then ``execute()``, ``int64()``, ``firstRow(_:)`` or
/// ``forEachRow(_:)``; the statement is reset and its bindings cleared before and after.
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

    /// The columns of the row a statement stands on, by 0-based index: valid only inside the
    /// closure they are given to.
    struct Columns {
        fileprivate let statement: OpaquePointer

        /// Whether the column is NULL.
        func isNull(_ column: CInt) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

        /// An integer column (0 for NULL).
        func int64(_ column: CInt) -> Int64 { sqlite3_column_int64(statement, column) }

        /// An integer column that fits in 32 bits (0 for NULL; a larger one is cut to its low bits).
        func int32(_ column: CInt) -> Int32 { Int32(truncatingIfNeeded: sqlite3_column_int64(statement, column)) }

        /// An integer column, or nil for NULL.
        func optionalInt64(_ column: CInt) -> Int64? { isNull(column) ? nil : int64(column) }

        /// A text column as UTF-8 (invalid bytes repaired), or nil for NULL.
        func text(_ column: CInt) -> String? {
            guard let bytes = sqlite3_column_text(statement, column) else { return nil }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }

    /// Runs the statement and reads its first row, if it has one.
    func firstRow<T>(_ read: (Columns) throws -> T) throws -> T? {
        defer { reset() }
        let code = sqlite3_step(statement.sqliteStatement)
        if code == SQLITE_DONE { return nil }
        try check(code, success: SQLITE_ROW)
        return try read(Columns(statement: statement.sqliteStatement))
    }

    /// Runs the statement and reads each of its rows, in order.
    func forEachRow(_ read: (Columns) throws -> Void) throws {
        defer { reset() }
        while true {
            let code = sqlite3_step(statement.sqliteStatement)
            if code == SQLITE_DONE { return }
            try check(code, success: SQLITE_ROW)
            try read(Columns(statement: statement.sqliteStatement))
        }
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
