import Foundation
import Testing

/// Runs the built `consumer-demo` on `Payloads/` and compares its output with `Expected/`, fixed
/// files each line of which was checked against the spec (PushSpec's, the app's
/// `app-additions.yaml` and `locales/de.yaml`) and TDLib's identifiers (a message id is the
/// server's << 20): the app's added key plain and MTProto-encrypted (`make-encrypted.py`), its
/// override of MESSAGE_TEXT plain and encrypted (by shared/vectors' independent implementation),
/// a type of PushSpec's own spec, and services: the app's added `CHECKLIST_DONE` plain, encrypted
/// and without its field, and PushSpec's `READ_HISTORY`, which keeps its action and removes the
/// plain checklist's notification from the state. `present.txt` follows `NotificationPresentation`'s
/// table: identifiers and threads by receiver (the key id of an encrypted push), TDLib's chat id
/// and message id; a group's sender as the title and the chat as the subtitle; the override's
/// `body:`; `READ_HISTORY` taking back the chat's messages and mentions up to its `max_id`; the
/// app's service shows nothing (the app acts on it).
@Suite struct ConsumerDemoTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let payloads = [
        "checklist", "checklist-encrypted", "override", "override-encrypted", "photos", "services", "service-encrypted",
    ].map {
        "Payloads/\($0).ndjson"
    }

    @Test func rendersWithTheAppsCatalog() throws {
        let output = try Self.run(["--keyring", "Payloads/keyring.json"] + Self.payloads)
        #expect(output.status == 0)
        #expect(output.standardOutput == (try Self.expected("render.txt")))
    }

    @Test func rendersInTheAppsOwnGermanLayeredOverPushSpecs() throws {
        let output = try Self.run(["--keyring", "Payloads/keyring.json", "--locale", "de"] + Self.payloads)
        #expect(output.status == 0)
        #expect(output.standardOutput == (try Self.expected("render-de.txt")))
    }

    @Test func appliesToANotificationStateWithTheAppsGroupKinds() throws {
        let state = FileManager.default.temporaryDirectory.appending(path: "consumer-demo-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try Self.run(["--keyring", "Payloads/keyring.json", "--state", state.path] + Self.payloads)
        #expect(output.status == 0)
        #expect(output.standardOutput == (try Self.expected("state.txt")))
    }

    @Test func presentsTheAppsTypeAndServiceAsPushSpecsAreWithoutACatalogNamed() throws {
        let output = try Self.run(["--keyring", "Payloads/keyring.json", "--present"] + Self.payloads)
        #expect(output.status == 0)
        #expect(output.standardOutput == (try Self.expected("present.txt")))
    }

    @Test func anEncryptedPushWithoutItsKeyIsOneErrorLineAndTheRestGoOn() throws {
        let output = try Self.run(["Payloads/checklist-encrypted.ndjson", "Payloads/checklist.ndjson"])
        #expect(output.status == 1)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("error: Payloads/checklist-encrypted.ndjson:1: ") == true)
        #expect(lines.last?.hasPrefix("MESSAGE_CHECKLIST\t") == true)
    }

    static func expected(_ name: String) throws -> String {
        try String(contentsOf: package.appending(path: "Expected/\(name)"), encoding: .utf8)
    }

    /// Runs the program built beside this test bundle, in the package's directory.
    static func run(_ arguments: [String]) throws -> (status: Int32, standardOutput: String) {
        let process = Process()
        // The products directory is the bundle's on Linux and the .xctest bundle's parent on Apple platforms.
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(), package.appending(path: ".build/debug")]
            .map { $0.appending(path: "consumer-demo") }
        process.executableURL = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
        process.arguments = arguments
        process.currentDirectoryURL = package
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
