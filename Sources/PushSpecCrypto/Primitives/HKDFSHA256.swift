/// HKDF-SHA-256 (RFC 5869), one instance per message.
///
/// The info may come in up to three parts, which are concatenated, so callers never build info
/// buffers.
protocol HKDFSHA256: AnyObject {
    /// Makes the instance (a backend may set up a context once for the message here).
    init() throws(WebPushError)

    /// HKDF-Extract: writes `PRK = HMAC-SHA-256(salt, ikm)` (32 bytes) to `output`.
    func extract(salt: UnsafeRawBufferPointer, ikm: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) throws(WebPushError)

    /// HKDF-Expand: writes `count` (≤ 32 here) bytes of `HKDF-Expand(prk, info₀ ‖ info₁ ‖ info₂)`
    /// to `output`.
    func expand(
        prk: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError)

    /// Extract then expand: writes `count` bytes of `HKDF(salt, ikm, info₀ ‖ info₁ ‖ info₂)` to
    /// `output`. A default runs ``extract(salt:ikm:into:)`` then ``expand(prk:info:_:_:into:count:)``.
    func deriveKey(
        salt: UnsafeRawBufferPointer,
        ikm: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError)
}

extension HKDFSHA256 {
    /// HKDF-Expand with an info in one or two parts.
    func expand(
        prk: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer? = nil,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError) {
        try expand(prk: prk, info: info0, info1, nil, into: output, count: count)
    }

    /// Extract then expand, through a PRK that is cleared afterwards.
    func deriveKey(
        salt: UnsafeRawBufferPointer,
        ikm: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError) {
        try withUnsafeTemporaryAllocation(byteCount: HKDFSize.hash, alignment: 16) { (prk) throws(WebPushError) in
            defer { SecureMemory.zero(prk) }
            try extract(salt: salt, ikm: ikm, into: prk.baseAddress!)
            try expand(prk: UnsafeRawBufferPointer(prk), info: info0, info1, info2, into: output, count: count)
        }
    }
}

/// HKDF-SHA-256's sizes.
enum HKDFSize {
    /// SHA-256 output size, the size of an extracted PRK.
    static let hash = 32
}
