/// AES-128-GCM decryption of web push records, keyed once per message.
protocol AES128GCMOpener: AnyObject {
    /// Keys an opener with the 16-byte content encryption key `key`.
    init(key: UnsafeRawPointer) throws(WebPushError)

    /// Decrypts one record: `count` bytes of ciphertext followed by its 16-byte tag, sealed with
    /// the 12-byte `nonce`, into `output` (`count` bytes, not overlapping `record`).
    ///
    /// - Returns: whether the tag verified. When it did not, `output` may hold unauthenticated
    ///   bytes that the caller must discard.
    func open(
        _ record: UnsafeRawPointer,
        count: Int,
        nonce: UnsafeRawPointer,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) -> Bool
}

/// AES-128-GCM's sizes.
enum AES128GCMSize {
    /// The authentication tag.
    static let tag = 16
}
