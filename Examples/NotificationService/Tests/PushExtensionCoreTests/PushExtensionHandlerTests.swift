import Foundation
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
}
