import COpenSSL
import Foundation
import Testing

// Helpers used only by the tests. Nothing here calls into PushSpecCrypto: the digests and the
// encryptor below are independent of the product's code path (legacy EVP_sha1()/EVP_sha256()
// getters, EVP_EncryptUpdate with EVP_aes_256_ecb(), IGE chaining written separately).

/// The MTProto vectors file (`Fixtures/mtproto.json`, copied from shared/vectors).
struct MTProtoVectors: Sendable {
    struct KeyringEntry: Sendable {
        let secret: [UInt8]
        let keyID: Int64
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        /// The `p` field wherever it sits in the push object.
        let p: String
        let keyID: Int64?
        let plaintext: String?
        let why: String?
        var testDescription: String { name }
    }

    let keyring: [KeyringEntry]
    let decryptOK: [Vector]
    let decryptMustFail: [Vector]

    static let shared: MTProtoVectors = {
        guard let url = Bundle.module.url(forResource: "mtproto", withExtension: "json", subdirectory: "Fixtures")
            ?? Bundle.module.resourceURL?.appendingPathComponent("Fixtures/mtproto.json"),
            let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fatalError("cannot read Fixtures/mtproto.json") }
        func id(_ any: Any?) -> Int64? { (any as? String).flatMap { Int64($0) } }
        let keyring = (root["keyring"] as! [[String: Any]]).map {
            KeyringEntry(secret: base64URLDecode($0["secret"] as! String)!, keyID: id($0["key_id"])!)
        }
        func vectors(_ key: String) -> [Vector] {
            (root[key] as! [[String: Any]]).map { entry in
                let push = entry["push"] as! [String: Any]
                guard let p = findP(in: push) else { fatalError("no p in \(entry["name"]!)") }
                return Vector(
                    name: entry["name"] as! String, p: p, keyID: id(entry["key_id"]),
                    plaintext: entry["plaintext"] as? String, why: entry["must_fail_because"] as? String
                )
            }
        }
        return MTProtoVectors(keyring: keyring, decryptOK: vectors("decrypt_ok"), decryptMustFail: vectors("decrypt_must_fail"))
    }()

    /// `p` at the top level, inside `data`, beside `aps`…: the first `p` found, breadth first.
    static func findP(in object: [String: Any]) -> String? {
        if let p = object["p"] as? String { return p }
        for key in object.keys.sorted() {
            if let nested = object[key] as? [String: Any], let p = findP(in: nested) { return p }
        }
        return nil
    }
}

/// Base64url (with or without padding) → bytes, via Foundation after mapping `-_` to `+/`.
func base64URLDecode(_ text: String) -> [UInt8]? {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    if standard.count % 4 == 1 { return nil }
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard).map { [UInt8]($0) }
}

func hex(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}

/// SHA-1 / SHA-256 with the legacy EVP getters (not the product's fetched algorithms).
enum TestDigest {
    static func sha1(_ data: [UInt8]) -> [UInt8] { digest(data, EVP_sha1(), 20) }
    static func sha256(_ data: [UInt8]) -> [UInt8] { digest(data, EVP_sha256(), 32) }

    private static func digest(_ data: [UInt8], _ md: OpaquePointer?, _ size: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        var written: UInt32 = 0
        let ok = data.withUnsafeBytes { EVP_Digest($0.baseAddress, $0.count, &out, &written, md, nil) }
        precondition(ok == 1 && Int(written) == size, "EVP_Digest failed in the test")
        return out
    }
}

/// Little-endian Int64 of the last 8 bytes of SHA-1(secret), computed independently.
func referenceKeyID(_ secret: [UInt8]) -> Int64 {
    let digest = TestDigest.sha1(secret)
    var value: UInt64 = 0
    for (i, byte) in digest[12..<20].enumerated() { value |= UInt64(byte) << (8 * UInt64(i)) }
    return Int64(bitPattern: value)
}

/// A test-only MTProto 2.0 encryptor (server side), written from the protocol description.
enum TestEncryptor {
    /// Builds `auth_key_id ‖ msg_key ‖ AES-256-IGE(length ‖ json ‖ padding)`.
    /// - Parameters:
    ///   - declaredLength: the length prefix to write (defaults to `json.count`).
    ///   - x: 8 for server → client (pushes); 0 gives a client → server message.
    static func encrypt(
        json: [UInt8], padding: [UInt8], secret: [UInt8], keyID: Int64,
        declaredLength: UInt32? = nil, x: Int = 8
    ) -> [UInt8] {
        let length = declaredLength ?? UInt32(json.count)
        let plaintext = withUnsafeBytes(of: length.littleEndian, Array.init) + json + padding
        precondition(plaintext.count % 16 == 0, "test encryptor needs whole blocks")
        let msgKey = Array(TestDigest.sha256(Array(secret[(88 + x)..<(120 + x)]) + plaintext)[8..<24])
        let a = TestDigest.sha256(msgKey + Array(secret[x..<(x + 36)]))
        let b = TestDigest.sha256(Array(secret[(40 + x)..<(76 + x)]) + msgKey)
        let aesKey = Array(a[0..<8] + b[8..<24] + a[24..<32])
        let aesIV = Array(b[0..<8] + a[8..<24] + b[24..<32])
        let ciphertext = igeEncrypt(plaintext, key: aesKey, iv: aesIV)
        return withUnsafeBytes(of: keyID.littleEndian, Array.init) + msgKey + ciphertext
    }

    /// IGE encryption as OpenSSL defines it: iv = previous ciphertext ‖ previous plaintext,
    /// `cᵢ = E(pᵢ ⊕ cᵢ₋₁) ⊕ pᵢ₋₁`, one EVP ECB block at a time.
    static func igeEncrypt(_ plaintext: [UInt8], key: [UInt8], iv: [UInt8]) -> [UInt8] {
        let ctx = EVP_CIPHER_CTX_new()
        defer { EVP_CIPHER_CTX_free(ctx) }
        precondition(EVP_EncryptInit_ex(ctx, EVP_aes_256_ecb(), nil, key, nil) == 1)
        precondition(EVP_CIPHER_CTX_set_padding(ctx, 0) == 1)
        var previousCipher = Array(iv[0..<16])
        var previousPlain = Array(iv[16..<32])
        var output: [UInt8] = []
        output.reserveCapacity(plaintext.count)
        for start in stride(from: 0, to: plaintext.count, by: 16) {
            let block = Array(plaintext[start..<(start + 16)])
            let input = zip(block, previousCipher).map { $0 ^ $1 }
            var encrypted = [UInt8](repeating: 0, count: 16)
            var written: Int32 = 0
            precondition(EVP_EncryptUpdate(ctx, &encrypted, &written, input, 16) == 1 && written == 16)
            let cipherBlock = zip(encrypted, previousPlain).map { $0 ^ $1 }
            output += cipherBlock
            previousCipher = cipherBlock
            previousPlain = block
        }
        return output
    }

    /// Smallest valid padding for `jsonCount` bytes of JSON (at least 12, whole blocks).
    static func minimumPadding(forJSONCount jsonCount: Int) -> Int {
        let unpadded = 4 + jsonCount + 12
        return 12 + (16 - unpadded % 16) % 16
    }
}

/// SplitMix64: a small deterministic generator for reproducible random cases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) }
    }
}
