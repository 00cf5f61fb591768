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
    @inlinable
    public static func decodeURL(_ text: some StringProtocol) -> [UInt8]? {
        decode(text.utf8, url: true)
    }

    /// Decodes base64url given as ASCII bytes. Same rules as for text.
    @inlinable
    public static func decodeURL(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        decode(bytes, url: true)
    }

    /// Decodes standard base64 text (alphabet `A–Z a–z 0–9 + /`); padding optional but, if
    /// present, correct. Nil on any invalid character, impossible length or wrong padding.
    @inlinable
    public static func decodeStandard(_ text: some StringProtocol) -> [UInt8]? {
        decode(text.utf8, url: false)
    }

    /// Decodes standard base64 given as ASCII bytes. Same rules as for text.
    @inlinable
    public static func decodeStandard(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        decode(bytes, url: false)
    }

    /// Inlined into the caller, so that the contiguous case is a direct call of the
    /// non-generic decoder.
    @inlinable
    static func decode(_ input: some Collection<UInt8>, url: Bool) -> [UInt8]? {
        if let result = input.withContiguousStorageIfAvailable({ decode(buffer: $0, url: url) }) {
            return result
        }
        let copy = Array(input)
        return copy.withUnsafeBufferPointer { decode(buffer: $0, url: url) }
    }

    private static let urlTables = Base64DecodingTables(alphabet: .url)
    private static let standardTables = Base64DecodingTables(alphabet: .standard)

    @usableFromInline
    static func decode(buffer input: UnsafeBufferPointer<UInt8>, url: Bool) -> [UInt8]? {
        (url ? urlTables : standardTables).entries.withUnsafeBufferPointer { table in
            decode(buffer: input, tables: table)
        }
    }

    /// Four characters at a time: one 32-bit load, four lookups OR-ed into the group's three
    /// bytes (see ``Base64DecodingTables``), one 32-bit store that also writes a byte past the
    /// group (the buffer has one byte to spare; the next group or the tail overwrites it). A
    /// character outside the alphabet sets the top byte, checked once at the end.
    private static func decode(buffer input: UnsafeBufferPointer<UInt8>, tables: UnsafeBufferPointer<UInt32>) -> [UInt8]? {
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
        guard outputCount > 0, let source = input.baseAddress, let table = tables.baseAddress else {
            return length == 0 ? [] : nil
        }
        @inline(__always) func lookup(_ position: Int, _ character: UInt32) -> UInt32 {
            table[position &<< 8 | Int(truncatingIfNeeded: character & 0xFF)]
        }
        var valid = true
        let output = [UInt8](unsafeUninitializedCapacity: outputCount + 1) { out, initialized in
            let target = UnsafeMutableRawPointer(out.baseAddress!)
            let bytes = UnsafeRawPointer(source)
            var invalid: UInt32 = 0
            var i = 0
            var o = 0
            for _ in 0..<fullGroups {
                let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                let group = lookup(0, word) | lookup(1, word &>> 8) | lookup(2, word &>> 16) | lookup(3, word &>> 24)
                invalid |= group
                target.storeBytes(of: group.littleEndian, toByteOffset: o, as: UInt32.self)
                i &+= 4
                o &+= 3
            }
            if tail >= 2 {
                let group = lookup(0, UInt32(source[i])) | lookup(1, UInt32(source[i + 1]))
                    | (tail == 3 ? lookup(2, UInt32(source[i + 2])) : 0)
                invalid |= group
                // The bits of the last character that fall past the data must be zero.
                let unused: UInt32 = tail == 3 ? 0x00FF_0000 : 0x0000_FF00
                invalid |= group & unused != 0 ? Base64DecodingTables.invalid : 0
                target.storeBytes(of: UInt8(truncatingIfNeeded: group), toByteOffset: o, as: UInt8.self)
                if tail == 3 {
                    target.storeBytes(of: UInt8(truncatingIfNeeded: group &>> 8), toByteOffset: o + 1, as: UInt8.self)
                }
                o &+= tail - 1
            }
            valid = invalid & Base64DecodingTables.invalid == 0
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
