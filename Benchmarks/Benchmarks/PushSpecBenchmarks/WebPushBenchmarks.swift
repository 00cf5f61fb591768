import BenchSupport
import Benchmark
import PushSpec
import PushSpecCrypto
import PushSpecTestSupport

/// Web push (RFC 8291 `aes128gcm`) decryption of one push, made as `shared/bench/peers.py webpush`
/// makes its own: the plaintext `{"loc_key":"MESSAGE_TEXT","loc_args":["A","hello"]}`, one record,
/// a fresh sender key. One P-256 ECDH, two HKDFs and one AES-128-GCM record per operation.
func registerWebPushBenchmarks() {
    // The peer's operation: the body and the receiver's keys in, the plaintext out.
    Benchmark("webpush aes128gcm decrypt") { (benchmark: Benchmark, fixture: WebPushFixture) in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try WebPush.decryptAES128GCM(fixture.body, keys: fixture.keys))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        try WebPushFixture()
    }

    // What an app does with it: decrypt through the keyring, then decode the notification.
    Benchmark("webpush aes128gcm decrypt+decode") { (benchmark: Benchmark, fixture: WebPushFixture) in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try fixture.decoder.decode(webPushBody: fixture.body))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        try WebPushFixture()
    }
}

struct WebPushFixture {
    static let plaintext = Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["A","hello"]}"#.utf8)

    let keys: WebPushKeys
    let body: [UInt8]
    let decoder: PushDecoder

    init() throws {
        keys = try WebPushKeys.generate()
        body = WebPushTestEncryptor.aes128gcm(
            plaintext: Self.plaintext, receiverPublicKey: keys.publicKey, authSecret: keys.authSecret)
        decoder = PushDecoder(keyring: PushKeyring(webPush: [.init(keys: keys)]))

        // Not measured: the body must decrypt to the plaintext and decode, or the benchmark would time an error.
        guard try WebPush.decryptAES128GCM(body, keys: keys) == Self.plaintext,
            case let .telegram(push) = try decoder.decode(webPushBody: body), push.locKey == "MESSAGE_TEXT"
        else {
            throw BenchmarkSetupError("the web push body does not decrypt to MESSAGE_TEXT")
        }
    }
}
