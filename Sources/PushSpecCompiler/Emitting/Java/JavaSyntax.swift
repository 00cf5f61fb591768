/// Java spellings of the model's names, types and texts, for the Java backend.
enum JavaSyntax {
    /// A Java string literal of `text`: ASCII only (other UTF-16 units as `\uXXXX`), control
    /// characters as three-digit octal escapes. (A `\u000a` escape would end the line before the
    /// lexer sees the literal, which is why control characters are never written as `\u`.)
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0..<0x20, 0x7F:
                let octal = String(unit, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }

    /// `null`, or the literal of `text`.
    static func optionalLiteral(_ text: String?) -> String {
        text.map(stringLiteral) ?? "null"
    }

    /// A class name from a case name: `pinnedAudioPrivate` → `PinnedAudioPrivate`.
    static func className(_ caseName: String) -> String {
        let name = caseName.filter { $0 != "`" }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A field or parameter name: the model's, with `_` after a Java keyword.
    static func memberName(_ name: String) -> String {
        let name = name.filter { $0 != "`" }
        return keywords.contains(name) ? name + "_" : name
    }

    /// The Java type of a payload field (boxed: a field may be absent).
    static func type(of wire: WireTypeModel) -> String {
        switch wire {
        case .id, .time, .integer: "Long"
        case .flag: "Boolean"
        case .idList: "List<Long>"
        case .address: "PushAddress"
        case .base64url: "byte[]"
        case .string: "String"
        case .object: "JSONObject"
        }
    }

    /// Whether a payload field's Java type is mutable (`byte[]`, `JSONObject`): such a member of an
    /// immutable class is private, read through a method of its name (`accessor`).
    static func isMutable(_ wire: WireTypeModel) -> Bool {
        switch wire {
        case .base64url, .object: true
        case .id, .integer, .flag, .idList, .address, .time, .string: false
        }
    }

    /// What a constructor keeps of a mutable argument that is not null: `clone()` of the bytes; an
    /// object as it is (a decoded push's is immutable already: no copy).
    static func kept(_ name: String, wire: WireTypeModel) -> String {
        wire == .object ? name : "\(name).clone()"
    }

    /// The public method that reads a mutable member (`isMutable`), null kept: a copy of the bytes
    /// (`clone()`); the object itself, which a decoded push builds immutable (the runtime's parser:
    /// every mutator throws `UnsupportedOperationException`), so nothing is copied.
    static func accessor(name: String, type: String, wire: WireTypeModel, doc: String, into writer: inout CodeWriter) {
        let nullable = type.hasPrefix("@Nullable")
        let sentence = doc.hasSuffix(".") ? doc : doc + "."
        if wire == .object {
            writer.javadoc([
                sentence, "Not a copy: one a decoded push holds is immutable (every mutator throws",
                "{@code UnsupportedOperationException}); one an app passed in is its own.", "",
                "@return the object" + (nullable ? ", or null" : ""),
            ])
            writer.block("public \(type) \(name)() {") { $0.line("return \(name);") }
            return
        }
        writer.javadoc([sentence, "A copy: changing it changes nothing here.", "", "@return a copy of the bytes" + (nullable ? ", or null" : "")])
        writer.block("public \(type) \(name)() {") { writer in
            writer.line("return " + (nullable ? "\(name) == null ? null : \(name).clone();" : "\(name).clone();"))
        }
    }

    /// The `WireReader` method that reads a field of this wire type.
    static func reader(of wire: WireTypeModel) -> String {
        switch wire {
        case .id: "id"
        case .integer: "integer"
        case .time: "time"
        case .flag: "flag"
        case .idList: "idList"
        case .address: "address"
        case .base64url: "base64url"
        case .string: "string"
        case .object: "object"
        }
    }

    /// The Java type of a `loc_args` element.
    static func type(of argument: ArgumentTypeModel) -> String {
        argument == .text ? "String" : "long"
    }

    /// `type(of:)` of an argument, a text never null (`@NotNull`, which Kotlin reads).
    static func annotatedType(of argument: ArgumentTypeModel) -> String {
        argument == .text ? "@NotNull String" : "long"
    }

    /// A payload field's `type(of:)`, nullable (`@Nullable`): a field may be absent.
    static func nullableType(of wire: WireTypeModel) -> String {
        "@Nullable " + type(of: wire)
    }

    /// Text safe inside a `/** … */` comment line: HTML's special characters, `*/`, `@` (a tag at
    /// a line's start) and `\u` (a Unicode escape, which Java reads in comments too) written as
    /// entities.
    static func docText(_ text: String) -> String {
        var result = ""
        for character in text.split(whereSeparator: \.isNewline).joined(separator: " ") {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "@": result += "&#64;"
            case "/" where result.hasSuffix("*"): result += "&#47;"
            case "u" where result.hasSuffix("\\"): result += "&#117;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `{@code text}`, safe in a comment.
    static func code(_ text: String) -> String {
        "{@code " + docText(text).replacingOccurrences(of: "{", with: "&#123;").replacingOccurrences(of: "}", with: "&#125;") + "}"
    }

    static let keywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null",
    ]
}
