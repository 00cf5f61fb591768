import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// `shared/vectors/zulip.json` (kept in the crypto tests' fixtures) through the whole decoder, the
/// seed document's payloads, the legacy forms, the title rules and the account check.
struct ZulipVectorFile: Sendable {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let wrapping: String
        let push: String
        let plaintext: String?
        var testDescription: String { "\(name) (\(wrapping))" }
    }

    let keys: [(id: UInt32, key: String)]
    let ok: [Vector]
    let mustFail: [Vector]

    static let shared: ZulipVectorFile = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../PushSpecCryptoTests/Fixtures/zulip.json").standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8), let root = try? JSONValue(parsing: text) else {
            return ZulipVectorFile(keys: [], ok: [], mustFail: [])
        }
        func vectors(_ section: String) -> [Vector] {
            root[section]?.elements.flatMap { item -> [Vector] in
                let name = item["name"]?.stringValue ?? "?"
                let wrappings = ["fcm", "apns", "push"].compactMap { key in item[key].map { (key, $0.rawJSON) } }
                return wrappings.map {
                    Vector(name: name, wrapping: $0.0, push: $0.1, plaintext: item["plaintext"]?.stringValue)
                }
            } ?? []
        }
        let keys = root["keys"]?.elements.compactMap { entry -> (UInt32, String)? in
            guard let id = entry["push_key_id"]?.int64Value.flatMap({ UInt32(exactly: $0) }),
                let key = entry["push_key"]?.stringValue
            else { return nil }
            return (id, key)
        } ?? []
        return ZulipVectorFile(keys: keys, ok: vectors("decrypt_ok"), mustFail: vectors("decrypt_must_fail"))
    }()

    func decoder(realmURL: String? = nil, userID: Int64? = nil) throws -> PushDecoder {
        let entries = try keys.map { key in
            PushKeyring.ZulipEntry(id: key.id, key: try ZulipPushKey(pushKeyBase64: key.key), realmURL: realmURL, userID: userID)
        }
        return PushDecoder(keyring: PushKeyring(zulip: entries))
    }
}

@Suite struct ZulipPushTests {
    let file = ZulipVectorFile.shared

    func zulip(_ json: String, decoder: PushDecoder = PushDecoder()) throws -> ZulipPush {
        guard case let .zulip(push) = try decoder.decode(Array(json.utf8)) else { throw PushError.notAnObject }
        return push
    }

    @Test func theVectorFileIsComplete() {
        #expect(file.keys.count == 2)
        #expect(file.ok.count == 10)
    }

    @Test(arguments: ZulipVectorFile.shared.ok)
    func everyGoodVectorDecryptsInBothWrappings(_ vector: ZulipVectorFile.Vector) throws {
        let push = try zulip(vector.push, decoder: file.decoder(realmURL: "https://chat.example.com/", userID: 10))
        #expect(push.isEncrypted)
        #expect(push.json.rawJSON == vector.plaintext)
        #expect(push.envelope == (vector.wrapping == "fcm" ? .encryptedFCM : .encryptedAPNs))
        if case .unknown = push.payload { Issue.record("no schema for \(vector.name)") }
    }

    @Test func titlesAsTheZulipAppShowsThem() throws {
        let decoder = try file.decoder()
        func fcm(_ prefix: String) throws -> ZulipPush {
            let vector = try #require(file.ok.first { $0.name.hasPrefix(prefix) && $0.wrapping == "fcm" })
            return try zulip(vector.push, decoder: decoder)
        }
        let channel = try fcm("ok_0_")
        #expect(channel.title == "#Denmark > test")
        #expect(channel.body?.hasPrefix("@test_user_group") == true)
        guard case let .channelMessage(message) = channel.payload else { throw PushError.notAnObject }
        #expect(message.mentionedUserGroupName == "test_user_group")
        #expect(try fcm("ok_1_").title == "aaron to you and 2 others")
        let oneToOne = try fcm("ok_2_")
        #expect(oneToOne.title == "aaron")
        #expect(oneToOne.body == "just us")
        let remove = try fcm("ok_3_")
        #expect(remove.title == nil)
        #expect(remove.messageIDsToRemove == [31, 32])
        // The server's own wording for a test (zulip/zulip zerver/lib/push_notifications.py,
        // send_test_push_notification_directly_to_devices), and marked as a test.
        let test = try fcm("ok_4_")
        #expect(test.isTest && !channel.isTest)
        #expect(test.title == "Test notification")
        #expect(test.body == "This is a test notification from Example (https://chat.example.com).")
    }

    @Test func aGroupOfThreeIsOneOther() throws {
        let legacy = try zulip(
            #"{"event":"message","zulip_message_id":"46","content":"lunch?","sender_full_name":"aaron","recipient_type":"private","pm_users":"6,10,12","server":"z"}"#
        )
        #expect(legacy.title == "aaron to you and 1 other")
        #expect(legacy.envelope == .legacyFCM)
    }

