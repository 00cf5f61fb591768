// Lazy string decoding: a string without escapes is made straight from its source bytes;
// one with escapes is unescaped into a temporary buffer of the content's size first (unescaping
// never lengthens: `\n` 2→1 bytes, `\uXXXX` 6→≤3, a surrogate pair 12→4). Neither is validated
// again: the parser validated the content's UTF-8, and unescaping writes whole scalars only.

enum JSONStringDecoding {
    /// The decoded text of a string entry's content (the bytes between its quotes), which must
    /// come from a document the parser has validated.
    static func string(_ content: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(validUTF8: content) }
        return String.writingValidUTF8(capacity: content.count) { buffer in
            unescape(content, into: buffer)
        }
    }

    /// Writes the unescaped UTF-8 of already validated string content; returns the bytes
    /// written. Stops early, without trapping, on anything the parser would have refused.
    static func unescape(_ source: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let n = source.count
        var i = 0
        var o = 0

        func put(_ byte: UInt8) -> Bool {
            guard o < out.count else { return false }
            out[o] = byte
            o += 1
            return true
        }

        func hex4(_ at: Int) -> UInt32? {
            guard at >= 0, at + 4 <= n else { return nil }
            var value: UInt32 = 0
            for k in 0..<4 {
                guard let digit = hexDigitValue(source[at + k]) else { return nil }
                value = value << 4 | digit
            }
            return value
        }

        while i < n {
            let c = source[i]
            if c != UInt8(ascii: "\\") {
                guard put(c) else { return o }
                i += 1
                continue
            }
            guard i + 1 < n else { return o }
            let e = source[i + 1]
            var simple: UInt8 = 0
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = e
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"):
                guard var scalar = hex4(i + 2) else { return o }
                i += 6
                if scalar & 0xFC00 == 0xD800 {
                    guard i + 1 < n, source[i] == UInt8(ascii: "\\"), source[i + 1] == UInt8(ascii: "u"),
                          let low = hex4(i + 2), low & 0xFC00 == 0xDC00 else { return o }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                } else if scalar & 0xFC00 == 0xDC00 {
                    return o
                }
                guard encodeUTF8(scalar, put) else { return o }
                continue
            default:
                return o
            }
            guard put(simple) else { return o }
            i += 2
        }
        return o
    }

    /// Writes one Unicode scalar as UTF-8 through `put`.
    @inline(__always)
    private static func encodeUTF8(_ scalar: UInt32, _ put: (UInt8) -> Bool) -> Bool {
        switch scalar {
        case 0..<0x80:
            return put(UInt8(scalar))
        case 0x80..<0x800:
            return put(UInt8(0xC0 | scalar >> 6)) && put(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            return put(UInt8(0xE0 | scalar >> 12)) && put(UInt8(0x80 | scalar >> 6 & 0x3F))
                && put(UInt8(0x80 | scalar & 0x3F))
        default:
            return put(UInt8(0xF0 | scalar >> 18 & 0x07)) && put(UInt8(0x80 | scalar >> 12 & 0x3F))
                && put(UInt8(0x80 | scalar >> 6 & 0x3F)) && put(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Whether a string entry's content decodes to exactly `key`'s bytes, without making a String
    /// when the content has no escapes.
    @inline(__always)
    static func contentEquals(_ content: UnsafeBufferPointer<UInt8>, escaped: Bool, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        if !escaped {
            guard content.count == key.count else { return false }
            guard let a = content.baseAddress, let b = key.baseAddress else { return true }
            for k in 0..<key.count where a[k] != b[k] { return false }
            return true
        }
        // Unescaping never lengthens, so a longer key cannot match.
        guard key.count <= content.count else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, content.count)) { buffer in
            let written = unescape(content, into: buffer)
            guard written == key.count else { return false }
            for k in 0..<written where buffer[k] != key[k] { return false }
            return true
        }
    }
}
