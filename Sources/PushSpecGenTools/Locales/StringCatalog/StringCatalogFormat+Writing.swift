import Foundation
import PushSpecCompiler
import PushSpecPlurals

extension StringCatalogFormat {
    /// The String Catalog of `catalogs` (one per locale, each of the same provider's forms): pretty
    /// printed, every object's keys sorted, so that the same catalogs always give the same file. A
    /// catalog for ``sourceLanguage`` itself is not written: the English texts are the spec's.
    package static func write(_ catalogs: [TranslationCatalog]) -> String {
        var entries: [String: TranslationCatalog.Entry] = [:]
        var localizations: [String: [String: Any]] = [:]
        for catalog in catalogs where catalog.locale != sourceLanguage {
            for entry in catalog.entries {
                if entries[entry.key] == nil {
                    entries[entry.key] = entry
                    localizations[entry.key] = [sourceLanguage: localization(entry.english, arguments: entry.arguments)]
                }
                if let translation = entry.translation {
                    localizations[entry.key]?[catalog.locale] = localization(translation, arguments: entry.arguments)
                }
            }
        }
        let strings = entries.mapValues { entry -> [String: Any] in
            var string: [String: Any] = ["extractionState": "manual", "localizations": localizations[entry.key] ?? [:]]
            if !entry.arguments.isEmpty { string["comment"] = comment(entry.arguments) }
            return string
        }
        let document: [String: Any] = ["sourceLanguage": sourceLanguage, "strings": strings, "version": "1.0"]
        guard let data = try? JSONSerialization.data(
            withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { preconditionFailure("a String Catalog is made of strings, numbers and objects only") }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A text as a localization: a string unit, a whole-string plural variation, or a substitution.
    private static func localization(_ text: TranslationCatalog.Text, arguments: [TranslationCatalog.Argument]) -> [String: Any] {
        switch text {
        case let .plain(template):
            return stringUnit(format(template, arguments: arguments, substituted: nil))
        case let .plural(selector, forms):
            let numbers = arguments.indices.filter { arguments[$0].type != .text }.map { $0 + 1 }
            if numbers == [1], selector == 1 {
                return ["variations": ["plural": pluralVariation(forms, arguments: arguments, substituted: nil)]]
            }
            let name = substitutionName(selector: selector, arguments: arguments)
            var localization = stringUnit("%\(selector)$#@\(name)@")
            localization["substitutions"] = [
                name: [
                    "argNum": selector, "formatSpecifier": "lld",
                    "variations": ["plural": pluralVariation(forms, arguments: arguments, substituted: selector)],
                ] as [String: Any]
            ]
            return localization
        case let .nestedPlural(selector, second, forms):
            // A category of the first number selects again by the second: its text is a
            // substitution of its own (`stars__one`), unless it is one text for every second number.
            let name = substitutionName(selector: selector, arguments: arguments)
            let secondName = substitutionName(selector: second, arguments: arguments)
            var substitutions: [String: Any] = [:]
            var outer: [PluralCategory: Any] = [:]
            for (category, row) in forms {
                let texts = Set(row.values)
                if texts.count == 1, let text = texts.first {
                    outer[category] = stringUnit(format(text, arguments: arguments, substituted: selector))
                    continue
                }
                let rowName = secondName + nestedSeparator + category.rawValue
                outer[category] = stringUnit("%\(second)$#@\(rowName)@")
                substitutions[rowName] = [
                    "argNum": second, "formatSpecifier": "lld",
                    "variations": ["plural": pluralVariation(row, arguments: arguments, substituted: second)],
                ] as [String: Any]
            }
            substitutions[name] = [
                "argNum": selector, "formatSpecifier": "lld",
                "variations": ["plural": Dictionary(uniqueKeysWithValues: outer.map { ($0.key.rawValue, $0.value) })],
            ] as [String: Any]
            var localization = stringUnit("%\(selector)$#@\(name)@")
            localization["substitutions"] = substitutions
            return localization
        }
    }

    private static func pluralVariation(
        _ forms: [PluralCategory: String], arguments: [TranslationCatalog.Argument], substituted: Int?
    ) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: forms.map { category, template in
            (category.rawValue, stringUnit(format(template, arguments: arguments, substituted: substituted)) as Any)
        })
    }

    private static func stringUnit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": value]]
    }

    /// A spec template as a format string; `{substituted}` is `%arg`, a substitution's own number.
    /// A placeholder beyond the arguments (which the spec's validator rejects) is written as text.
    private static func format(_ template: String, arguments: [TranslationCatalog.Argument], substituted: Int?) -> String {
        Template(template).segments.map { segment in
            switch segment {
            case let .literal(text):
                return text.replacingOccurrences(of: "%", with: "%%")
            case let .placeholder(number):
                if number == substituted { return "%arg" }
                let isNumber = arguments.indices.contains(number - 1) && arguments[number - 1].type != .text
                return "%\(number)$" + (isNumber ? "lld" : "@")
            }
        }.joined()
    }

    /// The substitution's name: the selector's argument name, or `argN` when that is no plain name.
    private static func substitutionName(selector: Int, arguments: [TranslationCatalog.Argument]) -> String {
        let name = arguments.indices.contains(selector - 1) ? arguments[selector - 1].name : ""
        let isPlain = !name.isEmpty
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        return isPlain ? name : "arg\(selector)"
    }

    /// `{1} author: User name; {2} count: Number of photos`
    private static func comment(_ arguments: [TranslationCatalog.Argument]) -> String {
        arguments.enumerated().map { "{\($0.offset + 1)} \($0.element.name): \($0.element.doc)" }.joined(separator: "; ")
    }
}
