/// Emits the `NotificationCategory` enum of a provider's `categories:`: each category's platform
/// identifier and its actions, with their titles in a locale.
struct CategoryEmitter {
    let provider: ProviderModel

    var typeName: String { provider.typePrefix + "NotificationCategory" }

    func emit() -> [FilePart] {
        guard !provider.categories.isEmpty else { return [] }
        var writer = CodeWriter()
        writer.doc([
            "The kinds of actions \(provider.typePrefix) notifications offer (the spec's `categories:`).",
            "",
            "An app registers each category once (on Apple platforms a `UNNotificationCategory` of",
            "``identifier`` and the actions of ``category(locale:)``); a notification names its category.",
        ])
        writer.block("public enum \(typeName): String, Sendable, Hashable, CaseIterable {") { writer in
            for category in provider.categories {
                writer.doc(category.doc.map(SwiftSyntax.docText) ?? "The `\(category.name)` actions.")
                writer.line("case \(category.caseName) = \(SwiftSyntax.stringLiteral(category.name))")
            }
            writer.line()
            writer.doc("The category identifier the platform registers: `\(provider.name).` and the name.")
            writer.line("public var identifier: String { \(SwiftSyntax.stringLiteral(provider.name + ".")) + rawValue }")
            writer.line()
            writer.doc("The category with its actions' titles in `locale` (a BCP 47 tag): its translation, then")
            writer.doc("its language's, else English.")
            writer.block("public func category(locale: String = \"en\") -> NotificationCategory {") { writer in
                writer.line("let chain = LanguageTag.fallbackChain(locale)")
                writer.line("switch self {")
                for category in provider.categories {
                    writer.line("case .\(category.caseName):")
                    writer.indented { writer in
                        writer.line("return NotificationCategory(identifier: identifier, actions: [")
                        writer.indented { writer in
                            for action in category.actions { actionLine(action, writer: &writer) }
                        }
                        writer.line("])")
                    }
                }
                writer.line("}")
            }
            writer.line()
            writer.doc("The title in the first locale of `chain` that translates it, else `english`.")
            writer.block("private static func title(_ chain: [String], _ english: String, _ translations: KeyValuePairs<String, String>) -> String {") { writer in
                writer.block("for tag in chain {") { writer in
                    writer.line("if let title = translations.first(where: { $0.key == tag })?.value { return title }")
                }
                writer.line("return english")
            }
        }
        return [FilePart(name: typeName, body: writer.text)]
    }

    private func actionLine(_ action: ActionModel, writer: inout CodeWriter) {
        let translations = action.titles.sorted { $0.key < $1.key }
            .map { "\(SwiftSyntax.stringLiteral($0.key)): \(SwiftSyntax.stringLiteral($0.value))" }
        let title = "Self.title(chain, \(SwiftSyntax.stringLiteral(action.title)), [\(translations.isEmpty ? ":" : translations.joined(separator: ", "))])"
        var options: [String] = []
        if action.textInput { options.append("acceptsText: true") }
        if action.destructive { options.append("isDestructive: true") }
        if action.foreground { options.append("opensApp: true") }
        let rest = options.isEmpty ? "" : ", " + options.joined(separator: ", ")
        writer.line("NotificationAction(identifier: \(SwiftSyntax.stringLiteral(action.name)), title: \(title)\(rest)),")
    }
}
