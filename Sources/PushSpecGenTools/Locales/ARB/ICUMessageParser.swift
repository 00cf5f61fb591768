/// Parses the ICU MessageFormat that ARB messages use, as far as the spec's texts need it: literal
/// text with ICU's apostrophe quoting, `{name}`, and `{name, plural, keyword{…} …}` whose
/// branches may use `#`.
struct ICUMessageParser {
    enum Part {
        case literal(String)
        case argument(String)
        /// `#` in a plural branch: the number that selects.
        case pluralNumber
        case plural(argument: String, branches: [(keyword: String, parts: [Part])])
    }

    struct Problem: Error {
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ message: String) {
        scalars = Array(message.unicodeScalars)
    }

    /// The whole message; a `}` without its `{` is a problem.
    mutating func wholeMessage() throws(Problem) -> [Part] {
        let parts = try message(inPlural: false)
        guard position == scalars.count else { throw Problem(message: "'}' without its '{'") }
        return parts
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private var next: Unicode.Scalar? { position + 1 < scalars.count ? scalars[position + 1] : nil }

    /// Parts up to a `}` (not taken) or the end.
    private mutating func message(inPlural: Bool) throws(Problem) -> [Part] {
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while let scalar = current {
            switch scalar {
            case "'":
                if next == "'" {
                    literal.append("'")
                    position += 2
                } else if let following = next, following == "{" || following == "}" || (inPlural && following == "#") {
                    position += 1
                    literal.append(contentsOf: quoted())
                } else {
                    literal.append("'")
                    position += 1
                }
            case "{":
                flush()
                parts.append(try argument())
            case "}":
                flush()
                return parts
            case "#" where inPlural:
                flush()
                parts.append(.pluralNumber)
                position += 1
            default:
                literal.append(scalar)
                position += 1
            }
        }
        flush()
        return parts
    }

    /// Quoted literal text, after its opening `'`: up to the next single `'` (or the end, as ICU
    /// reads it), `''` in it being one `'`.
    private mutating func quoted() -> [Unicode.Scalar] {
        var text: [Unicode.Scalar] = []
        while let scalar = current {
            position += 1
            guard scalar == "'" else {
                text.append(scalar)
                continue
            }
            guard current == "'" else { break }
            text.append("'")
            position += 1
        }
        return text
    }

    /// `{name}` or `{name, plural, …}`, at its `{`.
    private mutating func argument() throws(Problem) -> Part {
        position += 1
        let name = word()
        guard !name.isEmpty else { throw Problem(message: "a '{' without a placeholder name") }
        skipSpaces()
        if current == "}" {
            position += 1
            return .argument(name)
        }
        guard current == "," else { throw Problem(message: "'{\(name)' must be followed by '}' or ', plural, …'") }
        position += 1
        let type = word()
        guard type == "plural" else {
            throw Problem(message: "'{\(name), \(type)…}' is not supported; only {name} and {name, plural, …} are")
        }
        skipSpaces()
        guard current == "," else { throw Problem(message: "'{\(name), plural' must be followed by ',' and the plural branches") }
        position += 1
        var branches: [(keyword: String, parts: [Part])] = []
        while true {
            skipSpaces()
            guard let scalar = current else { throw Problem(message: "the plural of {\(name)} is not closed") }
            if scalar == "}" {
                position += 1
                break
            }
            let keyword = keywordText()
            guard !keyword.isEmpty else { throw Problem(message: "a plural branch of {\(name)} needs a keyword before '{'") }
            guard !keyword.hasPrefix("offset:") else {
                throw Problem(message: "the plural of {\(name)} has an offset, which is not supported")
            }
            skipSpaces()
            guard current == "{" else { throw Problem(message: "the plural branch '\(keyword)' of {\(name)} needs its text in '{…}'") }
            position += 1
            let parts = try message(inPlural: true)
            guard current == "}" else { throw Problem(message: "the plural branch '\(keyword)' of {\(name)} is not closed") }
            position += 1
            branches.append((keyword, parts))
        }
        guard !branches.isEmpty else { throw Problem(message: "the plural of {\(name)} has no branches") }
        return .plural(argument: name, branches: branches)
    }

    /// A name after optional white space: letters, digits and `_`.
    private mutating func word() -> String {
        skipSpaces()
        var word = String.UnicodeScalarView()
        while let scalar = current, scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            word.append(scalar)
            position += 1
        }
        return String(word)
    }

    /// A branch keyword (`one`, `=1`, `offset:1`): everything up to white space or `{`.
    private mutating func keywordText() -> String {
        var keyword = String.UnicodeScalarView()
        while let scalar = current, scalar != "{", scalar != "}", !scalar.properties.isWhitespace {
            keyword.append(scalar)
            position += 1
        }
        return String(keyword)
    }

    private mutating func skipSpaces() {
        while let scalar = current, scalar.properties.isWhitespace { position += 1 }
    }
}
