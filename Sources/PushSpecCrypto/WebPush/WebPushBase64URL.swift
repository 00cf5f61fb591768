/// Base64url (RFC 4648 §5) for keys in headers and subscription tokens.
///
/// Decoding accepts input with or without `=` padding and rejects any other character
/// (including the `+` and `/` of standard base64). Encoding writes no padding, as web push does.
enum WebPushBase64URL {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The 6-bit value of a base64url character, or nil.
    @inline(__always)
    private static func value(of character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A") ... UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a") ... UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a") + 26)
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0") + 52)
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }

    /// Decodes base64url text given as UTF-8 bytes; nil if it is not valid base64url.
    static func decode(_ text: some BidirectionalCollection<UInt8>) -> [UInt8]? {
        var characters = text[...]
        // Strip padding: at most two `=`, and only to complete a 4-character group.
        var padding = 0
        while let last = characters.last, last == UInt8(ascii: "=") {
            characters = characters.dropLast()
            padding += 1
        }
        let count = characters.count
        if padding > 0, padding > 2 || (count + padding) % 4 != 0 { return nil }
        if count % 4 == 1 { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in characters {
            guard let value = value(of: character) else { return nil }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return output
    }

    /// Decodes base64url text; nil if it is not valid base64url.
    static func decode(_ text: String) -> [UInt8]? {
        decode(text.utf8)
    }

    /// Encodes `bytes` as base64url without padding.
    static func encode(_ bytes: some Collection<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var accumulator: UInt32 = 0
        var bits = 0
        for byte in bytes {
            accumulator = accumulator << 8 | UInt32(byte)
            bits += 8
            while bits >= 6 {
                bits -= 6
                output.append(alphabet[Int(accumulator >> UInt32(bits) & 0x3F)])
            }
        }
        if bits > 0 {
            output.append(alphabet[Int(accumulator << UInt32(6 - bits) & 0x3F)])
        }
        return String(decoding: output, as: UTF8.self)
    }
}
