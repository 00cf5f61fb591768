import BenchSupport
import Benchmark
import Foundation
import GRDB
import PushSpec
import PushSpecNotifications

/// The notification state (issue 22): applying pushes to the SQLite store, a transaction each,
/// and opening a full state to its `updateActiveNotifications`.
func registerNotificationBenchmarks() {
    // One push: its typed decode is done in setup; measured is the store's transaction (load
    // check, the rules, the rows written, the commit) and the updates it returns.
    Benchmark("notifications apply corpus, file store") { (benchmark: Benchmark, fixture: NotificationApplyFixture) in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.applyNext())
        }
    } setup: {
        try NotificationApplyFixture(inMemory: false)
    }

    // The same on a store in memory: the rules, the updates and the rows, without the file's I/O.
    Benchmark("notifications apply corpus, in-memory store") { (benchmark: Benchmark, fixture: NotificationApplyFixture) in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.applyNext())
        }
    } setup: {
        try NotificationApplyFixture(inMemory: true)
    }

    // A busy chat: pushes to a chat whose group already holds 10 000 notifications (unread, all
    // but the newest hidden). A push's cost must not grow with its group.
    Benchmark("notifications apply to a chat of 10000, file store") { (benchmark: Benchmark, fixture: BusyChatFixture) in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.applyNext())
        }
    } setup: {
        try BusyChatFixture(notifications: 10_000)
    }

    // A large state: pushes to chats spread over a state of 100 000 groups (one chat each), shown
    // 25 × 25. A push's cost must not grow with the state.
    Benchmark("notifications apply to a state of 100000 groups, file store") { (benchmark: Benchmark, fixture: LargeStateFixture) in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.applyNext())
        }
    } setup: {
        try LargeStateFixture(groups: 100_000)
    }

    // An app and its extension: two stores on one file, each push applied by the other store than
    // the one before, so that each reads what is shown again (the other wrote since).
    Benchmark("notifications apply, two stores taking turns") { (benchmark: Benchmark, fixture: TwoStoresFixture) in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.applyNext())
        }
    } setup: {
        try TwoStoresFixture()
    }

    // What SQLite alone takes for what a push writes: a transaction changing one row (a page),
    // on a file opened as the store opens it. The floor under the file store's apply.
    // And for as many pages as a push to the state's tables writes (its notification's row and
    // group entry, its group's row and rank entry; a new group's identity entry too).
    for pages in [1, 4, 5] {
        Benchmark("notifications sqlite alone, \(pages) page\(pages == 1 ? "" : "s") a transaction") {
            (benchmark: Benchmark, fixture: SQLiteFloorFixture) in
            for _ in benchmark.scaledIterations {
                blackHole(fixture.writeNext())
            }
        } setup: {
            try SQLiteFloorFixture(pages: pages)
        }
    }

    // A state with 25 groups of 25 shown notifications: open the file, read it, encode what is shown.
    Benchmark(
        "notifications open 25x25 to updateActiveNotifications",
        configuration: .init(scalingFactor: .one, maxDuration: .seconds(3))
    ) { (benchmark: Benchmark, fixture: NotificationOpenFixture) in
        for _ in benchmark.scaledIterations {
            blackHole(stoppingOnError("open and read the state") {
                try NotificationStore(path: fixture.path).activeNotifications().tdlib.json
            })
        }
    } setup: {
        try NotificationOpenFixture()
    }
}

/// The corpus's Telegram pushes, decoded, and a store on a new file showing 25 groups of 25.
final class NotificationApplyFixture: @unchecked Sendable {
    private var pushes = CorpusPushes()
    let store: NotificationStore
    let path: String

    /// `inMemory`: a store in memory, else on a new file.
    init(inMemory: Bool) throws {
        path = FileManager.default.temporaryDirectory.appending(path: "pushspec-bench-\(UUID().uuidString).sqlite").path
        store = inMemory ? try NotificationStore.inMemory() : try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
    }

