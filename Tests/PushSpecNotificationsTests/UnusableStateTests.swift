import Foundation
import GRDB
import PushSpec
import PushSpecNotifications
import Testing

/// A push is presented whatever happens to the state file: each way a shared file goes bad
/// presents the push on its own, says which failure it was, and leaves a file it could not read
/// as it was; `recover` moves a corrupt one aside and makes a new one.
@Suite struct UnusableStateTests {
    static let now = Date(timeIntervalSince1970: 1_764_000_000)

    /// The private message from user 5 that every case presents: `U5` / `hi 1`, as the push on its
    /// own gives it (no group, no notification id: its identifier is receiver/chat/message).
    static func push() throws -> TelegramPush { try NotificationStateTests.text(from: 5, id: 1, date: 100) }

    /// Checks that `presentation` is the push on its own, and returns its failure.
    static func presentedAlone(_ presentation: StatedPresentation) -> NotificationStateFailure? {
        #expect(presentation.outcome == nil)
        #expect(presentation.changes.present.count == 1)
        #expect(presentation.changes.present.first?.title == "U5")
        #expect(presentation.changes.present.first?.body == "hi 1")
        #expect(presentation.changes.present.first?.identifier == "telegram/0/5/1")
        return presentation.stateFailure
    }

    /// A state with the API on and one notification, checkpointed into the main file.
    static func state(at path: String) throws {
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        _ = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 99), account: "0", now: .unix(0))
        try store.close()
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func aUsableStatePresentsThroughItsUpdates() throws {
        let path = NotificationStoreTests.temporaryPath()
        defer { NotificationStoreTests.removeState(at: path) }
        try Self.state(at: path)
        let presentation = NotificationStore.presentation(of: try Self.push(), statePath: path, now: Self.now)
        #expect(presentation.stateFailure == nil)
        #expect(NotificationStoreTests.addedIDs(try #require(presentation.outcome)) == [2])
        #expect(presentation.changes.present.map(\.identifier) == ["telegram/0/n2"])
    }

    /// TDLib's Notification API off (a new state) is no failure: the push is presented on its own.
    @Test func withTheAPIOffThePushIsPresentedAlone() throws {
        let path = NotificationStoreTests.temporaryPath()
        defer { NotificationStoreTests.removeState(at: path) }
        let presentation = NotificationStore.presentation(of: try Self.push(), statePath: path, now: Self.now)
        #expect(presentation.changes.present.map(\.title) == ["U5"])
        #expect(presentation.outcome?.skipped == .apiDisabled)
        #expect(presentation.stateFailure == nil)
    }

    @Test(arguments: ["not SQLite", "cut short", "pages overwritten"])
    func aCorruptStateIsLeftAsItWas(damage: String) throws {
        let path = NotificationStoreTests.temporaryPath()
        defer { NotificationStoreTests.removeState(at: path) }
        try Self.state(at: path)
        var file = try Self.bytes(path)
        switch damage {
        case "not SQLite": file = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        case "cut short": file = file.prefix(4096 + 100)
        default: file.replaceSubrange(4096..<file.count, with: Data(repeating: 0xA5, count: file.count - 4096))
        }
        try file.write(to: URL(fileURLWithPath: path))
        let failure = Self.presentedAlone(NotificationStore.presentation(of: try Self.push(), statePath: path, now: Self.now))
        #expect(failure?.kind == .corrupt)
        #expect(failure?.code == "state_corrupt")
        #expect(try Self.bytes(path) == file)
    }

    @Test func aStateOfANewerSchemaIsLeftAsItWas() throws {
        let path = NotificationStoreTests.temporaryPath()
        defer { NotificationStoreTests.removeState(at: path) }
        try Self.state(at: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        let file = try Self.bytes(path)
        let failure = Self.presentedAlone(NotificationStore.presentation(of: try Self.push(), statePath: path, now: Self.now))
        #expect(failure == NotificationStateFailure(.newerSchema, "its schema is newer than this PushSpec's"))
        #expect(try Self.bytes(path) == file)
        #expect(throws: NotificationStateError.unusable(try #require(failure))) { try NotificationStore.recover(path: path) }
        #expect(try Self.bytes(path) == file)
    }

    /// Another process holds the write lock: the store waits its busy timeout, then presents.
    @Test func aLockHeldPastTheBusyTimeoutPresentsThePushAlone() throws {
        let path = NotificationStoreTests.temporaryPath()
        defer { NotificationStoreTests.removeState(at: path) }
        try Self.state(at: path)
        var exclusive = GRDB.Configuration()
        exclusive.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: exclusive)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        var configuration = NotificationStore.Configuration()
        configuration.busyTimeout = 0.5
        let start = Date()
        let failure = Self.presentedAlone(
            NotificationStore.presentation(of: try Self.push(), statePath: path, configuration: configuration, now: Self.now))
        let waited = Date().timeIntervalSince(start)
        #expect(failure?.kind == .busy)
        #expect(failure?.resultCode.map { $0 & 0xFF } == 5)  // SQLITE_BUSY
        #expect(waited >= 0.5 && waited < 5)
        try other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try other.close()
        #expect(NotificationStore.Configuration().busyTimeout <= 10)
    }

    @Test func aMissingDirectoryPresentsThePushAlone() throws {
        let path = NotificationStoreTests.temporaryPath() + "-gone/notifications.sqlite"
        let failure = Self.presentedAlone(NotificationStore.presentation(of: try Self.push(), statePath: path, now: Self.now))
        #expect(failure?.kind == .io)
        #expect(failure?.message.contains("does not exist") == true)
    }

    /// A store that only reads does not make a state where a path was mistyped.
    @Test func aStoreThatDoesNotMakeItsFileFailsOnAMissingOne() throws {
        let path = NotificationStoreTests.temporaryPath()
        var configuration = NotificationStore.Configuration()
        configuration.makesMissingFile = false
        #expect(throws: NotificationStateError.unusable(NotificationStateFailure(.io, "\(path) does not exist (no state has been made there)"))) {
            try NotificationStore(path: path, configuration: configuration)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    /// A corrupt state is moved aside with its -wal and -shm, byte for byte, and a new state
    /// works; a healthy one is left alone; none is made.
    @Test func recoveryMovesACorruptStateAsideAndMakesANewOne() throws {
        let path = NotificationStoreTests.temporaryPath()
        defer { NotificationStoreTests.removeState(at: path) }
        #expect(try NotificationStore.recover(path: path) == .made)
        try Self.state(at: path)
        let healthy = try Self.bytes(path)
        #expect(try NotificationStore.recover(path: path) == .healthy)
        #expect(try Self.bytes(path) == healthy)

        var damaged = healthy
        damaged.replaceSubrange(4096..<damaged.count, with: Data(repeating: 0, count: damaged.count - 4096))
        try damaged.write(to: URL(fileURLWithPath: path))
        let wal = try Self.bytes(path + "-wal")
        guard case let .movedAside(movedTo, failure) = try NotificationStore.recover(path: path) else {
            Issue.record("a corrupt state was not moved aside")
            return
        }
        defer { NotificationStoreTests.removeState(at: movedTo) }
        #expect(failure.kind == .corrupt)
        #expect(movedTo.hasPrefix(path + ".corrupt-"))
        #expect(try Self.bytes(movedTo) == damaged)
        #expect(try Self.bytes(movedTo + "-wal") == wal)
        #expect(FileManager.default.fileExists(atPath: movedTo + "-shm"))

        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        #expect(NotificationStoreTests.addedIDs(try store.apply(try Self.push(), account: "0", now: .unix(0))) == [1])
        try store.close()
        #expect(try NotificationStore.recover(path: path) == .healthy)
    }
}
