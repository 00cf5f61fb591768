import PushSpecPlurals

/// One locale's translation of a provider's notification forms, checked against the forms and
/// against CLDR's plural categories of the locale.
public struct TranslationModel: Sendable, Hashable {
    /// The BCP 47 tag (`ru`, `pt-BR`).
    public var locale: String
    /// The file, as generated headers name it.
    public var sourceName: String
    /// The CLDR locale whose plural rule the translation's plural texts use.
    public var pluralLocale: String
    /// The plural categories CLDR gives the locale, in ``PluralCategory`` order.
    public var pluralCategories: [PluralCategory]
    /// The translated forms, by case name; a form not here is shown in English.
    public var forms: [String: TranslatedForm]
}

/// One form's templates in a translation. Placeholders are `loc_args` positions, and each
/// template's `source` is the text as written (in the documentation's numbering).
public struct TranslatedForm: Sendable, Hashable {
    /// The whole sentence (for a plural text, the text of `other`).
    public var template: Template
    /// The title and body, when the template gives them (`title|body`, as the English one does).
    public var titleAndBody: (title: Template, body: Template)?
    /// The texts by the plural category of a number.
    public var plural: PluralTemplate?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.template == rhs.template && lhs.titleAndBody?.title == rhs.titleAndBody?.title
            && lhs.titleAndBody?.body == rhs.titleAndBody?.body && lhs.plural == rhs.plural
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(titleAndBody?.title)
        hasher.combine(titleAndBody?.body)
        hasher.combine(plural)
    }
}
