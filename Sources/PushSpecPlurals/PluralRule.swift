/// One locale's cardinal plural rule: which ``PluralCategory`` a number takes.
///
/// The rules are compiled from CLDR's data into Swift (`CLDRPluralRules`, generated): a rule is a
/// function, with no table and no ICU behind it.
public struct PluralRule: Sendable {
    /// The CLDR locale whose rule this is (`ru`, `pt-PT`, or `root` for a locale CLDR lacks).
    public let locale: String
    /// The categories the rule can give, in ``PluralCategory`` order (`other` always among them).
    public let categories: [PluralCategory]
    private let categorize: @Sendable (PluralOperands) -> PluralCategory

    /// A rule from its compiled function.
    public init(
        locale: String, categories: [PluralCategory], _ categorize: @escaping @Sendable (PluralOperands) -> PluralCategory
    ) {
        self.locale = locale
        self.categories = categories
        self.categorize = categorize
    }

    /// The category of an integer: what a count in a push takes.
    @inlinable
    public func category(of integer: Int) -> PluralCategory {
        category(of: PluralOperands(integer))
    }

    /// The category of a number as it is written (`1.50` and `1.5` may differ).
    public func category(of operands: PluralOperands) -> PluralCategory {
        categorize(operands)
    }
}
