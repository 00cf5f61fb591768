import PushSpecCore

/// A value in TDLib's JSON interface: what `td_json_client` sends and receives. Objects keep their
/// members in order, with `@type` first; 64-bit integers are written as strings, as TDLib writes
/// them, and 32- and 53-bit integers as numbers.
public indirect enum TDLibValue: Sendable, Hashable {
    /// An object: its `@type` and its members, in order.
    case object(type: String, members: [(String, TDLibValue)])
    /// A JSON array.
    case array([TDLibValue])
    /// A JSON string.
    case string(String)
    /// An `int32` or `int53`: a JSON number.
    case number(Int64)
    /// An `int64`: a JSON string of its decimal digits.
    case int64(Int64)
    /// A `double`: a JSON number (`null` when not finite, which JSON cannot write).
    case double(Double)
    /// A JSON `true` or `false`.
    case bool(Bool)
    /// `null`: an object field with no object (as TDLib writes an absent photo).
    case null
    /// A value already encoded as JSON text (as a store keeps a notification's content).
    case encoded(String)

    /// The JSON text.
    public var json: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON text as UTF-8.
    private func write(into bytes: inout [UInt8]) {
        switch self {
        case let .object(type, members):
            bytes.append(contentsOf: #"{"@type":"#.utf8)
            JSONStringEncoding.appendQuoted(type, to: &bytes)
            for (name, value) in members {
                bytes.append(UInt8(ascii: ","))
                JSONStringEncoding.appendQuoted(name, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        case let .array(values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .string(string): JSONStringEncoding.appendQuoted(string, to: &bytes)
        case let .number(number): bytes.append(contentsOf: String(number).utf8)
        case let .int64(number):
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: String(number).utf8)
            bytes.append(UInt8(ascii: "\""))
        case let .bool(bool): bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        case let .double(number): bytes.append(contentsOf: (number.isFinite ? number.description : "null").utf8)
        case let .encoded(json): bytes.append(contentsOf: json.utf8)
        }
    }

    public static func == (lhs: TDLibValue, rhs: TDLibValue) -> Bool { lhs.json == rhs.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }
}

/// A value that has a TDLib JSON form.
public protocol TDLibEncodable {
    /// The TDLib object or value.
    var tdlib: TDLibValue { get }
}
