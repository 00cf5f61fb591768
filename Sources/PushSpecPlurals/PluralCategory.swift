/// CLDR's plural categories, in the order a locale's rules are tried: the first whose condition
/// holds names the category, and `other` takes the rest.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    /// CLDR's `zero` (Arabic 0, Latvian 10, …).
    case zero
    /// CLDR's `one` (English 1, Russian 1 and 21).
    case one
    /// CLDR's `two` (Arabic 2, Welsh 2).
    case two
    /// CLDR's `few` (Russian 2–4 and 22–24).
    case few
    /// CLDR's `many` (Russian 0 and 5–20).
    case many
    /// CLDR's `other`: every number no other category of the locale takes.
    case other
}
