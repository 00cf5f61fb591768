import PushSpecPlurals

extension TranslationCatalog {
    /// The catalog of a provider's forms in `locale`: every form with its English text, and the
    /// translation's where the provider has one into `locale` (else none: a catalog to translate).
    public init(provider: ProviderModel, locale: String, pluralCategories: [PluralCategory]) {
        let translation = provider.translations.first { $0.locale == locale }
        let entries = provider.notifications.flatMap { type in
            type.forms.map { form in
                Entry(
                    key: form.name.map { "\(type.key).\($0)" } ?? type.key, locKey: type.key, form: form.name,
                    arguments: form.arguments.sorted { $0.number < $1.number }.map {
                        Argument(name: $0.name, type: $0.type, doc: $0.doc)
                    },
                    english: Self.text(form.template, plural: form.plural, arguments: form.arguments),
                    translation: translation?.forms[form.caseName].map {
                        Self.text($0.template, plural: $0.plural, arguments: form.arguments)
                    })
            }
        }
        self.init(locale: locale, pluralCategories: pluralCategories, entries: entries)
    }

    /// A form's text as written, in the documentation's numbering.
    private static func text(_ template: Template, plural: PluralTemplate?, arguments: [PushSpecCompiler.Argument]) -> Text {
        guard let plural else { return .plain(template.source) }
        var forms = plural.texts.mapValues(\.source)
        forms[.other] = template.source
        return .plural(selector: arguments[plural.argument - 1].number, forms: forms)
    }
}
