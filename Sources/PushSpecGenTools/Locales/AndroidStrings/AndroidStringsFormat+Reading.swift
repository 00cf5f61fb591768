import Foundation
import PushSpecCompiler
import PushSpecPlurals

#if canImport(FoundationXML)
import FoundationXML
#endif

extension AndroidStringsFormat {
    /// The translations a `strings.xml` gives `reference` (the spec's catalog of the file's locale,
    /// whose entries' names, arguments and plural categories the file is checked against): the
    /// reference with every entry's ``TranslationCatalog/Entry/translation`` replaced by the file's,
    /// nil where the file has none.
    ///
    /// Problems go to `log` as errors at the element they concern (where XMLParser places it).
    /// Returns nil when any error was reported; the whole file is read, so that one run reports
    /// every resource's problem (a file that is not well-formed XML, only its first).
    package static func read(
        _ text: String, path: String, reference: TranslationCatalog, into log: inout DiagnosticLog
    ) -> TranslationCatalog? {
        let collector = ResourceCollector(file: path)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        if !parser.parse(), !collector.hasProblems {
            let location = SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            collector.report("not well-formed XML", at: location)
        }
        for problem in collector.problems {
            log.error(problem.message, at: problem.location)
        }
        guard !collector.hasProblems else { return nil }
        var reader = ResourceReader(reference: reference)
        reader.read(collector.resources, log: &log)
        return reader.hasErrors ? nil : reader.catalog
    }
}

/// Matches resources to the reference's entries and reads their texts.
private struct ResourceReader {
    typealias Entry = TranslationCatalog.Entry

    /// The reference, its translations replaced by the file's.
    private(set) var catalog: TranslationCatalog
    private(set) var hasErrors = false
    /// The entries' positions by resource name (several when names collide).
    private let positions: [String: [Int]]

    init(reference: TranslationCatalog) {
        catalog = reference
        for position in catalog.entries.indices { catalog.entries[position].translation = nil }
        positions = Dictionary(grouping: reference.entries.indices) { AndroidStringsFormat.resourceName(of: reference.entries[$0].key) }
    }

    private mutating func error(_ message: String, at location: SourceLocation, log: inout DiagnosticLog) {
        log.error(message, at: location)
        hasErrors = true
    }

    mutating func read(_ resources: [Resource], log: inout DiagnosticLog) {
        var seen: Set<String> = []
        // `name__quantity`: the texts of one quantity of the first number, by the second.
        var companions: [Int: [(category: PluralCategory, resource: Resource)]] = [:]
        for resource in resources {
            guard seen.insert(resource.name).inserted else {
                error("'\(resource.name)' is defined twice", at: resource.location, log: &log)
                continue
            }
            if positions[resource.name] == nil, let companion = companion(resource) {
                companions[companion.position, default: []].append((companion.category, resource))
                continue
            }
            guard let found = positions[resource.name] else {
                error("'\(resource.name)' is not the resource name of a notification form of the spec", at: resource.location, log: &log)
                continue
            }
            guard found.count == 1, let position = found.first else {
                let keys = found.map { catalog.entries[$0].key }.joined(separator: ", ")
                error("'\(resource.name)' names several forms (\(keys)); it cannot be read", at: resource.location, log: &log)
                continue
            }
            let entry = catalog.entries[position]
            switch resource.content {
            case let .string(text):
                if let template = template(text, of: entry, log: &log) {
                    catalog.entries[position].translation = .plain(template)
                }
            case let .plurals(items):
                if let plural = plural(items, of: entry, comment: resource.comment, at: resource.location, log: &log) {
                    catalog.entries[position].translation = plural
                }
            }
        }
        for (position, resources) in companions.sorted(by: { $0.key < $1.key }) {
            nest(resources, into: position, log: &log)
        }
    }

    /// The entry and quantity a companion's name gives: `name__one` of a plural resource `name`.
    private func companion(_ resource: Resource) -> (position: Int, category: PluralCategory)? {
        let separator = AndroidStringsFormat.companionSeparator
        guard let range = resource.name.range(of: separator, options: .backwards),
            let category = PluralCategory(rawValue: String(resource.name[range.upperBound...])),
            let found = positions[String(resource.name[..<range.lowerBound])], found.count == 1, let position = found.first
        else { return nil }
        return (position, category)
    }

