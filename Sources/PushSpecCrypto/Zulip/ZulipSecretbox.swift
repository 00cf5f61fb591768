/// Sizes of NaCl's `crypto_secretbox` (XSalsa20-Poly1305), as Zulip uses it.
enum ZulipSecretbox {
    /// `crypto_secretbox_KEYBYTES`.
    static let keySize = 32
    /// `crypto_secretbox_NONCEBYTES`.
    static let nonceSize = 24
    /// `crypto_secretbox_MACBYTES`.
    static let macSize = 16
    /// Nonce and MAC: the smallest `encrypted_data` (an empty plaintext).
    static let overhead = nonceSize + macSize
}
