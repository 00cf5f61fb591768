import CSecureMemory

/// Wiping and comparing secret bytes without OpenSSL or libsodium, for the code that must also
/// build on Apple platforms (the Swift secretbox).
///
/// Zeroing goes through the CSecureMemory C target (`memset_s` on Darwin, `explicit_bzero` on
/// glibc), which the optimizer may not drop as a dead store the way it may drop a Swift loop
/// writing memory that is never read again.
enum SecureMemory {
    /// Writes `count` zero bytes at `pointer`; nothing when `pointer` is nil or `count` is not
    /// positive.
    static func zero(_ pointer: UnsafeMutableRawPointer?, count: Int) {
        guard let pointer, count > 0 else { return }
        pushspec_secure_zero(pointer, count)
    }

    /// Writes zeros over all of `buffer`.
    static func zero(_ buffer: UnsafeMutableRawBufferPointer) {
        zero(buffer.baseAddress, count: buffer.count)
    }

    /// Whether the `count` bytes at `a` and at `b` are equal, in a time that depends on `count`
    /// only: every byte pair is read, their XORs are OR-ed together, and the result is derived
    /// from that accumulator arithmetically, with no branch on the data.
    static func equals(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var difference: UInt32 = 0
        for offset in 0..<max(count, 0) {
            difference |= UInt32(a.load(fromByteOffset: offset, as: UInt8.self) ^ b.load(fromByteOffset: offset, as: UInt8.self))
        }
        // difference is 0...255: difference - 1 wraps to 0xFFFF_FFFF (bit 8 set) only for 0.
        return (difference &- 1) >> 8 & 1 == 1
    }
}
