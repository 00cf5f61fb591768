import CFuzzOpenSSL
import CFuzzSodium

// The server side of each protocol, for the fuzz targets' "encrypt, then decrypt" modes: the
// fuzzer writes plaintexts (lengths, padding, record splits, JSON) and these seal them, so that
// the checks PushSpec makes after authentication are reached, which random ciphertext never
// passes. Written from the protocol descriptions over libcrypto's and libsodium's one-shot
// calls; none of it is PushSpec's code. Every call traps on a library failure (a harness bug).

public enum FuzzCrypto {
    // MARK: Digests

    public static func sha256(_ data: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        var written: UInt32 = 0
        let ok = data.withUnsafeBytes { EVP_Digest($0.baseAddress, $0.count, &out, &written, EVP_sha256(), nil) }
        precondition(ok == 1 && written == 32, "EVP_Digest")
        return out
    }

    public static func hmacSHA256(key: [UInt8], _ data: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        var written: UInt32 = 0
        let result = key.withUnsafeBytes { k in
            data.withUnsafeBytes { d in
                HMAC(EVP_sha256(), k.baseAddress, Int32(k.count), d.baseAddress?.assumingMemoryBound(to: UInt8.self), d.count, &out, &written)
            }
        }
        precondition(result != nil && written == 32, "HMAC")
        return out
    }

    /// HKDF-SHA-256 (RFC 5869) for outputs of at most 32 bytes.
    public static func hkdf(salt: [UInt8], ikm: [UInt8], info: [UInt8], length: Int) -> [UInt8] {
        precondition(length <= 32)
        let prk = hmacSHA256(key: salt, ikm)
        return Array(hmacSHA256(key: prk, info + [1]).prefix(length))
    }

    // MARK: MTProto 2.0 (server to client, x = 8)

    /// `auth_key_id ‖ msg_key ‖ AES-256-IGE(plaintext)`; `plaintext` (length prefix, JSON and
    /// padding, as the caller made them) must be whole 16-byte blocks.
    public static func mtprotoEncrypt(plaintext: [UInt8], secret: [UInt8], keyID: Int64) -> [UInt8] {
        precondition(plaintext.count % 16 == 0 && secret.count == 256)
        let x = 8
        let msgKey = Array(sha256(Array(secret[(88 + x)..<(120 + x)]) + plaintext)[8..<24])
        let a = sha256(msgKey + Array(secret[x..<(x + 36)]))
        let b = sha256(Array(secret[(40 + x)..<(76 + x)]) + msgKey)
        let aesKey = Array(a[0..<8] + b[8..<24] + a[24..<32])
        let aesIV = Array(b[0..<8] + a[8..<24] + b[24..<32])
        return withUnsafeBytes(of: keyID.littleEndian, Array.init) + msgKey
            + igeEncrypt(plaintext, key: aesKey, iv: aesIV)
    }

    /// AES-256-IGE: `c[i] = E(p[i] ⊕ c[i-1]) ⊕ p[i-1]`, iv = c[-1] ‖ p[-1].
    static func igeEncrypt(_ plaintext: [UInt8], key: [UInt8], iv: [UInt8]) -> [UInt8] {
        let ctx = EVP_CIPHER_CTX_new()
        defer { EVP_CIPHER_CTX_free(ctx) }
        precondition(EVP_EncryptInit_ex(ctx, EVP_aes_256_ecb(), nil, key, nil) == 1)
        precondition(EVP_CIPHER_CTX_set_padding(ctx, 0) == 1)
        var previousCipher = Array(iv[0..<16])
        var previousPlain = Array(iv[16..<32])
        var output: [UInt8] = []
        output.reserveCapacity(plaintext.count)
        var input = [UInt8](repeating: 0, count: 16)
        var encrypted = [UInt8](repeating: 0, count: 32)
        for start in stride(from: 0, to: plaintext.count, by: 16) {
            let block = Array(plaintext[start..<(start + 16)])
            for i in 0..<16 { input[i] = block[i] ^ previousCipher[i] }
            var written: Int32 = 0
            precondition(EVP_EncryptUpdate(ctx, &encrypted, &written, input, 16) == 1 && written == 16)
            var cipherBlock = [UInt8](repeating: 0, count: 16)
            for i in 0..<16 { cipherBlock[i] = encrypted[i] ^ previousPlain[i] }
            output += cipherBlock
            previousCipher = cipherBlock
            previousPlain = block
        }
        return output
    }

    // MARK: AES-128-GCM (web push records)

    /// ciphertext ‖ 16-byte tag.
    public static func aes128GCMSeal(key: [UInt8], nonce: [UInt8], _ plaintext: [UInt8]) -> [UInt8] {
        precondition(key.count == 16 && nonce.count == 12)
        let ctx = EVP_CIPHER_CTX_new()
        defer { EVP_CIPHER_CTX_free(ctx) }
        precondition(EVP_EncryptInit_ex(ctx, EVP_aes_128_gcm(), nil, key, nonce) == 1)
        var out = [UInt8](repeating: 0, count: plaintext.count + 32)
        var written: Int32 = 0
        if !plaintext.isEmpty {
            precondition(EVP_EncryptUpdate(ctx, &out, &written, plaintext, Int32(plaintext.count)) == 1)
        }
        var final: Int32 = 0
        out.withUnsafeMutableBufferPointer { buffer in
            precondition(EVP_EncryptFinal_ex(ctx, buffer.baseAddress! + Int(written), &final) == 1)
            precondition(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, buffer.baseAddress! + plaintext.count) == 1)
        }
        return Array(out[0..<(plaintext.count + 16)])
    }

    /// The record nonce: `nonce ⊕ sequence` (big-endian, in the last 6 bytes).
    public static func recordNonce(_ base: [UInt8], _ sequence: Int) -> [UInt8] {
        var nonce = base
        for i in 0..<6 {
            nonce[11 - i] ^= UInt8(truncatingIfNeeded: sequence >> (8 * i))
        }
        return nonce
    }

    // MARK: Zulip (libsodium secretbox)

    /// `nonce(24) ‖ crypto_secretbox_easy(plaintext)` = nonce ‖ MAC(16) ‖ ciphertext.
    public static func secretboxSeal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8]) -> [UInt8] {
        precondition(sodium_init() >= 0 && key.count == 32 && nonce.count == 24)
        var sealed = [UInt8](repeating: 0, count: plaintext.count + 16)
        let source = plaintext.isEmpty ? [0] : plaintext  // a non-null pointer for an empty message
        let result = source.withUnsafeBufferPointer { p in
            crypto_secretbox_easy(&sealed, p.baseAddress, UInt64(plaintext.count), nonce, key)
        }
        precondition(result == 0, "crypto_secretbox_easy")
        return nonce + sealed
    }

    /// libsodium's `crypto_secretbox_open_easy` of `box` (MAC ‖ ciphertext): the plaintext, or
    /// nil when the MAC does not verify.
    public static func secretboxOpen(_ box: [UInt8], key: [UInt8], nonce: [UInt8]) -> [UInt8]? {
        precondition(sodium_init() >= 0 && key.count == 32 && nonce.count == 24)
        guard box.count >= 16 else { return nil }
        // One byte more than the plaintext: libsodium is never handed a null output, even for an
        // empty one.
        var plaintext = [UInt8](repeating: 0, count: box.count - 16 + 1)
        let result = plaintext.withUnsafeMutableBufferPointer { output -> Int32 in
            guard let start = output.baseAddress else { return -1 }
            return crypto_secretbox_open_easy(start, box, UInt64(box.count), nonce, key)
        }
        return result == 0 ? Array(plaintext.dropLast()) : nil
    }
}
