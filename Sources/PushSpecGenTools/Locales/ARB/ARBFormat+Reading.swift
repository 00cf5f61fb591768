import PushSpecCompiler
import PushSpecPlurals

extension ARBFormat {
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
}

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
