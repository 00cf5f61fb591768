import PushSpecPlurals

extension SpecValidator {
    /// The translations of a provider, each checked against its forms: every key and form name is
    /// one the spec has, every placeholder one the form has, a `title|body` split where the
    /// English template has one, and plural texts with exactly the locale's CLDR categories. Each
    /// file's coverage is reported as a note.
    func translations(_ raws: [RawTranslation], of provider: ProviderModel, log: inout DiagnosticLog) -> [TranslationModel] {
        var locales = UniqueNames<String>()
        return raws.compactMap { raw -> TranslationModel? in
            guard let locale = raw.locale else { return nil }
            guard locale.value == raw.fileTag else {
                log.error("the translation in '\(raw.fileTag).yaml' says 'locale: \(locale.value)'; name the file after its locale",
                    at: locale.location)
                return nil
            }
            // Tags are compared as BCP 47 compares them, without case; the runtime looks them up so.
            guard Self.isCanonicalTag(locale.value) else {
                log.error(
                    "'\(locale.value)' is not a BCP 47 tag as the translations are named: a language, then subtags joined by '-' (pt-BR)",
                    at: locale.location)
                return nil
            }
            guard locales.claim(
                locale.value.lowercased(), at: locale.location, duplicate: "a second translation into '\(locale.value)'", log: &log)
            else { return nil }
            guard let ruleSet = pluralRules?.ruleSet(for: locale.value) else {
                log.error(
                    "'\(locale.value)' is not a locale CLDR's plural rules know (\(SpecDirectory.pluralRulesPath)); use a BCP 47 tag such as 'pt-BR'",
                    at: locale.location)
                return nil
            }
            let forms = translatedForms(raw, locale: locale.value, provider: provider, log: &log)
            let total = provider.forms.count
            let percent = total == 0 ? 100 : forms.count * 100 / total
            let missing = provider.notifications.filter { type in type.forms.contains { forms[$0.caseName] == nil } }.map(\.key)
            let listed = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            log.note(
                "'\(locale.value)' translates \(forms.count) of \(total) forms (\(percent)%)"
                    + (missing.isEmpty
                        ? "" : "; \(missing.count) type\(missing.count == 1 ? " falls" : "s fall") back to English: \(listed)"),
                at: locale.location)
            return TranslationModel(locale: locale.value, sourceName: raw.sourceName, pluralLocale: ruleSet.locale, forms: forms)
        }.sorted { $0.locale < $1.locale }
    }

    /// `pt-BR`, `sr-Latn`, `de`: a language of two or three letters, then subtags of letters and
    /// digits, joined by `-`.
    static func isCanonicalTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The forms a translation file translates, by case name.
    private func translatedForms(
        _ raw: RawTranslation, locale: String, provider: ProviderModel, log: inout DiagnosticLog
    ) -> [String: TranslatedForm] {
        let types = Dictionary(provider.notifications.map { ($0.key, $0) }) { first, _ in first }
        var keys = UniqueNames<String>()
        var forms: [String: TranslatedForm] = [:]
        for entry in raw.entries {
            guard keys.claim(entry.key.value, at: entry.key.location, duplicate: "\(entry.key.value) is translated twice", log: &log)
            else { continue }
            guard let type = types[entry.key.value] else {
                log.error("'\(entry.key.value)' is not a loc_key of the spec", at: entry.key.location)
                continue
            }
            if let template = entry.template {
                guard type.forms.count == 1, let form = type.forms.first else {
                    let names = type.forms.compactMap(\.name).joined(separator: ", ")
                    log.error("\(type.key) has several forms; translate each by its name (\(names))", at: template.location)
                    continue
                }
                forms[form.caseName] = translatedForm(template, of: form, owner: "the translation of \(type.key)", locale: locale, log: &log)
                continue
            }
            for (name, template) in entry.forms {
                guard let form = type.forms.first(where: { $0.name == name.value }) else {
                    let names = type.forms.compactMap(\.name)
                    log.error(
                        names.isEmpty
                            ? "\(type.key) has one form; write its template, not a form '\(name.value)'"
                            : "\(type.key) has no form '\(name.value)'; its forms are \(names.joined(separator: ", "))",
                        at: name.location)
                    continue
                }
                forms[form.caseName] = translatedForm(
                    template, of: form, owner: "the translation of \(type.key) (\(name.value))", locale: locale, log: &log)
            }
        }
        return forms.compactMapValues { $0 }
    }

    /// One form's translation, checked as the spec's own templates are.
    private func translatedForm(
        _ raw: RawTemplate, of form: NotificationForm, owner: String, locale: String, log: inout DiagnosticLog
    ) -> TranslatedForm? {
        guard let other = raw.other else { return nil }
        let englishSplits = form.template.source.contains("|")
        guard let checked = checkedTemplate(other, arguments: form.arguments, owner: owner, splits: englishSplits, log: &log)
        else { return nil }
        let split = checked.splitAtBar()
        if englishSplits, split == nil {
            log.error("\(owner) must give its title before '|', as the English template does (\(form.template.source))",
                at: other.location)
            return nil
        }
        let plural = raw.selector == nil
            ? nil : pluralTemplate(raw, arguments: form.arguments, owner: owner, locale: locale, log: &log)
        if raw.selector != nil, plural == nil { return nil }
        if raw.selector == nil, let englishPlural = form.plural, pluralRules?.ruleSet(for: locale)?.categories.count ?? 1 > 1 {
            let number = form.arguments[englishPlural.argument - 1]
            log.warning(
                "\(owner) has one text for every number, where the English template selects by {\(number.number)} (\(number.name)); "
                    + "write a plural mapping (count: \"{\(number.number)}\")",
                at: other.location)
        }
        let used = Set(checked.placeholders + (plural?.placeholders ?? []))
        let english = Set(form.template.placeholders + (form.plural?.placeholders ?? []))
        for position in english.subtracting(used).sorted() {
            log.warning(
                "\(owner) does not show {\(form.arguments[position - 1].number)} (\(form.arguments[position - 1].name)), which the English template shows",
                at: other.location)
        }
        return TranslatedForm(
            template: split.map { Template(joining: $0.title, $0.body, source: other.value) } ?? checked,
            titleAndBody: split.map { ($0.title, $0.body) }, plural: plural)
    }
}
