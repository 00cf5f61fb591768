import Foundation
internal import GRDB
internal import GRDBSQLite
import PushSpec

/// A notification state kept in an SQLite file, shared by the processes that open it (an app and
/// its notification service extension): every input is applied in one transaction that commits
/// before its updates are returned, so that nothing reported is lost and no id is given twice.
///
/// The file is the state: an input reads what it touches through indexes (the groups of its
/// chat, a message, a read horizon) and what is shown, and writes the rows it changed, so that
/// neither its time nor its memory grows with the file. The file is opened in WAL mode with a
/// busy timeout. A process keeps what is shown in memory (at most 25 groups of 25
/// notifications an account, of a few accounts): as it is while no other connection writes
/// (SQLite's `data_version`), and group by group, those whose revision is unchanged, when one has.
public final class NotificationStore: @unchecked Sendable {
    // @unchecked: `cached` is only touched inside the database's serialized write transactions,
    // `isSuspended` under `suspension`.
    let writer: any DatabaseWriter
    /// The state file; nil for a state in memory.
    private let path: String?
    private var cached: (dataVersion: Int64, shown: ShownCache)?
    /// Whether ``suspend()`` was called (and not ``resume()``), under its lock.
    private let suspension = NSLock()
    private var isSuspended = false

    /// The most accounts whose shown groups the cache keeps from one input to the next (past
    /// that, the input's alone): Telegram's apps sign in three accounts, four with Premium. An
    /// input of every account (an option change, ``activeNotifications()``) leaves every
    /// account's in it until the next input.
    static let accountsCached = 4

    /// The `PRAGMA application_id` of a PushSpec notification state ("PSNS").
    static let applicationID: Int32 = 0x5053_4E53

    /// Opens the state at `path`, making it when the file does not exist (unless
    /// `configuration` says not to). A file that cannot be used as a state fails as
    /// ``NotificationStateError/unusable(_:)`` and is left as it is: another SQLite database, not
    /// SQLite at all, or damaged (``NotificationStateFailure/Kind/corrupt``), a state of a newer
    /// schema (``NotificationStateFailure/Kind/newerSchema``), a lock held past the busy timeout,
    /// a missing directory.
    public convenience init(path: String, configuration: Configuration = Configuration()) throws(NotificationStateError) {
        if let problem = Self.problem(withPath: path, makesMissingFile: configuration.makesMissingFile) {
            throw .unusable(NotificationStateFailure(.io, problem))
        }
        do {
            // A state's header says so; anything else is looked at read-only before it is opened
            // for writing (which would turn on WAL in it).
            if FileManager.default.fileExists(atPath: path), !Self.headerNamesAState(path: path) {
                try Self.checkIsState(path: path)
            }
            var database = GRDB.Configuration()
            database.busyMode = .timeout(configuration.busyTimeout)
            database.label = "PushSpecNotifications"
            database.prepareDatabase { db in
                // In WAL mode, NORMAL syncs at checkpoints, not at every commit: a committed
                // transaction survives a crash of the process (not a power loss before the next
                // checkpoint), at a fraction of the cost of a sync per push.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                guard !db.configuration.readonly else { return }
                // WAL, set here rather than by GRDB's WAL setup, which writes to a file whose -wal
                // is empty (a table made and dropped) before the store can refuse it: a corrupt
                // state or one of a newer schema is left byte for byte as it was. Setting WAL
                // on a state, which is in WAL mode, writes nothing.
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                // The persistent WAL (DatabaseSharing.md): the -wal and -shm files stay when the
                // last connection closes, so that a read-only connection can always read.
                try Self.persistWAL(db)
            }
            // One connection: every input is a transaction of the writer's, reads included.
            try self.init(writer: DatabaseQueue(path: path, configuration: database), path: path)
        } catch {
            throw Self.stateError(error, path: path)
        }
        if let protection = configuration.fileProtection { Self.protect(path: path, with: protection) }
    }

