/// Swift naming rules the validator checks names against, and the derivations it uses.
package enum SwiftNaming {
    /// Words that cannot be used as a Swift identifier without backticks (and a few that confuse
    /// generated code even with them).
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "consume", "copy", "discard", "borrowing", "consuming",
        "Type", "Protocol", "async", "some", "any",
    ]

    /// Whether `name` is an ASCII lowerCamelCase Swift identifier that is not reserved.
    package static func isLowerCamelIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return isIdentifier(name)
    }

    /// Whether `name` is an ASCII UpperCamelCase type name.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return isIdentifier(name)
    }

    private static func isIdentifier(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            && !reservedWords.contains(name)
    }

    /// `CHAT_MESSAGE_PHOTOS` → `chatMessagePhotos`; `in_group` → `inGroup`.
    package static func lowerCamel(fromSnake text: String) -> String {
        let words = text.lowercased().split(separator: "_")
        guard let first = words.first else { return "" }
        return String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `in_group` → `InGroup`; `telegram` → `Telegram`.
    static func upperCamel(fromSnake text: String) -> String {
        let camel = lowerCamel(fromSnake: text)
        return camel.prefix(1).uppercased() + camel.dropFirst()
    }

    /// Whether `key` matches `/[A-Z_0-9]+/`.
    static func isLocKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Whether `name` matches `/[a-z][a-z0-9_]*/` (provider, variant and wire field names).
    static func isSnakeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
