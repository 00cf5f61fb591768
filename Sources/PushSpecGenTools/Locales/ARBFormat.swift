import Foundation
import PushSpecCompiler
import PushSpecPlurals

/// Flutter's Application Resource Bundle: one locale's `app_<locale>.arb`, JSON with
/// `"@@locale"`, a message per translated form under its message id (``messageIDs(of:)``), and for
/// a form with arguments its metadata `"@id"`: a `description` naming the arguments and the
/// `placeholders` with their types (`String` for text, `int` for a count or an integer).
/// Untranslated forms are left out. Members are written in entry order, each message's metadata
/// right after it, as Flutter's tools write them.
///
/// Messages are ICU MessageFormat: `{N}` is `{name}`, the argument's spec name; a plural text is
/// one plural argument wrapping the whole message, `{count, plural, one{…} few{…} other{…}}`, with
/// CLDR categories only (no `=1`). Literal text is escaped by ICU's apostrophe rules: `'` is `''`,
/// and a run of `{`, `}` (and `#` in a plural branch, where a bare `#` is the number) is quoted,
/// `'{'`. Flutter applies these rules only with `use-escaping: true` in `l10n.yaml`.
///
/// A text selected by two numbers is ICU's nested plural: a branch of the first number's plural
/// is a plural of the second (or one text for every second number).
///
/// Reading also takes a bare `#` in a branch as the selector, and text around the plural
/// argument (which belongs to every category).
package enum ARBFormat {
    /// The message ids of entries, in order: the key in lowerCamelCase, split at `_` and `.`
    /// (`PINNED_AUDIO.group` is `pinnedAudioGroup`). Ids are unique: when keys would share an id,
    /// the first in entry order gets it and each later one the id with the smallest number from 2
    /// appended that no entry's key gives and no earlier entry has. Reading maps ids back through
    /// the same entries.
    package static func messageIDs(of entries: [TranslationCatalog.Entry]) -> [String] {
        let camelCased = entries.map { entry in
            let words = entry.key.split { $0 == "_" || $0 == "." }.map { $0.lowercased() }
            return (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        var unavailable = Set(camelCased)
        var given: Set<String> = []
        return camelCased.map { id in
            guard given.contains(id) else {
                given.insert(id)
                return id
            }
            var suffix = 2
            while unavailable.contains(id + String(suffix)) { suffix += 1 }
            unavailable.insert(id + String(suffix))
            return id + String(suffix)
        }
    }

    /// The ARB file of the catalog's translations.
    package static func write(_ catalog: TranslationCatalog) -> String {
        var members = ["  \(JSONString.literal("@@locale")): \(JSONString.literal(catalog.locale))"]
        for (entry, id) in zip(catalog.entries, messageIDs(of: catalog.entries)) {
            guard let translation = entry.translation else { continue }
            members.append("  \(JSONString.literal(id)): \(JSONString.literal(message(translation, arguments: entry.arguments)))")
            // Every message has its metadata, as Flutter's `required-resource-attributes` asks.
            guard !entry.arguments.isEmpty else {
                members.append("  \(JSONString.literal("@" + id)): {\n    \"description\": \(JSONString.literal(entry.key))\n  }")
                continue
            }
            let description = entry.arguments.map { "{\($0.name)}: \($0.doc)" }.joined(separator: "; ")
            let placeholders = entry.arguments.map { argument in
                "      \(JSONString.literal(argument.name)): {\n        \"type\": \(JSONString.literal(placeholderType(argument.type)))\n      }"
            }
            members.append(
                "  \(JSONString.literal("@" + id)): {\n    \"description\": \(JSONString.literal(description)),\n    \"placeholders\": {\n"
                    + placeholders.joined(separator: ",\n") + "\n    }\n  }")
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    /// The translations an ARB file gives `reference` (the spec's catalog of the file's locale,
    /// whose entries' ids, argument names and plural categories the file is checked against): the
    /// reference with every entry's ``TranslationCatalog/Entry/translation`` replaced by the file's,
    /// nil where the file has none.
    ///
    /// Problems go to `log` as errors at the member they concern (found by searching the text;
    /// `1:1` when the file is no JSON). Returns nil when any error was reported; the whole file is
    /// read, so that one run reports every message's problem.
    package static func read(
        _ text: String, path: String, reference: TranslationCatalog, into log: inout DiagnosticLog
    ) -> TranslationCatalog? {
        let document = JSONDocument(text: text, file: path)
        guard let root = document.root(as: "an ARB file", into: &log) else { return nil }
        var reader = ARBReader(document: document, reference: reference)
        reader.read(root, log: &log)
        return reader.hasErrors ? nil : reader.catalog
    }

    /// The placeholder type of an argument.
    static func placeholderType(_ type: ArgumentTypeModel) -> String {
        type == .text ? "String" : "int"
    }

    // MARK: Writing

    /// A text as an ICU message.
    private static func message(_ text: TranslationCatalog.Text, arguments: [TranslationCatalog.Argument]) -> String {
        switch text {
        case let .plain(template):
            return icu(template, arguments: arguments, inPlural: false)
        case let .plural(selector, forms):
            let branches = PluralCategory.allCases.compactMap { category in
                forms[category].map { "\(category.rawValue){\(icu($0, arguments: arguments, inPlural: true))}" }
            }
            return "{\(placeholderName(selector, arguments: arguments)), plural, \(branches.joined(separator: " "))}"
        case let .nestedPlural(selector, second, forms):
            // A branch selects again by the second number (ICU's nested plural), unless its text is one.
            let branches = PluralCategory.allCases.compactMap { category in
                forms[category].map { row in
                    let texts = Set(row.values)
                    let branch = texts.count == 1
                        ? icu(texts.first ?? "", arguments: arguments, inPlural: true)
                        : message(.plural(selector: second, forms: row), arguments: arguments)
                    return "\(category.rawValue){\(branch)}"
                }
            }
            return "{\(placeholderName(selector, arguments: arguments)), plural, \(branches.joined(separator: " "))}"
        }
    }

    /// A spec template in ICU syntax: named placeholders, literal text escaped.
    private static func icu(_ template: String, arguments: [TranslationCatalog.Argument], inPlural: Bool) -> String {
        Template(template).segments.map { segment in
            switch segment {
            case let .literal(text): escaped(text, inPlural: inPlural)
            case let .placeholder(number): "{\(placeholderName(number, arguments: arguments))}"
            }
        }.joined()
    }

    /// `{N}`'s name: the argument's, or `argN` beyond the arguments (which the spec's validator rejects).
    private static func placeholderName(_ number: Int, arguments: [TranslationCatalog.Argument]) -> String {
        arguments.indices.contains(number - 1) ? arguments[number - 1].name : "arg\(number)"
    }

    /// Literal text by ICU's apostrophe rules: `''` for `'`, runs of syntax characters quoted.
    private static func escaped(_ text: String, inPlural: Bool) -> String {
        var result = ""
        var isQuoting = false
        for scalar in text.unicodeScalars {
            if scalar == "{" || scalar == "}" || (inPlural && scalar == "#") {
                if !isQuoting { result += "'" }
                isQuoting = true
                result.unicodeScalars.append(scalar)
            } else if scalar == "'" {
                result += "''"
            } else {
                if isQuoting { result += "'" }
                isQuoting = false
                result.unicodeScalars.append(scalar)
            }
        }
        return isQuoting ? result + "'" : result
    }

}

// MARK: - Reading

/// Reads one ARB file into a copy of the reference catalog.
private struct ARBReader {
    typealias Entry = TranslationCatalog.Entry

    let document: JSONDocument
    /// The reference, its translations replaced by the file's.
    private(set) var catalog: TranslationCatalog
    private(set) var hasErrors = false
    private let positions: [String: Int]

    init(document: JSONDocument, reference: TranslationCatalog) {
        self.document = document
        catalog = reference
        for position in catalog.entries.indices { catalog.entries[position].translation = nil }
        positions = Dictionary(ARBFormat.messageIDs(of: reference.entries).enumerated().map { ($0.element, $0.offset) }) { first, _ in first }
    }

    private mutating func error(_ message: String, at path: [String], log: inout DiagnosticLog) {
        log.error(message, at: document.location(path))
        hasErrors = true
    }

    mutating func read(_ root: Any, log: inout DiagnosticLog) {
        guard let members = root as? [String: Any] else {
            error("an ARB file must be a JSON object, not \(JSONDocument.kind(of: root))", at: [], log: &log)
            return
        }
        switch members["@@locale"] {
        case nil:
            error("an ARB file needs \"@@locale\"", at: [], log: &log)
        case let locale as String where locale == catalog.locale:
            break
        case let value?:
            let found = (value as? String).map { "'\($0)'" } ?? JSONDocument.kind(of: value)
            error("\"@@locale\" is \(found), but this is the translation into '\(catalog.locale)'",
                at: ["@@locale"], log: &log)
        }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("@@") {
            let isMetadata = name.hasPrefix("@")
            let id = isMetadata ? String(name.dropFirst()) : name
            guard let position = positions[id] else {
                error(
                    isMetadata
                        ? "'\(name)' describes '\(id)', which is not the message id of a notification form of the spec"
                        : "'\(name)' is not the message id of a notification form of the spec",
                    at: [name], log: &log)
                continue
            }
            let entry = catalog.entries[position]
            if isMetadata {
                checkMetadata(value, of: entry, at: name, log: &log)
            } else if let message = value as? String {
                if let text = translation(message, of: entry, at: name, log: &log) {
                    catalog.entries[position].translation = text
                }
            } else {
                error("the message '\(name)' must be a string, not \(JSONDocument.kind(of: value))", at: [name], log: &log)
            }
        }
    }

    /// `"@id"`: its `description` a string, its `placeholders` the form's arguments, typed as written.
    private mutating func checkMetadata(_ value: Any, of entry: Entry, at name: String, log: inout DiagnosticLog) {
        guard let metadata = value as? [String: Any] else {
            error("'\(name)' must be a JSON object, not \(JSONDocument.kind(of: value))", at: [name], log: &log)
            return
        }
        if let description = metadata["description"], !(description is String) {
            error("the description in '\(name)' must be a string, not \(JSONDocument.kind(of: description))", at: [name, "description"], log: &log)
        }
        guard let placeholdersValue = metadata["placeholders"] else { return }
        guard let placeholders = placeholdersValue as? [String: Any] else {
            error("the placeholders in '\(name)' must be a JSON object, not \(JSONDocument.kind(of: placeholdersValue))",
                at: [name, "placeholders"], log: &log)
            return
        }
        for (placeholder, value) in placeholders.sorted(by: { $0.key < $1.key }) {
            let path = [name, "placeholders", placeholder]
            guard let argument = entry.arguments.first(where: { $0.name == placeholder }) else {
                error("'\(placeholder)' in '\(name)' is not an argument of \(entry.key) (\(Self.names(of: entry)))", at: path, log: &log)
                continue
            }
            guard let attributes = value as? [String: Any] else {
                error("the placeholder '\(placeholder)' in '\(name)' must be a JSON object, not \(JSONDocument.kind(of: value))",
                    at: path, log: &log)
                continue
            }
            let expected = ARBFormat.placeholderType(argument.type)
            if let type = attributes["type"], type as? String != expected {
                let found = type as? String ?? JSONDocument.kind(of: type)
                error(
                    "the placeholder '\(placeholder)' in '\(name)' is a \(argument.type.rawValue) argument, of type '\(expected)', not '\(found)'",
                    at: path + ["type"], log: &log)
            }
        }
    }

    /// A message: plain, or one plural argument with text around it.
    private mutating func translation(_ message: String, of entry: Entry, at id: String, log: inout DiagnosticLog) -> TranslationCatalog.Text? {
        let what = "the message '\(id)'"
        var parser = ICUMessageParser(message)
        let parts: [ICUMessageParser.Part]
        do {
            parts = try parser.wholeMessage()
        } catch {
            self.error("\(what) is not valid ICU: \(error.message)", at: [id], log: &log)
            return nil
        }
        let plurals = parts.indices.filter { if case .plural = parts[$0] { true } else { false } }
        guard let plural = plurals.first else {
            guard let segments = segments(parts, of: entry, what: what, at: id, log: &log) else { return nil }
            return checked(segments, what: what, at: id, log: &log).map { .plain($0) }
        }
        guard plurals.count == 1, case let .plural(selectorName, branches) = parts[plural] else {
            error("\(what) has \(plurals.count) plural arguments; the spec selects by one number", at: [id], log: &log)
            return nil
        }
        guard let selector = number(of: selectorName, in: entry, what: what, at: id, log: &log) else { return nil }
        guard entry.arguments[selector - 1].type != .text else {
            error("\(what) varies by plural of {\(selectorName)}, which is a text argument", at: [id], log: &log)
            return nil
        }
        guard let prefix = segments(Array(parts[..<plural]), of: entry, what: what, at: id, log: &log),
            let suffix = segments(Array(parts[(plural + 1)...]), of: entry, what: what, at: id, log: &log)
        else { return nil }
        return forms(branches, selector: selector, prefix: prefix, suffix: suffix, of: entry, what: what, at: id, log: &log)
    }

    /// The texts of a plural argument's branches, with the text around it; a branch may hold one
    /// plural argument of another number (ICU's nested plural), the same in every branch that has one.
    private mutating func forms(
        _ branches: [(keyword: String, parts: [ICUMessageParser.Part])], selector: Int, prefix: [Template.Segment],
        suffix: [Template.Segment], nested: Bool = false, of entry: Entry, what: String, at id: String, log: inout DiagnosticLog
    ) -> TranslationCatalog.Text? {
        var forms: [PluralCategory: String] = [:]
        var rows: [PluralCategory: [PluralCategory: String]] = [:]
        var second: Int?
        var isValid = true
        for (keyword, branch) in branches {
            guard let category = PluralCategory(rawValue: keyword) else {
                let message = keyword.hasPrefix("=")
                    ? "\(what) has the exact match '\(keyword)'; use the plural categories"
                    : "\(what) has the unknown plural keyword '\(keyword)'"
                error(message, at: [id], log: &log)
                isValid = false
                continue
            }
            guard catalog.pluralCategories.contains(category) else {
                let known = catalog.pluralCategories.map(\.rawValue).joined(separator: ", ")
                error("\(what) has the plural category '\(keyword)', which CLDR does not give '\(catalog.locale)' (its categories: \(known))",
                    at: [id], log: &log)
                isValid = false
                continue
            }
            guard forms[category] == nil else {
                error("\(what) gives the plural category '\(keyword)' twice", at: [id], log: &log)
                isValid = false
                continue
            }
            let inner = branch.indices.filter { if case .plural = branch[$0] { true } else { false } }
            if !nested, let position = inner.first {
                guard inner.count == 1, case let .plural(innerName, innerBranches) = branch[position],
                    let innerSelector = number(of: innerName, in: entry, what: what, at: id, log: &log)
                else {
                    if inner.count > 1 { error("\(what) has \(inner.count) plural arguments in its branch '\(keyword)'", at: [id], log: &log) }
                    isValid = false
                    continue
                }
                guard entry.arguments[innerSelector - 1].type != .text, innerSelector != selector, second ?? innerSelector == innerSelector
                else {
                    error(
                        "\(what) nests a plural of {\(innerName)} in its branch '\(keyword)'; a nested plural selects by a number "
                            + "argument other than the outer one, the same in every branch", at: [id], log: &log)
                    isValid = false
                    continue
                }
                second = innerSelector
                guard let before = segments(Array(branch[..<position]), of: entry, selector: selector, what: what, at: id, log: &log),
                    let after = segments(Array(branch[(position + 1)...]), of: entry, selector: selector, what: what, at: id, log: &log),
                    case let .plural(_, row)? = self.forms(
                        innerBranches, selector: innerSelector, prefix: prefix + before, suffix: after + suffix, nested: true,
                        of: entry, what: what, at: id, log: &log)
                else {
                    isValid = false
                    continue
                }
                rows[category] = row
                forms[category] = row[.other]
                continue
            }
            guard let segments = segments(branch, of: entry, selector: selector, what: what, at: id, log: &log),
                let text = checked(prefix + segments + suffix, what: what, at: id, log: &log)
            else {
                isValid = false
                continue
            }
            forms[category] = text
        }
        guard isValid else { return nil }
        let missing = catalog.pluralCategories.filter { forms[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            error("\(what) lacks the plural categories \(names) of '\(catalog.locale)'", at: [id], log: &log)
            return nil
        }
        guard let second else { return .plural(selector: selector, forms: forms) }
        // A branch without a nested plural has its text whatever the second number.
        for (category, text) in forms where rows[category] == nil {
            rows[category] = Dictionary(uniqueKeysWithValues: catalog.pluralCategories.map { ($0, text) })
        }
        return .nestedPlural(selector: selector, second: second, forms: rows)
    }

    /// Template segments of message parts; `#` is the selector (in a plural branch only).
    private mutating func segments(
        _ parts: [ICUMessageParser.Part], of entry: Entry, selector: Int? = nil, what: String, at id: String, log: inout DiagnosticLog
    ) -> [Template.Segment]? {
        var segments: [Template.Segment] = []
        for part in parts {
            switch part {
            case let .literal(text):
                segments.append(.literal(text))
            case let .argument(name):
                guard let number = number(of: name, in: entry, what: what, at: id, log: &log) else { return nil }
                segments.append(.placeholder(number))
            case .pluralNumber:
                guard let selector else {
                    error("\(what) has '#' outside a plural branch", at: [id], log: &log)
                    return nil
                }
                segments.append(.placeholder(selector))
            case .plural:
                error("\(what) has a plural argument inside another; the spec selects by one number", at: [id], log: &log)
                return nil
            }
        }
        return segments
    }

    /// `{N}` of a placeholder name.
    private mutating func number(of name: String, in entry: Entry, what: String, at id: String, log: inout DiagnosticLog) -> Int? {
        guard let index = entry.arguments.firstIndex(where: { $0.name == name }) else {
            error("\(what) uses {\(name)}, which is not an argument of \(entry.key) (\(Self.names(of: entry)))", at: [id], log: &log)
            return nil
        }
        return index + 1
    }

    /// The spec text of segments, unless literal text in them would read as a placeholder.
    private mutating func checked(_ segments: [Template.Segment], what: String, at id: String, log: inout DiagnosticLog) -> String? {
        let template = Template(segments: segments)
        guard Template(template.source).placeholders == template.placeholders else {
            error("\(what) has literal text that the spec's templates would read as a placeholder: \(template.source)", at: [id], log: &log)
            return nil
        }
        return template.source
    }

    /// `its arguments: author, count`, or `it has no arguments`.
    private static func names(of entry: Entry) -> String {
        entry.arguments.isEmpty ? "it has no arguments" : "its arguments: " + entry.arguments.map(\.name).joined(separator: ", ")
    }
}

/// Parses the ICU MessageFormat that ARB messages use, as far as the spec's texts need it: literal
/// text with ICU's apostrophe quoting, `{name}`, and `{name, plural, keyword{…} …}` whose
/// branches may use `#`.
private struct ICUMessageParser {
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
