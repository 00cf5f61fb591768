#if canImport(COpenSSL) && canImport(CSodium)
import CSodium

/// libsodium's own secretbox and Poly1305, as the reference that PushSpec's Swift secretbox is
/// compared with (independent of PushSpecCrypto).
public enum LibsodiumSecretbox {
    /// `crypto_secretbox_easy`: the box `MAC(16) ‖ ciphertext` of `message` under the 32-byte
    /// `key` and the 24-byte `nonce`.
    public static func seal(_ message: [UInt8], nonce: [UInt8], key: [UInt8]) -> [UInt8] {
        precondition(sodium_init() >= 0)
        precondition(key.count == Int(crypto_secretbox_keybytes()) && nonce.count == Int(crypto_secretbox_noncebytes()))
        var box = [UInt8](repeating: 0, count: message.count + Int(crypto_secretbox_macbytes()))
        let status = crypto_secretbox_easy(&box, message, UInt64(message.count), nonce, key)
        precondition(status == 0, "crypto_secretbox_easy failed in the test")
        return box
    }

    /// `crypto_secretbox_open_easy`: the message of `box` (`MAC(16) ‖ ciphertext`), or nil when
    /// it is shorter than a MAC or does not verify under `key` and `nonce`.
    public static func open(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> [UInt8]? {
        precondition(sodium_init() >= 0)
        precondition(key.count == Int(crypto_secretbox_keybytes()) && nonce.count == Int(crypto_secretbox_noncebytes()))
        let macSize = Int(crypto_secretbox_macbytes())
        guard box.count >= macSize else { return nil }
        var message = [UInt8](repeating: 0, count: box.count - macSize)
        let status = crypto_secretbox_open_easy(&message, box, UInt64(box.count), nonce, key)
        return status == 0 ? message : nil
    }

    /// `crypto_onetimeauth` (Poly1305): the 16-byte tag of `message` under the 32-byte `key`.
    public static func poly1305(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        precondition(sodium_init() >= 0)
        precondition(key.count == Int(crypto_onetimeauth_keybytes()))
        var tag = [UInt8](repeating: 0, count: Int(crypto_onetimeauth_bytes()))
        let status = crypto_onetimeauth(&tag, message, UInt64(message.count), key)
        precondition(status == 0, "crypto_onetimeauth failed in the test")
        return tag
    }
}
#endif