    /// An entry's translation selected by two numbers: its `<plurals>` selects by the first, each
    /// companion (one per quantity of the first; a quantity without one has its text for every
    /// second number) by the second, the same in every companion.
    private mutating func nest(_ resources: [(category: PluralCategory, resource: Resource)], into position: Int, log: inout DiagnosticLog) {
        let entry = catalog.entries[position]
        let name = AndroidStringsFormat.resourceName(of: entry.key)
        guard case let .plural(selector, forms)? = entry.translation else {
            for (_, resource) in resources {
                error("'\(resource.name)' gives the texts of a quantity of \(entry.key), which has no <plurals name=\"\(name)\">",
                    at: resource.location, log: &log)
            }
            return
        }
        var rows: [PluralCategory: [PluralCategory: String]] = [:]
        var second: Int?
        for (category, resource) in resources {
            guard catalog.pluralCategories.contains(category) else {
                error("'\(resource.name)' is named after the quantity '\(category.rawValue)', which CLDR does not give '\(catalog.locale)'",
                    at: resource.location, log: &log)
                continue
            }
            guard case let .plurals(items) = resource.content else {
                error("'\(resource.name)' must be a <plurals>: the texts of the quantity '\(category.rawValue)' of \(entry.key)",
                    at: resource.location, log: &log)
                continue
            }
            guard case let .plural(number, row)? = plural(items, of: entry, comment: resource.comment, at: resource.location, log: &log)
            else { continue }
            guard number != selector, second ?? number == number else {
                error(
                    "'\(resource.name)' selects by {\(number)}; the companions of \(name) select by one number, other than its own {\(selector)}",
                    at: resource.location, log: &log)
                continue
            }
            second = number
            rows[category] = row
        }
        guard !hasErrors, let second else { return }
        for (category, text) in forms where rows[category] == nil {
            rows[category] = Dictionary(uniqueKeysWithValues: catalog.pluralCategories.map { ($0, text) })
        }
        catalog.entries[position].translation = .nestedPlural(selector: selector, second: second, forms: rows)
    }

