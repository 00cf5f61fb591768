import Foundation
import PushSpecPlurals

/// CLDR's plural rules as the spec holds them (`cldr/plurals.json`), checked.
public struct PluralRulesModel: Sendable, Hashable {
    /// The file, as generated headers name it (`Spec/cldr/plurals.json`).
    public var sourceName: String
    /// The CLDR version the file names.
    public var cldrVersion: String?
    /// Every locale's rules, sorted by locale.
    public var ruleSets: [PluralRuleSet]

    public init(sourceName: String, cldrVersion: String?, ruleSets: [PluralRuleSet]) {
        self.sourceName = sourceName
        self.cldrVersion = cldrVersion
        self.ruleSets = ruleSets
    }

    /// The rules of a locale CLDR names (`pt-PT`), else of its language (`pt-BR` → `pt`).
    public func ruleSet(for tag: String) -> PluralRuleSet? {
        LanguageTag.fallbackChain(tag).lazy.compactMap { candidate in
            ruleSets.first { $0.locale.lowercased() == candidate }
        }.first
    }
}
