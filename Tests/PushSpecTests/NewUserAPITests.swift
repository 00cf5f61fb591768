import Foundation
import PushSpec
import Testing

/// The API papercuts of issue 34, as a Swift package meets them.
@Suite struct NewUserAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // MARK: The CLI's keyring file from Swift

    @Test func theCLIsKeyringFileLoads() throws {
        let url = Self.root.appending(path: "Examples/payloads/keyring.json")
        let keyring = try PushKeyring(contentsOf: url)
        #expect(keyring.telegram.compactMap(\.account).sorted() == ["alice", "bob", "carol"])
        #expect(keyring.webPush.count == 1)
        #expect(keyring.zulip.map(\.id) == [2408, 3_000_000_000])
        let same = try PushKeyring(json: try Data(contentsOf: url))
        #expect(same.telegram.map(\.key.keyID) == keyring.telegram.map(\.key.keyID))
    }

    @Test func aBadKeyringSaysWhatTheCLISays() {
        #expect(throws: PushKeyringError(path: nil, message: "telegram[0]: 'secret' is not base64url")) {
            try PushKeyring(json: #"{"telegram":[{"secret":"!"}]}"#)
        }
        #expect(throws: PushKeyringError(path: nil, message: "unknown section 'signal'; expected telegram, webpush, zulip")) {
            try PushKeyring(json: #"{"signal":[]}"#)
        }
        let missing = "/nonexistent/keyring.json"
        do {
            _ = try PushKeyring(contentsOf: URL(fileURLWithPath: missing))
            Issue.record("read a missing file")
        } catch {
            #expect(error.description == "\(missing): No such file or directory")
            #expect(error.localizedDescription == error.description)
        }
    }

    // MARK: Errors give their message to Foundation

    @Test func everyPublicErrorIsALocalizedError() {
        let errors: [any Error & CustomStringConvertible] = [
            PushError.notAnObject, PushError.unknownKey(keyID: 5), ReceiverIDError.notAnObject,
            StrippedThumbnailError.tooShort(byteCount: 2),
            JSONParseError(reason: .unexpectedEnd, offset: 3), MTProtoPushError.tooShort(3),
            ZulipDecryptionError.tooShort(3), PushKeyringError(path: "k.json", message: "bad"),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description, "\(type(of: error))")
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }

    // MARK: The version

    @Test func versionIsTheNewestChangesEntry() throws {
        let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
        let changes = readme.components(separatedBy: "\n## Changes\n").dropFirst().first ?? ""
        let newest = changes.components(separatedBy: "**").dropFirst().first.map { String($0.prefix(10)) }
        #expect(newest == PushSpec.version)
    }
}
