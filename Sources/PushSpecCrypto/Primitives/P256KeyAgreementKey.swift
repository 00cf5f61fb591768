/// A P-256 private key held by a backend, ready for ECDH (web push's key agreement).
///
/// Made once per `WebPushKeys` and shared by its copies; only read after `init`, so it is
/// `Sendable`. Releasing it clears the scalar.
protocol P256KeyAgreementKey: AnyObject, Sendable {
    /// Imports a 32-byte big-endian scalar, already checked to be in `1 ..< n`
    /// (``P256Scalar/isValid(_:)``), and computes its public key.
    init(scalar: UnsafeRawPointer) throws(WebPushError)

    /// Writes the public key as a 65-byte uncompressed point to `output`.
    func copyPublicKey(into output: UnsafeMutableRawPointer) throws(WebPushError)

    /// ECDH with the peer's uncompressed point `peer`: imports it (which checks that it is a
    /// 65-byte uncompressed point on the curve, naming it `role` in the error) and writes the
    /// 32-byte shared secret (the x coordinate) to `output`.
    func deriveSharedSecret(
        withPeer peer: UnsafeRawBufferPointer,
        role: String,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError)

    /// Whether `bytes` is a valid uncompressed P-256 point.
    static func isValidPublicKey(_ bytes: UnsafeRawBufferPointer) -> Bool
}
