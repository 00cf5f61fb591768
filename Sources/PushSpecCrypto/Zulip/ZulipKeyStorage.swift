/// The 32 secretbox key bytes of a ``ZulipPushKey`` in their own heap allocation, wiped
/// (``SecureMemory``) when the last copy of the key goes away.
///
/// The bytes are written once, in `init`, and only read afterwards, which is what makes sharing
/// the storage between threads (`@unchecked Sendable`) sound. Being a class, copies of the key
/// share one allocation instead of spreading the secret through memory.
final class ZulipKeyStorage: @unchecked Sendable {
    /// Start of the ``ZulipSecretbox/keySize`` key bytes; never written after `init`.
    private let pointer: UnsafeMutablePointer<UInt8>

    /// Allocates the key bytes and lets `initialize` fill all of them.
    ///
    /// If `initialize` throws, the bytes are wiped and released before the error propagates.
    init<E: Error>(initialize: (UnsafeMutableBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: ZulipSecretbox.keySize)
        storage.initialize(repeating: 0, count: ZulipSecretbox.keySize)
        do {
            try initialize(UnsafeMutableBufferPointer(start: storage, count: ZulipSecretbox.keySize))
        } catch {
            SecureMemory.zero(storage, count: ZulipSecretbox.keySize)
            storage.deallocate()
            throw error
        }
        pointer = storage
    }

    deinit {
        SecureMemory.zero(pointer, count: ZulipSecretbox.keySize)
        pointer.deallocate()
    }

    /// Calls `body` with the key bytes; the storage stays alive for the call. Do not let the
    /// pointer escape.
    func withKey<R, E: Error>(_ body: (UnsafePointer<UInt8>) throws(E) -> R) throws(E) -> R {
        defer { withExtendedLifetime(self) {} }
        return try body(UnsafePointer(pointer))
    }
}
