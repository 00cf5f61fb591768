import Foundation
import PushSpecCore
import PushSpecTestSupport
import Testing

/// Keys made by `pushspec keygen` for every provider, read back from the keyring file, used by
/// PushSpecTestSupport's independent encryptors (the servers' side), and the pushes rendered by
/// `pushspec render` with that keyring.
@Suite(.serialized) struct KeyringRoundTripTests {
    /// A Telegram notification, sent in an FCM `{"p": …}` payload.
    static let telegramJSON =
        #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice Example","See you at 7"],"custom":{"msg_id":"4711","from_id":"1234567"}}"#
    /// A Telegram notification, sent as a web push (aes128gcm) body.
    static let webPushJSON =
        #"{"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Bob","Weekend trip","5"],"custom":{"msg_id":"88","chat_id":"241233"}}"#
    /// Zulip's "New channel message" example (shared/seeds/004, api_docs/mobile-notifications.md).
    static let zulipJSON = """
        {"channel_id":10,"channel_name":"Denmark","content":"@test_user_group","mentioned_user_group_id":41,\
        "mentioned_user_group_name":"test_user_group","message_id":45,"realm_name":"Zulip Dev",\
        "realm_url":"http://zulip.testserver","recipient_type":"channel",\
        "sender_avatar_url":"https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",\
        "sender_full_name":"aaron","sender_id":6,"time":1754385395,"topic":"test","type":"message","user_id":10}
        """

    @Test func keysFromKeygenDecryptWhatIndependentEncryptorsMadeForThem() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let keyring = directory.appending(path: "keys.json").path

        // 1. Keys for every provider, all in one keyring file.
        let telegramKeygen = try PushSpecProcess.run(["keygen", "telegram", "--keyring", keyring, "--json"])
        #expect(telegramKeygen.status == 0, "\(telegramKeygen.errors)")
        let webPushKeygen = try PushSpecProcess.run([
            "keygen", "webpush", "--endpoint", "https://push.example.com/send/round-trip", "--keyring", keyring,
        ])
        #expect(webPushKeygen.status == 0, "\(webPushKeygen.errors)")
        let zulipKeygen = try PushSpecProcess.run(["keygen", "zulip", "--keyring", keyring])
        #expect(zulipKeygen.status == 0, "\(zulipKeygen.errors)")

        // 2. The keys, read back from the file (base64 decoded with Foundation, not the product).
        let file = try JSONValue(parsing: try String(contentsOfFile: keyring, encoding: .utf8))
        let secret = try #require(file["telegram"]?[0]?["secret"]?.stringValue.flatMap(base64URLDecode))
        #expect(secret.count == 256)
        let printed = try JSONValue(parsing: try #require(telegramKeygen.lines.first))
        let keyID = MTProtoTestEncryptor.keyID(secret: secret)
        #expect(printed["key_id"]?.stringValue == String(keyID))
        let webPush = try #require(file["webpush"]?[0])
        let publicKey = try #require(webPush["public_key"]?.stringValue.flatMap(base64URLDecode))
        let auth = try #require(webPush["auth"]?.stringValue.flatMap(base64URLDecode))
        #expect(publicKey.count == 65 && auth.count == 16)
        let zulip = try #require(file["zulip"]?[0])
        let pushKeyID = try #require(zulip["push_key_id"]?.int64Value)
        let pushKey = try #require(zulip["push_key"]?.stringValue.flatMap(base64Decode))
        #expect(pushKey.count == 33 && pushKey.first == 0x31)

        // 3. One push per provider, made by the independent encryptors.
        let telegramJSON = Array(Self.telegramJSON.utf8)
        var rng = SplitMix64(seed: 0x6B65_7972_696E_67)
        let message = MTProtoTestEncryptor.encrypt(
            json: telegramJSON, secret: secret,
            padding: rng.bytes(MTProtoTestEncryptor.minimumPadding(forJSONCount: telegramJSON.count) + 32))
        let telegramFile = directory.appending(path: "telegram.ndjson")
        try Data((#"{"p":"\#(base64URLEncode(message))"}"# + "\n").utf8).write(to: telegramFile)

        let body = WebPushTestEncryptor.aes128gcm(
            plaintext: Array(Self.webPushJSON.utf8), receiverPublicKey: publicKey, authSecret: auth, padding: 3)
        let webPushFile = directory.appending(path: "webpush.bin")
        try Data(body).write(to: webPushFile)

        let sealed = ZulipTestEncryptor.seal(plaintext: Array(Self.zulipJSON.utf8), key32: Array(pushKey.dropFirst()))
        let zulipFile = directory.appending(path: "zulip.ndjson")
        try Data((#"{"push_key_id":"\#(pushKeyID)","encrypted_data":"\#(base64Encode(sealed))"}"# + "\n").utf8)
            .write(to: zulipFile)

        // 4. Rendered with the keyring: one object per push, in input order.
        let render = try PushSpecProcess.run([
            "render", "--keyring", keyring, "--json", telegramFile.path, webPushFile.path, zulipFile.path,
        ])
        #expect(render.status == 0, "\(render.output)\(render.errors)")
        #expect(render.errors == "")
        let objects = try render.lines.map { try JSONValue(parsing: $0) }
        try #require(objects.count == 3, "\(render.output)")

        let telegram = objects[0]
        #expect(telegram["provider"]?.stringValue == "telegram")
        #expect(telegram["encrypted"]?.boolValue == true)
        #expect(telegram["receiver_id"]?.stringValue == String(keyID))
        #expect(telegram["loc_key"]?.stringValue == "MESSAGE_TEXT")
        #expect(telegram["title"]?.stringValue == "Alice Example")
        #expect(telegram["body"]?.stringValue == "See you at 7")
        #expect(telegram["text"]?.stringValue == "Alice Example: See you at 7")

        let web = objects[1]
        #expect(web["provider"]?.stringValue == "telegram")
        // `encrypted` says whether the notification came in an MTProto-encrypted `p` (what decides
        // whether SESSION_REVOKE is honoured), not whether a web push layer was decrypted: a web
        // push body holding plain notification JSON reports false.
        #expect(web["encrypted"]?.boolValue == false)
        #expect(web["loc_key"]?.stringValue == "CHAT_MESSAGE_PHOTOS")
        #expect(web["title"]?.stringValue == "Weekend trip")
        #expect(web["body"]?.stringValue == "Bob sent 5 photos to the group Weekend trip")
        #expect(web["text"]?.stringValue == "Bob sent 5 photos to the group Weekend trip")

        let channel = objects[2]
        #expect(channel["provider"]?.stringValue == "zulip")
        #expect(channel["encrypted"]?.boolValue == true)
        #expect(channel["receiver_id"]?.stringValue == "10")
        #expect(channel["type"]?.stringValue == "message")
        #expect(channel["title"]?.stringValue == "#Denmark > test")
        #expect(channel["body"]?.stringValue == "@test_user_group")
        #expect(channel["text"]?.stringValue == "#Denmark > test: @test_user_group")
    }
}
