/// CLDR's plural categories, in the order a locale's rules are tried: the first whose condition
/// holds names the category, and `other` takes the rest.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}
