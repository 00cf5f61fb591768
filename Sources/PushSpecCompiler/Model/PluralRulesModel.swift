import Foundation
import PushSpecPlurals

/// CLDR's plural rules as the spec holds them (`cldr/plurals.json`), checked.
package struct PluralRulesModel: Sendable, Hashable {
    /// The file, as generated headers name it (`Spec/cldr/plurals.json`).
    package var sourceName: String
    /// The CLDR version the file names.
    package var cldrVersion: String?
    /// Every locale's rules, sorted by locale.
    package var ruleSets: [PluralRuleSet]

    package init(sourceName: String, cldrVersion: String?, ruleSets: [PluralRuleSet]) {
        self.sourceName = sourceName
        self.cldrVersion = cldrVersion
        self.ruleSets = ruleSets
    }

    /// The rules of a locale CLDR names (`pt-PT`), else of its language (`pt-BR` → `pt`).
    package func ruleSet(for tag: String) -> PluralRuleSet? {
        LanguageTag.fallbackChain(tag).lazy.compactMap { candidate in
            ruleSets.first { $0.locale.lowercased() == candidate }
        }.first
    }
}
