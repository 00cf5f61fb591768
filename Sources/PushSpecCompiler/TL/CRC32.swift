/// CRC-32 as IEEE 802.3 and zlib compute it (reflected polynomial 0xEDB88320, initial value and
/// final XOR 0xFFFFFFFF): the checksum TL takes of a normalized declaration as its constructor id.
package enum CRC32 {
    /// The checksum of `bytes`; `checksum("123456789".utf8)` is `0xCBF43926`.
    package static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The remainder of each byte value, one table lookup per byte instead of eight shifts.
    private static let table: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 {
            crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
        }
        return crc
    }
}
