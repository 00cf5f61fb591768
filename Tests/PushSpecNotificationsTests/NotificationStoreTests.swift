import Foundation
import GRDB
import PushSpec
import PushSpecNotifications
import Synchronization
import Testing

/// The SQLite store: what is applied survives reopening, two stores on one file never give an id
/// twice nor lose a notification, and a file that is not a state is refused and left unchanged.
@Suite struct NotificationStoreTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appending(path: "pushspec-state-\(UUID().uuidString).sqlite").path
    }

    /// Removes a state file and the journal files SQLite keeps beside it.
    static func removeState(at path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static func addedIDs(_ outcome: NotificationState.Outcome) -> [Int32] {
        outcome.updates.flatMap { update -> [Int32] in
            if case let .group(_, _, _, _, _, _, added, _, _) = update { added.map(\.id) } else { [] }
        }
    }

    /// What two accounts applied survives reopening, each account's apart: account "b"'s three
    /// newer groups, with a limit of three groups, leave account "a"'s groups in view.
    @Test func whatIsAppliedSurvivesReopening() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let before: String
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 2))
            for id in 1...3 {
                _ = try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(100 + id)), account: "a", now: .unix(0))
            }
            _ = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 50), account: "a", now: .unix(0))
            for chat in 8...10 {
                let outcome = try store.apply(
                    try NotificationStateTests.text(from: Int64(chat), id: 1, date: Int64(193 + chat)), account: "b", now: .unix(0))
                #expect(NotificationStateTests.summary(outcome) == ["group \(chat - 5) +[\(chat - 3)] -[] total 1"])
            }
            before = try store.activeNotifications().tdlib.json
        }
        let reopened = try NotificationStore(path: path)
        #expect(try reopened.activeNotifications().tdlib.json == before)
        #expect(try reopened.options() == NotificationOptions(groupCountMax: 3, groupSizeMax: 2))
        guard case let .active(groupsOfA) = try reopened.activeNotifications(account: "a"),
            case let .active(groupsOfB) = try reopened.activeNotifications(account: "b")
        else {
            Issue.record("activeNotifications(account:) is not updateActiveNotifications")
            return
        }
        #expect(groupsOfA.map(\.id) == [1, 2] && groupsOfA.map { $0.notifications.map(\.id) } == [[2, 3], [4]])
        #expect(groupsOfB.map(\.id) == [5, 4, 3] && groupsOfB.allSatisfy { $0.account == "b" })
        // Ids go on from where they were; the repeat of a known message is still known, for its
        // account only.
        let next = try reopened.apply(try NotificationStateTests.text(from: 7, id: 1, date: 300), account: "a", now: .unix(0))
        #expect(Self.addedIDs(next) == [8])
        let repeated = try reopened.apply(try NotificationStateTests.text(from: 5, id: 3, date: 103), account: "a", now: .unix(0))
        #expect(repeated.skipped != nil)
        // The same message of account "b" is new, and takes its oldest group out of view alone.
        let otherAccount = try reopened.apply(try NotificationStateTests.text(from: 5, id: 3, date: 400), account: "b", now: .unix(0))
        #expect(NotificationStateTests.summary(otherAccount) == ["group 3 +[] -[5] total 1", "group 7 +[9] -[] total 1"])
        // A hidden notification comes back after reopening when a newer one is dismissed.
        let dismissed = try reopened.removeNotification(groupID: 1, notificationID: 3)
        #expect(Self.addedIDs(dismissed) == [1])
    }

    /// A message is known by its notification's row while it has one, and by a row of its own
    /// once the notification is gone: a repeat stays a repeat and an edit stays an edit across
    /// reopening, either way.
    @Test func knownMessagesSurviveReopeningWithAndWithoutTheirNotification() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        func edited(_ id: Int64, editDate: Int64) throws -> TelegramPush {
            try NotificationStateTests.text(from: 5, id: id, date: 100 + id, extra: #","edit_date":"\#(editDate)""#)
        }
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
            _ = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 101), account: "a", now: .unix(0))
            _ = try store.apply(try NotificationStateTests.text(from: 5, id: 2, date: 102), account: "a", now: .unix(0))
            _ = try store.apply(try edited(2, editDate: 40), account: "a", now: .unix(0))
            _ = try store.removeNotification(groupID: 1, notificationID: 1)
        }
        do {
            let store = try NotificationStore(path: path)
            // Message 1's notification was dismissed: still a repeat.
            #expect(try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 101), account: "a", now: .unix(0)).skipped != nil)
            // Message 2 is shown, known with its edit date: the same edit is a repeat, a newer one an edit.
            #expect(try store.apply(try edited(2, editDate: 40), account: "a", now: .unix(0)).skipped != nil)
            let edit = try store.apply(try edited(2, editDate: 50), account: "a", now: .unix(0))
            guard case .notification(_, let notification)? = edit.updates.first else {
                Issue.record("no updateNotification: \(edit.updates)")
                return
            }
            #expect(notification.id == 2)
        }
        let store = try NotificationStore(path: path)
        #expect(try store.apply(try edited(2, editDate: 50), account: "a", now: .unix(0)).skipped != nil)
        // Message 2 dismissed too, then reopened: its edit date is kept in its own row.
        _ = try store.removeNotification(groupID: 1, notificationID: 2)
        let reopened = try NotificationStore(path: path)
        #expect(try reopened.apply(try edited(2, editDate: 50), account: "a", now: .unix(0)).skipped != nil)
        #expect(try reopened.apply(try edited(2, editDate: 60), account: "a", now: .unix(0)).skipped != nil)  // its notification is gone
    }

    /// Retention: a read removes what says its messages are known (they are refused as read
    /// first), so a state whose chats are read does not grow with every message ever notified; a
    /// repeat still never shows, before or after reopening, and messages above the read stay known.
    @Test func aReadDropsTheKnownMessagesItCovers() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        func knownRows() throws -> Int {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM known_message WHERE server_id > 0") ?? -1 }
        }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        for id in 1...6 { _ = try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: 100 + Int64(id)), account: "a", now: .unix(0)) }
        _ = try store.removeNotificationGroup(groupID: 1, maxNotificationID: 5)  // dismissed: known by their own rows
        #expect(try knownRows() == 5)
        let read = try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"4"}}"#)
        _ = try store.apply(read, account: "a", now: .unix(0))
        #expect(try knownRows() == 1)  // message 5's row; message 6 is known by its notification
        for reopened in [store, try NotificationStore(path: path)] {
            #expect(try reopened.apply(try NotificationStateTests.text(from: 5, id: 2, date: 102), account: "a", now: .unix(0)).skipped == .alreadyRead)
            #expect(try reopened.apply(try NotificationStateTests.text(from: 5, id: 5, date: 105), account: "a", now: .unix(0)).skipped == .knownMessage)
            #expect(try reopened.apply(try NotificationStateTests.text(from: 5, id: 6, date: 106), account: "a", now: .unix(0)).skipped == .knownMessage)
        }
    }

    /// A state written by the first schema (v1: every known message in `known_message`, as
    /// PushSpec wrote it until this schema) opens, migrates, and keeps what it knew.
    @Test func aFirstSchemaStateMigrates() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: Self.firstSchema)
                try db.execute(sql: """
                    INSERT INTO meta VALUES (1, 7, 3, 3, 2, 2, 1);
                    INSERT INTO notification_group VALUES (1, 'a', 5, 'notificationGroupTypeMessages', 5, -1, 1);
                    INSERT INTO notification (id, group_id, date, is_silent, kind, message_id, sender_user_id, sender_name,
                        is_outgoing, content, server_message_id)
                        VALUES (1, 1, 101, 0, 'push', 1048576, 5, 'U5', 0, '{"@type":"pushMessageContentText","text":"hi 1","is_pinned":false}', 1);
                    INSERT INTO known_message VALUES ('a', 5, 1, 0);
                    """)
            }
            try queue.close()
        }
        let store = try NotificationStore(path: path)
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.map { $0.notifications.map(\.id) } == [[1]])
        #expect(try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 101), account: "a", now: .unix(0)).skipped != nil)
        #expect(Self.addedIDs(try store.apply(try NotificationStateTests.text(from: 5, id: 2, date: 102), account: "a", now: .unix(0))) == [2])
        // The group's row (v1 wrote one for every group) and the new notification's row make one
        // group: its count goes on from 1, in this store and in the next.
        guard case let .active(after) = try store.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(after.map(\.totalCount) == [2])
        guard case let .active(reopened) = try NotificationStore(path: path).activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(reopened.map(\.totalCount) == [2])
        #expect(reopened.map { $0.notifications.map(\.id) } == [[1, 2]])
        // Message 1 was known by its `known_message` row alone; its notification's row says it now,
        // so it stays known once that row has outlived the repeat window (a read drops it).
        let later = Date(timeIntervalSinceNow: TimeInterval(NotificationState.repeatWindowSeconds) + 86_400)
        let read = try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"6","max_id":"1"}}"#)
        _ = try store.apply(read, account: "a", now: later)
        let queue = try DatabaseQueue(path: path)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM known_message") } == 0)
        try queue.close()
        let edit = try NotificationStateTests.text(from: 5, id: 1, date: 101, extra: #","edit_date":"0""#)
        #expect(try store.apply(edit, account: "a", now: later).skipped == .knownMessage)
    }

    /// A state written by the third schema (each notification row carrying its group as of that
    /// row, a group's own row only once a removal changed it) migrates to the fourth and keeps
    /// everything: what is shown, each group's fields as v3 read them (a newer row wins over an
    /// older group row and the other way round), known messages (dismissed or shown), read
    /// horizons, call ids, free group ids (one taken since is not free) and the counters.
    @Test func aThirdSchemaStateMigratesAndKeepsEverything() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: Self.firstSchema)
                try db.execute(sql: Self.secondAndThirdSchemas)
                let content = #"{"@type":"pushMessageContentText","text":"hi","is_pinned":false}"#
                try db.execute(
                    sql: """
                        INSERT INTO meta VALUES (1, 0, 3, 3, 1, 1, 1);
                        -- Group 1's row is older than its notifications' rows; group 2's is newer.
                        INSERT INTO notification_group VALUES (1, 'a', 5, 'notificationGroupTypeMessages', 5, -1, 9, 0);
                        INSERT INTO notification_group VALUES (2, 'a', 6, 'notificationGroupTypeMessages', 6, -1, 7, 10);
                        INSERT INTO notification (id, group_id, date, is_silent, kind, message_id, sender_user_id, sender_name,
                            is_outgoing, content, server_message_id, edit_date,
                            account, chat_id, group_type, settings_chat_id, sound_id, group_total_count) VALUES
                            (1, 1, 101, 0, 'push', 1048576, 5, 'U5', 0, ?, 1, 0, 'a', 5, 'notificationGroupTypeMessages', 5, -1, 1),
                            (2, 1, 103, 0, 'push', 2097152, 5, 'U5', 0, ?, 2, 40, 'a', 5, 'notificationGroupTypeMessages', 5, -1, 2),
                            (3, 2, 102, 0, 'push', 1048576, 6, 'U6', 0, ?, 1, 0, 'a', 6, 'notificationGroupTypeMessages', 6, -1, 1);
                        INSERT INTO known_message VALUES ('a', 5, 9, 0);
                        INSERT INTO read_up_to VALUES ('a', 7, 4);
                        INSERT INTO call_id VALUES (555, 3);
                        INSERT INTO free_group_id VALUES (1), (4);
                        """, arguments: [content, content, content])
            }
            try queue.close()
        }
        let store = try NotificationStore(path: path)
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.map(\.id) == [1, 2])
        #expect(groups.map(\.totalCount) == [2, 7])
        #expect(groups.map { $0.notifications.map(\.id) } == [[1, 2], [3]])
        let edited = try NotificationStateTests.text(from: 5, id: 2, date: 103, extra: #","edit_date":"40""#)
        #expect(try store.apply(edited, account: "a", now: .unix(0)).skipped == .knownMessage)
        #expect(try store.apply(try NotificationStateTests.text(from: 5, id: 9, date: 109), account: "a", now: .unix(0)).skipped == .knownMessage)
        #expect(try store.apply(try NotificationStateTests.text(from: 7, id: 3, date: 110), account: "a", now: .unix(0)).skipped == .alreadyRead)
        let call = try NotificationStateTests.push(#"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["U5"],"custom":{"from_id":"5","call_id":"555"}}"#)
        #expect(try store.apply(call, account: "a", now: .unix(0)).skipped == .repeatedCall)
        let next = try store.apply(try NotificationStateTests.text(from: 8, id: 1, date: 120), account: "a", now: .unix(0))
        guard case let .group(groupID, _, _, _, _, _, added, _, _)? = next.updates.first else {
            Issue.record("nothing shown: \(next)")
            return
        }
        #expect(groupID == 4 && added.map(\.id) == [4])
    }

    /// A dismissal that takes nothing (an id the group does not hold) leaves the group's row as
    /// it is, its revision with it, so that another process's copy of the group stays good; one
    /// that takes a notification changes it.
    @Test func aDismissalThatTakesNothingWritesNothing() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        for id in 1...2 { _ = try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: 100), account: "a", now: .unix(0)) }
        func revision() throws -> Int64? {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try queue.read { db in try Int64.fetchOne(db, sql: "SELECT revision FROM notification_group WHERE id = 1") }
        }
        let before = try revision()
        #expect(try store.removeNotification(groupID: 1, notificationID: 9).updates.isEmpty)
        #expect(try revision() == before)
        #expect(try !store.removeNotification(groupID: 1, notificationID: 2).updates.isEmpty)
        #expect(try revision() != before)
    }

    /// What v2 and v3 changed of the first schema, and GRDB's record of both.
    static let secondAndThirdSchemas = """
        INSERT INTO grdb_migrations VALUES ('v2'), ('v3');
        ALTER TABLE notification ADD COLUMN edit_date INTEGER;
        ALTER TABLE notification ADD COLUMN account TEXT;
        ALTER TABLE notification ADD COLUMN chat_id INTEGER;
        ALTER TABLE notification ADD COLUMN group_type TEXT;
        ALTER TABLE notification ADD COLUMN settings_chat_id INTEGER;
        ALTER TABLE notification ADD COLUMN sound_id INTEGER;
        ALTER TABLE notification ADD COLUMN group_total_count INTEGER;
        DROP TABLE notification_group;
        CREATE TABLE notification_group (
            id INTEGER PRIMARY KEY NOT NULL, account TEXT NOT NULL, chat_id INTEGER NOT NULL,
            type TEXT NOT NULL, settings_chat_id INTEGER NOT NULL, sound_id INTEGER NOT NULL,
            total_count INTEGER NOT NULL, as_of_notification_id INTEGER NOT NULL);
        """

    /// What only prevents repeats is kept for the repeat window (28 days, FCM's longest time to
    /// live) after it was written, then dropped by a later input that writes such rows: a read
    /// horizon, a dismissed message's mark and a call id refuse their repeats until then.
    @Test func whatOnlyPreventsRepeatsIsDroppedAfterTheRepeatWindow() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        func rows() throws -> [Int] {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try queue.read { db in
                try ["known_message", "read_up_to", "call_id"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1 }
            }
        }
        let day: Int64 = 86_400
        let start: Int64 = 1_800_000_000
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        _ = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: start), account: "a", now: .unix(start))
        _ = try store.apply(
            try NotificationStateTests.push(#"{"loc_key":"MESSAGE_DELETED","custom":{"from_id":"5","messages":"1"}}"#),
            account: "a", now: .unix(start))
        _ = try store.apply(
            try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"6","max_id":"10"}}"#),
            account: "a", now: .unix(start))
        let call = try NotificationStateTests.push(#"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["U7"],"custom":{"from_id":"7","call_id":"555"}}"#)
        _ = try store.apply(call, account: "a", now: .unix(start))
        #expect(try rows() == [1, 1, 1])
        // 28 days on, every repeat is still refused.
        let late = start + NotificationState.repeatWindowSeconds
        #expect(try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: start), account: "a", now: .unix(late)).skipped == .knownMessage)
        #expect(try store.apply(try NotificationStateTests.text(from: 6, id: 3, date: start), account: "a", now: .unix(late)).skipped == .alreadyRead)
        #expect(try store.apply(call, account: "a", now: .unix(late)).skipped == .repeatedCall)
        // A day later, a read of another chat drops them (and writes its own horizon).
        _ = try store.apply(
            try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"8","max_id":"1"}}"#),
            account: "a", now: .unix(late + day))
        #expect(try rows() == [0, 1, 0])
        // The call counter goes on: the next call is not given a dropped call's id.
        let another = try NotificationStateTests.push(#"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["U7"],"custom":{"from_id":"7","call_id":"556"}}"#)
        let outcome = try store.apply(another, account: "a", now: .unix(late + day))
        guard case let .group(_, _, _, _, _, _, added, _, _)? = outcome.updates.first,
            case let .newCall(callID)? = added.first?.kind
        else {
            Issue.record("no call shown: \(outcome)")
            return
        }
        #expect(callID == 2)
    }

    /// An app and its extension opening an older state at the same moment both migrate it: GRDB
    /// reads what a file has before it takes the lock, so one of them may run a migration the
    /// other has just run. Neither open may fail (before the store ran its migrations again on
    /// such a failure, 14 to 18 of 400 opens did).
    @Test func twoStoresOpeningAnOlderStateAtOnceBothMigrateIt() throws {
        let failures = Mutex<[String]>([])
        for _ in 0..<100 {
            let path = Self.temporaryPath()
            defer { Self.removeState(at: path) }
            let pool = try DatabasePool(path: path)
            try pool.write { db in try db.execute(sql: Self.firstSchema) }
            try pool.close()
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                do {
                    _ = try NotificationStore(path: path)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    /// A group identity twice in a file (a file changed from outside: the state never writes
    /// that) is read, not a crash; the lower id takes the identity's next notifications.
    @Test func aFileWithAGroupIdentityTwiceIsRead() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
            _ = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 101), account: "a", now: .unix(0))
            _ = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 102), account: "a", now: .unix(0))
        }
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "UPDATE notification_group SET chat_id = 5 WHERE id = 2") }
        try queue.close()
        let store = try NotificationStore(path: path)
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.map(\.id) == [2, 1])
        let next = try store.apply(try NotificationStateTests.text(from: 5, id: 2, date: 103), account: "a", now: .unix(0))
        #expect(next.updates.count == 1)
        guard case let .group(id, _, _, _, _, _, added, _, _)? = next.updates.first else {
            Issue.record("the push made no updateNotificationGroup: \(next.updates)")
            return
        }
        #expect(id == 1 && added.map(\.id) == [3])
    }

    /// An empty state of the first schema: its tables as PushSpec 2026-11-24 made them, the
    /// state's application id, and GRDB's record of the migration.
    static let firstSchema = """
        PRAGMA application_id = 1347636819;
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1');
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
        """

    /// A push that only adds writes no counters: they are read back from the ids in the file, and
    /// the ids of what was removed are never given again, nor a freed group id before it is free.
    @Test func idsGoOnAfterReopeningWhateverWasRemoved() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        func groupIDs(_ outcome: NotificationState.Outcome) -> [Int32] {
            outcome.updates.compactMap { update in if case let .group(id, _, _, _, _, _, _, _, _) = update { id } else { nil } }
        }
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
            for id in 1...3 {
                _ = try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(100 + id)), account: "a", now: .unix(0))
            }
            _ = try store.removeNotification(groupID: 1, notificationID: 3)  // the newest
        }
        do {
            let store = try NotificationStore(path: path)
            let next = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 200), account: "a", now: .unix(0))
            #expect(Self.addedIDs(next) == [4])
            #expect(groupIDs(next) == [2])
        }
        do {
            let store = try NotificationStore(path: path)
            let another = try store.apply(try NotificationStateTests.text(from: 7, id: 1, date: 300), account: "a", now: .unix(0))
            #expect(Self.addedIDs(another) == [5])  // 4 was never removed: read back from the file
            #expect(groupIDs(another) == [3])
            _ = try store.removeNotificationGroup(groupID: 2, maxNotificationID: 4)  // group 2 emptied, its id freed
        }
        let store = try NotificationStore(path: path)
        let reused = try store.apply(try NotificationStateTests.text(from: 8, id: 1, date: 400), account: "a", now: .unix(0))
        #expect(Self.addedIDs(reused) == [6])
        #expect(groupIDs(reused) == [2])
    }

    /// A push that adds a notification writes its notification's row and its group's, and their
    /// index entries: five pages when its group is new (the identity index too), at most five
    /// when it is not (the rank index takes the group out of its old place and puts it first),
    /// whatever the state holds: counted in the WAL, which grows by a 24-byte header and a page
    /// per frame (no checkpoint runs before 1000 frames), on a state of 2 000 chats. The tables'
    /// growth adds a few: a full leaf splits, writing a new leaf and its parent.
    @Test func aPushWritesAFewPagesWhateverTheStateHolds() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        for user in 1...2000 {
            _ = try store.apply(try NotificationStateTests.text(from: Int64(user), id: 1, date: Int64(user)), account: "a", now: .unix(0))
        }
        func walFrames() throws -> Int {
            let size = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0
            return (size - 32) / (24 + 4096)
        }
        let other = try DatabaseQueue(path: path)
        try other.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try other.close()
        let start = try walFrames()
        // 40 pushes in new groups (one chat each), then 40 in groups that exist, spread over the state.
        for user in 3001...3040 {
            _ = try store.apply(try NotificationStateTests.text(from: Int64(user), id: 1, date: Int64(user)), account: "a", now: .unix(0))
        }
        let afterNewGroups = try walFrames()
        for user in stride(from: 7, through: 2000, by: 50) {
            _ = try store.apply(try NotificationStateTests.text(from: Int64(user), id: 2, date: Int64(5000 + user)), account: "a", now: .unix(0))
        }
        let afterExistingGroups = try walFrames()
        #expect((200...240).contains(afterNewGroups - start))
        #expect((160...240).contains(afterExistingGroups - afterNewGroups))
    }

    /// Emptying a group writes what it changed, not the list of every free group id: after
    /// 2 500 groups emptied, one more read writes a few pages (it rewrote the whole list, so that
    /// reading every chat of a large state one after another took time quadratic in the chats):
    /// the notification's row and its group entry, the group's row and its two index entries,
    /// the freed id, the read horizon and its age entry, and the counters.
    @Test func emptyingAGroupWritesAFewPagesWhateverWasEmptiedBefore() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        func read(_ user: Int) throws -> TelegramPush {
            try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"\#(user)","max_id":"1"}}"#)
        }
        for user in 1...3000 {
            _ = try store.apply(try NotificationStateTests.text(from: Int64(user), id: 1, date: Int64(user)), account: "a", now: .unix(0))
        }
        for user in 1...2500 { _ = try store.apply(try read(user), account: "a", now: .unix(0)) }
        let other = try DatabaseQueue(path: path)
        try other.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try other.close()
        _ = try store.apply(try read(2501), account: "a", now: .unix(0))
        let size = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0
        #expect((size - 32) / (24 + 4096) <= 10)
        // The freed ids are taken again, smallest first, here and after reopening.
        let next = try store.apply(try NotificationStateTests.text(from: 9001, id: 1, date: 9001), account: "a", now: .unix(0))
        #expect(next.updates.contains { if case .group(1, _, _, _, _, _, _, _, _) = $0 { true } else { false } })
        let reopened = try NotificationStore(path: path)
        let again = try reopened.apply(try NotificationStateTests.text(from: 9002, id: 1, date: 9002), account: "a", now: .unix(0))
        #expect(again.updates.contains { if case .group(2, _, _, _, _, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func anInMemoryStoreAppliesAsTheFileStoreDoes() throws {
        let store = try NotificationStore.inMemory()
        _ = try store.setOptions(NotificationOptions(groupCountMax: 2, groupSizeMax: 2))
        var ids: [Int32] = []
        for id in 1...3 {
            ids += Self.addedIDs(try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(id)), account: "a", now: .unix(0)))
        }
        #expect(ids == [1, 2, 3])
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.first?.notifications.map(\.id) == [2, 3])
    }

    /// Two stores on one file, each applying pushes of two accounts: every id once, and each
    /// account's group holds its own notifications.
    @Test func twoStoresOnOneFileShareTheState() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let app = try NotificationStore(path: path)
        let fileExtension = try NotificationStore(path: path)
        _ = try app.setOptions(NotificationOptions(groupCountMax: 1, groupSizeMax: 25))
        var ids: [Int32] = []
        for id in 1...20 {
            let store = id % 2 == 0 ? app : fileExtension
            let account = id % 3 == 0 ? "b" : "a"
            ids += Self.addedIDs(try store.apply(try NotificationStateTests.text(from: 5, id: Int64(id), date: Int64(id)), account: account, now: .unix(0)))
        }
        #expect(ids == Array(1...20))
        guard case let .active(groups) = try app.activeNotifications() else {
            Issue.record("activeNotifications is not updateActiveNotifications")
            return
        }
        #expect(groups.map(\.account) == ["a", "b"])
        #expect(groups.first?.notifications.map(\.id) == (Int32(1)...20).filter { $0 % 3 != 0 })
        #expect(groups.last?.notifications.map(\.id) == [3, 6, 9, 12, 15, 18])
        guard case let .active(groupsOfB) = try fileExtension.activeNotifications(account: "b") else {
            Issue.record("activeNotifications is not updateActiveNotifications")
            return
        }
        #expect(groupsOfB == [groups[1]])
    }

    /// The figure of the issue: with `notification_group_count_max` 1, account 111's push for chat
    /// 5, then account 222's push for chat 6: each account keeps its one notification in view (the
    /// second used to take the first out, `removed_notification_ids:[1]`).
    @Test func twoAccountsWithALimitOfOneKeepOneNotificationEachInView() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 1, groupSizeMax: 10))
        let first = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 100), account: "111", now: .unix(0))
        let second = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 101), account: "222", now: .unix(0))
        func notification(_ id: Int, chat: Int, date: Int) -> String {
            #"{"@type":"notification","id":\#(id),"date":\#(date),"is_silent":false,"type":{"@type":"notificationTypeNewPushMessage","message_id":1048576,"sender_id":{"@type":"messageSenderUser","user_id":\#(chat)},"sender_name":"U\#(chat)","is_outgoing":false,"content":{"@type":"pushMessageContentText","text":"hi 1","is_pinned":false}}}"#
        }
        #expect(
            first.updates.map(\.tdlib.json) == [
                #"{"@type":"updateNotificationGroup","notification_group_id":1,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":5,"notification_settings_chat_id":5,"notification_sound_id":"-1","total_count":1,"added_notifications":["#
                    + notification(1, chat: 5, date: 100) + #"],"removed_notification_ids":[],"account":"111"}"#
            ])
        #expect(
            second.updates.map(\.tdlib.json) == [
                #"{"@type":"updateNotificationGroup","notification_group_id":2,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":6,"notification_settings_chat_id":6,"notification_sound_id":"-1","total_count":1,"added_notifications":["#
                    + notification(2, chat: 6, date: 101) + #"],"removed_notification_ids":[],"account":"222"}"#
            ])
        let group111 =
            #"{"@type":"notificationGroup","id":1,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":5,"total_count":1,"notifications":["#
            + notification(1, chat: 5, date: 100) + #"],"account":"111"}"#
        let group222 =
            #"{"@type":"notificationGroup","id":2,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":6,"total_count":1,"notifications":["#
            + notification(2, chat: 6, date: 101) + #"],"account":"222"}"#
        let reopened = try NotificationStore(path: path)
        for store in [store, reopened] {
            #expect(try store.activeNotifications().tdlib.json == #"{"@type":"updateActiveNotifications","groups":["# + group111 + "," + group222 + "]}")
            #expect(try store.activeNotifications(account: "111").tdlib.json == #"{"@type":"updateActiveNotifications","groups":["# + group111 + "]}")
            #expect(try store.activeNotifications(account: "222").tdlib.json == #"{"@type":"updateActiveNotifications","groups":["# + group222 + "]}")
            #expect(try store.activeNotifications(account: "333").tdlib.json == #"{"@type":"updateActiveNotifications","groups":[]}"#)
        }
        // Within an account the limit holds: 111's next chat takes its chat 5 out of view, and
        // nothing of 222's.
        let third = try reopened.apply(try NotificationStateTests.text(from: 7, id: 1, date: 90), account: "111", now: .unix(0))
        #expect(third.updates.isEmpty && third.skipped == .hiddenByLimits)
        let fourth = try store.apply(try NotificationStateTests.text(from: 8, id: 1, date: 200), account: "111", now: .unix(0))
        #expect(NotificationStateTests.summary(fourth) == ["group 1 +[] -[1] total 1", "group 4 +[4] -[] total 1"])
    }

    /// Pushes of six accounts in turn, more than a store keeps the shown groups of from one input
    /// to the next: each account's limit holds apart, whichever accounts it let go of.
    @Test func manyAccountsInTurnEachKeepTheirOwnLimit() throws {
        let store = try NotificationStore.inMemory()
        _ = try store.setOptions(NotificationOptions(groupCountMax: 1, groupSizeMax: 10))
        var summaries: [String] = []
        for chat in [5, 6] as [Int64] {
            for account in 1...6 {
                let push = try NotificationStateTests.text(from: chat, id: 1, date: 100 + chat)
                summaries += NotificationStateTests.summary(try store.apply(push, account: "\(account)", now: .unix(0)))
            }
        }
        #expect(
            summaries == [
                "group 1 +[1] -[] total 1", "group 2 +[2] -[] total 1", "group 3 +[3] -[] total 1",
                "group 4 +[4] -[] total 1", "group 5 +[5] -[] total 1", "group 6 +[6] -[] total 1",
                "group 1 +[] -[1] total 1", "group 7 +[7] -[] total 1", "group 2 +[] -[2] total 1", "group 8 +[8] -[] total 1",
                "group 3 +[] -[3] total 1", "group 9 +[9] -[] total 1", "group 4 +[] -[4] total 1", "group 10 +[10] -[] total 1",
                "group 5 +[] -[5] total 1", "group 11 +[11] -[] total 1", "group 6 +[] -[6] total 1", "group 12 +[12] -[] total 1",
            ])
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications is not updateActiveNotifications")
            return
        }
        #expect(groups.map(\.account) == ["1", "2", "3", "4", "5", "6"])
        #expect(groups.map { $0.notifications.map(\.id) } == [[7], [8], [9], [10], [11], [12]])
    }

    /// A fourth-schema state (one rank for every account's groups) migrates to the fifth, whose
    /// rank index leads with the account, keeping everything; an account's ranked groups are then
    /// read through that index, one range of it, with no sort.
    @Test func aFourthSchemaStateMigratesToTheRankIndexOfAccounts() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 1, groupSizeMax: 10))
            _ = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 100), account: "111", now: .unix(0))
            _ = try store.apply(try NotificationStateTests.text(from: 6, id: 1, date: 101), account: "222", now: .unix(0))
            try store.close()
            // Back to the fourth schema: its rank index, and no fifth migration recorded.
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(
                    sql: """
                        DROP INDEX notification_group_by_rank;
                        CREATE INDEX notification_group_by_rank ON notification_group (newest_date DESC, chat_id DESC, id DESC);
                        DELETE FROM grdb_migrations WHERE identifier = 'v5';
                        """)
            }
            try queue.close()
        }
        let store = try NotificationStore(path: path)
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications is not updateActiveNotifications")
            return
        }
        #expect(groups.map(\.id) == [1, 2] && groups.map(\.account) == ["111", "222"])
        try store.close()
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try queue.read { db in
            #expect(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") == ["v1", "v2", "v3", "v4", "v5"])
            #expect(
                try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info('notification_group_by_rank') ORDER BY seqno")
                    == ["account", "newest_date", "chat_id", "id"])
            let plan = try Row.fetchAll(
                db,
                sql: """
                    EXPLAIN QUERY PLAN SELECT id FROM notification_group
                    WHERE account = '111' AND type IN ('notificationGroupTypeMessages', 'notificationGroupTypeMentions')
                    ORDER BY newest_date DESC, chat_id DESC, id DESC LIMIT 1
                    """
            ).map { $0["detail"] as String }.joined(separator: "; ")
            #expect(plan.contains("USING INDEX notification_group_by_rank (account=?)") && !plan.contains("TEMP B-TREE"), "\(plan)")
        }
    }

    /// Dates are 64-bit: a push of 2040, and `now` of 2040 for a push without a date, are kept as
    /// they are and survive reopening (a 32-bit date ended in January 2038).
    @Test func datesPast2038AreKept() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let later: Int64 = 2_208_988_800  // 2040-01-01
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
            let dated = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: later), account: "a", now: .unix(0))
            #expect(dated.updates.first?.tdlib.json.contains(#""date":2208988800"#) == true)
            let undated = try NotificationStateTests.push(
                #"{"loc_key":"MESSAGE_TEXT","loc_args":["U6","hi"],"custom":{"from_id":"6","msg_id":"1"}}"#)
            _ = try store.apply(undated, account: "a", now: .unix(later + 60))
        }
        let reopened = try NotificationStore(path: path)
        guard case let .active(groups) = try reopened.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.map { $0.notifications.map(\.date) } == [[later + 60], [later]])
    }

    /// Nothing is held between inputs: right after an input returns, another connection (another
    /// process) takes the exclusive lock at once, without waiting. After `close()` no connection
    /// of the store is left (only a connection alone on a file can take it out of WAL mode), and
    /// the WAL files stay (persistent WAL), so that a read-only connection can read.
    @Test func nothingIsLockedBetweenInputsNorAfterClose() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        func takeTheExclusiveLock() throws {
            // No busy timeout: the lock is there at once or this throws SQLITE_BUSY.
            let other = try DatabaseQueue(path: path)
            try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE; COMMIT") }
            try other.close()
        }
        _ = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 101), account: "a", now: .unix(0))
        try takeTheExclusiveLock()
        _ = try store.activeNotifications()
        try takeTheExclusiveLock()
        _ = try store.removeNotificationGroup(groupID: 1, maxNotificationID: 1)
        try takeTheExclusiveLock()
        try store.close()
        try store.close()
        #expect(throws: NotificationStateError.self) { try store.activeNotifications() }
        #expect(FileManager.default.fileExists(atPath: path + "-wal") && FileManager.default.fileExists(atPath: path + "-shm"))
        var readOnly = Configuration()
        readOnly.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: readOnly)
        #expect(try reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM notification") } == 0)
        try reader.close()
        let alone = try DatabaseQueue(path: path)
        #expect(try alone.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") } == "delete")
        try alone.close()
    }

    /// A suspended store takes no lock: an input fails (SQLite's interrupt) and changes nothing;
    /// resumed, it goes on.
    @Test func aSuspendedStoreTakesNoLock() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        let push = try NotificationStateTests.text(from: 5, id: 1, date: 101)
        store.suspend()
        do {
            _ = try store.apply(push, account: "a", now: .unix(0))
            Issue.record("a suspended store applied")
        } catch {
            #expect(error == NotificationStateError.unusable(NotificationStateFailure(.busy, "the store is suspended", resultCode: 9)))
        }
        store.resume()
        let outcome = try store.apply(push, account: "a", now: .unix(0))
        #expect(Self.addedIDs(outcome) == [1])
        try store.close()
    }

    /// The extension applies a read that empties a group; the app, not knowing it yet, removes
    /// that group for its user: ok, no updates (TDLib's answer), nothing else changed.
    @Test func aRemovalOfAGroupAnotherStoreEmptiedSucceeds() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let app = try NotificationStore(path: path)
        let fileExtension = try NotificationStore(path: path)
        _ = try app.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        _ = try app.apply(try NotificationStateTests.text(from: 5, id: 1, date: 100), account: "a", now: .unix(0))
        _ = try app.apply(try NotificationStateTests.text(from: 6, id: 1, date: 101), account: "a", now: .unix(0))
        _ = try fileExtension.apply(
            try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"1"}}"#), account: "a", now: .unix(0))
        #expect(try app.removeNotificationGroup(groupID: 1, maxNotificationID: 1).updates.isEmpty)
        #expect(try app.removeNotification(groupID: 1, notificationID: 1).updates.isEmpty)
        guard case let .active(groups) = try fileExtension.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.map(\.id) == [2])
    }

    /// The options are read alone: a state whose notifications cannot be read still gives them
    /// (reading the whole state would fail), in a store that has not read the state yet.
    @Test func theOptionsAreReadAlone() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        do {
            let store = try NotificationStore(path: path)
            _ = try store.setOptions(NotificationOptions(groupCountMax: 4, groupSizeMax: 6))
            try store.close()
        }
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "DROP TABLE notification") }
        try other.close()
        let store = try NotificationStore(path: path)
        #expect(try store.options() == NotificationOptions(groupCountMax: 4, groupSizeMax: 6))
        #expect(throws: NotificationStateError.self) { try store.activeNotifications() }
    }

    /// Reading what is shown, or the options, never waits for another process's write: the app
    /// reads while its extension holds the write lock.
    @Test func readingDoesNotWaitForAnotherProcesssWrite() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let store = try NotificationStore(path: path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        _ = try store.apply(try NotificationStateTests.text(from: 5, id: 1, date: 101), account: "a", now: .unix(0))
        // Another connection begins a write and keeps it open (no busy timeout: it must get the lock).
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE; DELETE FROM notification") }
        let start = Date()
        guard case let .active(groups) = try store.activeNotifications() else {
            Issue.record("activeNotifications() is not updateActiveNotifications")
            return
        }
        #expect(groups.map { $0.notifications.map(\.id) } == [[1]])
        #expect(try store.options() == NotificationOptions(groupCountMax: 3, groupSizeMax: 3))
        #expect(Date().timeIntervalSince(start) < 5)  // the store's busy timeout is 10 s
        try other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    }

    @Test func anotherDatabaseIsRefusedAndLeftAsItIs() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        // Another application's SQLite database: a table of its own.
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        other.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table t(x)'); c.commit()", path]
        try other.run()
        other.waitUntilExit()
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: NotificationStateError.unusable(NotificationStateFailure(.corrupt, "another SQLite database, not a PushSpec notification state"))) {
            try NotificationStore(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func garbageIsRefusedAndLeftAsItIs() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: NotificationStateError.self) { try NotificationStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aNewerSchemaIsRefused() throws {
        let path = Self.temporaryPath()
        defer { Self.removeState(at: path) }
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
        #expect(throws: NotificationStateError.unusable(NotificationStateFailure(.newerSchema, "its schema is newer than this PushSpec's"))) {
            try NotificationStore(path: path)
        }
    }
}
