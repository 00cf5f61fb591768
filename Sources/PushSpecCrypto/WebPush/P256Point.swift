/// A P-256 public key's encoding, as web push carries it.
enum P256Point {
    /// Size of an uncompressed point: 0x04 ‖ x (32) ‖ y (32).
    static let uncompressedSize = 65
}
