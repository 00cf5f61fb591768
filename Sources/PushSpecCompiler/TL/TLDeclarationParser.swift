/// Reads one line of TL that holds a declaration, `name#id field:type … = Result;`, into a
/// `TLCombinator`, or says what is wrong with it and at which column.
struct TLDeclarationParser {
    /// Why a line is not a declaration, and the 1-based column of the problem.
    struct Failure: Error, Sendable, Hashable {
        let message: String
        let column: Int
    }

    /// The file the line is in.
    let path: String
    /// The line's 1-based number.
    let line: Int

    /// A word of the line and the column it starts at.
    private struct Word {
        let text: Substring
        let column: Int
    }

    /// Parses `text`, an ASCII line without its comment. `kind` is the section it is in.
    func parse(_ text: String, kind: TLCombinator.Kind) throws(Failure) -> TLCombinator {
        var words = Self.words(of: text)
        guard let last = words.last, last.text.hasSuffix(";") else {
            throw Failure(message: "expected ';' at the end of the declaration", column: text.count + 1)
        }
        words[words.count - 1] = Word(text: last.text.dropLast(), column: last.column)
        if words[words.count - 1].text.isEmpty { words.removeLast() }
        if let semicolon = words.first(where: { $0.text.contains(";") }) {
            throw Failure(message: "';' inside the declaration: one declaration per line", column: semicolon.column)
        }
        guard let equals = words.firstIndex(where: { $0.text == "=" }), equals > 0 else {
            throw Failure(message: "expected 'name#id fields = Type;'", column: words.first?.column ?? 1)
        }
        guard equals + 2 == words.count else {
            let column = equals + 2 < words.count ? words[equals + 2].column : words[equals].column + 1
            throw Failure(message: "expected one result type after '='", column: column)
        }
        let (name, id, idColumn) = try head(words[0], kind: kind)
        var fields: [TLField] = []
        for word in words[1..<equals] {
            fields.append(try field(word, after: fields))
        }
        let resultWord = words[equals + 1]
        let result = try type(resultWord.text, column: resultWord.column)
        if kind == .constructor, case .boxed = result {} else if kind == .constructor {
            throw Failure(
                message: "a constructor's result is a declared type with a capitalized name, not '\(resultWord.text)'",
                column: resultWord.column
            )
        }
        if result.containsTrue {
            throw Failure(message: "'true' is only a flag's type (flags.N?true)", column: resultWord.column)
        }
        return TLCombinator(
            name: name, id: id, fields: fields, result: result, kind: kind,
            location: location(words[0].column), idLocation: location(idColumn)
        )
    }

