/// The lookup tables of ``Base64``'s decoder, one set per alphabet.
///
/// A group of four characters `c₀c₁c₂c₃` decodes to three bytes. `entries[k << 8 | c]` is
/// the part of those bytes that character `c` contributes in position `k`, already in place for
/// a little-endian 32-bit store (byte 0 is the first output byte), so a group is
/// `entries[c₀] | entries[256 + c₁] | entries[512 + c₂] | entries[768 + c₃]`. A byte outside the
/// alphabet maps to ``invalid`` in every position, which no valid group ever sets.
struct Base64DecodingTables: Sendable {
    /// The two alphabets of RFC 4648.
    enum Alphabet {
        /// Section 4: `+` and `/` for 62 and 63.
        case standard
        /// Section 5, "URL and filename safe": `-` and `_` for 62 and 63.
        case url
    }

    /// The bit an entry has for a byte outside the alphabet (the unused top byte).
    static let invalid: UInt32 = 0x0100_0000

    /// 4 × 256 entries: position-major, then the character's byte value.
    let entries: [UInt32]

    init(alphabet: Alphabet) {
        var entries = [UInt32](repeating: Self.invalid, count: 4 * 256)
        let last: [UInt8] = alphabet == .url ? [0x2D, 0x5F] : [0x2B, 0x2F]
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8) + last
        for (value, character) in characters.enumerated() {
            let sextet = UInt32(value)
            let c = Int(character)
            // The group's 24 bits are s₀ s₁ s₂ s₃, six each, most significant first; output
            // byte 0 = s₀ << 2 | s₁ >> 4, byte 1 = (s₁ & 15) << 4 | s₂ >> 2, byte 2 = (s₂ & 3) << 6 | s₃.
            entries[c] = sextet << 2
            entries[256 + c] = sextet >> 4 | (sextet & 0x0F) << 12
            entries[512 + c] = (sextet >> 2) << 8 | (sextet & 0x03) << 22
            entries[768 + c] = sextet << 16
        }
        self.entries = entries
    }
}
