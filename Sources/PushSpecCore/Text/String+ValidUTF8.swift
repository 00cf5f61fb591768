// Strings made from UTF-8 that is already known to be valid, without the standard library
// checking it again.
//
// Every String that PushSpec makes while decoding comes from bytes that are valid by
// construction: the JSON parser has validated each string's content (and unescaping writes only
// whole scalars), and a rendered template joins the UTF-8 of Strings. `String(decoding:as:)`
// would validate them once more, which costs as much as copying them into the new String (a
// 60-byte argument: about 1 100 instructions checked, 500 not).
//
// The callers guarantee validity; these initializers are internal so that nothing else can
// hand them arbitrary bytes.

extension String {
    /// A String with a copy of `bytes`, which must be valid UTF-8.
    @inline(__always)
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        #if canImport(Darwin)
        // UTF8Span's unchecked initializer is in the operating system's standard library from
        // these versions on; before, the bytes are validated.
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            self = String(decoding: bytes, as: UTF8.self)
            return
        }
        #endif
        self = String(copying: UTF8Span(unchecked: bytes.span))
    }

    /// A String of the valid UTF-8 that `initializer` writes into a buffer of `capacity` bytes;
    /// it returns how many bytes it wrote.
    ///
    /// The buffer is temporary (on the stack when small), and the String gets a copy of it.
    @inline(__always)
    static func writingValidUTF8(
        capacity: Int, _ initializer: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(1, capacity)) { buffer in
            let count = Swift.min(Swift.max(0, initializer(buffer)), buffer.count)
            return String(validUTF8: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
