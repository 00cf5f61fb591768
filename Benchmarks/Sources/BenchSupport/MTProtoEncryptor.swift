import CBenchOpenSSL

/// A benchmark-only MTProto 2.0 encryptor (the server side), written from the protocol
/// description and independent of PushSpecCrypto (as the encryptor of the crypto tests is):
/// legacy EVP digests, AES-256 one EVP ECB block at a time, IGE chaining by hand. Setup only.
public enum MTProtoEncryptor {
    /// A deterministic 256-byte push secret.
    public static func secret(seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<256).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    /// The key id of a secret: little-endian Int64 of the last 8 bytes of SHA-1(secret).
    public static func keyID(of secret: [UInt8]) -> Int64 {
        let digest = self.digest(secret, EVP_sha1(), 20)
        var value: UInt64 = 0
        for (i, byte) in digest[12..<20].enumerated() { value |= UInt64(byte) << (8 * UInt64(i)) }
        return Int64(bitPattern: value)
    }

    /// `auth_key_id ‖ msg_key ‖ AES-256-IGE(length ‖ json ‖ padding)` with x = 8 and the smallest
    /// valid padding (as `shared/bench/peers.py` makes it: 12 bytes and up to a whole block).
    public static func encrypt(json: [UInt8], secret: [UInt8]) -> [UInt8] {
        let x = 8
        let body = withUnsafeBytes(of: UInt32(json.count).littleEndian, Array.init) + json
        let paddingCount = 12 + (16 - (body.count + 12) % 16) % 16
        var seed: UInt64 = 0x5EED
        let padding = (0..<paddingCount).map { _ -> UInt8 in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        let plaintext = body + padding
        precondition(plaintext.count % 16 == 0)
        let msgKey = Array(sha256(Array(secret[(88 + x)..<(120 + x)]) + plaintext)[8..<24])
        let a = sha256(msgKey + Array(secret[x..<(x + 36)]))
        let b = sha256(Array(secret[(40 + x)..<(76 + x)]) + msgKey)
        let aesKey = Array(a[0..<8] + b[8..<24] + a[24..<32])
        let aesIV = Array(b[0..<8] + a[8..<24] + b[24..<32])
        let ciphertext = igeEncrypt(plaintext, key: aesKey, iv: aesIV)
        return withUnsafeBytes(of: keyID(of: secret).littleEndian, Array.init) + msgKey + ciphertext
    }

    /// Base64url without padding.
    public static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int(n >> UInt32(shift) & 63)]) }
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let n = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            if rest == 2 { out.append(alphabet[Int(n >> 6 & 63)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func sha256(_ data: [UInt8]) -> [UInt8] { digest(data, EVP_sha256(), 32) }

    private static func digest(_ data: [UInt8], _ md: OpaquePointer?, _ size: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        var written: UInt32 = 0
        let ok = data.withUnsafeBytes { EVP_Digest($0.baseAddress, $0.count, &out, &written, md, nil) }
        precondition(ok == 1 && Int(written) == size, "EVP_Digest failed")
        return out
    }

    /// IGE as OpenSSL defines it: iv = previous ciphertext ‖ previous plaintext,
    /// `cᵢ = E(pᵢ ⊕ cᵢ₋₁) ⊕ pᵢ₋₁`.
    private static func igeEncrypt(_ plaintext: [UInt8], key: [UInt8], iv: [UInt8]) -> [UInt8] {
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
