/// Writes TL objects as JSON, the way TDLib's JSON interface writes its objects: `{"@type":
/// constructor name, field: value, …}` with the fields in the schema's order, `int` and `double`
/// as numbers, `long` as a decimal string, `bytes` (and `int128`, `int256`) as standard base64,
/// `Bool` and `flags.N?true` fields as booleans, an absent optional field as `null`, vectors as
/// arrays. The generated `writeTLJSON(to:)` methods call it.
public struct TLJSONWriter: Sendable {
    /// The UTF-8 text written so far.
    public private(set) var utf8: [UInt8] = []
    /// Whether the next value is the first of its object or array (no comma before it).
    private var isFirst = true

    /// An empty writer.
    public init() {}

    /// The text written, as a string.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// Opens an object whose `@type` is `constructor`.
    public mutating func beginObject(_ constructor: StaticString) {
        separate()
        utf8.append(contentsOf: #"{"@type":"#.utf8)
        appendQuoted(constructor)
        isFirst = false
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        utf8.append(UInt8(ascii: "}"))
        isFirst = false
    }

    /// Opens an array.
    public mutating func beginArray() {
        separate()
        utf8.append(UInt8(ascii: "["))
        isFirst = true
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        utf8.append(UInt8(ascii: "]"))
        isFirst = false
    }

    /// Writes the key of the next member of the open object.
    public mutating func key(_ name: StaticString) {
        separate()
        appendQuoted(name)
        utf8.append(UInt8(ascii: ":"))
        isFirst = true
    }

    /// `int`.
    public mutating func int(_ value: Int32) {
        separate()
        utf8.append(contentsOf: String(value).utf8)
    }

    /// `long`, as a decimal string.
    public mutating func long(_ value: Int64) {
        separate()
        utf8.append(UInt8(ascii: "\""))
        utf8.append(contentsOf: String(value).utf8)
        utf8.append(UInt8(ascii: "\""))
    }

    /// `double`; a value JSON cannot write (infinite, NaN) as `null`.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        utf8.append(contentsOf: value.description.utf8)
    }

    /// `Bool`, or a `flags.N?true` field.
    public mutating func bool(_ value: Bool) {
        separate()
        utf8.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// `string`.
    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value.utf8)
    }

    /// `bytes`, `int128` or `int256`, as standard base64.
    public mutating func bytes(_ value: [UInt8]) {
        separate()
        utf8.append(UInt8(ascii: "\""))
        utf8.append(contentsOf: Base64.encodeStandard(value).utf8)
        utf8.append(UInt8(ascii: "\""))
    }

    /// An absent optional field.
    public mutating func null() {
        separate()
        utf8.append(contentsOf: "null".utf8)
    }

    /// The comma before every value but the first of an object or array.
    private mutating func separate() {
        if !isFirst { utf8.append(UInt8(ascii: ",")) }
        isFirst = false
    }

    private mutating func appendQuoted(_ text: StaticString) {
        text.withUTF8Buffer { appendQuoted($0) }
    }

    /// `text` between quotes, with `"`, `\`, control characters and U+2028 / U+2029 escaped.
    private mutating func appendQuoted(_ text: some Collection<UInt8>) {
        utf8.append(UInt8(ascii: "\""))
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                utf8.append(UInt8(ascii: "\\"))
                utf8.append(byte)
            case 0x0A: utf8.append(contentsOf: #"\n"#.utf8)
            case 0x0D: utf8.append(contentsOf: #"\r"#.utf8)
            case 0x09: utf8.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20: utf8.append(contentsOf: Self.unicodeEscape(UInt32(byte)).utf8)
            case 0xA8...0xA9 where previous == (0xE2, 0x80):
                // U+2028 / U+2029, whose first two bytes are already written.
                utf8.removeLast(2)
                utf8.append(contentsOf: Self.unicodeEscape(0x2000 | UInt32(byte - 0xA8 + 0x28)).utf8)
            default:
                utf8.append(byte)
            }
            previous = (previous.1, byte)
        }
        utf8.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX`.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
