import PushSpecCompiler
import PushSpecPlurals

/// Writes a ``TranslationCatalog`` as the spec's translation file, `locales/<tag>.yaml`, which
/// the spec compiler reads back as the same translations, its placeholders numbered as the spec
/// numbers the form's arguments (``TranslationCatalog/Argument/documentedNumber``):
///
/// ```yaml
/// # header
/// locale: ru
/// notifications:
///   AUTH_UNKNOWN: "Вход с нового устройства {1}"
///   MESSAGE_PHOTOS:
///     count: "{2}"
///     one: "{1} отправил(а) вам {2} фотографию"
///     other: "…"
///   PINNED_AUDIO:
///     private: "…"
///     group:
///       count: "{3}"
///       one: "…"
///       other: "…"
/// ```
///
/// Types come in the order of their first entry, forms in entry order, plural categories in
/// ``PluralCategory`` order after `count`; untranslated forms are left out. Every text is a
/// double-quoted scalar: `"` and `\` escaped, a line break and a tab as `\n` and `\t`, and
/// characters YAML does not print as they are (controls, line and paragraph separators, the byte
/// order mark, U+FFFE, U+FFFF) as `\uXXXX`.
package enum LocaleYAMLWriter {
    /// The translation file of the catalog, after `header` as comment lines (each line of each
    /// string a `#` line).
    package static func write(_ catalog: TranslationCatalog, header: [String] = []) -> String {
        var lines = header.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { $0.isEmpty ? "#" : "# " + $0 }
        lines.append("locale: \(key(catalog.locale))")
        var types: [String] = []
        var forms: [String: [(form: String?, text: TranslationCatalog.Text)]] = [:]
        for entry in catalog.entries {
            guard let translation = entry.translation else { continue }
            if forms[entry.locKey] == nil { types.append(entry.locKey) }
            forms[entry.locKey, default: []].append((entry.form, documented(translation, arguments: entry.arguments)))
        }
        lines.append(types.isEmpty ? "notifications: {}" : "notifications:")
        for type in types {
            let typeForms = forms[type] ?? []
            if typeForms.count == 1, let only = typeForms.first, only.form == nil {
                lines.append("  \(key(type)):" + value(only.text, indent: "    "))
                continue
            }
            lines.append("  \(key(type)):")
            for (form, text) in typeForms {
                lines.append("    \(key(form ?? type)):" + value(text, indent: "      "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A text with its placeholders numbered as the spec numbers the form's arguments.
    private static func documented(_ text: TranslationCatalog.Text, arguments: [TranslationCatalog.Argument]) -> TranslationCatalog.Text {
        func number(_ position: Int) -> Int {
            arguments.indices.contains(position - 1) ? arguments[position - 1].documentedNumber ?? position : position
        }
        switch text {
        case let .plain(template):
            return .plain(Template(template).renumbered(number).positionalSource)
        case let .plural(selector, forms):
            return .plural(selector: number(selector), forms: forms.mapValues { Template($0).renumbered(number).positionalSource })
        case let .nestedPlural(selector, second, forms):
            return .nestedPlural(
                selector: number(selector), second: number(second),
                forms: forms.mapValues { $0.mapValues { Template($0).renumbered(number).positionalSource } })
        }
    }

    /// ` "text"`, or a plural mapping on the lines after, at `indent`.
    private static func value(_ text: TranslationCatalog.Text, indent: String) -> String {
        switch text {
        case let .plain(template):
            return " " + YAMLString.doubleQuoted(template)
        case let .plural(selector, forms):
            let categories = PluralCategory.allCases.compactMap { category in
                forms[category].map { "\n\(indent)\(category.rawValue): \(YAMLString.doubleQuoted($0))" }
            }
            return "\n\(indent)count: \(YAMLString.doubleQuoted("{\(selector)}"))" + categories.joined()
        case let .nestedPlural(selector, second, forms):
            // A category whose texts are the same for every second number is that one text.
            let categories = PluralCategory.allCases.compactMap { category in
                forms[category].map { row in
                    let texts = Set(row.values)
                    return "\n\(indent)\(category.rawValue):"
                        + (texts.count == 1
                            ? " " + YAMLString.doubleQuoted(texts.first ?? "")
                            : value(.plural(selector: second, forms: row), indent: indent + "  "))
                }
            }
            return "\n\(indent)count: \(YAMLString.doubleQuoted("{\(selector)}"))" + categories.joined()
        }
    }

    /// A mapping key: plain when YAML reads it as that string (a name of letters, digits, `_` and
    /// `-`, none of YAML 1.1's booleans and nulls), otherwise double-quoted.
    private static func key(_ name: String) -> String {
        let isName = (name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } ?? false)
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        let yamlWords: Set<String> = ["y", "yes", "n", "no", "true", "false", "on", "off", "null"]
        return isName && !yamlWords.contains(name.lowercased()) ? name : YAMLString.doubleQuoted(name)
    }
}
