import PushSpecPlurals

/// Spelling of Swift source fragments: string literals, patterns, types.
package enum SwiftSyntax {
    /// A string literal with `"`, `\` and control characters escaped.
    static func stringLiteral(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The category of the number `operand` by `language`'s compiled rule:
    /// `CLDRPluralRules.categoryEn(PluralOperands(count))`.
    static func pluralCategory(of operand: String, language: String) -> String {
        "\(PluralRulesEmitter.typeName).\(PluralRulesEmitter.functionName(language))(PluralOperands(\(operand)))"
    }

    /// A pattern binding every argument of a case by its name:
    /// `let .chatMessagePhotos(author, chat, count)`; the bare case when it has none.
    static func casePattern(_ caseName: String, arguments: [Argument]) -> String {
        guard !arguments.isEmpty else { return "." + caseName }
        return "let ." + caseName + "(" + arguments.map(\.name).joined(separator: ", ") + ")"
    }

    /// Escapes text for the inside of a string literal.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text safe inside a `///` comment line.
    static func docText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The doc comment lines that name a spec entry's source, if it has one: a blank line, then
    /// `Source: …`.
    static func sourceLines(_ source: String?) -> [String] {
        source.map { ["", "Source: \(docText($0))"] } ?? []
    }

    /// The Swift type of a loc_args element.
    package static func type(of argument: ArgumentTypeModel) -> String {
        switch argument {
        case .text: "String"
        case .count, .integer: "Int"
        }
    }

    /// The Swift type of a payload field.
    package static func type(of wire: WireTypeModel) -> String {
        switch wire {
        case .id, .time: "Int64"
        case .integer: "Int"
        case .flag: "Bool"
        case .idList: "[Int64]"
        case .address: "PushAddress"
        case .base64url: "[UInt8]"
        case .string: "String"
        case .object: "RawJSON"
        }
    }

    /// The `WireValue` case that holds a payload field.
    package static func wireValueCase(of wire: WireTypeModel) -> String {
        switch wire {
        case .idList: "idList"
        default: wire.rawValue
        }
    }

    /// The `_WireReader` function that reads a payload field.
    static func reader(of wire: WireTypeModel) -> String {
        switch wire {
        case .id: "id"
        case .integer: "integer"
        case .flag: "flag"
        case .idList: "idList"
        case .address: "address"
        case .base64url: "base64url"
        case .time: "time"
        case .string: "string"
        case .object: "rawObject"
        }
    }
}
