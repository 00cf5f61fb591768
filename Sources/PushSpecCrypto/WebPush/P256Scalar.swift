/// A P-256 private key's scalar: its size and the range check every backend relies on.
enum P256Scalar {
    /// Size of a P-256 scalar in bytes.
    static let size = 32

    /// The group order n of P-256, big-endian.
    private static let order: [UInt8] = [
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51,
    ]

    /// Whether the big-endian scalar is in `1 ..< n`, without branching on its bytes.
    ///
    /// Backends differ outside that range (OpenSSL reduces or yields the point at infinity), so
    /// it is checked here, before any backend sees the scalar.
    static func isValid(_ scalar: UnsafeRawPointer) -> Bool {
        // Compare from the least significant byte up: `borrow` ends as 1 iff scalar < n.
        var borrow: Int = 0
        var nonZero: UInt8 = 0
        for i in stride(from: size - 1, through: 0, by: -1) {
            let byte = scalar.load(fromByteOffset: i, as: UInt8.self)
            nonZero |= byte
            borrow = (Int(byte) - Int(order[i]) - borrow) >> 8 & 1
        }
        return borrow == 1 && nonZero != 0
    }
}
