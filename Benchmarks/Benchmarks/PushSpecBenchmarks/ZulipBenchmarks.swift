import BenchSupport
import Benchmark
import PushSpec
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport

/// Zulip end-to-end encrypted push (XSalsa20-Poly1305 secretbox) of one channel message, in its
/// FCM form (`push_key_id` and base64 `encrypted_data` in the data), with the payload of `shared/vectors/zulip.json`'s
/// `ok_0_message_channel` (the Zulip server's channel message push, 0.4 KB).
func registerZulipBenchmarks() {
    // Base64 decode, MAC check and decryption alone.
    Benchmark("zulip secretbox decrypt") { (benchmark: Benchmark, fixture: ZulipFixture) in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try ZulipE2EE.decrypt(encryptedDataBase64: fixture.encryptedData, key: fixture.key))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        try ZulipFixture()
    }

    // The whole push: envelope, keyring, decryption and the typed payload.
    Benchmark("zulip decrypt+decode") { (benchmark: Benchmark, fixture: ZulipFixture) in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try fixture.decoder.decode(fixture.push))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        try ZulipFixture()
    }
}

struct ZulipFixture {
    static let keyID: UInt32 = 2408
    /// The payload, one line (a multi-line literal would keep its newlines).
    static let payload: String = #"{"realm_url":"https://chat.example.com","realm_name":"Example","user_id":10,"type":"message","recipient_type":"channel","channel_id":10,"channel_name":"Denmark","topic":"test","content":"@test_user_group hello","message_id":45,"sender_id":6,"sender_full_name":"aaron","sender_avatar_url":"https://example.com/a.png","time":1754385395,"mentioned_user_group_id":41,"mentioned_user_group_name":"test_user_group"}"#
    static let plaintext = Array(payload.utf8)

    let key: ZulipPushKey
    let encryptedData: String
    let push: [UInt8]
    let decoder: PushDecoder

    init() throws {
        var random = SplitMix64(seed: 2408)
        let key32 = random.bytes(32)
        key = try ZulipPushKey(pushKey: [ZulipPushKey.prefix] + key32)
        encryptedData = base64Encode(ZulipTestEncryptor.seal(plaintext: Self.plaintext, key32: key32, nonce: random.bytes(24)))
        push = Array(#"{"push_key_id":"\#(Self.keyID)","encrypted_data":"\#(encryptedData)"}"#.utf8)
        decoder = PushDecoder(keyring: PushKeyring(zulip: [.init(id: Self.keyID, key: key)]))

        // Not measured: the push must decrypt and decode, or the benchmark would time an error.
        guard try ZulipE2EE.decrypt(encryptedDataBase64: encryptedData, key: key) == Self.plaintext,
            case let .zulip(decoded) = try decoder.decode(push), decoded.isEncrypted
        else {
            throw BenchmarkSetupError("the Zulip push does not decrypt")
        }
        if case .unknown = decoded.payload {
            throw BenchmarkSetupError("the Zulip payload decodes to no schema")
        }
    }
}
