import Foundation
import GRDB
import PushExtensionCore
import PushSpecNotifications
import Testing

/// The extension's logic on the bundled example payloads, as APNs hands them to an extension
/// (`userInfo`), with the app group in a temporary directory. Expected texts are the spec's
/// templates written out (seed 000 for English, `Spec/telegram/locales/ru.yaml` for Russian).
@Suite struct PushExtensionHandlerTests {
    static let payloads = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("payloads")

    /// An app group holding the examples' keyring, as the app would have written it.
    static func appGroup() throws -> AppGroupFiles {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("extension-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let files = AppGroupFiles(container: container)
        try FileManager.default.copyItem(at: payloads.appendingPathComponent("keyring.json"), to: files.keyring)
        // The app turned TDLib's Notification API on (it is off in a new state).
        let store = try NotificationStore(path: files.state.path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 5, groupSizeMax: 10))
        try store.close()
        return files
    }

    /// Line `n` (from 1) of an example file, as the dictionary APNs delivers.
    static func userInfo(_ file: String, line: Int) throws -> [AnyHashable: Any] {
        let text = try String(contentsOf: payloads.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n")
        let object = try JSONSerialization.jsonObject(with: Data(lines[line - 1].utf8))
        return try #require(object as? [String: Any])
    }

    static let now = Date(timeIntervalSince1970: 1_764_000_000)

    @Test func anEncryptedMessageIsDecryptedAndRendered() throws {
        let handler = try PushExtensionHandler(files: Self.appGroup(), language: "en")
        let changes = try handler.changes(for: Self.userInfo("telegram-encrypted.ndjson", line: 1), now: Self.now)
        let shown = try #require(changes.present.first)
        #expect(changes.present.count == 1)
        #expect(shown.title == "Alice Example")
        #expect(shown.body == "See you at 7")
        #expect(shown.attachment == nil)
        #expect(shown.userInfo["message_id"] == "4711")
    }

    @Test func theUsersLanguageChoosesTheTemplate() throws {
        let handler = try PushExtensionHandler(files: Self.appGroup(), language: "ru-RU")
        let changes = try handler.changes(for: Self.userInfo("telegram-encrypted.ndjson", line: 2), now: Self.now)
        let shown = try #require(changes.present.first)
        #expect(shown.title == "Bob")
        #expect(shown.subtitle == "Weekend trip")
        #expect(shown.body == "Bob отправил(а) 5 фотографий в группу Weekend trip")
    }

    /// FCM and APNs both deliver a message: the state shared with the app says it was shown.
    @Test func aRepeatOfAShownMessageShowsNothingNew() throws {
        let files = try Self.appGroup()
        let handler = try PushExtensionHandler(files: files, language: "en")
        let push = try Self.userInfo("telegram-encrypted.ndjson", line: 1)
        #expect(try handler.changes(for: push, now: Self.now).present.count == 1)
        // Another process of the extension, later: the state file is the memory.
        let next = try PushExtensionHandler(files: files, language: "en")
        #expect(try next.changes(for: push, now: Self.now).isEmpty)
    }

    @Test func thePhotosStrippedThumbnailIsAJPEGToAttach() throws {
        let handler = try PushExtensionHandler(files: Self.appGroup(), language: "en")
        let changes = try handler.changes(for: Self.userInfo("telegram-attachments.ndjson", line: 1), now: Self.now)
        let shown = try #require(changes.present.first)
        #expect(shown.body == "Alice Example sent you a photo")
        let jpeg = try #require(shown.attachment)
        #expect(jpeg.prefix(2) == [0xFF, 0xD8] && jpeg.suffix(2) == [0xFF, 0xD9])
    }

    /// An app that keeps no notification state (the API off, as in a new file) still gets the text.
    @Test func withTheNotificationAPIOffThePushStillShows() throws {
        let files = try Self.appGroup()
        let store = try NotificationStore(path: files.state.path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 0, groupSizeMax: 10))
        try store.close()
        let handler = try PushExtensionHandler(files: files, language: "en")
        let changes = try handler.changes(for: Self.userInfo("telegram-encrypted.ndjson", line: 1), now: Self.now)
        #expect(changes.present.first?.body == "See you at 7")
    }

    @Test func aDeletionShowsNothing() throws {
        let handler = try PushExtensionHandler(files: Self.appGroup(), language: "en")
        let changes = try handler.changes(for: Self.userInfo("telegram-encrypted.ndjson", line: 5), now: Self.now)
        #expect(changes.present.isEmpty)
    }

    /// A read on another device takes the shown message away, by the identifier it was shown under.
    @Test func aReadTakesTheShownMessageAway() throws {
        let handler = try PushExtensionHandler(files: Self.appGroup(), language: "en")
        // The README's transcript: a private message, then a read of that chat up to it.
        let message: [AnyHashable: Any] = [
            "loc_key": "MESSAGE_TEXT", "loc_args": ["Alice", "Lunch?"], "custom": ["from_id": "42", "msg_id": "7"],
        ]
        let read: [AnyHashable: Any] = ["loc_key": "READ_HISTORY", "custom": ["from_id": "42", "max_id": "7"]]
        let shown = try #require(try handler.changes(for: message, now: Self.now).present.first)
        let removal = try handler.changes(for: read, now: Self.now)
        #expect(removal.present.isEmpty)
        #expect(removal.remove.identifiers == [shown.identifier])
    }

