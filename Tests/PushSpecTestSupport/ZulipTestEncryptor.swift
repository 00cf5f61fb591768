#if canImport(COpenSSL) && canImport(CSodium)
import CSodium

/// A test-only Zulip server side: `nonce ‖ crypto_secretbox_easy(plaintext)`, straight from
/// libsodium (independent of PushSpecCrypto).
public enum ZulipTestEncryptor {
    /// The decoded `encrypted_data` of a push: `nonce(24) ‖ MAC(16) ‖ ciphertext`.
    /// - Parameters:
    ///   - key32: the 32-byte secretbox key (a push key without its 0x31 version byte).
    ///   - nonce: 24 bytes; random when nil.
    public static func seal(plaintext: [UInt8], key32: [UInt8], nonce: [UInt8]? = nil) -> [UInt8] {
        precondition(sodium_init() >= 0)
        let nonce = nonce ?? {
            var random = [UInt8](repeating: 0, count: Int(crypto_secretbox_noncebytes()))
            randombytes_buf(&random, random.count)
            return random
        }()
        precondition(key32.count == Int(crypto_secretbox_keybytes()) && nonce.count == Int(crypto_secretbox_noncebytes()))
        var boxed = [UInt8](repeating: 0, count: plaintext.count + Int(crypto_secretbox_macbytes()))
        let status = crypto_secretbox_easy(&boxed, plaintext, UInt64(plaintext.count), nonce, key32)
        precondition(status == 0, "crypto_secretbox_easy failed in the test")
        return nonce + boxed
    }
}
#endif
