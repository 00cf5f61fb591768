import Foundation
import Testing

/// `keygen` never prints a key and forgets it silently, and says what becomes of an account's
/// earlier key when it adds another.
@Suite struct KeygenWarningTests {
    static let storedNowhere =
        "pushspec: no --keyring: the key is printed on standard output and stored nowhere; keep it now (it cannot be"
        + " made again), or run again with --keyring FILE\n"

    static func alreadyHad(_ path: String) -> String {
        "pushspec: \(path) already had a key for this account; all are kept, and each push is decrypted with the key"
            + " its id names: the earlier key serves until the server has the new one, then remove it from the file\n"
    }

    @Test func aKeyWithoutAKeyringIsSaidToBeStoredNowhere() throws {
        for provider in ["telegram", "zulip"] {
            let result = try PushSpecProcess.run(["keygen", provider])
            #expect(result.status == 0)
            #expect(!result.output.isEmpty)
            #expect(result.errors == Self.storedNowhere)
        }
    }

    @Test func aSecondKeyForAnAccountSaysWhatBecomesOfTheFirst() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "keygen-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try PushSpecProcess.run(["keygen", "telegram", "--keyring", path, "--account", "alice"])
        #expect(first.status == 0 && first.errors.isEmpty)
        let other = try PushSpecProcess.run(["keygen", "telegram", "--keyring", path, "--account", "bob"])
        #expect(other.status == 0 && other.errors.isEmpty)
        let second = try PushSpecProcess.run(["keygen", "telegram", "--keyring", path, "--account", "alice"])
        #expect(second.status == 0)
        #expect(second.errors == Self.alreadyHad(path))
        let zulip = ["keygen", "zulip", "--keyring", path, "--realm-url", "https://chat.example.com", "--user-id", "10"]
        #expect(try PushSpecProcess.run(zulip).errors.isEmpty)
        #expect(try PushSpecProcess.run(zulip).errors == Self.alreadyHad(path))
        // Both of alice's keys are in the file.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: #""account":"alice""#).count == 3)
    }
}
