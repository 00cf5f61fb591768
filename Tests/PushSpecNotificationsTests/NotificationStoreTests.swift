import Foundation
import PushSpec
import PushSpecNotifications
import Testing

/// The SQLite store: what is applied survives reopening, two stores on one file never give an id
/// twice nor lose a notification, and a file that is not a state is refused and left unchanged.
@Suite struct NotificationStoreTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appending(path: "pushspec-state-\(UUID().uuidString).sqlite").path
    }

    static func addedIDs(_ outcome: NotificationState.Outcome) -> [Int32] {
        outcome.updates.flatMap { update -> [Int32] in
            if case let .group(_, _, _, _, _, _, added, _) = update { added.map(\.id) } else { [] }
        }
    }

    @Test func whatIsAppliedSurvivesReopening() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before: String
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 2))
            for id in 1...3 {
                _ = try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(100 + id)), account: "a", now: 0)
            }
            _ = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 50), account: "a", now: 0)
            before = try store.activeNotifications().tdlib.json
        }
        let reopened = try NotificationStore(path: path)
        #expect(try reopened.activeNotifications().tdlib.json == before)
        #expect(try reopened.options() == NotificationOptions(groupCountMax: 3, groupSizeMax: 2))
        // Ids go on from where they were; the repeat of a known message is still known.
        let next = try reopened.apply(try NotificationStateTests.text(from: 7, id: 1, date: 300), account: "a", now: 0)
        #expect(Self.addedIDs(next) == [5])
        let repeated = try reopened.apply(try NotificationStateTests.text(from: 5, id: 3, date: 103), account: "a", now: 0)
        #expect(repeated.skipped != nil)
        // A hidden notification comes back after reopening when a newer one is dismissed.
        let dismissed = try reopened.removeNotification(groupID: 1, notificationID: 3)
        #expect(Self.addedIDs(dismissed) == [1])
    }

    @Test func anInMemoryStoreAppliesAsTheFileStoreDoes() throws {
        let store = try NotificationStore.inMemory()
        _ = try store.setOptions(NotificationOptions(groupCountMax: 2, groupSizeMax: 2))
        var ids: [Int32] = []
        for id in 1...3 {
            ids += Self.addedIDs(try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(id)), account: "a", now: 0))
        }
        #expect(ids == [1, 2, 3])
        guard case let .active(groups) = try store.activeNotifications() else { return }
        #expect(groups.first?.notifications.map(\.id) == [2, 3])
    }

    @Test func twoStoresOnOneFileShareTheState() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try NotificationStore(path: path)
        let fileExtension = try NotificationStore(path: path)
        _ = try app.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        var ids: [Int32] = []
        for id in 1...20 {
            let store = id % 2 == 0 ? app : fileExtension
            ids += Self.addedIDs(try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(id)), account: "a", now: 0))
        }
        #expect(ids == Array(1...20))
        guard case let .active(groups) = try app.activeNotifications() else { return }
        #expect(groups.first?.notifications.map(\.id) == Array(1...20))
    }

    @Test func anotherDatabaseIsRefusedAndLeftAsItIs() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Another application's SQLite database: a table of its own.
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        other.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table t(x)'); c.commit()", path]
        try other.run()
        other.waitUntilExit()
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: NotificationStateError.notAState("another SQLite database")) { try NotificationStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func garbageIsRefusedAndLeftAsItIs() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: NotificationStateError.self) { try NotificationStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aNewerSchemaIsRefused() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try NotificationStore(path: path)
        let newer = Process()
        newer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        newer.arguments = [
            "python3", "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"insert into grdb_migrations values ('v99')\"); c.commit()",
            path,
        ]
        try newer.run()
        newer.waitUntilExit()
        #expect(throws: NotificationStateError.notAState("its schema is newer than this PushSpec's")) {
            try NotificationStore(path: path)
        }
    }
}
