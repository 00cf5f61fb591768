/// Strict, padded standard base64 (RFC 4648 §4) for secrets, in constant time.
///
/// A table lookup indexed by a secret character can leak it through the cache, so each
/// character is mapped with comparisons turned into masks, as libsodium's `sodium_base642bin`
/// does: the time depends on the length of the text only. Push keys are short, so the cost
/// (a few nanoseconds a character) does not matter; PushSpecCore's table-driven `Base64` stays
/// the decoder of public data.
enum SecretBase64 {
    /// Decodes `text`, which must be padded standard base64 with no whitespace; nil otherwise.
    /// The caller clears the array when it is done with it.
    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            guard utf8.count % 4 == 0 else { return nil }  // padding is required
            let padding = utf8.count >= 4 ? paddingCount(utf8) : 0
            let count = utf8.count / 4 * 3 - padding
            var invalid: UInt32 = 0
            var bytes = [UInt8](repeating: 0, count: count)
            bytes.withUnsafeMutableBufferPointer { output in
                var written = 0
                var quad = 0
                while quad < utf8.count {
                    let isLast = quad + 4 == utf8.count
                    var word: UInt32 = 0
                    for offset in 0..<4 {
                        let character = utf8[quad + offset]
                        // Padding is allowed only at the end, where `paddingCount` found it.
                        let isPadding = isLast && offset >= 4 - padding
                        let value = sextet(character)
                        invalid |= isPadding ? 0 : value >> 8
                        word = word << 6 | (value & 0x3F)
                    }
                    var shift: UInt32 = 16
                    while written < count, shift <= 16 {
                        output[written] = UInt8(truncatingIfNeeded: word >> shift)
                        written += 1
                        shift &-= 8
                    }
                    quad += 4
                }
            }
            guard invalid == 0, trailingBitsAreZero(utf8, padding: padding) else {
                bytes.withUnsafeMutableBytes { SecureMemory.zero($0) }
                return nil
            }
            return bytes
        }
    }

    /// Encodes `bytes` as padded standard base64.
    static func encode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let encodedCount = (bytes.count + 2) / 3 * 4
        return String(unsafeUninitializedCapacity: encodedCount, initializingUTF8With: { output in
            var written = 0
            var index = 0
            while index < bytes.count {
                let remaining = bytes.count - index
                var word = UInt32(bytes[index]) << 16
                if remaining > 1 { word |= UInt32(bytes[index + 1]) << 8 }
                if remaining > 2 { word |= UInt32(bytes[index + 2]) }
                for position in 0..<4 {
                    let isPadding = position > min(remaining, 3)
                    output[written] = isPadding ? UInt8(ascii: "=") : character(UInt32(word >> UInt32(18 - 6 * position)) & 0x3F)
                    written += 1
                }
                index += 3
            }
            return written
        })
    }

    /// The value of a base64 character in its low 6 bits, with bit 8 set when it is not one.
    /// Branch-free: every range test is a mask.
    @inline(__always)
    private static func sextet(_ character: UInt8) -> UInt32 {
        let c = UInt32(character)
        var value: UInt32 = 0
        value |= inRange(c, 0x41, 0x5A) & (c &- 0x41)        // A-Z → 0…25
        value |= inRange(c, 0x61, 0x7A) & (c &- 0x61 &+ 26)  // a-z → 26…51
        value |= inRange(c, 0x30, 0x39) & (c &- 0x30 &+ 52)  // 0-9 → 52…61
        value |= inRange(c, 0x2B, 0x2B) & 62                 // +
        value |= inRange(c, 0x2F, 0x2F) & 63                 // /
        let valid = inRange(c, 0x41, 0x5A) | inRange(c, 0x61, 0x7A) | inRange(c, 0x30, 0x39)
            | inRange(c, 0x2B, 0x2B) | inRange(c, 0x2F, 0x2F)
        return value | (~valid & 0x100)
    }

    /// The base64 character of a 6-bit value, branch-free.
    @inline(__always)
    private static func character(_ value: UInt32) -> UInt8 {
        var c: UInt32 = 0
        c |= inRange(value, 0, 25) & (value &+ 0x41)
        c |= inRange(value, 26, 51) & (value &- 26 &+ 0x61)
        c |= inRange(value, 52, 61) & (value &- 52 &+ 0x30)
        c |= inRange(value, 62, 62) & 0x2B
        c |= inRange(value, 63, 63) & 0x2F
        return UInt8(truncatingIfNeeded: c)
    }

    /// All ones when `low ≤ x ≤ high` (all values below 2³¹), else zero, without a branch.
    @inline(__always)
    private static func inRange(_ x: UInt32, _ low: UInt32, _ high: UInt32) -> UInt32 {
        let belowLow = (x &- low) >> 31          // 1 when x < low
        let aboveHigh = (high &- x) >> 31        // 1 when x > high
        return (belowLow | aboveHigh) &- 1       // 0 → all ones, 1 → zero
    }

    /// How many `=` end the text (0…2); public, not secret.
    private static func paddingCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        let equals = UInt8(ascii: "=")
        if utf8[utf8.count - 1] != equals { return 0 }
        return utf8[utf8.count - 2] == equals ? 2 : 1
    }

    /// Whether the bits the padding leaves unused are zero (strict decoding refuses other
    /// encodings of the same bytes), checked on the last decoded character.
    private static func trailingBitsAreZero(_ utf8: UnsafeBufferPointer<UInt8>, padding: Int) -> Bool {
        guard padding > 0 else { return true }
        let last = sextet(utf8[utf8.count - 1 - padding]) & 0x3F
        let unusedMask: UInt32 = padding == 2 ? 0x0F : 0x03
        return last & unusedMask == 0
    }
}
