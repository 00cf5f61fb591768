#if canImport(COpenSSL) && canImport(CSodium)
import COpenSSL

/// A test-only MTProto 2.0 encryptor (server side), written from the protocol description.
///
/// Independent of PushSpecCrypto: the digests use the legacy `EVP_sha1()` / `EVP_sha256()`
/// getters, AES is `EVP_EncryptUpdate` with `EVP_aes_256_ecb()`, and IGE chaining is written
/// here, one block at a time.
public enum MTProtoTestEncryptor {
    /// Builds the raw message `auth_key_id ‖ msg_key ‖ AES-256-IGE(length ‖ json ‖ padding)`,
    /// what a push's `p` carries (base64url-encoded).
    /// - Parameters:
    ///   - secret: the 256-byte push secret.
    ///   - padding: 12 to 1024 bytes making `4 + json + padding` whole 16-byte blocks (see
    ///     ``minimumPadding(forJSONCount:)``).
    ///   - keyID: the `auth_key_id` to write (defaults to ``keyID(secret:)``).
    ///   - declaredLength: the length prefix to write (defaults to `json.count`).
    ///   - x: 8 for server → client (pushes); 0 gives a client → server message.
    public static func encrypt(
        json: [UInt8], secret: [UInt8], padding: [UInt8], keyID: Int64? = nil,
        declaredLength: UInt32? = nil, x: Int = 8
    ) -> [UInt8] {
        let keyID = keyID ?? Self.keyID(secret: secret)
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

    /// The key id of `secret`: the little-endian Int64 of the last 8 bytes of SHA-1(secret),
    /// computed independently of the product.
    public static func keyID(secret: [UInt8]) -> Int64 {
        let digest = TestDigest.sha1(secret)
        var value: UInt64 = 0
        for (i, byte) in digest[12..<20].enumerated() { value |= UInt64(byte) << (8 * UInt64(i)) }
        return Int64(bitPattern: value)
    }

    /// Smallest valid padding for `jsonCount` bytes of JSON (at least 12, whole blocks).
    public static func minimumPadding(forJSONCount jsonCount: Int) -> Int {
        let unpadded = 4 + jsonCount + 12
        return 12 + (16 - unpadded % 16) % 16
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
}
#endif
