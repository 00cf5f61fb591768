/// Emits a provider's locales: `<Prefix>Locale` (a language to render in, with its fallback chain),
/// `<Prefix>Translation` (one case per translation file) and, per translation, its forms'
/// templates by form number.
package struct TranslationEmitter {
    let provider: ProviderModel

    var localeTypeName: String { provider.typePrefix + "Locale" }
    var translationTypeName: String { provider.typePrefix + "Translation" }

    func emit() -> [FilePart] {
        // Emitted for every provider with notifications, translated or not: the runtime renders
        // through the locale type.
        guard !provider.notifications.isEmpty else { return [] }
        return [FilePart(name: localeTypeName, body: localeBody())]
            + provider.translations.map { translation in
                FilePart(
                    name: translationTypeName + "+" + translation.locale, body: formsBody(translation),
                    sources: [translation.sourceName])
            }
    }

    /// `pt-BR` → `ptBR`: the case of a translation.
    package static func caseName(_ locale: String) -> String {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let name = parts.enumerated().map { index, part in index == 0 ? part.lowercased() : part.uppercased() }.joined()
        return SwiftNaming.reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// `pt-BR` → `formsPtBR`: the function of a translation's forms.
    static func functionName(_ locale: String) -> String {
        let name = caseName(locale).filter { $0 != "`" }
        return "forms" + name.prefix(1).uppercased() + name.dropFirst()
    }

    private func localeBody() -> String {
        var writer = CodeWriter()
        let directory = "Spec/\(provider.name)/locales/"
        writer.doc([
            "A language to render \(provider.typePrefix) notifications in: the spec's English, or a translation",
            "(`\(directory)`), with English for the forms it lacks.",
        ])
        writer.block("public struct \(localeTypeName): TelegramCatalogLocale {") { writer in
            writer.doc("English: the spec's own templates.")
            writer.line("public static let english = \(localeTypeName)(\(SwiftSyntax.stringLiteral(SpecValidator.templateLanguage)))")
            writer.line()
            writer.doc("The BCP 47 tag it was made from.")
            writer.line("public let tag: String")
            writer.doc("The translations it renders with, the most specific first (`pt-BR`, then `pt`); none for English.")
            writer.line("public let translations: [\(translationTypeName)]")
            writer.line()
            writer.doc([
                "The locale of a BCP 47 tag (subtags joined by `-` or `_`, in any case): the translation into",
                "the tag, then into the tag without its last subtag, down to its language; the forms none of",
                "them translates are shown in English.",
            ])
            writer.block("public init(_ tag: String) {") { writer in
                writer.line("self.tag = tag")
                writer.line("var translations: [\(translationTypeName)] = []")
                writer.block("for candidate in LanguageTag.fallbackChain(tag) {") { writer in
                    writer.block("if let translation = \(translationTypeName).allCases.first(where: { $0.rawValue.lowercased() == candidate }) {") {
                        $0.line("translations.append(translation)")
                    }
                }
                writer.line("self.translations = translations")
            }
            writer.line()
            writer.doc("Whether any translation renders in it; false for English, whose templates are the spec's.")
            writer.line("public var hasTranslation: Bool { !translations.isEmpty }")
            writer.line()
            writer.doc("A form's templates in this locale: the first translation's that has the form, else the English ones.")
            writer.block("public func templates(_ english: FormTemplates) -> FormTemplates {") { writer in
                writer.block("for translation in translations {") { writer in
                    writer.line("if let translated = translation.form(english.formNumber) { return english._translated(translated) }")
                }
                writer.line("return english")
            }
        }
        writer.line()
        writer.doc("A translation of the spec's templates: one file of `\(directory)`.")
        // An enum without cases cannot have a raw type: the tag is then a property, as it would be.
        let rawType = provider.translations.isEmpty ? "" : "String, "
        writer.block("public enum \(translationTypeName): \(rawType)Sendable, CaseIterable {") { writer in
            if provider.translations.isEmpty {
                writer.doc("The BCP 47 tag of the translation.")
                writer.line("public var rawValue: String { switch self {} }")
            }
            let total = provider.forms.count
            for translation in provider.translations {
                writer.doc("`\(translation.locale)`: \(translation.forms.count) of \(total) forms.")
                writer.line("case \(Self.caseName(translation.locale)) = \(SwiftSyntax.stringLiteral(translation.locale))")
            }
            writer.line()
            writer.doc("The translated templates of a form (`FormTemplates.formNumber`), or nil where the translation has none.")
            writer.block("func form(_ number: Int) -> _FormTranslation? {") { writer in
                writer.line("switch self {")
                for translation in provider.translations {
                    writer.line("case .\(Self.caseName(translation.locale).filter { $0 != "`" }): return Self.\(Self.functionName(translation.locale))(number)")
                }
                writer.line("}")
            }
        }
        return writer.text
    }

    private func formsBody(_ translation: TranslationModel) -> String {
        var writer = CodeWriter()
        writer.block("extension \(translationTypeName) {") { writer in
            writer.doc("The forms `\(translation.locale)` translates, by number (`FormTemplates.formNumber`).")
            writer.block("static func \(Self.functionName(translation.locale))(_ number: Int) -> _FormTranslation? {") { writer in
                writer.line("switch number {")
                for (number, form) in provider.forms.enumerated() {
                    guard let translated = translation.forms[form.caseName] else { continue }
                    var members = ["text: \(LocKeyEmitter.compact(translated.template))"]
                    if let (title, body) = translated.titleAndBody {
                        members += ["title: \(LocKeyEmitter.compact(title))", "body: \(LocKeyEmitter.compact(body))"]
                    }
                    if let plural = translated.plural {
                        members.append(
                            "plural: " + LocKeyEmitter.pluralText(plural, other: translated.template, language: translation.pluralLocale))
                    }
                    writer.line("case \(number): return _FormTranslation(\(members.joined(separator: ", ")))  // \(form.caseName)")
                }
                writer.line("default: return nil")
                writer.line("}")
            }
        }
        return writer.text
    }
}
