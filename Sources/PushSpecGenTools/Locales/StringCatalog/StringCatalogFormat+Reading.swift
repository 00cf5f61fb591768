import Foundation
import PushSpecCompiler
import PushSpecPlurals

extension StringCatalogFormat {
    /// The translations a String Catalog gives the locales of `reference` (the spec's catalogs, whose
    /// keys, arguments and plural categories the file is checked against): each reference catalog
    /// with every entry's ``TranslationCatalog/Entry/translation`` replaced by the file's, nil
    /// where the file has none. The file's English texts are not read.
    ///
    /// Problems go to `log` as errors at their place in the file (the line of the JSON member they
    /// concern, found by searching the text; `1:1` when the file is no JSON). Returns nil when any
    /// error was reported; the whole file is read, so that one run reports every string's problem.
    package static func read(
        _ text: String, path: String, reference: [TranslationCatalog], into log: inout DiagnosticLog
    ) -> [TranslationCatalog]? {
        let errorsBefore = log.diagnostics.count(where: { $0.severity == .error })
        let document = JSONDocument(text: text, file: path)
        guard let root = document.root(as: "a String Catalog", into: &log) else { return nil }
        var reader = StringCatalogReader(document: document, reference: reference)
        reader.read(root, log: &log)
        guard log.diagnostics.count(where: { $0.severity == .error }) == errorsBefore else { return nil }
        return reader.catalogs
    }
}

/// Reads one String Catalog into copies of the reference catalogs.
struct StringCatalogReader {
    typealias Entry = TranslationCatalog.Entry
    typealias Text = TranslationCatalog.Text

    /// What a localization, or one plural category of it, says.
    enum Reading<Value> {
        case translated(Value)
        /// No value yet: state `new`.
        case untranslated
        /// Wrong, and reported.
        case invalid
    }

    let document: JSONDocument
    /// The reference catalogs, their translations cleared and then filled from the file.
    private(set) var catalogs: [TranslationCatalog]
    private let catalogIndex: [String: Int]
    /// Per catalog, the position of each key's entry.
    private let entryIndices: [[String: Int]]

    init(document: JSONDocument, reference: [TranslationCatalog]) {
        self.document = document
        catalogs = reference.map { catalog in
            var cleared = catalog
            for position in cleared.entries.indices { cleared.entries[position].translation = nil }
            return cleared
        }
        catalogIndex = Dictionary(reference.enumerated().map { ($0.element.locale, $0.offset) }) { first, _ in first }
        entryIndices = reference.map { catalog in
            Dictionary(catalog.entries.enumerated().map { ($0.element.key, $0.offset) }) { first, _ in first }
        }
    }

