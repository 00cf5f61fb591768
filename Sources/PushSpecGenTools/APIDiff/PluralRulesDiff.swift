import PushSpecCompiler
import PushSpecPlurals

/// Compares CLDR's plural rules as generated: `CLDRPluralRules`, a public function per locale
/// (`categoryRu(_:)`) and the lookup `rule(for:)`.
enum PluralRulesDiff {
    /// The `loc_key` of changes to the whole of `CLDRPluralRules`: the spec's `cldr/` folder.
    static let specName = "cldr"

    static func compare(old: PluralRulesModel?, new: PluralRulesModel?, into log: inout APIChangeLog) {
        let typeName = PluralRulesEmitter.typeName
        switch (old, new) {
        case (nil, nil):
            return
        case let (nil, added?):
            let version = added.cldrVersion.map { ", CLDR \($0)" } ?? ""
            log.additive(specName, "enum \(typeName) added (\(added.ruleSets.count) locales\(version))")
        case (_?, nil):
            log.breaking(specName, "enum \(typeName) removed")
        case let (old?, new?):
            log.cosmetic(specName, "enum \(typeName): CLDR version", old.cldrVersion, new.cldrVersion) { $0 ?? "unknown" }
            let locales = Pairing(old: old.ruleSets, new: new.ruleSets, by: \.locale)
            for removed in locales.removed {
                // A public function goes; `rule(for:)` falls back to the tag's language, or root.
                log.breaking(removed.locale, "\(typeName).\(PluralRulesEmitter.functionName(removed.locale))(_:) removed")
            }
            for added in locales.added {
                log.additive(added.locale, "\(typeName).\(PluralRulesEmitter.functionName(added.locale))(_:) added")
            }
            for (oldRules, newRules) in locales.matched where oldRules.rules != newRules.rules {
                let symbol = "\(typeName).\(PluralRulesEmitter.functionName(newRules.locale))(_:)"
                let oldCategories = categories(oldRules)
                let newCategories = categories(newRules)
                if oldCategories != newCategories {
                    // A translation into the locale must give exactly its categories: one written
                    // for the old ones (an app's own, through the build plugin) no longer compiles.
                    let before = oldCategories.joined(separator: ", ")
                    let after = newCategories.joined(separator: ", ")
                    log.breaking(newRules.locale, "\(symbol): categories \(before) → \(after)")
                } else {
                    // Which plural text a number selects: the texts shown change, no declaration does.
                    log.cosmetic(newRules.locale, "\(symbol): rules changed")
                }
            }
        }
    }

    /// The categories a locale's rule gives, in ``PluralCategory`` order, `other` last.
    private static func categories(_ ruleSet: PluralRuleSet) -> [String] {
        PluralCategory.allCases.filter { $0 == .other || ruleSet.rules[$0] != nil }.map(\.rawValue)
    }
}