    /// A `<plurals>`: one item per category of the locale, selected by the implied number.
    private mutating func plural(
        _ items: [(quantity: String, text: Resource.Text)], of entry: Entry, comment: String?, at location: SourceLocation,
        log: inout DiagnosticLog
    ) -> TranslationCatalog.Text? {
        let numbers = entry.arguments.indices.filter { entry.arguments[$0].type != .text }.map { $0 + 1 }
        let selector: Int
        if let mark = comment?.range(of: AndroidStringsFormat.quantityMark) {
            let placeholder = Template(String(comment?[mark.upperBound...].prefix { $0 != ";" && $0 != " " } ?? ""))
            guard placeholder.segments.count == 1, let number = placeholder.placeholders.first, numbers.contains(number) else {
                error("the comment of \(entry.key) names no number argument after '\(AndroidStringsFormat.quantityMark)'", at: location, log: &log)
                return nil
            }
            selector = number
        } else if case let .plural(englishSelector, _) = entry.english {
            selector = englishSelector
        } else if case let .nestedPlural(englishSelector, _, _) = entry.english {
            selector = englishSelector
        } else if numbers.count == 1, let only = numbers.first {
            selector = only
        } else {
            error(
                "\(entry.key) varies by plural, but neither its English template nor a single number argument says which number selects",
                at: location, log: &log)
            return nil
        }
        var forms: [PluralCategory: String] = [:]
        var isValid = true
        for (quantity, text) in items {
            guard let category = PluralCategory(rawValue: quantity) else {
                let known = PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")
                error("unknown quantity '\(quantity)'; expected one of \(known)", at: text.location, log: &log)
                isValid = false
                continue
            }
            guard catalog.pluralCategories.contains(category) else {
                let known = catalog.pluralCategories.map(\.rawValue).joined(separator: ", ")
                error(
                    "the plurals of \(entry.key) have the quantity '\(quantity)', which CLDR does not give '\(catalog.locale)' (its categories: \(known))",
                    at: text.location, log: &log)
                isValid = false
                continue
            }
            guard forms[category] == nil else {
                error("the quantity '\(quantity)' of \(entry.key) is given twice", at: text.location, log: &log)
                isValid = false
                continue
            }
            guard let template = template(text, of: entry, log: &log) else {
                isValid = false
                continue
            }
            forms[category] = template
        }
        guard isValid else { return nil }
        let missing = catalog.pluralCategories.filter { forms[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            error("the plurals of \(entry.key) lack the quantities \(names) of '\(catalog.locale)'", at: location, log: &log)
            return nil
        }
        return .plural(selector: selector, forms: forms)
    }

    /// The spec template of a resource text: unescaped, its format specifiers checked.
    private mutating func template(_ text: Resource.Text, of entry: Entry, log: inout DiagnosticLog) -> String? {
        let what = "the translation of \(entry.key)"
        let format: String
        do {
            format = try Self.unescaped(text.raw)
        } catch {
            self.error("\(what): \(error.message)", at: text.location, log: &log)
            return nil
        }
        var segments: [Template.Segment] = []
        var literal = String.UnicodeScalarView()
        var rest = format.unicodeScalars[...]
        while let percent = rest.firstIndex(of: "%") {
            literal.append(contentsOf: rest[..<percent])
            let specifier = rest[rest.index(after: percent)...]
            if specifier.first == "%" {
                literal.append("%")
                rest = specifier.dropFirst()
                continue
            }
            let digits = specifier.prefix { ("0"..."9").contains($0) }
            let conversion = specifier.dropFirst(digits.count + 1).first
            guard !digits.isEmpty, specifier.dropFirst(digits.count).first == "$", conversion == "s" || conversion == "d",
                let number = Int(String(String.UnicodeScalarView(digits)))
            else {
                let shown = String(String.UnicodeScalarView(rest[percent...].prefix(5)))
                error(
                    "\(what): unsupported format specifier '\(shown)'; write %N$s for the text {N}, %N$d for the number {N}, %% for a percent sign",
                    at: text.location, log: &log)
                return nil
            }
            let written = "%\(number)$" + (conversion == "d" ? "d" : "s")
            guard entry.arguments.indices.contains(number - 1) else {
                let names = entry.arguments.enumerated().map { "{\($0.offset + 1)} \($0.element.name)" }.joined(separator: ", ")
                error(
                    "\(what): \(written) refers to argument \(number), but \(entry.key) has \(entry.arguments.count) (\(names.isEmpty ? "none" : names))",
                    at: text.location, log: &log)
                return nil
            }
            let argument = entry.arguments[number - 1]
            guard (argument.type != .text) == (conversion == "d") else {
                let expected = "%\(number)$" + (argument.type == .text ? "s" : "d")
                error("\(what): {\(number)} \(argument.name) is a \(argument.type.rawValue) argument; write it \(expected), not \(written)",
                    at: text.location, log: &log)
                return nil
            }
            if !literal.isEmpty { segments.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
            segments.append(.placeholder(number))
            rest = specifier.dropFirst(digits.count + 2)
        }
        literal.append(contentsOf: rest)
        if !literal.isEmpty { segments.append(.literal(String(literal))) }
        let template = Template(segments: segments)
        guard Template(template.source).placeholders == template.placeholders else {
            error("\(what) has literal text that the spec's templates would read as a placeholder: \(template.source)",
                at: text.location, log: &log)
            return nil
        }
        return template.source
    }

    /// Why a resource text cannot be unescaped.
    struct EscapeProblem: Error {
        var message: String
    }

    /// A resource text as Android's resource compiler reads it: `\` escapes, `"…"` quoting (the
    /// quotes dropped, white space in them kept), and outside quotes white space collapsed to one
    /// space and trimmed at both ends; an unescaped `'` outside quotes is an error, as there.
    static func unescaped(_ raw: String) throws(EscapeProblem) -> String {
        var result = String.UnicodeScalarView()
        var isQuoted = false
        var pendingSpace = false
        var rest = raw.unicodeScalars[...]
        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        while let scalar = rest.popFirst() {
            switch scalar {
            case "\\":
                guard let escaped = rest.popFirst() else { throw EscapeProblem(message: "the text ends in a lone '\\'") }
                switch escaped {
                case "n": emit("\n")
                case "t": emit("\t")
                case "u": emit(try unicodeEscape(&rest))
                default: emit(escaped)
                }
            case "\"":
                if pendingSpace, !result.isEmpty, !isQuoted { result.append(" ") }
                pendingSpace = false
                isQuoted.toggle()
            case "'" where !isQuoted:
                throw EscapeProblem(message: "unescaped apostrophe; write \\'")
            case _ where !isQuoted && AndroidStringsFormat.isCollapsible(scalar):
                pendingSpace = true
            default:
                emit(scalar)
            }
        }
        return String(result)
    }

    /// The scalar of `\uXXXX` (after the `u`), a surrogate pair's second half read from `rest` too.
    private static func unicodeEscape(_ rest: inout Substring.UnicodeScalarView) throws(EscapeProblem) -> Unicode.Scalar {
        func unit(_ scalars: inout Substring.UnicodeScalarView) -> UInt32? {
            let digits = scalars.prefix(4)
            guard digits.count == 4, let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16) else { return nil }
            scalars = scalars.dropFirst(4)
            return value
        }
        guard let first = unit(&rest) else { throw EscapeProblem(message: "'\\u' needs four hexadecimal digits") }
        if (0xD800...0xDBFF).contains(first) {
            var after = rest
            if after.popFirst() == "\\", after.popFirst() == "u", let second = unit(&after), (0xDC00...0xDFFF).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            {
                rest = after
                return scalar
            }
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw EscapeProblem(message: "'\\u\(String(first, radix: 16, uppercase: true))' is half a surrogate pair")
        }
        return scalar
    }
}
