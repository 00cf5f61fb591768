#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL
import CSodium

/// The System backend: OpenSSL's libcrypto (EVP, with its AES-NI code) and libsodium's
/// secretbox. The default on Linux, where `libssl-dev` and `libsodium-dev` are at hand.
enum SystemCryptoBackend: CryptoBackend {
    typealias MTProto = SystemMTProtoPrimitives
    typealias P256PrivateKey = OpenSSLP256PrivateKey
    typealias HKDF = OpenSSLHKDF
    typealias RecordCipher = OpenSSLAES128GCMOpener

    static var name: String { "System" }

    static func sha1(_ data: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        try OpenSSLDigestContext.hash(.sha1, data, into: output)
    }

    /// Fills `buffer` with bytes from OpenSSL's `RAND_bytes`.
    static func fillRandom(_ buffer: UnsafeMutableRawBufferPointer) throws(CryptoRandomError) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        // RAND_bytes takes an Int32 count; loop so any buffer size works.
        while offset < buffer.count {
            let chunk = min(buffer.count - offset, Int(Int32.max))
            guard RAND_bytes((base + offset).assumingMemoryBound(to: UInt8.self), Int32(chunk)) == 1 else {
                throw .randomBytesFailed
            }
            offset += chunk
        }
    }

    /// libsodium's `crypto_secretbox_open_detached`, which verifies the MAC before it writes.
    static func secretboxOpen(
        _ box: UnsafeRawBufferPointer,
        nonce: UnsafeRawPointer,
        key: UnsafeRawPointer,
        into plaintext: UnsafeMutableRawPointer
    ) -> Bool {
        guard box.count >= ZulipSecretbox.macSize, let base = box.baseAddress, sodium.isInitialized else { return false }
        return crypto_secretbox_open_detached(
            plaintext.assumingMemoryBound(to: UInt8.self),
            (base + ZulipSecretbox.macSize).assumingMemoryBound(to: UInt8.self),
            base.assumingMemoryBound(to: UInt8.self),
            UInt64(box.count - ZulipSecretbox.macSize),
            nonce.assumingMemoryBound(to: UInt8.self),
            key.assumingMemoryBound(to: UInt8.self)
        ) == 0
    }

    /// libsodium, initialized once per process before its first use.
    private static let sodium = SodiumLibrary()
}

/// `sodium_init`, run once.
private struct SodiumLibrary: Sendable {
    /// Whether libsodium initialized (it picks its implementations and seeds its generator).
    let isInitialized = sodium_init() >= 0
}
#endif
