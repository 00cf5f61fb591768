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
        guard let layout = DecodedLayout(input) else { return nil }
        var valid = false
        let output = [UInt8](unsafeUninitializedCapacity: layout.byteCount) { out, initialized in
            valid = decode(input, layout: layout, url: url, into: UnsafeMutableRawBufferPointer(out))
            initialized = valid ? layout.byteCount : 0
        }
        return valid ? output : nil
    }

    /// Decodes base64url (`url: true`) or standard base64 into `output`, without allocating;
    /// returns the number of bytes written. Padding, alphabet and unused bits are checked as by
    /// ``decodeURL(_:)-(Collection<UInt8>)``.
    ///
    /// `output` needs room for the decoded bytes, which
    /// ``maximumDecodedCount(forCharacterCount:)`` of the input's count always gives. Nil when
    /// the input is not valid base64 or `output` is too small; what was written is then
    /// meaningless.
    public static func decode(
        _ input: UnsafeBufferPointer<UInt8>, url: Bool, into output: UnsafeMutableRawBufferPointer
    ) -> Int? {
        guard let layout = DecodedLayout(input), layout.byteCount <= output.count else { return nil }
        return decode(input, layout: layout, url: url, into: output) ? layout.byteCount : nil
    }

    /// An upper bound of the bytes `count` characters of base64 decode to (exact for unpadded
    /// text; padding characters count as characters here).
    public static func maximumDecodedCount(forCharacterCount count: Int) -> Int {
        count / 4 * 3 + 2
    }

    /// The shape of a base64 text: its data characters (without padding) and what they decode to.
    private struct DecodedLayout {
        /// Whole groups of four data characters.
        let fullGroups: Int
        /// The data characters after them: 0, 2 or 3.
        let tail: Int
        /// The decoded size.
        var byteCount: Int { fullGroups * 3 + (tail == 0 ? 0 : tail - 1) }

        /// Nil for padding in the wrong place and for an impossible length (4k + 1).
        init?(_ input: UnsafeBufferPointer<UInt8>) {
            var length = input.count
            if length > 0 && input[length - 1] == UInt8(ascii: "=") {
                guard length % 4 == 0 else { return nil }
                length -= 1
                if input[length - 1] == UInt8(ascii: "=") { length -= 1 }
                // Data characters before the padding are checked by the decoder; `=` among them is invalid.
            }
            tail = length % 4
            guard tail != 1 else { return nil }
            fullGroups = length / 4
        }
    }

    /// Decodes the data characters of `input` into `output` (at least `layout.byteCount`
    /// bytes); false on a character outside the alphabet or unused bits that are not zero.
    ///
    /// Four characters at a time: one 32-bit load, four lookups OR-ed into the group's three
    /// bytes (see ``Base64DecodingTables``), and one 32-bit store, which also writes the byte
    /// after the group (the next group or the tail overwrites it; the last whole group, when no
    /// tail follows, is stored byte by byte). A character outside the alphabet sets the top
    /// byte, checked once at the end.
    private static func decode(
        _ input: UnsafeBufferPointer<UInt8>, layout: DecodedLayout, url: Bool, into output: UnsafeMutableRawBufferPointer
    ) -> Bool {
        guard layout.byteCount > 0, let source = input.baseAddress, let target = output.baseAddress else {
            return layout.byteCount == 0
        }
        return (url ? urlTables : standardTables).entries.withUnsafeBufferPointer { tables in
            let table = tables.baseAddress!
            @inline(__always) func lookup(_ position: Int, _ character: UInt32) -> UInt32 {
                table[position &<< 8 | Int(truncatingIfNeeded: character & 0xFF)]
            }
            @inline(__always) func store(_ group: UInt32, bytes count: Int, at offset: Int) {
                for k in 0..<count {
                    target.storeBytes(of: UInt8(truncatingIfNeeded: group &>> (8 &* UInt32(k))), toByteOffset: offset &+ k, as: UInt8.self)
                }
            }
            let bytes = UnsafeRawPointer(source)
            var invalid: UInt32 = 0
            var i = 0
            var o = 0
            @inline(__always) func group(at i: Int) -> UInt32 {
                let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                return lookup(0, word) | lookup(1, word &>> 8) | lookup(2, word &>> 16) | lookup(3, word &>> 24)
            }
            // Every whole group but the last with a 32-bit store; the last one too when a tail follows.
            let wideStores = layout.tail == 0 ? max(0, layout.fullGroups - 1) : layout.fullGroups
            for _ in 0..<wideStores {
                let decoded = group(at: i)
                invalid |= decoded
                target.storeBytes(of: decoded.littleEndian, toByteOffset: o, as: UInt32.self)
                i &+= 4
                o &+= 3
            }
            if wideStores < layout.fullGroups {
                let decoded = group(at: i)
                invalid |= decoded
                store(decoded, bytes: 3, at: o)
                i &+= 4
                o &+= 3
            }
            if layout.tail >= 2 {
                let tail = layout.tail
                let decoded = lookup(0, UInt32(source[i])) | lookup(1, UInt32(source[i + 1]))
                    | (tail == 3 ? lookup(2, UInt32(source[i + 2])) : 0)
                invalid |= decoded
                // The bits of the last character that fall past the data must be zero.
                let unused: UInt32 = tail == 3 ? 0x00FF_0000 : 0x0000_FF00
                invalid |= decoded & unused != 0 ? Base64DecodingTables.invalid : 0
                store(decoded, bytes: tail - 1, at: o)
            }
            return invalid & Base64DecodingTables.invalid == 0
        }
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