    /// Applies the next push of the corpus.
    func applyNext() -> Int {
        let (push, account) = pushes.next()
        return stoppingOnError("apply (corpus)") {
            try store.apply(push, account: account, now: Date(timeIntervalSince1970: 1_700_000_000)).updates.count
        }
    }

    deinit { removeDatabaseFiles(at: path) }
}

/// The corpus's Telegram pushes, decoded, in turn; each pass over them is another account's, so
/// that a push is never a repeat of one applied before.
struct CorpusPushes {
    private let pushes: [TelegramPush]
    private var index = 0

    init() {
        let decoder = PushDecoder()
        pushes = Corpus.fromEnvironment().payloads.compactMap { payload in
            guard case let .telegram(push)? = try? decoder.decode(payload) else { return nil }
            return push
        }
    }

    /// The next push and the account it is applied for.
    mutating func next() -> (TelegramPush, String) {
        defer { index += 1 }
        return (pushes[index % pushes.count], "bench \(index / pushes.count)")
    }
}

/// A state file whose one chat has a group of many notifications, and the pushes that follow them.
final class BusyChatFixture: @unchecked Sendable {
    let store: NotificationStore
    let path: String
    private let decoder = PushDecoder()
    private var next: Int

    init(notifications: Int) throws {
        path = FileManager.default.temporaryDirectory.appending(path: "pushspec-bench-busy-\(UUID().uuidString).sqlite").path
        store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        next = 1
        for _ in 0..<notifications { _ = try store.apply(try push(), account: "bench", now: Date(timeIntervalSince1970: 0)) }
    }

    /// The chat's next message.
    private func push() throws -> TelegramPush {
        defer { next += 1 }
        let json = #"{"date":\#(1_700_000_000 + next),"loc_key":"MESSAGE_TEXT","loc_args":["Busy","Message \#(next)"],"custom":{"from_id":"42","msg_id":"\#(next)"}}"#
        guard case let .telegram(push) = try decoder.decode(Array(json.utf8)) else { throw CocoaError(.coderInvalidValue) }
        return push
    }

    /// Applies the chat's next message (decoded here too: 1.5 µs of the figure, as the corpus
    /// benchmarks measure decoding).
    func applyNext() -> Int {
        return stoppingOnError("apply (busy chat)") {
            try store.apply(try push(), account: "bench", now: Date(timeIntervalSince1970: 0)).updates.count
        }
    }

    deinit { removeDatabaseFiles(at: path) }
}

/// A state file of many groups, one chat each, and the next messages of chats spread over it.
final class LargeStateFixture: @unchecked Sendable {
    let store: NotificationStore
    let path: String
    let groups: Int
    private let decoder = PushDecoder()
    private var next = 0

    init(groups: Int) throws {
        self.groups = groups
        path = FileManager.default.temporaryDirectory.appending(path: "pushspec-bench-large-\(UUID().uuidString).sqlite").path
        store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        for chat in 0..<groups { _ = try store.apply(try push(chat: chat, message: 1), account: "bench", now: Date(timeIntervalSince1970: 0)) }
    }

    /// A message of a chat.
    private func push(chat: Int, message: Int) throws -> TelegramPush {
        let json = #"{"date":\#(1_700_000_000 + next),"loc_key":"MESSAGE_TEXT","loc_args":["User \#(chat)","Message \#(message)"],"custom":{"from_id":"\#(1_000_000 + chat)","msg_id":"\#(message)"}}"#
        guard case let .telegram(push) = try decoder.decode(Array(json.utf8)) else { throw CocoaError(.coderInvalidValue) }
        return push
    }

    /// Applies the next message of a chat taken across the state (a stride that visits every
    /// chat before any twice), decoded here too as the busy chat's benchmark does.
    func applyNext() -> Int {
        next += 1
        let chat = next &* 7919 % groups
        return stoppingOnError("apply (state of \(groups) groups, chat \(chat))") {
            try store.apply(try push(chat: chat, message: 1 + next), account: "bench", now: Date(timeIntervalSince1970: 0))
                .updates.count
        }
    }

    deinit { removeDatabaseFiles(at: path) }
}