    /// `name#id` or `name`: the name, the id, and the column of `#` (of the name without one).
    private func head(_ word: Word, kind: TLCombinator.Kind) throws(Failure) -> (String, UInt32?, Int) {
        let parts = word.text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0]
        guard Self.isIdentifier(name), name.split(separator: ".").last?.first?.isLowercase == true else {
            throw Failure(message: "'\(name)' is not a \(kind.rawValue) name (a lowercase identifier)", column: word.column)
        }
        guard parts.count == 2 else { return (String(name), nil, word.column) }
        let hashColumn = word.column + name.count
        let digits = parts[1]
        guard (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit), let id = UInt32(digits, radix: 16) else {
            throw Failure(message: "'#\(digits)' is not an id: 1 to 8 hexadecimal digits", column: hashColumn)
        }
        return (String(name), id, hashColumn)
    }

    /// `name:#`, `name:type` or `name:flags.N?type`; `earlier` are the fields before it.
    private func field(_ word: Word, after earlier: [TLField]) throws(Failure) -> TLField {
        if let generic = word.text.firstIndex(where: { $0 == "{" || $0 == "!" }) {
            throw Failure(
                message: "generic declarations ({X:Type}, !X) are not supported",
                column: word.column + word.text.distance(from: word.text.startIndex, to: generic)
            )
        }
        let parts = word.text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isIdentifier(parts[0], namespaced: false) else {
            throw Failure(message: "expected a field 'name:type', not '\(word.text)'", column: word.column)
        }
        let name = String(parts[0])
        if earlier.contains(where: { $0.name == name }) {
            throw Failure(message: "a second field named '\(name)'", column: word.column)
        }
        let typeText = parts[1]
        let typeColumn = word.column + name.count + 1
        if typeText == "#" {
            return TLField(name: name, kind: .flags, location: location(word.column), typeLocation: location(typeColumn))
        }
        let condition = typeText.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard condition.count == 2 else {
            let type = try type(typeText, column: typeColumn)
            if type.containsTrue {
                throw Failure(message: "'true' is only a flag's type (flags.N?true)", column: typeColumn)
            }
            return TLField(name: name, kind: .plain(type), location: location(word.column), typeLocation: location(typeColumn))
        }
        let bitParts = condition[0].split(separator: ".", omittingEmptySubsequences: false)
        guard bitParts.count == 2, let bit = Int(bitParts[1]), (0...31).contains(bit), bitParts[1].allSatisfy(\.isNumber) else {
            throw Failure(message: "expected 'flags.N?type' with N from 0 to 31, not '\(typeText)'", column: typeColumn)
        }
        let flags = String(bitParts[0])
        guard earlier.contains(where: { $0.name == flags && $0.kind == .flags }) else {
            throw Failure(message: "'\(flags)' is not a '#' field before '\(name)'", column: typeColumn)
        }
        let conditionalColumn = typeColumn + condition[0].count + 1
        let type = try type(condition[1], column: conditionalColumn)
        if type.containsTrue, type != .builtin(.true) {
            throw Failure(message: "'true' is only a flag's type (flags.N?true)", column: conditionalColumn)
        }
        return TLField(
            name: name, kind: .conditional(flagsField: flags, bit: bit, type),
            location: location(word.column), typeLocation: location(conditionalColumn)
        )
    }

    /// `int`, `PhotoSize`, `%PhotoSize`, `Vector<T>`, `vector<T>`.
    private func type(_ text: Substring, column: Int) throws(Failure) -> TLTypeReference {
        for prefix in ["Vector<", "vector<"] where text.hasPrefix(prefix) {
            guard text.hasSuffix(">") else {
                throw Failure(message: "'\(prefix)' without its closing '>'", column: column + text.count)
            }
            let element = try type(text.dropFirst(prefix.count).dropLast(), column: column + prefix.count)
            return .vector(element, boxed: prefix == "Vector<")
        }
        if let builtin = TLBuiltinType(rawValue: String(text)) { return .builtin(builtin) }
        let bare = text.hasPrefix("%")
        let name = bare ? text.dropFirst() : text
        guard Self.isIdentifier(name), name.split(separator: ".").last?.first?.isUppercase == true else {
            throw Failure(message: "'\(text)' is not a type", column: column)
        }
        return bare ? .bare(String(name)) : .boxed(String(name))
    }

    private func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// The words of `text` between spaces and tabs, with their 1-based columns.
    private static func words(of text: String) -> [Word] {
        var words: [Word] = []
        var column = 1
        var start: (String.Index, Int)?
        for index in text.indices {
            let isSpace = text[index] == " " || text[index] == "\t"
            if isSpace, let (startIndex, startColumn) = start {
                words.append(Word(text: text[startIndex..<index], column: startColumn))
                start = nil
            } else if !isSpace, start == nil {
                start = (index, column)
            }
            column += 1
        }
        if let (startIndex, startColumn) = start {
            words.append(Word(text: text[startIndex...], column: startColumn))
        }
        return words
    }

    /// ASCII letters, digits and `_`, starting with a letter; with `namespaced`, one `.` may
    /// separate a namespace (`help.configSimple`).
    static func isIdentifier(_ text: Substring, namespaced: Bool = true) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 1 || (namespaced && parts.count == 2) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}

extension TLTypeReference {
    /// Whether `true` appears in it, which TL allows only as a flag's whole type.
    var containsTrue: Bool {
        switch self {
        case .builtin(let builtin): builtin == .true
        case .boxed, .bare: false
        case .vector(let element, _): element.containsTrue
        }
    }
}
