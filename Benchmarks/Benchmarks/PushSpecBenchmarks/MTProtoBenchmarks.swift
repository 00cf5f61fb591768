import BenchSupport
import PushSpecTestSupport
import Benchmark
import PushSpec
import PushSpecCrypto

/// MTProto 2.0 decrypt + decode of one encrypted push, the inner JSON made exactly as
/// `shared/bench/peers.py mtproto` makes its own: `{"loc_key": "MESSAGE_TEXT", "loc_args": ["A",
/// "x"×N], "custom": {"msg_id": "1"}}` with N = 300 (0.4 KB) and 3600 (3.7 KB), smallest valid
/// padding. The push is FCM data with `p` at the top level.
func registerMTProtoBenchmarks() {
    for (name, size) in [("mtproto 0.4KB", 300), ("mtproto 3.7KB", 3600)] {
        Benchmark(name) { (benchmark: Benchmark, fixture: MTProtoFixture) in
            for _ in benchmark.scaledIterations {
                do {
                    blackHole(try fixture.decoder.decode(fixture.push))
                } catch {
                    blackHole(error)
                }
            }
        } setup: {
            try MTProtoFixture(argumentSize: size)
        }
    }
}

struct MTProtoFixture {
    let decoder: PushDecoder
    let push: [UInt8]

    init(argumentSize: Int) throws {
        var random = SplitMix64(seed: 64)
        let secret = random.bytes(256)
        var keyring = PushKeyring()
        keyring.add(.init(key: try TelegramPushKey(secret: secret), account: "bench"))
        decoder = PushDecoder(keyring: keyring)
        let json = #"{"loc_key": "MESSAGE_TEXT", "loc_args": ["A", ""# + String(repeating: "x", count: argumentSize)
            + #""], "custom": {"msg_id": "1"}}"#
        let padding = random.bytes(MTProtoTestEncryptor.minimumPadding(forJSONCount: json.utf8.count))
        let p = base64URLEncode(MTProtoTestEncryptor.encrypt(json: Array(json.utf8), secret: secret, padding: padding))
        push = Array(#"{"p":"\#(p)"}"#.utf8)

        // Not measured: the push must decrypt to the notification, or the benchmark would time an error.
        guard case let .telegram(decoded) = try decoder.decode(push), decoded.isEncrypted,
            decoded.locKey == "MESSAGE_TEXT", decoded.locArgs.last?.utf8.count == argumentSize
        else {
            throw BenchmarkSetupError("the \(json.utf8.count)-byte MTProto push does not decode to MESSAGE_TEXT")
        }
    }
}
