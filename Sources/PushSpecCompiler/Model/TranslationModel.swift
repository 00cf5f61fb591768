import PushSpecPlurals

/// One locale's translation of a provider's notification forms, checked against the forms and
/// against CLDR's plural categories of the locale.
package struct TranslationModel: Sendable, Hashable {
    /// The BCP 47 tag (`ru`, `pt-BR`).
    package var locale: String
    /// The file, as generated headers name it.
    package var sourceName: String
    /// The CLDR locale whose plural rule the translation's plural texts use.
    package var pluralLocale: String
    /// The translated forms, by case name; a form not here is shown in English.
    package var forms: [String: TranslatedForm]
}
