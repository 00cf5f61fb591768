/// Writes text as a JSON string literal: for writers that build JSON as bytes.
public enum JSONStringEncoding {
    /// Appends `utf8` between quotes, with `"`, `\`, control characters and U+2028 / U+2029
    /// escaped (the last two so that the output is also safe to embed in JavaScript).
    public static func appendQuoted(_ utf8: some Collection<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20: appendUnicodeEscape(UInt16(byte), to: &bytes)
            case 0xA8...0xA9 where previous == (0xE2, 0x80):
                // U+2028 / U+2029, whose first two bytes are already written.
                bytes.removeLast(2)
                appendUnicodeEscape(0x2000 | UInt16(byte - 0xA8 + 0x28), to: &bytes)
            default:
                bytes.append(byte)
            }
            previous = (previous.1, byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX`, lowercase hex.
    private static func appendUnicodeEscape(_ value: UInt16, to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u"#.utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int(value >> UInt16(shift) & 0xF)])
        }
    }
}