    @Test func aMissingKeyringIsAnError() throws {
        var files = try Self.appGroup()
        files.keyring = files.keyring.deletingLastPathComponent().appendingPathComponent("absent.json")
        #expect(throws: (any Error).self) { try PushExtensionHandler(files: files, language: "en") }
    }

    // MARK: A state that cannot be used still shows the push

    /// The encrypted message from Alice, presented: through the state (its identifier names the
    /// state's notification, `…/n1`) or on its own (receiver/chat/message).
    static func presentsAlice(_ handler: PushExtensionHandler, throughTheState: Bool) throws {
        let changes = try handler.changes(for: userInfo("telegram-encrypted.ndjson", line: 1), now: now)
        let shown = try #require(changes.present.first)
        #expect(changes.present.count == 1)
        #expect(shown.title == "Alice Example" && shown.body == "See you at 7")
        #expect(shown.identifier.hasSuffix("/n1") == throughTheState, "\(shown.identifier)")
    }

    /// A state checkpointed into its main file, so that damaging the file damages the state.
    static func checkpointed(_ files: AppGroupFiles) throws {
        let queue = try DatabaseQueue(path: files.state.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
    }

    /// A damaged state: the push is shown, the app is told, and at its next launch the app
    /// recovers the state, after which pushes go through it again.
    @Test func aCorruptStateShowsThePushAndTheAppRecoversIt() throws {
        let files = try Self.appGroup()
        try Self.checkpointed(files)
        var file = try Data(contentsOf: files.state)
        file.replaceSubrange(4096..<file.count, with: Data(repeating: 0xA5, count: file.count - 4096))
        try file.write(to: files.state)
        try Self.presentsAlice(PushExtensionHandler(files: files, language: "en"), throughTheState: false)
        #expect(try Data(contentsOf: files.state) == file)
        #expect(FileManager.default.fileExists(atPath: files.corruptStateReport.path))

        guard case .movedAside? = try StateRecoveryAtLaunch.run(files: files, options: NotificationOptions(groupCountMax: 5, groupSizeMax: 10))
        else {
            Issue.record("the corrupt state was not moved aside")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: files.corruptStateReport.path))
        try Self.presentsAlice(PushExtensionHandler(files: files, language: "en"), throughTheState: true)
        #expect(try StateRecoveryAtLaunch.run(files: files, options: NotificationOptions()) == nil)
    }

    /// An older extension meets a state a newer app migrated: shown, the state left alone.
    @Test func aStateOfANewerSchemaShowsThePush() throws {
        let files = try Self.appGroup()
        let queue = try DatabaseQueue(path: files.state.path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
        try queue.close()
        try Self.presentsAlice(PushExtensionHandler(files: files, language: "en"), throughTheState: false)
        #expect(!FileManager.default.fileExists(atPath: files.corruptStateReport.path))
    }

    /// The app holds a write transaction for longer than the store waits (5 s).
    @Test func aStateTheAppKeepsLockedShowsThePush() throws {
        let files = try Self.appGroup()
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let app = try DatabaseQueue(path: files.state.path, configuration: configuration)
        try app.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        try Self.presentsAlice(PushExtensionHandler(files: files, language: "en"), throughTheState: false)
        try app.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try app.close()
    }

    /// The disk is full where the push is written: the WAL is `/dev/full` (a device node made
    /// with mknod, which SQLite opens as it opens a file; writing it fails with ENOSPC).
    @Test func aFullDiskShowsThePush() throws {
        let files = try Self.appGroup()
        try Self.checkpointed(files)
        let wal = files.state.path + "-wal"
        try? FileManager.default.removeItem(atPath: wal)  // GRDB removed it when it closed
        let mknod = Process()
        mknod.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        mknod.arguments = ["mknod", wal, "c", "1", "7"]
        try mknod.run()
        mknod.waitUntilExit()
        try #require(mknod.terminationStatus == 0, "mknod needs to run as root")
        let file = try Data(contentsOf: files.state)
        try Self.presentsAlice(PushExtensionHandler(files: files, language: "en"), throughTheState: false)
        #expect(try Data(contentsOf: files.state) == file)
    }

    /// The state cannot be opened at all (here a directory stands where it should be; on a
    /// locked device, a file protected with `complete`).
    @Test func aStateThatCannotBeOpenedShowsThePush() throws {
        let files = try Self.appGroup()
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: files.state.path + suffix) }
        try FileManager.default.createDirectory(at: files.state, withIntermediateDirectories: false)
        try Self.presentsAlice(PushExtensionHandler(files: files, language: "en"), throughTheState: false)
    }

    /// Through a usable state, the same push is the state's notification 1.
    @Test func aUsableStateShowsThePushAsItsNotification() throws {
        try Self.presentsAlice(PushExtensionHandler(files: Self.appGroup(), language: "en"), throughTheState: true)
    }
}
