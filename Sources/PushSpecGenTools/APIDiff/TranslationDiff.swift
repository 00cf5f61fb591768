import PushSpecCompiler

/// Compares a provider's translations: `<Prefix>Locale` and `<Prefix>Translation` (a case per
/// translation file), which exist when the provider has translations, and the texts they hold.
struct TranslationDiff {
    let typePrefix: String

    var localeType: String { typePrefix + "Locale" }
    var translationType: String { typePrefix + "Translation" }

    /// The `loc_key` of changes to the locale types themselves: the provider's `locales/` folder.
    static let specName = "locales"

    /// Compares `old` with `new`; `formCount` is the number of forms of the new spec.
    func compare(old: [TranslationModel], new: [TranslationModel], formCount: Int, into log: inout APIChangeLog) {
        if old.isEmpty, !new.isEmpty {
            log.additive(Self.specName, "struct \(localeType) added")
            log.additive(Self.specName, "enum \(translationType) added")
        } else if new.isEmpty, !old.isEmpty {
            log.breaking(Self.specName, "struct \(localeType) removed")
            log.breaking(Self.specName, "enum \(translationType) removed")
            return  // the cases went with the enum
        }
        let translations = Pairing(old: old, new: new, by: \.locale)
        for removed in translations.removed {
            // The case goes; `Locale("…")` of that tag now renders in English.
            log.breaking(removed.locale, "case \(translationType).\(TranslationEmitter.caseName(removed.locale)) removed")
        }
        for added in translations.added {
            // A new case, matched with `default` as every generated enum is; a tag that rendered
            // in English (or in its language) renders in the new translation.
            log.additive(
                added.locale,
                "case \(translationType).\(TranslationEmitter.caseName(added.locale)) added "
                    + "(\(added.forms.count) of \(formCount) forms)")
        }
        for (oldTranslation, newTranslation) in translations.matched {
            // What a translation says, and which forms it covers (a form it lacks is shown in
            // English): texts, like the English templates, so cosmetic.
            let changed = newTranslation.forms.filter { name, form in oldTranslation.forms[name].map { $0 != form } ?? false }
            let gained = newTranslation.forms.keys.filter { oldTranslation.forms[$0] == nil }
            let lost = oldTranslation.forms.keys.filter { newTranslation.forms[$0] == nil }
            let parts = [
                changed.isEmpty ? nil : Self.forms(changed.count) + " changed",
                gained.isEmpty ? nil : Self.forms(gained.count) + " newly translated",
                lost.isEmpty ? nil : Self.forms(lost.count) + " no longer translated (shown in English)",
            ].compactMap { $0 }
            guard !parts.isEmpty else { continue }
            log.cosmetic(
                newTranslation.locale,
                "case \(translationType).\(TranslationEmitter.caseName(newTranslation.locale)): " + parts.joined(separator: ", "))
        }
    }

    /// `1 form`, `3 forms`.
    private static func forms(_ count: Int) -> String {
        count == 1 ? "1 form" : "\(count) forms"
    }
}
