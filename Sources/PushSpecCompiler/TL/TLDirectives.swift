/// The directives of a TL schema file, `// @name value…` comment lines: `@layer N`,
/// `@source text`, `@roots Type…`, `@partial Type constructor…`.
struct TLDirectives {
    /// A name a directive writes, and where.
    struct Name {
        let name: String
        let location: SourceLocation
    }

    /// A `@partial` directive with the locations of its names.
    struct Partial {
        let type: Name
        let constructors: [Name]
    }

    var layer: Int?
    var source: String?
    var roots: [Name] = []
    var partials: [Partial] = []
    /// The directives already read, so that a second one of a kind is reported.
    private var seen: Set<String> = []

    var partialTypes: [TLPartialType] {
        partials.map { TLPartialType(type: $0.type.name, constructors: $0.constructors.map(\.name)) }
    }

    /// Reads `text`, a comment's text after `//` that starts with `@` (after any spaces); `column`
    /// is the column of that `@`.
    mutating func read(_ text: Substring, line: Int, column: Int, path: String, into log: inout DiagnosticLog) {
        var words: [Name] = []
        var wordColumn = column - text.prefix { $0 == " " }.count
        var current = ""
        var currentColumn = wordColumn
        for character in text + " " {
            if character == " " || character == "\t" {
                if !current.isEmpty {
                    words.append(Name(name: current, location: SourceLocation(file: path, line: line, column: currentColumn)))
                }
                current = ""
            } else {
                if current.isEmpty { currentColumn = wordColumn }
                current.append(character)
            }
            wordColumn += 1
        }
        guard let directive = words.first else { return }
        let arguments = Array(words.dropFirst())
        let known = ["@layer", "@source", "@roots", "@partial"]
        guard known.contains(directive.name) else {
            log.error(
                "unknown directive '\(directive.name)': \(known.joined(separator: ", "))", at: directive.location
            )
            return
        }
        guard directive.name == "@partial" || seen.insert(directive.name).inserted else {
            log.error("a second '\(directive.name)'", at: directive.location)
            return
        }
        switch directive.name {
        case "@layer":
            guard arguments.count == 1, let value = Int(arguments[0].name), value > 0 else {
                log.error("'@layer' takes one positive integer", at: directive.location)
                return
            }
            layer = value
        case "@source":
            guard !arguments.isEmpty else {
                log.error("'@source' says where the declarations come from", at: directive.location)
                return
            }
            source = arguments.map(\.name).joined(separator: " ")
        case "@roots":
            guard !arguments.isEmpty else {
                log.error("'@roots' names at least one type", at: directive.location)
                return
            }
            roots = arguments
        default:
            guard arguments.count >= 2 else {
                log.error("'@partial' names a type and at least one of its constructors", at: directive.location)
                return
            }
            if let first = partials.first(where: { $0.type.name == arguments[0].name }) {
                log.error("a second '@partial \(arguments[0].name)'", at: arguments[0].location)
                log.note("the first is here", at: first.type.location)
                return
            }
            partials.append(Partial(type: arguments[0], constructors: Array(arguments.dropFirst())))
        }
    }
}