/// Two stores on one file, as an app's and its extension's, applying the corpus's pushes in turn.
final class TwoStoresFixture: @unchecked Sendable {
    private var pushes = CorpusPushes()
    let stores: [NotificationStore]
    let path: String
    private var turn = 0

    init() throws {
        path = FileManager.default.temporaryDirectory.appending(path: "pushspec-bench-two-\(UUID().uuidString).sqlite").path
        stores = [try NotificationStore(path: path), try NotificationStore(path: path)]
        _ = try stores[0].setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
    }

    /// Applies the next push with the store that did not apply the one before.
    func applyNext() -> Int {
        let (push, account) = pushes.next()
        defer { turn += 1 }
        return stoppingOnError("apply (store \(turn % 2) of two)") {
            try stores[turn % 2].apply(push, account: account, now: Date(timeIntervalSince1970: 1_700_000_000)).updates.count
        }
    }

    deinit { removeDatabaseFiles(at: path) }
}

/// A file of one-row tables, in WAL mode with `synchronous = NORMAL` as the store's.
final class SQLiteFloorFixture: @unchecked Sendable {
    let pool: DatabasePool
    let path: String
    let pages: Int
    private var next: Int64 = 0

    /// `pages` tables of a row each: a transaction that changes every row writes as many pages.
    init(pages: Int) throws {
        self.pages = pages
        path = FileManager.default.temporaryDirectory.appending(path: "pushspec-bench-floor-\(UUID().uuidString).sqlite").path
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in
            for table in 0..<pages {
                try db.execute(sql: "CREATE TABLE t\(table) (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)")
                try db.execute(sql: "INSERT INTO t\(table) (id, value) VALUES (1, 0)")
            }
        }
    }

    /// One immediate transaction that changes every table's row, begun and committed by cached
    /// statements as the store's.
    func writeNext() -> Int64 {
        next += 1
        return stoppingOnError("SQLite write (\(pages) pages)") {
            try pool.writeWithoutTransaction { db in
                try db.cachedStatement(sql: "BEGIN IMMEDIATE").execute()
                for table in 0..<pages {
                    try db.cachedStatement(sql: "UPDATE t\(table) SET value = ? WHERE id = 1").execute(arguments: [next])
                }
                try db.cachedStatement(sql: "COMMIT").execute()
            }
            return next
        }
    }

    deinit { removeDatabaseFiles(at: path) }
}

/// A state file with 25 chats of 25 notifications each, all shown.
final class NotificationOpenFixture: @unchecked Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appending(path: "pushspec-bench-open-\(UUID().uuidString).sqlite").path
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        let decoder = PushDecoder()
        for chat in 1...25 {
            for message in 1...25 {
                let json = #"{"date":\#(1_700_000_000 + message),"loc_key":"MESSAGE_TEXT","loc_args":["User \#(chat)","Message \#(message)"],"custom":{"from_id":"\#(chat)","msg_id":"\#(message)"}}"#
                guard case let .telegram(push) = try decoder.decode(Array(json.utf8)) else { throw CocoaError(.coderInvalidValue) }
                _ = try store.apply(push, account: "bench", now: Date(timeIntervalSince1970: 0))
            }
        }
        // Not measured: the state must show 25 x 25, or the benchmark would time less.
        guard case let .active(groups) = try store.activeNotifications(), groups.count == 25,
            groups.allSatisfy({ $0.notifications.count == 25 })
        else { throw CocoaError(.fileReadCorruptFile) }
    }

    deinit { removeDatabaseFiles(at: path) }
}

/// Removes an SQLite file and its WAL and shared-memory files.
func removeDatabaseFiles(at path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

/// `body`'s value; an error stops the benchmark with its description. A benchmark times the work
/// done, and an apply (or write) that failed would be timed as a value: the figure would be the
/// error's path, not the state's.
func stoppingOnError<Value>(_ what: @autoclosure () -> String, _ body: () throws -> Value) -> Value {
    do {
        return try body()
    } catch {
        fatalError("benchmark stopped: \(what()) failed: \(error)")
    }
}
