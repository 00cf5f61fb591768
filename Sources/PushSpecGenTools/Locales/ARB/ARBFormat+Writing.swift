import PushSpecCompiler
import PushSpecPlurals

extension ARBFormat {
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
