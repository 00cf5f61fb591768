import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Web push bodies through the one path in: decrypt, then the same decoding as FCM data. The
/// bodies in `Examples/payloads` were made by `make-webpush-examples.py` (Python `cryptography`),
/// independently of PushSpec.
@Suite struct WebPushDecodingTests {
    static let payloads = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Examples/payloads").standardizedFileURL

    func decoder() throws -> PushDecoder {
        let text = try String(contentsOf: Self.payloads.appending(path: "keyring.json"), encoding: .utf8)
        let entry = try #require(try JSONValue(parsing: text)["webpush"]?[0])
        let keys = try WebPushKeys(
            privateKey: try #require(entry["private_key"]?.stringValue.flatMap { Base64.decodeURL($0) }),
            authSecret: try #require(entry["auth"]?.stringValue.flatMap { Base64.decodeURL($0) }))
        #expect(Base64.encodeURL(keys.publicKey) == entry["public_key"]?.stringValue)
        return PushDecoder(keyring: PushKeyring(webPush: [.init(keys: keys)]))
    }

    func body(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.payloads.appending(path: name)))
    }

    @Test func anAES128GCMBodyCarryingTelegramJSONComesOutTyped() throws {
        guard case let .telegram(push) = try decoder().decode(webPushBody: body("webpush-aes128gcm.bin")) else {
            throw PushError.notAnObject
        }
        #expect(push.notification == .chatMessageVideos(author: "Gus", chat: "Road trip", count: 3))
        #expect(push.receiverID == 99001)
    }

    @Test func unifiedPushsFoldedAESGCMBody() throws {
        guard case let .telegram(push) = try decoder().decode(webPushBody: body("webpush-unifiedpush-aesgcm.bin")) else {
            throw PushError.notAnObject
        }
        #expect(push.notification == .chatMessagePhotos(author: "Gus", chat: "Road trip", count: 12))
    }

    @Test func aSimplePushIsAWakeUpSignal() throws {
        guard case let .wakeUp(version) = try PushDecoder().decode(webPushBody: Array("version=42".utf8)) else {
            Issue.record("not a wake-up")
            return
        }
        #expect(version == "42")
    }

    @Test func bodiesThatDoNotOpen() throws {
        var tampered = try body("webpush-aes128gcm.bin")
        tampered[tampered.count - 3] ^= 0x01
        #expect(throws: PushError.webPush(.tagMismatch(record: 0))) { try decoder().decode(webPushBody: tampered) }
        #expect(throws: PushError.noWebPushKeys) { try PushDecoder().decode(webPushBody: body("webpush-aes128gcm.bin")) }
        let otherKeys = PushDecoder(keyring: PushKeyring(webPush: [.init(keys: try WebPushKeys.generate())]))
        #expect(throws: PushError.webPush(.tagMismatch(record: 0))) {
            try otherKeys.decode(webPushBody: body("webpush-aes128gcm.bin"))
        }
    }

    /// README.md "Web push and UnifiedPush, end to end", step by step; the application server is
    /// the test encryptor, which knows only the token JSON.
    @Test func theREADMEsRoundTrip() throws {
        let keys = try WebPushKeys.generate()
        let token = try WebPushSubscriptionToken(endpoint: "https://push.example.com/send/abc", keys: keys)
        let saved = (privateKey: keys.withPrivateKeyBytes { Array($0) }, auth: keys.authSecret)

        let server = try WebPushSubscriptionToken(parsing: token.json)
        let body = WebPushTestEncryptor.aes128gcm(
            plaintext: Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","Hi"]}"#.utf8),
            receiverPublicKey: server.p256dh, authSecret: server.auth)

        let restored = try WebPushKeys(privateKey: saved.privateKey, authSecret: saved.auth)
        let decoder = PushDecoder(keyring: PushKeyring(webPush: [.init(keys: restored, endpoint: token.endpoint)]))
        guard case let .telegram(push) = try decoder.decode(webPushBody: body, encryption: nil, cryptoKey: nil) else {
            Issue.record("not a Telegram push")
            return
        }
        #expect(push.title == "Alice")
        #expect(push.body == "Hi")
    }

    /// One of the two aesgcm headers is a mistake of the caller's, not a body to try without it.
    @Test func oneAESGCMHeaderWithoutTheOtherIsABadHeader() throws {
        let expected = PushError.webPush(
            .badHeader("an aesgcm body needs both the Encryption and the Crypto-Key header, not one"))
        #expect(throws: expected) {
            try decoder().decode(webPushBody: body("webpush-aes128gcm.bin"), encryption: "salt=AAAAAAAAAAAAAAAAAAAAAA")
        }
        #expect(throws: expected) {
            try decoder().decode(webPushBody: body("webpush-aes128gcm.bin"), cryptoKey: "dh=AAAA")
        }
    }
}
