import Foundation
import PushSpec
import Testing

/// The API papercuts and seed examples of issue 34, as a Swift package meets them.
@Suite struct NewUserAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // MARK: Seed 004's examples: the JSON a Zulip server encrypts, given as it is

    @Test(arguments: [
        #"{"channel_id":10,"channel_name":"Denmark","content":"@test_user_group","message_id":45,"realm_name":"Zulip Dev","realm_url":"http://zulip.testserver","recipient_type":"channel","sender_avatar_url":"https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1","sender_full_name":"aaron","sender_id":6,"time":1754385395,"topic":"test","type":"message","user_id":10}"#,
        #"{"content":"test content","message_id":46,"realm_name":"Zulip Dev","realm_url":"http://zulip.testserver","recipient_type":"direct","recipient_user_ids":[6,10,12,15],"sender_avatar_url":"https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1","sender_full_name":"aaron","sender_id":6,"time":1754385290,"type":"message","user_id":10}"#,
        #"{"message_ids":[31,32],"realm_name":"Zulip Dev","realm_url":"http://zulip.testserver","type":"remove","user_id":10}"#,
        #"{"realm_name":"Zulip Dev","realm_url":"http://zulip.testserver","time":1754577820,"type":"test","user_id":10}"#,
    ])
    func theJSONAZulipServerEncryptsIsZulip(json: String) throws {
        guard case let .zulip(push) = try PushDecoder().decode(Array(json.utf8)) else {
            Issue.record("not Zulip: \(json)")
            return
        }
        #expect(push.envelope == .decrypted)
        #expect(!push.isEncrypted)
        #expect(push.userID == 10)
        if case .unknown = push.payload { Issue.record("no schema: \(json)") }
    }

    @Test(arguments: [#"{}"#, #"{"a":1}"#, #"{"realm_url":"https://z.example","type":"other"}"#])
    func anObjectNeitherTelegramNorZulipIsAnError(json: String) {
        do {
            _ = try PushDecoder().decode(Array(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.code == "invalid_envelope")
            #expect(error.description.hasPrefix("not a push payload: neither a Telegram push"), "\(error)")
        }
    }

    @Test(arguments: [
        #"{"user_id":"5"}"#, #"{"data":{"custom":{"from_id":"5"}}}"#, #"{"loc_key":null}"#, #"{"badge":-1e400}"#,
        #"{"data":{}}"#, #"{"sound":"default"}"#,
    ])
    func aTelegramPushWithoutContentIsStillEmpty(json: String) throws {
        guard case let .telegram(push) = try PushDecoder().decode(Array(json.utf8)) else {
            Issue.record("not Telegram: \(json)")
            return
        }
        #expect(push.content == .empty)
    }

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
        // The code the Java runtime's PushKeyring gives every unusable keyring.
        #expect(PushKeyringError(path: nil, message: "unknown section 'signal'").code == "invalid_keyring")
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

    /// The newest version of CHANGELOG.md, as `## 0.25.0 (DATE…)` heads it.
    static func newestChangelogVersion() throws -> String? {
        let changelog = try String(contentsOf: root.appending(path: "CHANGELOG.md"), encoding: .utf8)
        return changelog.components(separatedBy: "\n## ").dropFirst().first?.components(separatedBy: " ").first
    }

    @Test func versionIsTheNewestChangelogEntry() throws {
        #expect(try Self.newestChangelogVersion() == PushSpec.version)
        #expect(PushSpec.version.split(separator: ".").count == 3 && PushSpec.version.split(separator: ".").allSatisfy { Int($0) != nil })
    }
}
