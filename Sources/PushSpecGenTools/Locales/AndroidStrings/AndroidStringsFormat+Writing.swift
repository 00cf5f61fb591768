import Foundation
import PushSpecCompiler
import PushSpecPlurals

extension AndroidStringsFormat {
    /// The `strings.xml` of the catalog's translations, in entry order, each after a comment naming
    /// the form's arguments.
    package static func write(_ catalog: TranslationCatalog) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for entry in catalog.entries {
            guard let translation = entry.translation else { continue }
            let name = resourceName(of: entry.key)
            let quantity: String? =
                switch translation {
                case let .plural(selector, _): "\(quantityMark){\(selector)}"
                case let .nestedPlural(selector, second, _):
                    "\(quantityMark){\(selector)}; each quantity's texts by {\(second)}: \(name)\(companionSeparator)<quantity>"
                case .plain: nil
                }
            let comment = ([entry.arguments.isEmpty ? nil : comment(entry.arguments)] + [quantity]).compactMap { $0 }
            if !comment.isEmpty {
                xml += "    <!-- \(comment.joined(separator: "; ")) -->\n"
            }
            switch translation {
            case let .plain(template):
                xml += "    <string name=\"\(name)\">\(resourceText(template, arguments: entry.arguments))</string>\n"
            case let .plural(_, forms):
                xml += plurals(name, forms, arguments: entry.arguments)
            case let .nestedPlural(_, second, forms):
                // The texts of the second number's `other`, then a companion per quantity of the first.
                xml += plurals(name, forms.compactMapValues { $0[.other] }, arguments: entry.arguments)
                for category in PluralCategory.allCases {
                    guard let row = forms[category] else { continue }
                    xml += "    <!-- \(quantityMark){\(second)} -->\n"
                    xml += plurals(name + companionSeparator + category.rawValue, row, arguments: entry.arguments)
                }
            }
        }
        return xml + "</resources>\n"
    }

    /// A `<plurals>` of texts by category.
    private static func plurals(_ name: String, _ forms: [PluralCategory: String], arguments: [TranslationCatalog.Argument]) -> String {
        var xml = "    <plurals name=\"\(name)\">\n"
        for category in PluralCategory.allCases {
            guard let template = forms[category] else { continue }
            xml += "        <item quantity=\"\(category.rawValue)\">\(resourceText(template, arguments: arguments))</item>\n"
        }
        return xml + "    </plurals>\n"
    }

    /// A spec template as a Java format string escaped for a resource file.
    private static func resourceText(_ template: String, arguments: [TranslationCatalog.Argument]) -> String {
        let format = Template(template).segments.map { segment in
            switch segment {
            case let .literal(text):
                return text.replacingOccurrences(of: "%", with: "%%")
            case let .placeholder(number):
                let isNumber = arguments.indices.contains(number - 1) && arguments[number - 1].type != .text
                return "%\(number)$" + (isNumber ? "d" : "s")
            }
        }.joined()
        let scalars = Array(format.unicodeScalars)
        var text = ""
        for (offset, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": text += "\\\\"
            case "'": text += "\\'"
            case "\"": text += "\\\""
            case "@" where offset == 0, "?" where offset == 0: text += "\\" + String(scalar)
            case "<": text += "&lt;"
            case "&": text += "&amp;"
            case ">": text += "&gt;"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case " ":
                let collapses = offset == 0 || offset == scalars.count - 1 || isCollapsible(scalars[offset - 1])
                text += collapses ? "\\u0020" : " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16, uppercase: true)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// `{1} author: User name; {2} count: Number of photos`, without `--` (which ends no XML comment
    /// but is not allowed in one) and not ending in `-`.
    private static func comment(_ arguments: [TranslationCatalog.Argument]) -> String {
        var comment = arguments.enumerated().map { "{\($0.offset + 1)} \($0.element.name): \($0.element.doc)" }.joined(separator: "; ")
        while comment.contains("--") {
            comment = comment.replacingOccurrences(of: "--", with: "- -")
        }
        return comment.hasSuffix("-") ? comment + " " : comment
    }
}
