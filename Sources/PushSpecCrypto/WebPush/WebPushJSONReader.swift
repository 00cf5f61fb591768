/// A small, strict JSON reader for subscription tokens: enough to pull string members out of
/// nested objects without Foundation.
///
/// Objects are read into `Value.object` (members in order); strings are decoded with all
/// escapes, including surrogate pairs; numbers, `true`, `false`, `null` and arrays are
/// validated and kept only as `Value.other`. Nesting is limited to ``maximumDepth``.
struct WebPushJSONReader {
    /// A JSON value as far as tokens need it.
    indirect enum Value {
        /// An object's members in order: `keys[i]` names `values[i]`.
        case object(keys: [String], values: [Value])
        case string(String)
        /// A number, boolean, null or array: valid but not needed.
        case other
    }

    /// Why the text is not JSON; carries the byte offset.
    struct SyntaxError: Error {
        let offset: Int
        let what: String
    }

    /// Deepest nesting of objects and arrays accepted.
    static let maximumDepth = 16

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `bytes` as one JSON value (surrounded by optional whitespace).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var reader = WebPushJSONReader(bytes: bytes)
        // A UTF-8 byte order mark is tolerated.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ what: String) -> SyntaxError {
        SyntaxError(offset: index, what: what)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ literal: String) throws(SyntaxError) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal") }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> Value {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("nested too deeply") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested too deeply") }
            try array(depth: depth + 1)
            return .other
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .other
        case UInt8(ascii: "f"):
            try expect("false")
            return .other
        case UInt8(ascii: "n"):
            try expect("null")
            return .other
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            try number()
            return .other
        default:
            throw error("unexpected character")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> Value {
        index += 1  // {
        var keys: [String] = []
        var values: [Value] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(keys: keys, values: values)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            keys.append(key)
            values.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            index += 1
            return .object(keys: keys, values: values)
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) {
        index += 1  // [
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            _ = try value(depth: depth)
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            index += 1
            return
        }
    }

    private mutating func number() throws(SyntaxError) {
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - start
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw error("leading zero in number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error("string is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800 ..< 0xDC00).contains(scalar) {
                        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate")
                        }
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00 ..< 0xE000).contains(low) else { throw error("unpaired surrogate") }
                        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("unpaired surrogate") }
                    UTF8.encode(unicode) { utf8.append($0) }
                default:
                    throw error("invalid escape")
                }
            case 0x00 ..< 0x20:
                throw error("control character in string")
            default:
                utf8.append(byte)
            }
        }
    }
}
