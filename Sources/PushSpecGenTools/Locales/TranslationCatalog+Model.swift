import PushSpecCompiler
import PushSpecPlurals

extension TranslationCatalog {
    /// The catalog of a provider's forms in `locale`: every form with its English text, and the
    /// translation's where the provider has one into `locale` (else none: a catalog to translate).
    /// The catalog of the spec's own language holds the English texts as its translations: what
    /// an Android `values/strings.xml` or a Flutter template ARB file holds.
    package init(provider: ProviderModel, locale: String, pluralCategories: [PluralCategory]) {
        let translation = provider.translations.first { $0.locale == locale }
        let isTemplateLanguage = locale == SpecValidator.templateLanguage
        let entries = provider.notifications.flatMap { type in
            type.forms.map { form in
                // The doc's `title|body` form: its title and body are the form's own.
                let englishSplit = form.template.source.contains("|") ? form.body.map { (form.title, $0) } : nil
                let english = Self.text(form.template, split: englishSplit, plural: form.plural)
                return Entry(
                    key: form.name.map { "\(type.key).\($0)" } ?? type.key, locKey: type.key, form: form.name,
                    arguments: form.arguments.enumerated().map { position, argument in
                        Argument(
                            name: argument.name, type: argument.type, doc: argument.doc,
                            documentedNumber: argument.number == position + 1 ? nil : argument.number)
                    },
                    english: english,
                    translation: isTemplateLanguage
                        ? english
                        : translation?.forms[form.caseName].map { Self.text($0.template, split: $0.titleAndBody, plural: $0.plural) })
            }
        }
        self.init(locale: locale, pluralCategories: pluralCategories, entries: entries)
    }

    /// A form's text, its placeholders `loc_args` positions (as the model's templates have them);
    /// `title|body` where the template gives them so.
    private static func text(_ template: Template, split: (title: Template, body: Template)?, plural: PluralTemplate?) -> Text {
        if let split { return .plain(split.title.positionalSource + "|" + split.body.positionalSource) }
        guard let plural else { return .plain(template.positionalSource) }
        if let second = plural.second {
            return .nestedPlural(
                selector: plural.argument, second: second.argument,
                forms: second.texts.mapValues { $0.mapValues(\.positionalSource) })
        }
        var forms = plural.texts.mapValues(\.positionalSource)
        forms[.other] = template.positionalSource
        return .plural(selector: plural.argument, forms: forms)
    }
}
