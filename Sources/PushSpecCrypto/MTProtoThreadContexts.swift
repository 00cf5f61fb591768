import COpenSSL

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The OpenSSL contexts MTProto decryption works in, one set per thread: made for the thread's
/// first message and reused for the next ones, freed when the thread ends.
///
/// Making, fetching into and freeing both contexts for every message took about a twentieth of
/// the decryption of a small push. Between messages the digest context holds only the state of
/// the last msg_key check (or nothing, after a failure: ``DigestContext/reset()``), and the
/// cipher context the schedule of an all-zero key (``AES256ECBDecryptor/clearKey()``). A context is used by one thread at a time, and decryption
/// never calls out while it holds one, so a thread never uses its set twice at once.
final class MTProtoThreadContexts {
    /// The SHA-256 computations of one message.
    let digests: DigestContext
    /// The AES-256 block function of one message.
    let aes: AES256ECBDecryptor

    private init() throws(OpenSSLCallError) {
        digests = try DigestContext()
        aes = try AES256ECBDecryptor()
    }

    /// This thread's contexts, made on first use. Where thread-local storage is not available,
    /// a new set each time.
    static func current() throws(OpenSSLCallError) -> MTProtoThreadContexts {
        guard let key = threadKey else { return try MTProtoThreadContexts() }
        if let stored = pthread_getspecific(key) {
            return Unmanaged<MTProtoThreadContexts>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = try MTProtoThreadContexts()
        // The thread-local slot owns one reference, released with the thread (`releaseStored`).
        let retained = Unmanaged.passRetained(made)
        if pthread_setspecific(key, retained.toOpaque()) != 0 { retained.release() }
        return made
    }

    /// The key of the thread-local slot, or nil if none could be made.
    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stored in
            MTProtoThreadContexts.releaseStored(stored)
        }
        return status == 0 ? key : nil
    }()

    /// Releases the set a thread-local slot held, when its thread ends.
    private static func releaseStored(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        Unmanaged<MTProtoThreadContexts>.fromOpaque(stored).release()
    }
}
