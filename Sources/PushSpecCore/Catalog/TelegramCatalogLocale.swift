/// A language a generated catalog renders in: what PushSpec's runtime needs of the generated
/// `TelegramLocale` of any spec (see ``TelegramCatalogNotification``).
///
/// Conformances are generated; an app does not write one.
public protocol TelegramCatalogLocale: Sendable, Hashable {
    /// English: the spec's own templates.
    static var english: Self { get }
    /// The locale of a BCP 47 tag: its translations, most specific first, then English.
    init(_ tag: String)
    /// The BCP 47 tag it was made from.
    var tag: String { get }
    /// Whether any translation renders in it; false for English, whose templates are the spec's.
    var hasTranslation: Bool { get }
    /// A form's templates in this locale: its translation's, else the English ones.
    func templates(_ english: FormTemplates) -> FormTemplates
}
