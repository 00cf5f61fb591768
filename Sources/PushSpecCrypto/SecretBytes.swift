/// Fixed-size secret bytes in their own heap allocation, zeroed (``SecureMemory/zero(_:count:)``) when
/// the last reference goes away.
///
/// The bytes are written once, during initialization, and only read afterwards, which is what
/// makes sharing the storage between threads (`@unchecked Sendable`) sound. The storage is a
/// class so that copies of the value types holding it share one allocation instead of
/// spreading copies of the secret through memory.
final class SecretBytes: @unchecked Sendable {
    /// Number of bytes.
    let count: Int
    /// Start of the bytes; never written after `init`.
    let pointer: UnsafeRawPointer

    /// Allocates `count` bytes and lets `initialize` fill all of them.
    ///
    /// If `initialize` throws, the allocation is cleansed and released before the error propagates.
    init<E: Error>(count: Int, initialize: (UnsafeMutableRawBufferPointer) throws(E) -> Void) throws(E) {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
        do {
            try initialize(UnsafeMutableRawBufferPointer(start: storage, count: count))
        } catch {
            SecureMemory.zero(storage, count: count)
            storage.deallocate()
            throw error
        }
        self.count = count
        self.pointer = UnsafeRawPointer(storage)
    }

    deinit {
        SecureMemory.zero(UnsafeMutableRawPointer(mutating: pointer), count: count)
        pointer.deallocate()
    }

    /// Calls `body` with the bytes. The storage stays alive for the duration of the call.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) {
            try body(UnsafeRawBufferPointer(start: pointer, count: count))
        }
    }
}
