/// A value in TDLib's JSON interface: what `td_json_client` sends and receives. Objects keep their
/// members in order, with `@type` first; 64-bit integers are written as strings, as TDLib writes
/// them, and 32- and 53-bit integers as numbers.
public indirect enum TDLibValue: Sendable, Hashable {
    case object(type: String, members: [(String, TDLibValue)])
    case array([TDLibValue])
    case string(String)
    /// An `int32` or `int53`: a JSON number.
    case number(Int64)
    /// An `int64`: a JSON string of its decimal digits.
    case int64(Int64)
    case bool(Bool)
    /// A value already encoded as JSON text (as a store keeps a notification's content).
    case encoded(String)

    /// The JSON text.
    public var json: String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case let .object(type, members):
            text += #"{"@type":"#
            Self.quote(type, into: &text)
            for (name, value) in members {
                text += ","
                Self.quote(name, into: &text)
                text += ":"
                value.write(into: &text)
            }
            text += "}"
        case let .array(values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case let .string(string): Self.quote(string, into: &text)
        case let .number(number): text += String(number)
        case let .int64(number): text += "\"\(number)\""
        case let .bool(bool): text += bool ? "true" : "false"
        case let .encoded(json): text += json
        }
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped.
    static func quote(_ string: String, into text: inout String) {
        text += "\""
        // Nearly every string needs no escape: copied whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    public static func == (lhs: TDLibValue, rhs: TDLibValue) -> Bool { lhs.json == rhs.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }
}

/// A value that has a TDLib JSON form.
public protocol TDLibEncodable {
    /// The TDLib object or value.
    var tdlib: TDLibValue { get }
}
