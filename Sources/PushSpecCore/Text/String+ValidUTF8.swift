// Strings made from UTF-8 that is already known to be valid, without the standard library
// checking it again.
//
// Every String that PushSpec makes while decoding comes from bytes that are valid by
// construction: the JSON parser has validated each string's content (and unescaping writes only
// whole scalars), and a rendered template joins the UTF-8 of Strings. `String(decoding:as:)`
// would validate them once more, which costs as much as copying them into the new String.
//
// The callers guarantee validity; these initializers are internal so that nothing else can
// hand them arbitrary bytes, and debug builds (the tests, the fuzzers) check it.

extension String {
    /// A String with a copy of `bytes`, which must be valid UTF-8.
    ///
    /// The String is marked ASCII when it is (one pass, eight bytes at a time), as a validating
    /// initializer would mark it, so that comparing and hashing it keep their fast paths.
    @inline(__always)
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        // Decoding repairs invalid UTF-8, so the bytes were valid iff they come back unchanged
        // (`String(validating:as:)` would say it directly, but only from iOS 18 / macOS 15 on).
        assert(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes), "not valid UTF-8")
        #if compiler(>=6.2)
        #if canImport(Darwin)
        // UTF8Span's unchecked initializer is in the operating system's standard library from
        // these versions on; before, the bytes are validated.
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            self = String(decoding: bytes, as: UTF8.self)
            return
        }
        #endif
        self = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: Self.isASCII(bytes)))
        #else
        self = String(decoding: bytes, as: UTF8.self)  // compilers before 6.2 have no UTF8Span
        #endif
    }

    /// A String of the valid UTF-8 that `initializer` writes into a buffer of `capacity` bytes;
    /// it returns how many bytes it wrote, at most `capacity`.
    ///
    /// The buffer is temporary (on the stack up to about a kilobyte, else allocated), and the
    /// String gets a copy of it.
    @inline(__always)
    static func writingValidUTF8(
        capacity: Int, _ initializer: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(1, capacity)) { buffer in
            let count = initializer(buffer)
            precondition(count >= 0 && count <= buffer.count, "wrote outside the buffer")
            return String(validUTF8: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Whether every byte is below 0x80: the bytes OR-ed together 32 at a time, then 8, and
    /// the last fewer than 8 as the last eight (or one by one in a text shorter than eight).
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var bits: UInt64 = 0
        var index = 0
        while index &+ 32 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            index &+= 32
        }
        while index &+ 8 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index &+= 8
        }
        if index < count {
            if count >= 8 {
                bits |= raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else {
                for offset in index..<count { bits |= UInt64(base[offset]) }
            }
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
