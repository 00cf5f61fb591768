/// Emits a provider's locales for Java: `<Prefix>Locale` (a language to render in, with its
/// fallback chain) and, in the internal package, one class per translation with its forms'
/// templates by form number.
struct JavaTranslationEmitter {
    let provider: ProviderModel
    let emitter: JavaEmitter

    var localeName: String { provider.typePrefix + "Locale" }

    /// `pt-BR` → `TelegramTranslationPtBr`.
    func translationName(_ locale: String) -> String {
        provider.typePrefix + "Translation"
            + locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
            .joined()
    }

    func emit() -> [(package: String, part: FilePart)] {
        [(emitter.packageName, FilePart(name: localeName, body: localeBody()))]
            + provider.translations.map { translation in
                (emitter.internalPackage, FilePart(name: translationName(translation.locale), body: formsBody(translation), sources: [translation.sourceName]))
            }
    }

    private func localeBody() -> String {
        var writer = CodeWriter()
        for name in ["java.util.ArrayList", "java.util.List", "org.jetbrains.annotations.NotNull", "org.pushspec.text.CatalogLocale",
            "org.pushspec.text.FormTemplates", "org.pushspec.text.FormTranslation", "org.pushspec.text.LanguageTag"]
            + provider.translations.map({ "\(emitter.internalPackage).\(translationName($0.locale))" })
        {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "A language to render \(provider.typePrefix) notifications in: the spec's English, or a translation",
            "({@code Spec/\(provider.name)/locales/}: " + provider.translations.map(\.locale).joined(separator: ", ")
                + "), with English for the forms it lacks. Immutable.",
        ])
        writer.block("public final class \(localeName) implements CatalogLocale {") { writer in
            writer.javadoc(["English: the spec's own templates."])
            writer.line("public static final @NotNull \(localeName) ENGLISH = new \(localeName)(\(JavaSyntax.stringLiteral(SpecValidator.templateLanguage)), new ArrayList<String>());")
            writer.javadoc(["The translations' tags."])
            writer.line("private static final String[] TRANSLATIONS = {" + provider.translations.map { JavaSyntax.stringLiteral($0.locale) }.joined(separator: ", ") + "};")
            writer.line()
            writer.javadoc(["The BCP 47 tag it was made from."])
            writer.line("public final @NotNull String tag;")
            writer.line("private final List<String> translations;")
            writer.line()
            writer.block("private \(localeName)(String tag, List<String> translations) {") { writer in
                writer.line("this.tag = tag;")
                writer.line("this.translations = translations;")
            }
            writer.line()
            writer.javadoc([
                "The locale of a BCP 47 tag (subtags joined by {@code -} or {@code _}, in any case): the translation",
                "into the tag, then into the tag without its last subtag, down to its language; the forms none of them",
                "translates are shown in English.",
                "",
                "@param tag a BCP 47 tag",
                "@return the locale",
            ])
            writer.block("public static @NotNull \(localeName) forTag(@NotNull String tag) {") { writer in
                writer.line("List<String> translations = new ArrayList<String>();")
                writer.block("for (String candidate : LanguageTag.fallbackChain(tag)) {") { writer in
                    writer.block("for (String translation : TRANSLATIONS) {") { writer in
                        writer.line("if (translation.equalsIgnoreCase(candidate)) translations.add(translation);")
                    }
                }
                writer.line("return new \(localeName)(tag, translations);")
            }
            writer.line()
            writer.javadoc(["Whether any translation renders in it; false for English.", "", "@return whether it has a translation"])
            writer.block("public boolean hasTranslation() {") { $0.line("return !translations.isEmpty();") }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull FormTemplates templates(@NotNull FormTemplates english) {") { writer in
                writer.block("for (String translation : translations) {") { writer in
                    writer.line("FormTranslation translated = form(translation, english.formNumber);")
                    writer.line("if (translated != null) return english.translated(translated);")
                }
                writer.line("return english;")
            }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull String tag() {") { $0.line("return tag;") }
            writer.line()
            writer.block("private static FormTranslation form(String translation, int number) {") { writer in
                writer.line("switch (translation) {")
                for translation in provider.translations {
                    writer.line("    case \(JavaSyntax.stringLiteral(translation.locale)): return \(translationName(translation.locale)).form(number);")
                }
                writer.line("    default: return null;")
                writer.line("}")
            }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull String toString() {") { $0.line("return \"\(localeName)(\" + tag + \", \" + translations + \")\";") }
        }
        return writer.text
    }

    private func formsBody(_ translation: TranslationModel) -> String {
        var writer = CodeWriter()
        for name in ["org.pushspec.text.FormTranslation", "org.pushspec.text.PluralCategory", "org.pushspec.text.PluralText"] {
            writer.line("import \(name);")
        }
        writer.line()
        let total = provider.forms.count
        writer.javadoc([
            "For generated code, not for apps: the {@code \(translation.locale)} translation of the \(provider.typePrefix) forms",
            "(\(translation.forms.count) of \(total)), by form number. It may change with any version of the generator.",
        ])
        writer.block("public final class \(translationName(translation.locale)) {") { writer in
            writer.line("private \(translationName(translation.locale))() {}")
            writer.line()
            writer.javadoc(["The translated form, or null where the translation has none.", "", "@param number the form's number", "@return the form"])
            writer.block("public static FormTranslation form(int number) {") { writer in
                writer.line("switch (number) {")
                for (number, form) in provider.forms.enumerated() {
                    guard let translated = translation.forms[form.caseName] else { continue }
                    let title = translated.titleAndBody.map { JavaSyntax.stringLiteral(JavaNotificationEmitter.compact($0.title)) } ?? "null"
                    let body = translated.titleAndBody.map { JavaSyntax.stringLiteral(JavaNotificationEmitter.compact($0.body)) } ?? "null"
                    let plural = translated.plural.map {
                        JavaNotificationEmitter.pluralText($0, other: translated.template, language: translation.pluralLocale)
                    } ?? "null"
                    writer.line("    case \(number): // \(form.caseName)")
                    writer.line("        return new FormTranslation(\(JavaSyntax.stringLiteral(JavaNotificationEmitter.compact(translated.template))), \(title), \(body), \(plural));")
                }
                writer.line("    default: return null;")
                writer.line("}")
            }
        }
        return writer.text
    }
}
