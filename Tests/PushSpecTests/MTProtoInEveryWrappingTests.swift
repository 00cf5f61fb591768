import PushSpec
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// An MTProto `p` arrives in whatever wrapping the push service chose; the decoder finds and
/// decrypts it in each. The `p` is vector `ok_0_` of `shared/vectors/mtproto.json`, whose plaintext
/// is `MESSAGE_TEXT` from Alice Example.
@Suite struct MTProtoInEveryWrappingTests {
    let file = MTProtoVectorFile.shared

    /// The `p` of vector `ok_0_` and the key id it names.
    func vectorP() throws -> (p: String, keyID: Int64?) {
        let vector = try #require(file.ok.first { $0.name.hasPrefix("ok_0_") })
        let push = try JSONValue(parsing: vector.push)
        return (try #require(push["p"]?.stringValue), vector.keyID)
    }

    func expectAliceSeeYouAtSeven(_ decoded: DecodedPush, keyID: Int64?) throws {
        guard case let .telegram(push) = decoded else {
            Issue.record("not a Telegram push: \(decoded)")
            return
        }
        #expect(push.isEncrypted)
        #expect(push.receiverID == keyID)
        #expect(push.notification == .messageText(author: "Alice Example", body: "See you at 7"))
    }

    @Test func insideHuaweisDataString() throws {
        let (p, keyID) = try vectorP()
        let payload = #"{"data":"{\"p\":\"\#(p)\"}"}"#
        try expectAliceSeeYouAtSeven(try file.decoder().decode(Array(payload.utf8)), keyID: keyID)
    }

    @Test func insideAWebPushBody() throws {
        let (p, keyID) = try vectorP()
        let keys = try WebPushKeys.generate()
        var keyring = PushKeyring(webPush: [.init(keys: keys)])
        for (index, key) in file.keys.enumerated() {
            keyring.add(.init(key: try TelegramPushKey(secret: key.secret), account: "account-\(index)"))
        }
        let body = WebPushTestEncryptor.aes128gcm(
            plaintext: Array(#"{"p":"\#(p)"}"#.utf8), receiverPublicKey: keys.publicKey, authSecret: keys.authSecret)
        try expectAliceSeeYouAtSeven(try PushDecoder(keyring: keyring).decode(webPushBody: body), keyID: keyID)
    }
}