    /// What makes `path` unusable as a state file before SQLite is asked: a directory, a file in
    /// a directory that does not exist, or (when `makesMissingFile` is false) no file.
    private static func problem(withPath path: String, makesMissingFile: Bool) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { return nil }
            let example = URL(fileURLWithPath: path).appendingPathComponent("state.sqlite").path
            return "\(path) is a directory; the state is a file (made when missing), such as \(example)"
        }
        guard makesMissingFile else { return "\(path) does not exist (no state has been made there)" }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) else {
            return "the directory \(parent) does not exist (a missing state file is made, its directory is not)"
        }
        return isDirectory.boolValue ? nil : "\(parent) is not a directory"
    }

    /// Sets SQLite's `SQLITE_FCNTL_PERSIST_WAL` on a connection, as GRDB's DatabaseSharing.md does.
    private static func persistWAL(_ db: Database) throws {
        var flag: CInt = 1
        let code = withUnsafeMutablePointer(to: &flag) { pointer in
            sqlite3_file_control(db.sqliteConnection, nil, SQLITE_FCNTL_PERSIST_WAL, pointer)
        }
        guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    }

    /// A state in memory, for tests and for short-lived uses.
    public static func inMemory() throws(NotificationStateError) -> NotificationStore {
        do {
            return try NotificationStore(writer: DatabaseQueue(), path: nil)
        } catch {
            throw Self.stateError(error)
        }
    }

    private init(writer: any DatabaseWriter, path: String?) throws {
        self.writer = writer
        self.path = path
        let migrated = try writer.writeWithoutTransaction { db in
            var migrated = false
            try db.inTransaction(.immediate) {
                try Self.checkIsState(db)
                migrated = try NotificationSchema.migrator.hasCompletedMigrations(db)
                if !migrated { try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)") }
                return .commit
            }
            return migrated
        }
        if !migrated { try Self.migrate(writer) }
    }

    /// Brings the schema up to date. GRDB reads which migrations a file has before it takes the
    /// lock to run the next, so when two processes open an older file at once (an app and its
    /// extension after an update), one may run a migration the other has just run, and fail: it
    /// runs them again as long as the other has applied more since, and finds those done.
    private static func migrate(_ writer: any DatabaseWriter) throws {
        let migrator = NotificationSchema.migrator
        var applied = try writer.writeWithoutTransaction { db in try migrator.appliedIdentifiers(db) }
        while true {
            do {
                return try migrator.migrate(writer)
            } catch {
                let now = try writer.writeWithoutTransaction { db in try migrator.appliedIdentifiers(db) }
                guard now != applied else { throw error }
                applied = now
            }
        }
    }

    /// Whether the file starts with the SQLite header of a state: `application_id` is the
    /// big-endian 32-bit word at byte 68 of the 100-byte database header.
    private static func headerNamesAState(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100,
            header.starts(with: Array("SQLite format 3\u{0}".utf8))
        else { return false }
        let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int32(bitPattern: id) == applicationID
    }

    /// Refuses a file that is not a state, reading it only.
    private static func checkIsState(path: String) throws {
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.read { db in try checkIsState(db) }
        try queue.close()
    }

    /// A state's application id, or an empty database; else an error.
    private static func checkIsState(_ db: Database) throws {
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if id == applicationID {
            if try NotificationSchema.migrator.hasBeenSuperseded(db) {
                throw NotificationStateFailure(.newerSchema, "its schema is newer than this PushSpec's")
            }
            return
        }
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        guard id == 0, tables == 0 else {
            throw NotificationStateFailure(.corrupt, "another SQLite database, not a PushSpec notification state")
        }
    }

    // MARK: Transactions

    /// Runs `change` on the working set of `footprint` in one immediate transaction, saves what
    /// it changed (dated `now`, an input's time) and commits, then returns its result. A
    /// `readOnly` use saves nothing, and reads in a deferred transaction: it never waits for
    /// another process's write (WAL readers see the last commit).
    func transaction<T: Sendable>(
        _ footprint: NotificationState.Footprint = .init(), now: Date? = nil, readOnly: Bool = false,
        _ change: (inout NotificationState) throws(NotificationStateError) -> T
    ) throws(NotificationStateError) -> T {
        if suspension.withLock({ isSuspended }) { throw Self.suspendedError }
        do {
            return try writer.writeWithoutTransaction { db in
                do {
                    // BEGIN and COMMIT as cached statements: `inTransaction` parses its SQL anew
                    // each time, which costs a tenth of applying a push.
                    try db.cachedStatement(sql: readOnly ? "BEGIN DEFERRED" : "BEGIN IMMEDIATE").execute()
                    // Unchanged while only this connection writes: its own commits leave it as it is.
                    let dataVersion = try NotificationSchema.dataVersion(db)
                    var state = try workingSet(footprint, dataVersion: dataVersion, db)
                    let result = try change(&state)
                    if !readOnly {
                        state.stampRevisions()
                        // Rows are dated by the input's time, else the clock; only an input's time
                        // drops what is older, so that one clock says what has expired.
                        try NotificationSchema.save(
                            state, now: NotificationState.unixSeconds(now ?? Date()), dropsExpired: now != nil, db)
                    }
                    try db.cachedStatement(sql: "COMMIT").execute()
                    cached = (dataVersion, ShownCache(keepingShownOf: &state))
                    return result
                } catch {
                    // The working set taken out of the cache went with the failed change: the
                    // next transaction reads it from the file.
                    cached = nil
                    let systemErrno = sqlite3_system_errno(db.sqliteConnection)
                    if db.isInsideTransaction { try? db.cachedStatement(sql: "ROLLBACK").execute() }
                    throw Self.stateError(error, path: path, systemErrno: systemErrno)
                }
            }
        } catch {
            throw Self.stateError(error)
        }
    }

    /// The working set of an input: what is shown before and after it of each account it may
    /// change (the account's first `notification_group_count_max` groups by rank, each with its
    /// newest `notification_group_size_max` notifications, and as many ranked after them as the
    /// input may let into view) and what its footprint names. What is shown is taken from the
    /// cache while no other connection has written (SQLite's `data_version`), for the accounts it
    /// holds; when one has, the cached groups whose revision is unchanged are kept and the others
    /// read again. Taken out of the cache, so that it is changed in place (a copy left there would
    /// make every change copy its groups).
    private func workingSet(
        _ footprint: NotificationState.Footprint, dataVersion: Int64, _ db: Database
    ) throws -> NotificationState {
        let current = cached?.dataVersion == dataVersion
        let heldSize = cached?.shown.size ?? 0
        let stale = current ? [:] : cached?.shown.state.groups ?? [:]
        var state = try current ? cached?.shown.state ?? NotificationSchema.readBase(db) : NotificationSchema.readBase(db)
        // An account the cache holds groups of holds its first `ranked` (all it has when fewer):
        // a working set reads an account's groups only with its ranked ones.
        let heldRanked = current ? cached?.shown.ranked ?? 0 : 0
        cached = nil
        let (ranked, size) = footprint.shownExtent(of: state.options)
        var accounts = footprint.allAccounts ? try NotificationSchema.accounts(db) : footprint.accounts
        for id in footprint.groupIDs {
            if let account = try state.groups[id]?.key.account ?? NotificationSchema.account(ofGroup: id, db) {
                accounts.append(account)
            }
        }
        // The cache holds the shown groups of a few accounts (an app's): past that, of the
        // input's alone, so that it never grows with the accounts a file has seen.
        if state.rankings.count > Self.accountsCached, !footprint.allAccounts { state.letGoOfAccounts(except: accounts) }
        for (index, account) in accounts.enumerated() where !accounts[..<index].contains(account) {
            let held = state.rankings[account] == nil ? 0 : heldRanked
            guard ranked > held || size > heldSize else { continue }
            try NotificationSchema.readRanked(
                account: account, count: ranked, size: size, held: current ? state.groups : stale, heldSize: heldSize,
                into: &state, db)
        }
        try NotificationSchema.read(footprint, size: size, into: &state, db)
        return state
    }

    // MARK: Sharing

    /// Closes the file: every connection of the store, so that nothing of it stays open or locked
    /// (the -wal and -shm files stay: the WAL is persistent). The store can do nothing after;
    /// an extension calls this before it hands its content to the system. Closing twice is no error.
    public func close() throws(NotificationStateError) {
        writer.writeWithoutTransaction { _ in cached = nil }
        do {
            try writer.close()
        } catch {
            throw Self.stateError(error)
        }
    }

    /// Suspends the store: an input running now is interrupted and rolled back, and none starts
    /// until ``resume()``: each fails as ``NotificationStateFailure/Kind/busy`` with SQLite's
    /// `SQLITE_INTERRUPT` (9), having changed nothing, so the store takes no lock on its
    /// file. An app calls it when it goes to the background, so that iOS never suspends it holding
    /// a lock on a file of its app group container (0xdead10cc); as GRDB's
    /// `Database.suspendNotification` does, for this store only.
    public func suspend() {
        suspension.withLock { isSuspended = true }
        writer.interrupt()
    }

    /// Lets a suspended store take locks again.
    public func resume() {
        suspension.withLock { isSuspended = false }
    }

    // MARK: The API

    /// Applies a decoded Telegram push (see ``NotificationState/apply(_:account:now:)``).
    @inlinable  // the catalog's conformance names the code its pushes are applied with
    public func apply<Notification: NotificationStateCatalog>(
        _ push: TelegramPushOf<Notification>, account: String, now: Date
    ) throws(NotificationStateError) -> NotificationState.Outcome {
        try Notification._apply(push, to: self, account: account, now: now)
    }

    /// ``apply(_:account:now:)``, for any catalog (``NotificationStateCatalog/_apply(_:to:account:now:)``).
    func applyWithCatalog<Notification>(
        _ push: TelegramPushOf<Notification>, account: String, now: Date
    ) throws(NotificationStateError) -> NotificationState.Outcome {
        try transaction(NotificationState.footprint(of: push, account: account), now: now) { state in
            state.apply(push, account: account, now: now)
        }
    }

    /// `removeNotification`.
    public func removeNotification(groupID: Int32, notificationID: Int32) throws(NotificationStateError) -> NotificationState.Outcome {
        try transaction(NotificationState.footprint(dismissingIn: groupID)) { state throws(NotificationStateError) in
            try state.removeNotification(groupID: groupID, notificationID: notificationID)
        }
    }

    /// `removeNotificationGroup`.
    public func removeNotificationGroup(
        groupID: Int32, maxNotificationID: Int32
    ) throws(NotificationStateError) -> NotificationState.Outcome {
        try transaction(NotificationState.footprint(dismissingIn: groupID)) { state throws(NotificationStateError) in
            try state.removeNotificationGroup(groupID: groupID, maxNotificationID: maxNotificationID)
        }
    }

    /// Changes the options; an out-of-range value changes nothing.
    public func setOptions(_ options: NotificationOptions) throws(NotificationStateError) -> NotificationState.Outcome {
        // Checked first: out-of-range options must not size what the working set reads.
        let options = try options.validated()
        return try transaction(NotificationState.footprint(setting: options)) { state throws(NotificationStateError) in
            try state.setOptions(options)
        }
    }

    /// The options in force: read alone (one row), never the whole state, and without waiting
    /// for another process's write.
    public func options() throws(NotificationStateError) -> NotificationOptions {
        if suspension.withLock({ isSuspended }) { throw Self.suspendedError }
        do {
            return try writer.writeWithoutTransaction { db in
                var options = NotificationOptions()
                try db.inTransaction(.deferred) {
                    // What `NotificationSchema.readBase` reads of the options: no row is the defaults.
                    if let row = try Row.fetchOne(db, sql: "SELECT group_count_max, group_size_max FROM meta") {
                        options = NotificationOptions(groupCountMax: row[0], groupSizeMax: row[1])
                    }
                    return .commit
                }
                return options
            }
        } catch {
            throw Self.stateError(error)
        }
    }

    /// `setChatNotificationSettings`: a chat's settings, changed by `change` from what they are.
    public func updateChatSettings(
        chatID: Int64, _ change: @Sendable (inout ChatNotificationSettings) -> Void
    ) throws(NotificationStateError) {
        try transaction(NotificationState.Footprint(settingsChatIDs: [chatID])) { state in
            var settings = state.chatSettings[chatID] ?? ChatNotificationSettings()
            change(&settings)
            state.setChatSettings(settings, chatID: chatID)
        }
    }

    /// `setScopeNotificationSettings`: a scope's settings, changed by `change` from what they are.
    public func updateScopeSettings(
        scope: NotificationSettingsScope, _ change: @Sendable (inout ScopeNotificationSettings) -> Void
    ) throws(NotificationStateError) {
        try transaction { state in
            var settings = state.scopeSettings[scope] ?? ScopeNotificationSettings()
            change(&settings)
            state.setScopeSettings(settings, scope: scope)
        }
    }

    /// `updateActiveNotifications`: what is shown now, for every account (see
    /// ``NotificationState/activeNotifications``).
    public func activeNotifications() throws(NotificationStateError) -> NotificationUpdate {
        try transaction(.init(allAccounts: true), readOnly: true) { state in state.activeNotifications }
    }

    /// `updateActiveNotifications` for `account`: what is shown now of its groups alone, as
    /// TDLib's instance of that account sends it; only that account's groups are read.
    public func activeNotifications(account: String) throws(NotificationStateError) -> NotificationUpdate {
        try transaction(.init(accounts: [account]), readOnly: true) { state in state.activeNotifications(account: account) }
    }

    /// The groups shown now, of every account, to iterate: ``activeNotifications()``'s groups
    /// (`for group in try store.activeGroups()`), each with its account and notifications.
    public func activeGroups() throws(NotificationStateError) -> [NotificationGroup] {
        Self.groups(of: try activeNotifications())
    }

    /// The groups `account` shows now: ``activeNotifications(account:)``'s groups.
    public func activeGroups(account: String) throws(NotificationStateError) -> [NotificationGroup] {
        Self.groups(of: try activeNotifications(account: account))
    }

    private static func groups(of update: NotificationUpdate) -> [NotificationGroup] {
        guard case let .active(groups) = update else { return [] }
        return groups
    }
}
