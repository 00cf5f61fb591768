/// Writes text as a JSON string literal: for writers that build JSON as bytes.
public enum JSONStringEncoding {
    /// Appends `string` as a JSON string literal, escaped as the UTF-8 overload below says.
    public static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendQuoted($0, to: &bytes) }
    }

    /// Appends `utf8` between quotes, with `"`, `\`, control characters and U+2028 / U+2029
    /// escaped (the last two so that the output is also safe to embed in JavaScript). Runs of
    /// bytes that need no escape are copied whole.
    public static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let isLineSeparator =
                byte == 0xE2 && index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] | 1) == 0xA9
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || isLineSeparator else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0xE2:
                // U+2028 or U+2029: three bytes.
                appendUnicodeEscape(0x2000 | UInt16(utf8[index + 2] - 0xA8 + 0x28), to: &bytes)
                index += 2
            default: appendUnicodeEscape(UInt16(byte), to: &bytes)
            }
            index += 1
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
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
