/// What MTProto 2.0 decryption needs of a backend for one message: SHA-256 over one or two
/// parts, and the AES-256 block decryption function with a key schedule kept for the message.
///
/// An instance serves one thread at a time. ``forMessage()`` may hand out a per-thread instance
/// again for the next message (the System backend keeps its OpenSSL contexts that way), so
/// ``finishMessage(interrupted:)`` must leave nothing derived from the message's key behind.
protocol MTProtoPrimitives: AnyObject {
    /// An instance for one message on the current thread.
    static func forMessage() throws(CryptoCallError) -> Self

    /// SHA-256 of `first ‖ second` into `output` (32 bytes).
    func sha256(
        _ first: UnsafeRawBufferPointer,
        _ second: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(CryptoCallError)

    /// Runs the AES-256 decryption key schedule for the 32-byte `key`.
    func setAESKey(_ key: UnsafeRawPointer) throws(CryptoCallError)

    /// Decrypts one 16-byte block with the key of ``setAESKey(_:)``. `input` and `output` may be
    /// the same pointer.
    func decryptAESBlock(_ input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError)

    /// Forgets the message's key schedule, and the digest state when `interrupted` (a call failed
    /// midway, so a hash of key material may be half done; a finished hash holds only its
    /// output). Called when a message is done, whether it verified or failed.
    func finishMessage(interrupted: Bool)
}
