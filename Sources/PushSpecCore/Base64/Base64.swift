/// Strict Base64 (RFC 4648) for push payloads: the URL-safe alphabet (`-_`, section 5) for
/// Telegram's `p` and TL blobs, the standard alphabet (`+/`, section 4) for Zulip's keys and
/// ciphertexts.
///
/// Decoders accept exactly the canonical encodings, with or without padding:
/// - only the alphabet's 64 characters, and `=` only as padding at the very end;
/// - no whitespace or line breaks;
/// - padding, when present, must make the length a multiple of 4 and be exactly what the final
///   group needs (`xx==`, `xxx=`);
/// - a length of 4k + 1 characters (without padding) is impossible and refused;
/// - the unused low bits of the last character must be zero (RFC 4648 section 3.5), so every
///   byte string has exactly one accepted encoding per alphabet and padding choice.
///
/// Anything else gives nil.
public enum Base64 {
    // MARK: Decoding

    /// Decodes base64url text (alphabet `A–Z a–z 0–9 - _`); padding optional but, if present,
    /// correct. Nil on any invalid character, impossible length or wrong padding.
    public static func decodeURL(_ text: some StringProtocol) -> [UInt8]? {
        decode(text.utf8, url: true)
    }

    /// Decodes base64url given as ASCII bytes. Same rules as for text.
    public static func decodeURL(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        decode(bytes, url: true)
    }

    /// Decodes standard base64 text (alphabet `A–Z a–z 0–9 + /`); padding optional but, if
    /// present, correct. Nil on any invalid character, impossible length or wrong padding.
    public static func decodeStandard(_ text: some StringProtocol) -> [UInt8]? {
        decode(text.utf8, url: false)
    }

    /// Decodes standard base64 given as ASCII bytes. Same rules as for text.
    public static func decodeStandard(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        decode(bytes, url: false)
    }

    private static func decode(_ input: some Collection<UInt8>, url: Bool) -> [UInt8]? {
        if let result = input.withContiguousStorageIfAvailable({ decode(buffer: $0, url: url) }) {
            return result
        }
        let copy = Array(input)
        return copy.withUnsafeBufferPointer { decode(buffer: $0, url: url) }
    }

    /// Each byte's 6-bit value in the alphabet, or 0xFF for bytes outside it.
    private static let urlSextets = sextetTable(url: true)
    private static let standardSextets = sextetTable(url: false)

    private static func sextetTable(url: Bool) -> [UInt8] {
        var table = [UInt8](repeating: 0xFF, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8) + (url ? [0x2D, 0x5F] : [0x2B, 0x2F])
        for (value, character) in alphabet.enumerated() {
            table[Int(character)] = UInt8(value)
        }
        return table
    }

    private static func decode(buffer input: UnsafeBufferPointer<UInt8>, url: Bool) -> [UInt8]? {
        (url ? urlSextets : standardSextets).withUnsafeBufferPointer { table in
            decode(buffer: input, sextets: table)
        }
    }

