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
    /// The translated forms, by case name; a form not here is shown in English.
    public var forms: [String: TranslatedForm]
}
