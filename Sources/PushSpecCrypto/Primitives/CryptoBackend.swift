/// The primitives the protocols are written on: every backend provides this set, and MTProto 2.0,
/// web push (RFC 8291/8188 and `aesgcm`) and Zulip's secretbox are written once on top of it.
///
/// Three backends, one chosen per build (``DefaultCryptoBackend``):
///
/// | backend | where | primitives |
/// |---|---|---|
/// | ``SystemCryptoBackend`` | Linux, the default there (trait `SystemCrypto`) | OpenSSL's libcrypto, libsodium |
/// | ``CryptoKitBackend`` on Apple platforms | iOS, macOS, … automatically | CryptoKit, CommonCrypto's ECB block, the Swift secretbox |
/// | ``CryptoKitBackend`` on Linux | trait `PortableCrypto` | swift-crypto (CryptoKit's API), `AES.inversePermute`, the Swift secretbox |
///
/// A build with both traits compiles both backends, so that the tests run every protocol
/// against each; the Portable one is then the default. The protocols are generic over the
/// backend and specialized in this module, so a push pays no dynamic dispatch for the seam.
protocol CryptoBackend {
    /// MTProto 2.0's SHA-256 and AES-256 block decryption, with the key schedule kept for one
    /// message.
    associatedtype MTProto: MTProtoPrimitives
    /// A P-256 private key for ECDH (web push).
    associatedtype P256PrivateKey: P256KeyAgreementKey
    /// HKDF-SHA-256 (web push's key schedule).
    associatedtype HKDF: HKDFSHA256
    /// AES-128-GCM record decryption, keyed once per message (web push).
    associatedtype RecordCipher: AES128GCMOpener

    /// A short name for tests and benchmarks: `"System"` or `"CryptoKit"`.
    static var name: String { get }

    /// SHA-1 of `data` into `output` (20 bytes): only for the key ids of Telegram's push keys.
    static func sha1(_ data: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError)

    /// Fills `buffer` with cryptographically secure random bytes.
    static func fillRandom(_ buffer: UnsafeMutableRawBufferPointer) throws(CryptoRandomError)

    /// XSalsa20-Poly1305 open (NaCl's `crypto_secretbox_open`): verifies the 16-byte MAC at the
    /// start of `box` over the ciphertext after it, then decrypts the ciphertext into
    /// `plaintext` (`box.count - 16` bytes), which is either disjoint from `box` or exactly its
    /// ciphertext (in place). `nonce` and `key` are never written.
    ///
    /// - Returns: whether the MAC verified; when it did not, nothing was written.
    static func secretboxOpen(
        _ box: UnsafeRawBufferPointer,
        nonce: UnsafeRawPointer,
        key: UnsafeRawPointer,
        into plaintext: UnsafeMutableRawPointer
    ) -> Bool
}

#if canImport(CryptoKit) || PortableCrypto
/// The backend this build uses: CryptoKit on Apple platforms, swift-crypto with the trait
/// `PortableCrypto`, OpenSSL and libsodium otherwise.
typealias DefaultCryptoBackend = CryptoKitBackend
#elseif SystemCrypto
/// The backend this build uses: CryptoKit on Apple platforms, swift-crypto with the trait
/// `PortableCrypto`, OpenSSL and libsodium otherwise.
typealias DefaultCryptoBackend = SystemCryptoBackend
#else
#error("PushSpecCrypto needs a crypto backend: enable the trait SystemCrypto (the default) or PortableCrypto")
#endif
