import PushSpecPlurals

extension SpecValidator {
    /// The template `text`, its placeholders turned from the documentation's numbers into
    /// `loc_args` positions; nil, with the problems logged, when it is not a valid one. A `|`
    /// (title, then body) is allowed once where the template `splits`, else not at all.
    func checkedTemplate(
        _ text: Located<String>, arguments: [Argument], owner: String, splits: Bool, log: inout DiagnosticLog
    ) -> Template? {
        let template = Template(text.value)
        var valid = true
        // Rendering from the wire (`FormTemplates`) writes `{N}` as the control character N.
        if let control = text.value.unicodeScalars.first(where: { $0.value < 0x20 }) {
            log.error(
                "template of \(owner) holds a control character (U+\(Self.hex4(control.value))); write it another way",
                at: text.location)
            valid = false
        }
        let count = arguments.count
        for placeholder in Set(template.placeholders).sorted() where placeholder > count {
            log.error(
                "template of \(owner) uses {\(placeholder)} but there \(count == 1 ? "is" : "are") only \(count) argument\(count == 1 ? "" : "s")",
                at: text.location)
            valid = false
        }
        let bars = text.value.filter { $0 == "|" }.count
        if bars > (splits ? 1 : 0) {
            log.error(
                splits
                    ? "template of \(owner) has more than one '|' (which separates the title from the body)"
                    : "template of \(owner) holds '|', which only a notification's 'template' may use (title|body)",
                at: text.location)
            valid = false
        }
        guard valid else { return nil }
        var positions = Array(repeating: 0, count: count)
        for (index, argument) in arguments.enumerated() { positions[argument.number - 1] = index + 1 }
        return template.renumbered { positions[$0 - 1] }
    }

    /// A scalar value as four (or more) uppercase hexadecimal digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The texts of a plural template but `other`'s, checked: `count` names one placeholder of a
    /// number, and the categories are exactly those CLDR gives `locale`. Nil, with the problems
    /// logged, otherwise.
    func pluralTemplate(
        _ raw: RawTemplate, arguments: [Argument], owner: String, locale: String, log: inout DiagnosticLog
    ) -> PluralTemplate? {
        guard let selector = raw.selector else { return nil }
        guard let ruleSet = pluralRules?.ruleSet(for: locale) else {
            log.error(
                "template of \(owner) selects by plural category, which needs CLDR's plural rules for '\(locale)' "
                    + "(\(SpecDirectory.pluralRulesPath) in the spec directory)",
                at: raw.location)
            return nil
        }
        var valid = true
        let selectorTemplate = Template(selector.value)
        let number = selectorTemplate.segments.count == 1 ? selectorTemplate.placeholders.first : nil
        let argument = number.flatMap { number in arguments.firstIndex { $0.number == number } }
        if argument.map({ arguments[$0].type == .text }) ?? true {
            log.error(
                "'count' of \(owner) must be one placeholder of a count or integer argument, such as \"{2}\"; found '\(selector.value)'",
                at: selector.location)
            valid = false
        }
        let expected = Set(ruleSet.categories)
        for category in PluralCategory.allCases where expected.contains(category) && raw.texts[category] == nil {
            log.error(
                "template of \(owner) lacks the plural category '\(category.rawValue)', which CLDR gives '\(ruleSet.locale)'",
                at: raw.location)
            valid = false
        }
        var texts: [PluralCategory: Template] = [:]
        // `other` is the form's template, which the caller checks (with or without a `|`).
        for (category, text) in raw.texts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where category != .other {
            guard expected.contains(category) else {
                log.error(
                    "template of \(owner) has the plural category '\(category.rawValue)', which CLDR does not give '\(ruleSet.locale)'",
                    at: text.location)
                valid = false
                continue
            }
            guard let checked = checkedTemplate(
                text, arguments: arguments, owner: "\(owner) (\(category.rawValue))", splits: false, log: &log)
            else {
                valid = false
                continue
            }
            texts[category] = checked
        }
        let second = raw.nested.isEmpty
            ? nil
            : secondSelection(raw, first: argument.map { $0 + 1 }, texts: texts, arguments: arguments, owner: owner, locale: locale, log: &log)
        if !raw.nested.isEmpty, second == nil { valid = false }
        guard valid, let argument else { return nil }
        return PluralTemplate(argument: argument + 1, texts: texts, second: second)
    }

    /// The texts of a template whose categories' values select again by a second number (ICU's
    /// nested plural): each nested mapping checked as a plural template, all of them selecting by
    /// the same number, not the first one; a category given one text has it for every category of
    /// the second number. Nil, with the problems logged, otherwise.
    private func secondSelection(
        _ raw: RawTemplate, first: Int?, texts: [PluralCategory: Template], arguments: [Argument], owner: String,
        locale: String, log: inout DiagnosticLog
    ) -> PluralTemplate.SecondSelection? {
        var valid = true
        var second: (argument: Int, category: PluralCategory)?
        var rows: [PluralCategory: [PluralCategory: Template]] = [:]
        // The texts of `other`s are checked where the form's template is; here only their templates are wanted.
        var elsewhere = DiagnosticLog()
        for (category, nested) in raw.nested.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let what = "\(owner) (\(category.rawValue))"
            guard let inner = pluralTemplate(nested, arguments: arguments, owner: what, locale: locale, log: &log),
                let otherText = nested.other,
                let other = checkedTemplate(otherText, arguments: arguments, owner: what, splits: false, log: &elsewhere)
            else {
                valid = false
                continue
            }
            let selector = nested.selector ?? otherText
            if inner.second != nil || inner.argument == first {
                log.error(
                    "'count' of \(what) selects by {\(arguments[inner.argument - 1].number)} again; "
                        + "a nested plural mapping selects by another number than the one it is nested in",
                    at: selector.location)
                valid = false
                continue
            } else if let second, second.argument != inner.argument {
                log.error(
                    "'count' of \(what) selects by {\(arguments[inner.argument - 1].number)}, but that of '\(second.category.rawValue)' "
                        + "by {\(arguments[second.argument - 1].number)}; every nested mapping of a template selects by the same number",
                    at: selector.location)
                valid = false
                continue
            }
            if second == nil { second = (inner.argument, category) }
            var row = inner.texts
            row[.other] = other
            rows[category] = row
        }
        guard valid, let second, let ruleSet = pluralRules?.ruleSet(for: locale) else { return nil }
        // A category of the first number with one text: the same text whatever the second number.
        for category in ruleSet.categories where rows[category] == nil {
            let text = category == .other
                ? raw.other.flatMap { checkedTemplate($0, arguments: arguments, owner: owner, splits: false, log: &elsewhere) }
                : texts[category]
            guard let text else { return nil }
            rows[category] = Dictionary(uniqueKeysWithValues: ruleSet.categories.map { ($0, text) })
        }
        return PluralTemplate.SecondSelection(argument: second.argument, texts: rows)
    }
}
