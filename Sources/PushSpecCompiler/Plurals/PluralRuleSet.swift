import PushSpecPlurals
/// One locale's cardinal plural rules: a condition per category but `other`, tried in
/// ``PluralCategory`` order, with CLDR's samples of every category.
package struct PluralRuleSet: Sendable, Hashable {
    /// The locale, as CLDR names it (`pt`, `pt-PT`, `ru`).
    package var locale: String
    /// The conditions, in the order they are tried; `other` has none.
    package var conditions: [(category: PluralCategory, condition: PluralCondition)] {
        PluralCategory.allCases.compactMap { category in
            category == .other ? nil : rules[category].map { (category, $0) }
        }
    }
    /// Each category's condition (`other`'s always holds).
    package var rules: [PluralCategory: PluralCondition]
    /// The categories the rules give, in ``PluralCategory`` order (`other` last).
    package var categories: [PluralCategory] {
        PluralCategory.allCases.filter { $0 == .other || rules[$0] != nil }
    }
    /// Each category's samples.
    package var samples: [PluralCategory: [PluralOperands]]

    package init(locale: String, rules: [PluralCategory: PluralCondition], samples: [PluralCategory: [PluralOperands]]) {
        self.locale = locale
        self.rules = rules
        self.samples = samples
    }

    /// The category of a number: the first whose condition holds, else `other`.
    package func category(of operands: PluralOperands) -> PluralCategory {
        conditions.first { $0.condition.holds(for: operands) }?.category ?? .other
    }

    /// The samples that the rules put in another category than CLDR lists them under.
    package var misplacedSamples: [(sample: PluralOperands, listedUnder: PluralCategory, ruledAs: PluralCategory)] {
        PluralCategory.allCases.flatMap { listed in
            (samples[listed] ?? []).compactMap { sample in
                let ruled = category(of: sample)
                return ruled == listed ? nil : (sample, listed, ruled)
            }
        }
    }
}
