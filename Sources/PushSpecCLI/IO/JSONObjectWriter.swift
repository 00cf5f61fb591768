/// Builds one compact JSON object, member by member, in the order written.
struct JSONObjectWriter {
    private(set) var text = "{"
    private var isEmpty = true

    /// A string member (skipped when `value` is nil).
    mutating func string(_ key: String, _ value: String?) {
        guard let value else { return }
        raw(key, Self.quoted(value))
    }

    /// A boolean member.
    mutating func bool(_ key: String, _ value: Bool) {
        raw(key, value ? "true" : "false")
    }

    /// An integer member.
    mutating func integer(_ key: String, _ value: some BinaryInteger) {
        raw(key, String(value))
    }

    /// A member whose value is already JSON text.
    mutating func raw(_ key: String, _ json: String) {
        text += isEmpty ? "" : ","
        text += Self.quoted(key)
        text += ":"
        text += json
        isEmpty = false
    }

    /// A nested object member.
    mutating func object(_ key: String, _ build: (inout JSONObjectWriter) -> Void) {
        var nested = JSONObjectWriter()
        build(&nested)
        raw(key, nested.finished)
    }

    /// The object's JSON text.
    var finished: String { text + "}" }

    /// A JSON string literal for `value`.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON array of integers.
    static func array(_ values: [some BinaryInteger]) -> String {
        "[" + values.map { String($0) }.joined(separator: ",") + "]"
    }
}
