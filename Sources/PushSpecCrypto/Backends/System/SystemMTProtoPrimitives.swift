#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// MTProto's primitives over OpenSSL, one set per thread: made for the thread's first message
/// and reused for the next ones, freed when the thread ends.
///
/// Making, fetching into and freeing both contexts for every message took about a twentieth of
/// the decryption of a small push. Between messages the digest context holds only the state of
/// the last msg_key check (or nothing, after a failure) and the cipher context the schedule of an all-zero key. A set is used by one thread at
/// a time, and decryption never calls out while it holds one, so a thread never uses its set
/// twice at once.
final class SystemMTProtoPrimitives: MTProtoPrimitives {
    /// The SHA-256 computations of one message.
    private let digests: OpenSSLDigestContext
    /// The AES-256 block function of one message.
    private let aes: OpenSSLAES256Decryptor

    private init() throws(CryptoCallError) {
        digests = try OpenSSLDigestContext()
        aes = try OpenSSLAES256Decryptor()
    }

    /// This thread's set, made on first use. Where thread-local storage is not available, a new
    /// set each time.
    static func forMessage() throws(CryptoCallError) -> SystemMTProtoPrimitives {
        guard let key = threadKey else { return try SystemMTProtoPrimitives() }
        if let stored = pthread_getspecific(key) {
            return Unmanaged<SystemMTProtoPrimitives>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = try SystemMTProtoPrimitives()
        // The thread-local slot owns one reference, released with the thread (`releaseStored`).
        let retained = Unmanaged.passRetained(made)
        if pthread_setspecific(key, retained.toOpaque()) != 0 { retained.release() }
        return made
    }

    func sha256(
        _ first: UnsafeRawBufferPointer,
        _ second: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(CryptoCallError) {
        try digests.hash(.sha256, first, second, into: output)
    }

    func setAESKey(_ key: UnsafeRawPointer) throws(CryptoCallError) {
        try aes.setKey(key)
    }

    @inline(__always)
    func decryptAESBlock(_ input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        try aes.decryptBlock(input, into: output)
    }

    func finishMessage(interrupted: Bool) {
        aes.clearKey()
        // A reset frees the context's state, which the next message would allocate again.
        if interrupted { digests.reset() }
    }

    /// The key of the thread-local slot, or nil if none could be made.
    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stored in
            SystemMTProtoPrimitives.releaseStored(stored)
        }
        return status == 0 ? key : nil
    }()

    /// Releases the set a thread-local slot held, when its thread ends.
    private static func releaseStored(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        Unmanaged<SystemMTProtoPrimitives>.fromOpaque(stored).release()
    }
}
#endif