    mutating func read(_ root: Any, log: inout DiagnosticLog) {
        guard let top = object(root, "a String Catalog", allowed: ["sourceLanguage", "strings", "version"], at: [], log: &log)
        else { return }
        if let value = top["sourceLanguage"], let language = string(value, "'sourceLanguage'", at: ["sourceLanguage"], log: &log),
            language != StringCatalogFormat.sourceLanguage
        {
            log.error("the source language is '\(language)'; the spec's templates are '\(StringCatalogFormat.sourceLanguage)'",
                at: document.location(["sourceLanguage"]))
        }
        if let value = top["version"] {
            _ = string(value, "'version'", at: ["version"], log: &log)
        }
        guard let value = top["strings"] else {
            log.error("a String Catalog needs 'strings'", at: document.location([]))
            return
        }
        guard let strings = object(value, "'strings'", allowed: nil, at: ["strings"], log: &log) else { return }
        for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
            let path = ["strings", key]
            guard entryIndices.contains(where: { $0[key] != nil }) else {
                log.error("'\(key)' is not a notification form of the spec", at: document.location(path))
                continue
            }
            let members = ["comment", "extractionState", "localizations", "shouldTranslate"]
            guard let string = object(value, "the string \(key)", allowed: members, at: path, log: &log),
                let value = string["localizations"],
                let localizations = object(value, "the localizations of \(key)", allowed: nil, at: path + ["localizations"], log: &log)
            else { continue }
            for (locale, value) in localizations.sorted(by: { $0.key < $1.key }) where locale != StringCatalogFormat.sourceLanguage {
                let localePath = path + ["localizations", locale]
                // A catalog holds every locale of an app; only those being imported are read.
                guard let catalogPosition = catalogIndex[locale] else { continue }
                guard let entryPosition = entryIndices[catalogPosition][key] else { continue }
                let catalog = catalogs[catalogPosition]
                let entry = catalog.entries[entryPosition]
                if case let .translated(text) = translation(value, of: entry, in: catalog, at: localePath, log: &log) {
                    catalogs[catalogPosition].entries[entryPosition].translation = text
                }
            }
        }
    }

    /// One localization: a string unit, a whole-string plural variation, or a substitution.
    private func translation(
        _ value: Any, of entry: Entry, in catalog: TranslationCatalog, at path: [String], log: inout DiagnosticLog
    ) -> Reading<Text> {
        let what = "the '\(catalog.locale)' localization of \(entry.key)"
        guard let localization = object(value, what, allowed: ["stringUnit", "variations", "substitutions"], at: path, log: &log)
        else { return .invalid }
        if let variations = localization["variations"] {
            guard localization["stringUnit"] == nil, localization["substitutions"] == nil else {
                log.error("\(what) has both variations and a string; give one", at: document.location(path))
                return .invalid
            }
            return wholeStringPlural(variations, of: entry, in: catalog, what: what, at: path + ["variations"], log: &log)
        }
        guard let unitValue = localization["stringUnit"] else {
            log.error("\(what) has neither 'stringUnit' nor 'variations'", at: document.location(path))
            return .invalid
        }
        let unitPath = path + ["stringUnit"]
        let format: String
        switch stringUnit(unitValue, of: what, at: unitPath, log: &log) {
        case .invalid: return .invalid
        case .untranslated: return .untranslated
        case let .translated(value): format = value
        }
        guard let pieces = pieces(of: format, what: what, at: unitPath, log: &log) else { return .invalid }
        if let substitutions = localization["substitutions"] {
            return substitution(pieces, substitutions, of: entry, in: catalog, what: what, at: path, log: &log)
        }
        guard let segments = segments(pieces, of: entry, substituted: nil, what: what, at: unitPath, log: &log),
            let text = checked(segments, what: what, at: unitPath, log: &log)
        else { return .invalid }
        return .translated(.plain(text))
    }

    /// `"variations": {"plural": …}`: selected by the form's only number argument.
    private func wholeStringPlural(
        _ value: Any, of entry: Entry, in catalog: TranslationCatalog, what: String, at path: [String], log: inout DiagnosticLog
    ) -> Reading<Text> {
        let numbers = entry.arguments.indices.filter { entry.arguments[$0].type != .text }.map { $0 + 1 }
        guard numbers.count == 1, let selector = numbers.first else {
            log.error(
                numbers.isEmpty
                    ? "\(what) varies by plural, but \(entry.key) has no number argument"
                    : "\(what) varies the whole string by plural, but \(entry.key) has several numbers (\(Self.list(numbers, of: entry))); "
                        + "vary a substitution (%N$#@name@) by the one that selects",
                at: document.location(path))
            return .invalid
        }
        guard let variations = object(value, "the variations of \(what)", allowed: ["plural"], at: path, log: &log) else { return .invalid }
        guard let plural = variations["plural"] else {
            log.error("\(what) has no plural variation", at: document.location(path))
            return .invalid
        }
        switch pluralForms(plural, of: entry, in: catalog, substituted: nil, what: what, at: path + ["plural"], log: &log) {
        case .invalid: return .invalid
        case .untranslated: return .untranslated
        case let .translated(forms):
            var texts: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                guard let segments = forms[category] else { continue }
                guard let text = checked(segments, what: what, at: path + ["plural", category.rawValue], log: &log) else { return .invalid }
                texts[category] = text
            }
            return .translated(.plural(selector: selector, forms: texts))
        }
    }

    /// A string `prefix %N$#@name@ suffix` and its substitution `name`, varied by plural: each
    /// category's sentence is the prefix, the category's text and the suffix.
    private func substitution(
        _ pieces: [FormatPiece], _ value: Any, of entry: Entry, in catalog: TranslationCatalog, what: String, at path: [String],
        log: inout DiagnosticLog
    ) -> Reading<Text> {
        let tokens = pieces.indices.filter { if case .substitution = pieces[$0] { true } else { false } }
        guard tokens.count == 1, let token = tokens.first, case let .substitution(name, position) = pieces[token] else {
            log.error("the string of \(what) must name one substitution (%N$#@name@); it names \(tokens.count)",
                at: document.location(path + ["stringUnit"]))
            return .invalid
        }
        let substitutionPath = path + ["substitutions", name]
        guard let substitutions = object(value, "the substitutions of \(what)", allowed: nil, at: path + ["substitutions"], log: &log)
        else { return .invalid }
        for key in substitutions.keys.sorted() where key != name && !Self.isNestedName(key) {
            log.error("unknown member '\(key)' in the substitutions of \(what); expected '\(name)'",
                at: document.location(path + ["substitutions", key]))
        }
        guard let value = substitutions[name] else {
            log.error("\(what) names the substitution '\(name)' but does not define it", at: document.location(path + ["substitutions"]))
            return .invalid
        }
        let substitutionWhat = "the substitution '\(name)' of \(what)"
        let members = ["argNum", "formatSpecifier", "variations"]
        guard let substitution = object(value, substitutionWhat, allowed: members, at: substitutionPath, log: &log) else { return .invalid }
        guard let selector = substitution["argNum"].flatMap(Self.integer) else {
            log.error("\(substitutionWhat) needs 'argNum', the number of the argument that selects", at: document.location(substitutionPath))
            return .invalid
        }
        guard entry.arguments.indices.contains(selector - 1), entry.arguments[selector - 1].type != .text else {
            let numbers = entry.arguments.indices.filter { entry.arguments[$0].type != .text }.map { $0 + 1 }
            log.error(
                "\(substitutionWhat) is selected by argument \(selector), which is not a number of \(entry.key) "
                    + "(its numbers: \(Self.list(numbers, of: entry)))",
                at: document.location(substitutionPath + ["argNum"]))
            return .invalid
        }
        if let position, position != selector {
            log.error("the string of \(what) places '\(name)' at argument \(position), but its 'argNum' is \(selector)",
                at: document.location(path + ["stringUnit"]))
            return .invalid
        }
        let specifier = substitution["formatSpecifier"].flatMap { $0 as? String }
        guard specifier == "lld" else {
            log.error("\(substitutionWhat) needs \"formatSpecifier\": \"lld\"", at: document.location(substitutionPath))
            return .invalid
        }
        guard let variationsValue = substitution["variations"] else {
            log.error("\(substitutionWhat) needs a plural variation", at: document.location(substitutionPath))
            return .invalid
        }
        guard let variations = object(variationsValue, "the variations of \(substitutionWhat)", allowed: ["plural"],
            at: substitutionPath + ["variations"], log: &log)
        else { return .invalid }
        guard let plural = variations["plural"] else {
            log.error("\(substitutionWhat) needs a plural variation", at: document.location(substitutionPath + ["variations"]))
            return .invalid
        }
        guard let prefix = segments(Array(pieces[..<token]), of: entry, substituted: nil, what: what, at: path + ["stringUnit"], log: &log),
            let suffix = segments(Array(pieces[(token + 1)...]), of: entry, substituted: nil, what: what, at: path + ["stringUnit"], log: &log)
        else { return .invalid }
        let pluralPath = substitutionPath + ["variations", "plural"]
        var nested: [PluralCategory: (second: Int, forms: [PluralCategory: [Template.Segment]])] = [:]
        switch pluralForms(
            plural, of: entry, in: catalog, substituted: selector, substitutions: (substitutions, path + ["substitutions"]),
            nested: &nested, what: substitutionWhat, at: pluralPath, log: &log)
        {
        case .invalid: return .invalid
        case .untranslated: return .untranslated
        case let .translated(forms) where !nested.isEmpty:
            let seconds = Set(nested.values.map(\.second))
            guard seconds.count == 1, let second = seconds.first, second != selector else {
                log.error(
                    "\(substitutionWhat) nests substitutions selected by \(seconds.sorted().map { "{\($0)}" }.joined(separator: ", ")); "
                        + "they select by one number, other than the substitution's own {\(selector)}",
                    at: document.location(pluralPath))
                return .invalid
            }
            var rows: [PluralCategory: [PluralCategory: String]] = [:]
            for category in PluralCategory.allCases {
                guard let segments = forms[category] else { continue }
                let row = nested[category]?.forms ?? Dictionary(uniqueKeysWithValues: catalog.pluralCategories.map { ($0, segments) })
                var texts: [PluralCategory: String] = [:]
                for (inner, segments) in row {
                    guard let text = checked(prefix + segments + suffix, what: what, at: pluralPath + [category.rawValue], log: &log)
                    else { return .invalid }
                    texts[inner] = text
                }
                rows[category] = texts
            }
            return .translated(.nestedPlural(selector: selector, second: second, forms: rows))
        case let .translated(forms):
            var texts: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                guard let segments = forms[category] else { continue }
                guard let text = checked(prefix + segments + suffix, what: what, at: pluralPath + [category.rawValue], log: &log)
                else { return .invalid }
                texts[category] = text
            }
            return .translated(.plural(selector: selector, forms: texts))
        }
    }

    /// A plural variation: one string unit per category, exactly the locale's categories.
    private func pluralForms(
        _ value: Any, of entry: Entry, in catalog: TranslationCatalog, substituted: Int?, what: String, at path: [String],
        log: inout DiagnosticLog
    ) -> Reading<[PluralCategory: [Template.Segment]]> {
        var nested: [PluralCategory: (second: Int, forms: [PluralCategory: [Template.Segment]])] = [:]
        return pluralForms(value, of: entry, in: catalog, substituted: substituted, substitutions: nil, nested: &nested, what: what, at: path, log: &log)
    }

    /// Whether a substitution's name is that of a category's texts by a second number (`stars__one`).
    static func isNestedName(_ name: String) -> Bool {
        guard let range = name.range(of: StringCatalogFormat.nestedSeparator, options: .backwards) else { return false }
        return PluralCategory(rawValue: String(name[range.upperBound...])) != nil
    }

    /// A plural variation; with `substitutions`, a category's text may be the token of a
    /// substitution of another number (`%3$#@stars__one@`), whose variation gives the category's
    /// texts by that number: those go to `nested`, the category's own to the texts of its `other`.
    private func pluralForms(
        _ value: Any, of entry: Entry, in catalog: TranslationCatalog, substituted: Int?,
        substitutions: (members: [String: Any], path: [String])?,
        nested: inout [PluralCategory: (second: Int, forms: [PluralCategory: [Template.Segment]])], what: String, at path: [String],
        log: inout DiagnosticLog
    ) -> Reading<[PluralCategory: [Template.Segment]]> {
        let categoryNames = PluralCategory.allCases.map(\.rawValue)
        guard let plural = object(value, "the plural variation of \(what)", allowed: categoryNames, at: path, log: &log)
        else { return .invalid }
        var forms: [PluralCategory: [Template.Segment]] = [:]
        var isValid = true
        for category in PluralCategory.allCases {
            guard let value = plural[category.rawValue] else { continue }
            let categoryPath = path + [category.rawValue]
            guard catalog.pluralCategories.contains(category) else {
                let known = catalog.pluralCategories.map(\.rawValue).joined(separator: ", ")
                log.error(
                    "\(what) has the plural category '\(category.rawValue)', which CLDR does not give '\(catalog.locale)' (its categories: \(known))",
                    at: document.location(categoryPath))
                isValid = false
                continue
            }
            let categoryWhat = "the '\(category.rawValue)' variation of \(what)"
            guard let variation = object(value, categoryWhat, allowed: ["stringUnit"], at: categoryPath, log: &log) else {
                isValid = false
                continue
            }
            guard let unit = variation["stringUnit"] else {
                log.error("\(categoryWhat) needs 'stringUnit'", at: document.location(categoryPath))
                isValid = false
                continue
            }
            switch stringUnit(unit, of: categoryWhat, at: categoryPath + ["stringUnit"], log: &log) {
            case .invalid:
                isValid = false
            case .untranslated:
                continue
            case let .translated(format):
                if let substitutions, let pieces = try? Self.pieces(of: format),
                    let token = pieces.firstIndex(where: { if case .substitution = $0 { true } else { false } }),
                    case let .substitution(name, _) = pieces[token]
                {
                    switch nestedForms(
                        name, substitutions, around: (Array(pieces[..<token]), Array(pieces[(token + 1)...])), of: entry, in: catalog,
                        substituted: substituted, what: categoryWhat, at: categoryPath, log: &log)
                    {
                    case .invalid: isValid = false
                    case .untranslated: continue
                    case let .translated(row):
                        nested[category] = row
                        forms[category] = row.forms[.other]
                    }
                    continue
                }
                guard let pieces = pieces(of: format, what: categoryWhat, at: categoryPath, log: &log),
                    let segments = segments(pieces, of: entry, substituted: substituted, what: categoryWhat, at: categoryPath, log: &log)
                else {
                    isValid = false
                    continue
                }
                forms[category] = segments
            }
        }
        guard isValid else { return .invalid }
        guard !forms.isEmpty else { return .untranslated }
        let missing = catalog.pluralCategories.filter { forms[$0] == nil }
        guard missing.isEmpty else {
            log.error("\(what) lacks the plural categories \(missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")) of '\(catalog.locale)'",
                at: document.location(path))
            return .invalid
        }
        return .translated(forms)
    }

    /// A category's texts by a second number: the substitution `name` (its `argNum` that number,
    /// not the first) with the text around its token.
    private func nestedForms(
        _ name: String, _ substitutions: (members: [String: Any], path: [String]),
        around: (before: [FormatPiece], after: [FormatPiece]), of entry: Entry, in catalog: TranslationCatalog, substituted: Int?,
        what: String, at path: [String], log: inout DiagnosticLog
    ) -> Reading<(second: Int, forms: [PluralCategory: [Template.Segment]])> {
        let substitutionPath = substitutions.path + [name]
        let substitutionWhat = "the substitution '\(name)' of \(what)"
        guard let value = substitutions.members[name] else {
            log.error("\(what) names the substitution '\(name)' but does not define it", at: document.location(substitutions.path))
            return .invalid
        }
        guard let substitution = object(value, substitutionWhat, allowed: ["argNum", "formatSpecifier", "variations"], at: substitutionPath, log: &log),
            let second = substitution["argNum"].flatMap(Self.integer),
            entry.arguments.indices.contains(second - 1), entry.arguments[second - 1].type != .text, second != substituted,
            substitution["formatSpecifier"].flatMap({ $0 as? String }) == "lld",
            let variations = substitution["variations"].flatMap({ $0 as? [String: Any] }), let plural = variations["plural"]
        else {
            log.error(
                "\(substitutionWhat) needs \"formatSpecifier\": \"lld\", a plural variation and 'argNum', a number argument "
                    + "other than {\(substituted ?? 0)}", at: document.location(substitutionPath))
            return .invalid
        }
        guard let before = segments(around.before, of: entry, substituted: substituted, what: what, at: path, log: &log),
            let after = segments(around.after, of: entry, substituted: substituted, what: what, at: path, log: &log)
        else { return .invalid }
        switch pluralForms(plural, of: entry, in: catalog, substituted: second, what: substitutionWhat, at: substitutionPath + ["variations", "plural"], log: &log) {
        case .invalid: return .invalid
        case .untranslated: return .untranslated
        case let .translated(forms): return .translated((second, forms.mapValues { before + $0 + after }))
        }
    }

    /// `{"state": …, "value": …}`: the value when translated or in review, nothing when `new`.
    private func stringUnit(_ value: Any, of what: String, at path: [String], log: inout DiagnosticLog) -> Reading<String> {
        guard let unit = object(value, "the string unit of \(what)", allowed: ["state", "value"], at: path, log: &log) else { return .invalid }
        guard let stateValue = unit["state"], let textValue = unit["value"] else {
            log.error("the string unit of \(what) needs 'state' and 'value'", at: document.location(path))
            return .invalid
        }
        guard let state = string(stateValue, "the state of \(what)", at: path + ["state"], log: &log),
            let text = string(textValue, "the value of \(what)", at: path + ["value"], log: &log)
        else { return .invalid }
        switch state {
        case "translated", "needs_review": return .translated(text)
        case "new": return .untranslated
        default:
            log.error("unknown state '\(state)' of \(what); expected 'translated', 'needs_review' or 'new'",
                at: document.location(path + ["state"]))
            return .invalid
        }
    }

    /// The format string split, or nil with the problem reported.
    private func pieces(of format: String, what: String, at path: [String], log: inout DiagnosticLog) -> [FormatPiece]? {
        do {
            return try Self.pieces(of: format)
        } catch {
            log.error("\(what): \(error.message)", at: document.location(path))
            return nil
        }
    }

    /// The template segments of format pieces, each argument checked against the form's.
    private func segments(
        _ pieces: [FormatPiece], of entry: Entry, substituted: Int?, what: String, at path: [String], log: inout DiagnosticLog
    ) -> [Template.Segment]? {
        var segments: [Template.Segment] = []
        for piece in pieces {
            switch piece {
            case let .literal(text):
                segments.append(.literal(text))
            case let .argument(number, isNumber):
                let written = "%\(number)$" + (isNumber ? "lld" : "@")
                guard entry.arguments.indices.contains(number - 1) else {
                    log.error(
                        "\(what): \(written) refers to argument \(number), but \(entry.key) has \(entry.arguments.count) "
                            + "(\(Self.list(entry.arguments.indices.map { $0 + 1 }, of: entry)))",
                        at: document.location(path))
                    return nil
                }
                let argument = entry.arguments[number - 1]
                guard (argument.type != .text) == isNumber else {
                    let expected = "%\(number)$" + (argument.type == .text ? "@" : "lld")
                    log.error("\(what): {\(number)} \(argument.name) is a \(argument.type.rawValue) argument; write it \(expected), not \(written)",
                        at: document.location(path))
                    return nil
                }
                segments.append(.placeholder(number))
            case .substitutedArgument:
                guard let substituted else {
                    log.error("\(what): %arg stands for a substitution's number, and this is no substitution's variation",
                        at: document.location(path))
                    return nil
                }
                segments.append(.placeholder(substituted))
            case let .substitution(name, _):
                log.error("\(what): %#@\(name)@ names a substitution, which only the string of a localization with 'substitutions' may",
                    at: document.location(path))
                return nil
            }
        }
        return segments
    }

    /// The spec text of segments, unless literal text in them would read as a placeholder.
    private func checked(_ segments: [Template.Segment], what: String, at path: [String], log: inout DiagnosticLog) -> String? {
        let template = Template(segments: segments)
        guard Template(template.source).placeholders == template.placeholders else {
            log.error("\(what) has literal text that the spec's templates would read as a placeholder: \(template.source)",
                at: document.location(path))
            return nil
        }
        return template.source
    }

    /// `{2} count, {3} months`, or `none`; the numbers are the entry's.
    private static func list(_ numbers: [Int], of entry: Entry) -> String {
        numbers.isEmpty ? "none" : numbers.map { "{\($0)} \(entry.arguments[$0 - 1].name)" }.joined(separator: ", ")
    }

    /// A JSON object, its members not in `allowed` (when given) reported.
    private func object(_ value: Any, _ what: String, allowed: [String]?, at path: [String], log: inout DiagnosticLog) -> [String: Any]? {
        guard let object = value as? [String: Any] else {
            log.error("\(what) must be a JSON object, not \(JSONDocument.kind(of: value))", at: document.location(path))
            return nil
        }
        if let allowed {
            for key in object.keys.sorted() where !allowed.contains(key) {
                log.error("unknown member '\(key)' in \(what); expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))",
                    at: document.location(path + [key]))
            }
        }
        return object
    }

    private func string(_ value: Any, _ what: String, at path: [String], log: inout DiagnosticLog) -> String? {
        guard let string = value as? String else {
            log.error("\(what) must be a string, not \(JSONDocument.kind(of: value))", at: document.location(path))
            return nil
        }
        return string
    }

    /// A JSON integer (not a boolean, not a fraction).
    private static func integer(_ value: Any) -> Int? {
        guard let number = value as? NSNumber, JSONDocument.kind(of: number) == "a number" else { return nil }
        return Int(exactly: number.doubleValue)
    }
}