    @Test func theSeedDocumentsPayloads() throws {
        // shared/seeds/004: the four payload examples, as the E2EE plaintexts.
        let channel = try ZulipPayload(json: try JSONValue(parsing: """
            {"channel_id": 10, "channel_name": "Denmark", "content": "@test_user_group", "mentioned_user_group_id": 41,
             "mentioned_user_group_name": "test_user_group", "message_id": 45, "realm_name": "Zulip Dev",
             "realm_url": "http://zulip.testserver", "recipient_type": "channel",
             "sender_avatar_url": "https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",
             "sender_full_name": "aaron", "sender_id": 6, "time": 1754385395, "topic": "test", "type": "message", "user_id": 10}
            """))
        guard case let .channelMessage(message) = channel else { throw PushError.notAnObject }
        #expect(message.channelID == 10)
        #expect(message.mentionedUserGroupID == 41)
        #expect(message.time == 1_754_385_395)
        let direct = try ZulipPayload(json: try JSONValue(parsing: """
            {"content": "test content", "message_id": 46, "realm_name": "Zulip Dev", "realm_url": "http://zulip.testserver",
             "recipient_type": "direct", "recipient_user_ids": [6,10,12,15],
             "sender_avatar_url": "https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",
             "sender_full_name": "aaron", "sender_id": 6, "time": 1754385290, "type": "message", "user_id": 10}
            """))
        guard case let .directMessage(dm) = direct else { throw PushError.notAnObject }
        #expect(dm.recipientUserIDs == [6, 10, 12, 15])
        #expect(dm.mentionedUserGroupID == nil)
        let remove = try ZulipPayload(json: try JSONValue(parsing: """
            {"message_ids": [31, 32], "realm_name": "Zulip Dev", "realm_url": "http://zulip.testserver", "type": "remove", "user_id": 10}
            """))
        #expect(remove == .remove(ZulipRemove(messageIDs: [31, 32], realmName: "Zulip Dev", realmURL: "http://zulip.testserver", userID: 10)))
        let test = try ZulipPayload(json: try JSONValue(parsing: """
            {"realm_name": "Zulip Dev", "realm_url": "http://zulip.testserver", "time": 1754577820, "type": "test", "user_id": 10}
            """))
        #expect(test == .test(ZulipTest(time: 1_754_577_820, realmName: "Zulip Dev", realmURL: "http://zulip.testserver", userID: 10)))
    }

    @Test func legacyFormsRenderTheSameWay() throws {
        let channel = try zulip(
            #"{"event":"message","zulip_message_id":"45","content":"hi","sender_full_name":"aaron","recipient_type":"stream","stream":"Denmark","topic":"test","server":"z"}"#
        )
        #expect(channel.title == "#Denmark > test")
        #expect(channel.body == "hi")
        let remove = try zulip(#"{"event":"remove","zulip_message_ids":"31,32","server":"z"}"#)
        #expect(remove.messageIDsToRemove == [31, 32])
        let apns = try zulip(
            ##"{"aps":{"alert":{"title":"#Denmark > test","body":"aaron: hi"}},"custom":{"zulip":{"message_ids":[45],"recipient_type":"stream","stream":"Denmark","topic":"test","sender_id":6}}}"##
        )
        #expect(apns.envelope == .legacyAPNs)
        #expect(apns.title == "#Denmark > test")
        #expect(apns.body == "aaron: hi")
        // A group direct message: the server's alert title, the sorted names (iOS shows it as is).
        let group = try zulip(
            ##"{"aps":{"alert":{"title":"Cordelia, Iago, aaron","body":"lunch?"}},"custom":{"zulip":{"message_ids":[46],"recipient_type":"private","pm_users":"6,10,12","sender_email":"aaron@example.com","sender_id":6}}}"##
        )
        #expect(group.title == "Cordelia, Iago, aaron")
        #expect(group.text == "Cordelia, Iago, aaron: lunch?")
    }

    @Test func theAccountCheckRefusesAnotherRealmOrUser() throws {
        let vector = try #require(file.ok.first { $0.name.hasPrefix("ok_0_") && $0.wrapping == "fcm" })
        #expect(throws: Never.self) { try zulip(vector.push, decoder: file.decoder(realmURL: "https://CHAT.example.com:443", userID: 10)) }
        for decoder in [try file.decoder(realmURL: "https://evil.example.com"), try file.decoder(userID: 11),
                        try file.decoder(realmURL: "http://chat.example.com")] {
            do {
                _ = try zulip(vector.push, decoder: decoder)
                Issue.record("accepted")
            } catch let error as PushError {
                #expect(error.code == "account_mismatch")
            }
        }
    }

    @Test(arguments: ZulipVectorFile.shared.mustFail)
    func everyBadVectorFails(_ vector: ZulipVectorFile.Vector) throws {
        let expected = [
            "tampered_mac": "mac_mismatch", "wrong_key": "mac_mismatch", "too_short": "too_short",
            "unknown_push_key_id": "unknown_key",
        ]
        let code = try #require(expected[vector.name], "no expectation for \(vector.name)")
        let decoder = try file.decoder()
        do {
            _ = try decoder.decode(Array(vector.push.utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.code == code)
        }
    }

    @Test func aMissingRequiredFieldIsATypedError() throws {
        let missing = PushError.invalidPayload(
            PayloadDecodingError(schema: "LegacyChannelMessage", field: "zulip_message_id", reason: .missing))
        #expect(throws: missing) {
            try zulip(#"{"event":"message","recipient_type":"stream","stream":"x","topic":"y","content":"z","sender_full_name":"a","server":"s"}"#)
        }
    }

    /// A push that opens but does not hold a JSON object: sealed here with libsodium under the
    /// vector file's first key.
    @Test(arguments: ["[1]", "\"text\"", "{", "not json"])
    func aPlaintextThatIsNotAJSONObjectIsATypedError(_ plaintext: String) throws {
        let key = try #require(file.keys.first)
        let key32 = Array(try #require(Base64.decodeStandard(key.key)).dropFirst())  // without the 0x31 version byte
        let sealed = ZulipTestEncryptor.seal(plaintext: Array(plaintext.utf8), key32: key32)
        let push = #"{"push_key_id":"\#(key.id)","encrypted_data":"\#(Base64.encodeStandard(sealed))"}"#
        #expect(throws: PushError.innerNotJSONObject) {
            try file.decoder().decode(Array(push.utf8))
        }
    }
}