    private static func decode(buffer input: UnsafeBufferPointer<UInt8>, sextets table: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        @inline(__always) func sextet(_ c: UInt8) -> UInt32 { UInt32(table[Int(c)]) }
        var length = input.count
        if length > 0 && input[length - 1] == UInt8(ascii: "=") {
            guard length % 4 == 0 else { return nil }
            length -= 1
            if input[length - 1] == UInt8(ascii: "=") { length -= 1 }
            // Data characters before the padding are checked below; `=` among them is invalid.
        }
        let tail = length % 4
        guard tail != 1 else { return nil }
        let fullGroups = length / 4
        let outputCount = fullGroups * 3 + (tail == 0 ? 0 : tail - 1)
        var valid = true
        let output = [UInt8](unsafeUninitializedCapacity: outputCount) { out, initialized in
            var i = 0
            var o = 0
            for _ in 0..<fullGroups {
                let a = sextet(input[i]), b = sextet(input[i + 1])
                let c = sextet(input[i + 2]), d = sextet(input[i + 3])
                guard (a | b | c | d) < 64 else {
                    valid = false
                    break
                }
                let group = a << 18 | b << 12 | c << 6 | d
                out[o] = UInt8(truncatingIfNeeded: group >> 16)
                out[o + 1] = UInt8(truncatingIfNeeded: group >> 8)
                out[o + 2] = UInt8(truncatingIfNeeded: group)
                i += 4
                o += 3
            }
            if valid && tail >= 2 {
                let a = sextet(input[i]), b = sextet(input[i + 1])
                let c = tail == 3 ? sextet(input[i + 2]) : 0
                let unusedBits: UInt32 = tail == 3 ? c & 0x03 : b & 0x0F
                if (a | b | c) >= 64 || unusedBits != 0 {
                    valid = false
                } else {
                    let group = a << 18 | b << 12 | c << 6
                    out[o] = UInt8(truncatingIfNeeded: group >> 16)
                    o += 1
                    if tail == 3 {
                        out[o] = UInt8(truncatingIfNeeded: group >> 8)
                        o += 1
                    }
                }
            }
            initialized = valid ? o : 0
        }
        return valid ? output : nil
    }

    // MARK: Encoding

    /// Encodes bytes as base64url (alphabet `-_`) without padding.
    public static func encodeURL(_ bytes: some Collection<UInt8>) -> String {
        encode(bytes, url: true)
    }

    /// Encodes bytes as standard base64 (alphabet `+/`) with `=` padding.
    public static func encodeStandard(_ bytes: some Collection<UInt8>) -> String {
        encode(bytes, url: false)
    }

    private static func encode(_ input: some Collection<UInt8>, url: Bool) -> String {
        if let result = input.withContiguousStorageIfAvailable({ encode(buffer: $0, url: url) }) {
            return result
        }
        let copy = Array(input)
        return copy.withUnsafeBufferPointer { encode(buffer: $0, url: url) }
    }

    @inline(__always)
    private static func character(_ value: UInt32, url: Bool) -> UInt8 {
        let v = UInt8(truncatingIfNeeded: value & 0x3F)
        switch v {
        case 0..<26: return v &+ UInt8(ascii: "A")
        case 26..<52: return v &- 26 &+ UInt8(ascii: "a")
        case 52..<62: return v &- 52 &+ UInt8(ascii: "0")
        case 62: return url ? UInt8(ascii: "-") : UInt8(ascii: "+")
        default: return url ? UInt8(ascii: "_") : UInt8(ascii: "/")
        }
    }

    private static func encode(buffer input: UnsafeBufferPointer<UInt8>, url: Bool) -> String {
        let fullGroups = input.count / 3
        let rest = input.count % 3
        let padded = !url
        let outputCount = fullGroups * 4 + (rest == 0 ? 0 : (padded ? 4 : rest + 1))
        guard outputCount > 0 else { return "" }
        return String(unsafeUninitializedCapacity: outputCount) { out in
            var i = 0
            var o = 0
            for _ in 0..<fullGroups {
                let group = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
                out[o] = character(group >> 18, url: url)
                out[o + 1] = character(group >> 12, url: url)
                out[o + 2] = character(group >> 6, url: url)
                out[o + 3] = character(group, url: url)
                i += 3
                o += 4
            }
            if rest > 0 {
                let group = UInt32(input[i]) << 16 | (rest == 2 ? UInt32(input[i + 1]) << 8 : 0)
                out[o] = character(group >> 18, url: url)
                out[o + 1] = character(group >> 12, url: url)
                o += 2
                if rest == 2 {
                    out[o] = character(group >> 6, url: url)
                    o += 1
                }
                if padded {
                    while o % 4 != 0 {
                        out[o] = UInt8(ascii: "=")
                        o += 1
                    }
                }
            }
            return o
        }
    }
}
