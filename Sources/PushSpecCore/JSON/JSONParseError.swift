/// Why and where `JSONValue(parsing:limits:)` refused its input.
///
/// The description names the byte offset and the kind of fault, never the input's content
/// (payloads may carry personal data), except for the single offending byte's value in hex.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of fault found.
    public enum Reason: Sendable, Equatable {
        /// The input holds no value: it is empty or only whitespace.
        case empty
        /// The input is longer than ``JSONLimits/maxBytes`` (or than the parser can index).
        case tooLarge
        /// Arrays and objects nest deeper than ``JSONLimits/maxDepth``.
        case tooDeep
        /// A byte that the grammar does not allow at this place (outside strings), such as a
        /// trailing comma's closing bracket, a quote of the wrong kind, a comment, a BOM or NUL.
        case unexpectedByte(UInt8)
        /// The input ended where a value, a separator or a closing bracket was still needed.
        case unexpectedEnd
        /// A malformed number: leading zero, missing digits after `-`, `.` or the exponent.
        case invalidNumber
        /// A string that is not closed before the end of the input (offset: its opening quote).
        case invalidString
        /// A backslash escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`.
        case invalidEscape
        /// Bytes inside a string that are not well-formed UTF-8 (overlong forms, encoded
        /// surrogates, code points above U+10FFFF, stray or missing continuation bytes).
        case invalidUTF8
        /// A `\u` escape of a UTF-16 surrogate that is not part of a high-low pair.
        case loneSurrogate
        /// A byte below 0x20 inside a string; JSON requires these to be escaped.
        case controlCharacterInString
        /// Something other than whitespace follows the top-level value.
        case trailingContent
    }

    /// The kind of fault found.
    public var reason: Reason
    /// The byte offset into the input (counted from 0) where the fault was found.
    public var offset: Int

    /// Creates an error for a fault of the given kind at the given byte offset.
    public init(reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A one-line message such as `invalid JSON at byte 12: unexpected byte 0x7D`.
    public var description: String {
        "invalid JSON at byte \(offset): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .empty: return "no value (empty input)"
        case .tooLarge: return "input larger than the limit"
        case .tooDeep: return "nesting deeper than the limit"
        case .unexpectedByte(let byte): return "unexpected byte 0x\(Self.hex(byte))"
        case .unexpectedEnd: return "unexpected end of input"
        case .invalidNumber: return "invalid number"
        case .invalidString: return "unterminated string"
        case .invalidEscape: return "invalid escape sequence"
        case .invalidUTF8: return "invalid UTF-8"
        case .loneSurrogate: return "lone UTF-16 surrogate in \\u escape"
        case .controlCharacterInString: return "unescaped control character in string"
        case .trailingContent: return "content after the JSON value"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits: StaticString = "0123456789ABCDEF"
        return digits.withUTF8Buffer { table in
            String(decoding: [table[Int(byte >> 4)], table[Int(byte & 0x0F)]], as: UTF8.self)
        }
    }
}
