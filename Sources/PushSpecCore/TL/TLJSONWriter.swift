/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// Writes TL objects as JSON, the way TDLib's JSON interface writes its objects: `{"@type":
/// constructor name, field: value, …}` with the fields in the schema's order, `int` and `double`
/// as numbers, `long` as a decimal string, `bytes` (and `int128`, `int256`) as standard base64,
/// `Bool` and `flags.N?true` fields as booleans, an absent optional field as `null`, vectors as
/// arrays. The generated `_writeTLJSON(to:)` methods call it.
public struct _TLJSONWriter: Sendable {
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
        appendQuoted(value)
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
        text.withUTF8Buffer { JSONStringEncoding.appendQuoted($0, to: &utf8) }
    }

    private mutating func appendQuoted(_ text: String) {
        JSONStringEncoding.appendQuoted(text, to: &utf8)
    }
}
