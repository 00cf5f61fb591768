import CSodium

/// One-time libsodium initialization.
enum ZulipSodium {
    /// Whether `sodium_init()` succeeded (it returns 0 the first time, 1 when already
    /// initialized, -1 on failure).
    ///
    /// A `static let` is initialized once, thread-safely, on first use; `sodium_init` is itself
    /// idempotent and thread-safe, so other code calling it too is harmless.
    static let isInitialized: Bool = sodium_init() >= 0

    /// Initializes libsodium if that has not happened yet; returns whether it is usable.
    ///
    /// `sodium_init` picks the fastest Salsa20 and Poly1305 implementations for this CPU and
    /// seeds the random generator. Before it (or if it failed) secretbox still works with the
    /// portable implementations, so only key generation treats a failure as fatal.
    @discardableResult
    static func ensureInitialized() -> Bool {
        isInitialized
    }
}

/// Sizes of libsodium's `crypto_secretbox` (XSalsa20-Poly1305), as Zulip uses it.
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
