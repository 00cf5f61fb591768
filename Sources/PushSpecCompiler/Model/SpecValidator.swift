import PushSpecPlurals

/// Stage 2: ``RawSpec`` → ``CatalogModel``. Merges layers, checks every rule of the schema, derives
/// Swift names, and reports every problem with its location.
package struct SpecValidator {
    /// CLDR's plural rules, which plural templates and translations are checked against.
    package let pluralRules: PluralRulesModel?

    package init(pluralRules: PluralRulesModel? = nil) {
        self.pluralRules = pluralRules
    }

    /// The language the spec's own templates are written in.
    package static let templateLanguage = "en"

    /// Validates the spec; the model is only meaningful when `log` has no errors afterwards.
    package func validate(_ spec: RawSpec, log: inout DiagnosticLog) -> CatalogModel {
        let merged = merge(spec.layers, log: &log)
        let emitted = Set(spec.layers.last?.providers.map(\.name) ?? [])
        return CatalogModel(
            providers: merged.filter { emitted.contains($0.name) }.map { provider($0, log: &log) },
            pluralRules: pluralRules)
    }

    // MARK: Layers

    /// Folds later layers into earlier ones, provider by provider. A notification a later layer
    /// redefines must say `override: true`; anything else defined twice is an error. An override
    /// drops the earlier layers' translations of its key, which translate the English it replaces:
    /// its own layer's translations, or English, render it. A later layer's translation into a
    /// language an earlier layer translates into extends that translation.
    func merge(_ layers: [RawLayer], log: inout DiagnosticLog) -> [RawProvider] {
        var providers: [String: RawProvider] = [:]
        for (layerIndex, layer) in layers.enumerated() {
            for var incoming in layer.providers {
                for index in incoming.customFields.indices {
                    incoming.customFields[index].layer = layerIndex
                }
                guard var existing = providers[incoming.name] else {
                    providers[incoming.name] = incoming
                    for notification in incoming.notifications where notification.override {
                        log.error("\(notification.key.value) says 'override: true' but no earlier spec defines it",
                            at: notification.key.location)
                    }
                    continue
                }
                existing.files += incoming.files
                for notification in incoming.notifications {
                    if let index = existing.notifications.firstIndex(where: { $0.key.value == notification.key.value }) {
                        if notification.override {
                            existing.notifications[index] = notification
                            for translation in existing.translations.indices {
                                existing.translations[translation].entries.removeAll { $0.key.value == notification.key.value }
                            }
                        } else {
                            log.error("\(notification.key.value) is already defined; add 'override: true' to replace it",
                                at: notification.key.location)
                            log.note("defined here", at: existing.notifications[index].key.location)
                        }
                    } else {
                        if notification.override, layerIndex > 0 {
                            log.error("\(notification.key.value) says 'override: true' but no earlier spec defines it",
                                at: notification.key.location)
                        }
                        existing.notifications.append(notification)
                    }
                }
                existing.services += incoming.services
                existing.customFields += incoming.customFields
                existing.enums += incoming.enums
                existing.payloads += incoming.payloads
                for translation in incoming.translations {
                    // A later layer's translation into a language an earlier one has extends it,
                    // its entries replacing the earlier ones of the same keys.
                    let tag = translation.fileTag.lowercased()
                    guard let index = existing.translations.firstIndex(where: { $0.fileTag.lowercased() == tag }) else {
                        existing.translations.append(translation)
                        continue
                    }
                    let keys = Set(translation.entries.map(\.key.value))
                    existing.translations[index].entries.removeAll { keys.contains($0.key.value) }
                    existing.translations[index].entries += translation.entries
                }
                existing.categories += incoming.categories
                providers[incoming.name] = existing
            }
        }
        return providers.values.sorted { $0.name < $1.name }
    }

    // MARK: Provider

    func provider(_ raw: RawProvider, log: inout DiagnosticLog) -> ProviderModel {
        let location = SourceLocation(file: raw.files.first ?? raw.name, line: 1, column: 1)
        if !SwiftNaming.isSnakeName(raw.name) {
            log.error("provider directory '\(raw.name)' must be a lowercase name like 'telegram'", at: location)
        }
        let fields = payloadFields(raw.customFields, log: &log)
        if fields.count > Self.maxFields, let extra = raw.customFields.dropFirst(Self.maxFields).first {
            log.error("a provider can declare at most \(Self.maxFields) custom fields", at: extra.location)
        }
        var notifications = raw.notifications.compactMap { notification($0, log: &log) }
        notifications.sort { $0.key < $1.key }
        reportDuplicates(raw.notifications.map(\.key), what: "loc_key", log: &log)
        reportDuplicates(caseNames(raw.notifications), what: "notification case name", log: &log)
        let services = raw.services.compactMap { service($0, fields: fields, log: &log) }.sorted { $0.key < $1.key }
        reportDuplicates(raw.services.map(\.key), what: "service key", log: &log)
        let notificationKeys = Set(raw.notifications.map(\.key.value))
        for service in raw.services where notificationKeys.contains(service.key.value) {
            log.error("\(service.key.value) is defined both as a service and as a notification", at: service.key.location)
        }
        let enums = raw.enums.compactMap { enumeration($0, log: &log) }.sorted { $0.name < $1.name }
        reportDuplicates(raw.enums.map(\.name), what: "enum", log: &log)
        let payloads = raw.payloads.compactMap { payload($0, log: &log) }
        reportDuplicates(raw.payloads.map(\.name), what: "payload", log: &log)
        reportDuplicates(
            raw.payloads.map { payload in
                Located(
                    payload.match.map { alternative in
                        alternative.map { "\($0.field.value)=\($0.value.value)" }.sorted().joined(separator: ", ")
                    }.joined(separator: " | "),
                    at: payload.name.location)
            }, what: "payload match", log: &log)
        var model = ProviderModel(
            name: raw.name,
            typePrefix: SwiftNaming.upperCamel(fromSnake: raw.name),
            sourceFiles: raw.files.sorted(),
            notifications: notifications,
            services: services,
            fields: fields,
            enums: enums,
            payloads: payloads)
        model.translations = translations(raw.translations, of: model, log: &log)
        model.categories = categories(raw.categories, locales: Set(model.translations.map { $0.locale.lowercased() }), log: &log)
        assignCategories(raw.notifications, to: &model, log: &log)
        return model
    }

    /// Every case name the notification enum will have, where its form is written.
    private func caseNames(_ notifications: [RawNotification]) -> [Located<String>] {
        var seenKeys: Set<String> = []
        return notifications.flatMap { notification -> [Located<String>] in
            // A duplicated loc_key is reported as such, not once more as a duplicated case name.
            guard seenKeys.insert(notification.key.value).inserted else { return [] }
            let base = notification.caseName?.value ?? SwiftNaming.lowerCamel(fromSnake: notification.key.value)
            guard !notification.variants.isEmpty else { return [Located(base, at: notification.location)] }
            return notification.variants.compactMap { variant in
                variant.caseName
                    ?? variant.name.map { Located(base + SwiftNaming.upperCamel(fromSnake: $0.value), at: $0.location) }
            }
        }
    }

    private func reportDuplicates(_ names: [Located<String>], what: String, log: inout DiagnosticLog) {
        var unique = UniqueNames<String>()
        for name in names {
            _ = unique.claim(name.value, at: name.location, duplicate: "duplicate \(what) '\(name.value)'", log: &log)
        }
    }

    // MARK: Notifications

    func notification(_ raw: RawNotification, log: inout DiagnosticLog) -> NotificationType? {
        let key = raw.key.value
        var valid = true
        if !SwiftNaming.isLocKey(key) {
            log.error("loc_key '\(key)' must match /[A-Z_0-9]+/", at: raw.key.location)
            valid = false
        }
        let base = raw.caseName?.value ?? SwiftNaming.lowerCamel(fromSnake: key)
        // A bad loc_key already explains a bad derived case name; report the name only when written.
        if valid || raw.caseName != nil, !SwiftNaming.isLowerCamelIdentifier(base) || base == "unknown" {
            log.error(
                base == "unknown"
                    ? "case name 'unknown' is kept for loc_keys the catalog does not know; write another 'case:'"
                    : "case name '\(base)' of \(key) is not a usable Swift identifier",
                at: raw.caseName?.location ?? raw.key.location)
            valid = false
        }
        let group = oneOf(raw.group, GroupKindModel.self, what: "group", log: &log)
        let doc = nonEmpty(raw.doc, what: "doc of \(key)", log: &log)

        var forms: [NotificationForm] = []
        if let form = raw.form {
            forms = [self.form(form, key: key, caseName: base, variantName: nil, sharedPeer: nil, log: &log)].compactMap { $0 }
        } else if raw.variants.count < 2 {
            log.error("\(key) needs args and a template, or at least two variants", at: raw.location)
            valid = false
        } else {
            var variantNames = UniqueNames<String>()
            for variant in raw.variants {
                guard let name = variant.name else { continue }
                if !SwiftNaming.isSnakeName(name.value) {
                    log.error("variant name '\(name.value)' must match /[a-z][a-z0-9_]*/", at: name.location)
                    continue
                }
                guard variantNames.claim(
                    name.value, at: name.location, duplicate: "duplicate variant '\(name.value)' of \(key)", log: &log)
                else { continue }
                let caseName = variant.caseName?.value ?? base + SwiftNaming.upperCamel(fromSnake: name.value)
                if let written = variant.caseName, !SwiftNaming.isLowerCamelIdentifier(written.value) || written.value == "unknown" {
                    log.error("case name '\(written.value)' of \(key) is not a usable Swift identifier", at: written.location)
                    continue
                }
                if let form = form(
                    variant, key: key, caseName: caseName, variantName: name.value, sharedPeer: raw.sharedPeer, log: &log)
                {
                    forms.append(form)
                }
            }
            // Decoding tells forms apart by the push's peer, else by the argument count.
            var shapes: [String: (String, SourceLocation)] = [:]
            for (variant, form) in zip(raw.variants.filter { $0.name != nil }, forms) {
                let shape = "\(form.peer.rawValue) \(form.arguments.count)"
                if let (other, location) = shapes[shape] {
                    log.error(
                        "variants '\(other)' and '\(form.name ?? "")' of \(key) both take \(form.arguments.count) arguments "
                            + "for peer '\(form.peer.rawValue)'; decoding tells variants apart by peer and argument count",
                        at: variant.location)
                    log.note("'\(other)' is here", at: location)
                    valid = false
                }
                shapes[shape] = (form.name ?? "", variant.location)
            }
        }
        let interruption = oneOf(raw.interruption, InterruptionModel.self, what: "interruption", log: &log)
        guard valid, let group, let doc, !forms.isEmpty, forms.count == max(1, raw.variants.count) else { return nil }
        var type = NotificationType(
            key: key, doc: doc, group: group, needsFetch: raw.fetch, isLegacy: raw.legacy, source: raw.source?.value,
            forms: forms.sorted { $0.arguments.count < $1.arguments.count },
            keyCaseName: base)
        type.interruption = interruption ?? .active
        return type
    }

    func form(
        _ raw: RawForm, key: String, caseName: String, variantName: String?, sharedPeer: Located<String>?,
        log: inout DiagnosticLog
    ) -> NotificationForm? {
        let what = variantName.map { "variant '\($0)' of \(key)" } ?? key
        guard let peerText = raw.peer ?? sharedPeer else {
            log.error("\(what) is missing required key 'peer'", at: raw.location)
            return nil
        }
        let peer = oneOf(peerText, PeerKindModel.self, what: "peer", log: &log)
        var arguments: [Argument] = []
        var argumentNames = UniqueNames<String>()
        var valid = true
        for raw in raw.args {
            let name = raw.name.value
            if !SwiftNaming.isLowerCamelIdentifier(name) {
                log.error(
                    SwiftNaming.reservedWords.contains(name)
                        ? "argument name '\(name)' is a Swift keyword"
                        : "argument name '\(name)' must be a lowerCamelCase Swift identifier",
                    at: raw.name.location)
                valid = false
            } else if !argumentNames.claim(
                name, at: raw.name.location, duplicate: "duplicate argument name '\(name)' in \(what)", log: &log)
            {
                valid = false
            }
            let type = oneOf(raw.type, ArgumentTypeModel.self, what: "argument type", log: &log)
            if type == nil { valid = false }
            // Kept even when invalid, so that placeholders are still counted against every argument.
            arguments.append(Argument(name: name, type: type ?? .text, doc: raw.doc?.value ?? "", number: arguments.count + 1))
        }
        if arguments.count > Self.maximumArgumentCount {
            log.error(
                "\(what) has \(arguments.count) arguments; a form takes at most \(Self.maximumArgumentCount)",
                at: raw.location)
            valid = false
        }
        if !raw.docOrder.isEmpty {
            valid = number(&arguments, by: raw.docOrder, owner: what, location: raw.location, log: &log) && valid
        }
        guard let rawTemplate = raw.template, let templateText = rawTemplate.other else { return nil }
        let checked = checkedTemplate(
            templateText, arguments: arguments, owner: what, splits: rawTemplate.selector == nil, log: &log)
        let plural = rawTemplate.selector == nil
            ? nil
            : pluralTemplate(rawTemplate, arguments: arguments, owner: what, locale: Self.templateLanguage, log: &log)
        if rawTemplate.selector != nil, plural == nil { valid = false }
        let used = Set((checked?.placeholders ?? []) + (plural?.placeholders ?? []))
        for (index, argument) in raw.args.enumerated()
        where checked != nil && argument.isShown && !used.contains(index + 1) {
            log.warning("argument {\(arguments[index].number)} '\(argument.name.value)' of \(what) is not used by its template",
                at: argument.location)
        }
        // `title|body`: the documentation's way of giving the title before the sentence.
        let split = checked.flatMap { $0.splitAtBar() }
        if split != nil, raw.title != nil || raw.body != nil {
            log.error("template of \(what) gives its title before '|'; write either that or 'title:' and 'body:'",
                at: templateText.location)
            valid = false
        }
        let template = split.map { Template(joining: $0.title, $0.body, source: templateText.value) } ?? checked
        let title: Template?
        if let split {
            title = split.title
        } else if let titleText = raw.title {
            title = checkedTemplate(titleText, arguments: arguments, owner: "title of \(what)", splits: false, log: &log)
        } else if let peer {
            title = defaultTitle(peer: peer, arguments: arguments, owner: what, location: raw.location, log: &log)
        } else {
            title = nil
        }
        let body = split?.body
            ?? raw.body.flatMap {
                checkedTemplate($0, arguments: arguments, owner: "body of \(what)", splits: false, log: &log)
            }
        let tdlib = raw.tdlib.flatMap { tdlibContent($0, arguments: arguments, owner: what, log: &log) }
        if raw.tdlib != nil, tdlib == nil { valid = false }
        guard valid, let peer, let template, let title, raw.body == nil || body != nil else { return nil }
        return NotificationForm(
            name: variantName, caseName: caseName, peer: peer, arguments: arguments, source: raw.source?.value,
            template: template, title: title, body: body, plural: plural, tdlib: tdlib)
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

    /// A form's TDLib content, checked against TDLib's class: a known class, each of its non-object
    /// fields given once and no other, each value of the field's type (an argument of type `count`
    /// or `integer` for a number, `text` for a string). Nil, with the problems logged, otherwise.
    func tdlibContent(
        _ raw: RawTDLibContent, arguments: [Argument], owner: String, log: inout DiagnosticLog
    ) -> TDLibContent? {
        guard let declared = TDLibContentClasses.fields[raw.className.value] else {
            log.error("'\(raw.className.value)' of \(owner) is not one of TDLib's PushMessageContent classes",
                at: raw.className.location)
            return nil
        }
        var valid = true
        var given: [String: TDLibContent.Value] = [:]
        for field in raw.fields {
            let name = field.name.value
            guard let type = declared.first(where: { $0.name == name })?.type else {
                log.error("\(raw.className.value) has no field '\(name)'", at: field.name.location)
                valid = false
                continue
            }
            guard TDLibContentClasses.scalarTypes.contains(type) else {
                log.error("'\(name)' of \(raw.className.value) is a \(type) object, which a push leaves out; do not name it",
                    at: field.name.location)
                valid = false
                continue
            }
            guard given[name] == nil else {
                log.error("'tdlib' of \(owner) gives '\(name)' twice", at: field.name.location)
                valid = false
                continue
            }
            guard let value = tdlibValue(field.value, type: type, field: name, arguments: arguments, owner: owner, log: &log)
            else {
                valid = false
                continue
            }
            given[name] = value
        }
        let fields = declared.compactMap { field -> (name: String, value: TDLibContent.Value)? in
            TDLibContentClasses.scalarTypes.contains(field.type)
                ? given[field.name].map { (name: field.name, value: $0) } : (name: field.name, value: .object(type: field.type))
        }
        for field in declared where TDLibContentClasses.scalarTypes.contains(field.type) && given[field.name] == nil && valid {
            log.error("'tdlib' of \(owner) does not give '\(field.name)' of \(raw.className.value)", at: raw.location)
            valid = false
        }
        return valid ? TDLibContent(className: raw.className.value, fields: fields) : nil
    }

    private func tdlibValue(
        _ value: Located<RawTDLibContent.Value>, type: String, field: String, arguments: [Argument], owner: String,
        log: inout DiagnosticLog
    ) -> TDLibContent.Value? {
        let isNumber = type == "int32" || type == "int53"
        switch value.value {
        case let .bool(bool) where type == "Bool": return .bool(bool)
        case let .integer(integer) where isNumber: return .integer(integer)
        case let .string(string) where type == "string": return .string(string)
        case let .argument(name):
            guard let index = arguments.firstIndex(where: { $0.name == name }) else {
                log.error("'\(field)' of \(owner) names '{\(name)}', which is not one of its arguments", at: value.location)
                return nil
            }
            let argumentIsNumber = arguments[index].type != .text
            guard (isNumber && argumentIsNumber) || (type == "string" && !argumentIsNumber) else {
                log.error("'\(field)' is a \(type), but argument '\(name)' of \(owner) is \(arguments[index].type.rawValue)",
                    at: value.location)
                return nil
            }
            return argumentIsNumber ? .numberArgument(index) : .textArgument(index)
        default:
            log.error("'\(field)' of \(owner) must be a \(type)", at: value.location)
            return nil
        }
    }

    /// Gives each argument the number `docOrder` (names, in the documentation's order) gives it.
    /// False when `docOrder` is not the arguments' names, each once.
    func number(
        _ arguments: inout [Argument], by docOrder: [Located<String>], owner: String, location: SourceLocation,
        log: inout DiagnosticLog
    ) -> Bool {
        var seen = UniqueNames<String>()
        var numbers = arguments.map(\.number)
        var valid = true
        for (index, name) in docOrder.enumerated() {
            guard let position = arguments.firstIndex(where: { $0.name == name.value }) else {
                log.error("doc_order of \(owner) names '\(name.value)', which is not one of its arguments", at: name.location)
                valid = false
                continue
            }
            if seen.claim(name.value, at: name.location, duplicate: "doc_order of \(owner) names '\(name.value)' twice", log: &log) {
                numbers[position] = index + 1
            } else {
                valid = false
            }
        }
        if valid, docOrder.count != arguments.count {
            log.error("doc_order of \(owner) names \(docOrder.count) of its \(arguments.count) arguments; name each once",
                at: location)
            valid = false
        }
        // Applied only when whole, so that every number stays a place in `loc_args`.
        if valid {
            for index in arguments.indices { arguments[index].number = numbers[index] }
        }
        return valid
    }

    /// The chat for group and channel forms, the sender for private ones.
    func defaultTitle(
        peer: PeerKindModel, arguments: [Argument], owner: String, location: SourceLocation, log: inout DiagnosticLog
    ) -> Template? {
        let wanted: String? =
            switch peer {
            case .group: "chat"
            case .channel: "channel"
            case .private: "author"
            case .none: nil
            }
        guard let wanted, let index = arguments.firstIndex(where: { $0.name == wanted }) else {
            let reason = wanted.map { "has no '\($0)' argument" } ?? "has peer 'none'"
            log.error("\(owner) \(reason) to title the notification with; write 'title:'", at: location)
            return nil
        }
        return Template(placeholder: index + 1)
    }

    /// The most arguments a form takes: the runtime's `FormTemplates` writes `{N}` as the
    /// control character N.
    static let maximumArgumentCount = 31

    /// A scalar value as four (or more) uppercase hexadecimal digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

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

    // MARK: Payload fields

    func payloadFields(_ raws: [RawCustomField], log: inout DiagnosticLog) -> [PayloadField] {
        var fields: [PayloadField] = []
        // A wire name once per placement; the names `presentFields` gives, once in all.
        var wireNames = UniqueNames<String>()
        var jsonNames = UniqueNames<String>()
        var swiftNames = UniqueNames<String>()
        var peerRoles = UniqueNames<PayloadField.PeerRole>()
        for raw in raws {
            var valid = true
            let placement = raw.at.map { oneOf($0, PayloadField.Placement.self, what: "'at'", log: &log) } ?? .custom
            let jsonName = raw.json ?? raw.name
            if !SwiftNaming.isSnakeName(raw.name.value) {
                log.error("field name '\(raw.name.value)' must match /[a-z][a-z0-9_]*/", at: raw.name.location)
                valid = false
            } else if !wireNames.claim(
                "\(placement?.rawValue ?? "") \(raw.name.value)", at: raw.name.location,
                duplicate: "duplicate custom field '\(raw.name.value)'", log: &log)
            {
                valid = false
            } else if !SwiftNaming.isSnakeName(jsonName.value) {
                log.error("json name '\(jsonName.value)' must match /[a-z][a-z0-9_]*/", at: jsonName.location)
                valid = false
            } else if !jsonNames.claim(
                jsonName.value, at: jsonName.location,
                duplicate: "two fields are named '\(jsonName.value)' in presentFields; give one a 'json:' name", log: &log)
            {
                valid = false
            }
            let swift = raw.swift.value
            if !SwiftNaming.isLowerCamelIdentifier(swift) || Self.reservedFieldNames.contains(swift) {
                log.error(
                    Self.reservedFieldNames.contains(swift) || SwiftNaming.reservedWords.contains(swift)
                        ? "swift name '\(swift)' is reserved"
                        : "swift name '\(swift)' must be a lowerCamelCase Swift identifier",
                    at: raw.swift.location)
                valid = false
            } else if !swiftNames.claim(
                swift, at: raw.swift.location, duplicate: "duplicate swift name '\(swift)'", note: "first used here",
                log: &log)
            {
                valid = false
            }
            let type = oneOf(raw.type, WireTypeModel.self, what: "wire type", log: &log)
            let peer = raw.peer.flatMap { oneOf($0, PayloadField.PeerRole.self, what: "peer role", log: &log) }
            let sender = raw.sender.flatMap { oneOf($0, PayloadField.PeerRole.self, what: "sender role", log: &log) }
            if let rawSender = raw.sender, type != .id {
                log.error("field '\(raw.name.value)' names a sender, so its type must be 'id'", at: rawSender.location)
                valid = false
            }
            if let peer, let rawPeer = raw.peer {
                if type != .id {
                    log.error("field '\(raw.name.value)' names a peer, so its type must be 'id'", at: rawPeer.location)
                    valid = false
                }
                if !peerRoles.claim(
                    peer, at: rawPeer.location, duplicate: "two fields name the \(peer.rawValue) peer",
                    note: "the other is here", log: &log)
                {
                    valid = false
                }
            }
            let doc = nonEmpty(raw.doc, what: "doc of \(raw.name.value)", log: &log)
            guard valid, let type, let placement, raw.peer == nil || peer != nil, raw.sender == nil || sender != nil,
                let doc
            else { continue }
            fields.append(
                PayloadField(
                    wireName: raw.name.value, jsonName: jsonName.value, swiftName: swift, type: type,
                    placement: placement, peer: peer, sender: sender, isRare: raw.isRare, doc: doc,
                    source: raw.source?.value, isAdded: raw.layer > 0))
        }
        return fields
    }

    /// Generated field readers track the fields seen in a 64-bit mask.
    static let maxFields = 64

    /// Names the generated fields type already uses for itself.
    static let reservedFieldNames: Set<String> = ["problems", "peer", "sender", "custom", "payload"]

    // MARK: Services

    func service(_ raw: RawService, fields: [PayloadField], log: inout DiagnosticLog) -> ServiceType? {
        var valid = true
        if !SwiftNaming.isLocKey(raw.key.value) {
            log.error("service key '\(raw.key.value)' must match /[A-Z_0-9]+/", at: raw.key.location)
            valid = false
        }
        var used: [PayloadField] = []
        var optional: [PayloadField] = []
        var names = UniqueNames<String>()
        for (name, isOptional) in raw.fields.map({ ($0, false) }) + raw.optionalFields.map({ ($0, true) }) {
            guard let field = fields.first(where: { $0.jsonName == name.value }) else {
                log.error("service \(raw.key.value) uses field '\(name.value)', which no custom_fields entry declares",
                    at: name.location)
                valid = false
                continue
            }
            guard names.claim(name.value, at: name.location, duplicate: "service \(raw.key.value) names field '\(name.value)' twice", log: &log)
            else {
                valid = false
                continue
            }
            if isOptional { optional.append(field) } else { used.append(field) }
        }
        if raw.peer, !fields.contains(where: { $0.peer != nil }) {
            log.error("service \(raw.key.value) has 'peer: true' but no field is marked with a peer role", at: raw.location)
            valid = false
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(raw.key.value)", log: &log) else { return nil }
        return ServiceType(
            key: raw.key.value, caseName: SwiftNaming.lowerCamel(fromSnake: raw.key.value), doc: doc,
            hasPeer: raw.peer, fields: used, optionalFields: optional, encryptedOnly: raw.encryptedOnly,
            source: raw.source?.value)
    }

    // MARK: Payload schemas

    func payload(_ raw: RawPayload, log: inout DiagnosticLog) -> PayloadSchema? {
        var valid = true
        let name = raw.name.value
        if !SwiftNaming.isTypeName(name) {
            log.error("payload name '\(name)' must be an UpperCamelCase Swift type name", at: raw.name.location)
            valid = false
        }
        if raw.match.isEmpty { valid = false }
        var wireNames = UniqueNames<String>()
        var swiftNames = UniqueNames<String>()
        var fields: [PayloadSchema.Field] = []
        for match in raw.match.joined() where !SwiftNaming.isSnakeName(match.field.value) {
            log.error("match field '\(match.field.value)' must match /[a-z][a-z0-9_]*/", at: match.field.location)
            valid = false
        }
        for field in raw.fields {
            if !SwiftNaming.isSnakeName(field.name.value) {
                log.error("field name '\(field.name.value)' must match /[a-z][a-z0-9_]*/", at: field.name.location)
                valid = false
            } else if !wireNames.claim(
                field.name.value, at: field.name.location,
                duplicate: "duplicate field '\(field.name.value)' in payload \(name)", log: &log)
            {
                valid = false
            }
            if !SwiftNaming.isLowerCamelIdentifier(field.swift.value) {
                log.error("swift name '\(field.swift.value)' must be a lowerCamelCase Swift identifier", at: field.swift.location)
                valid = false
            } else if !swiftNames.claim(
                field.swift.value, at: field.swift.location,
                duplicate: "duplicate swift name '\(field.swift.value)' in payload \(name)", note: "first used here",
                log: &log)
            {
                valid = false
            }
            let type = oneOf(field.type, WireTypeModel.self, what: "wire type", log: &log)
            let doc = nonEmpty(field.doc, what: "doc of \(field.name.value)", log: &log)
            guard let type, let doc else {
                valid = false
                continue
            }
            fields.append(
                PayloadSchema.Field(
                    wireName: field.name.value, swiftName: field.swift.value, type: type, isOptional: field.optional,
                    doc: doc, source: field.source?.value))
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(name)", log: &log) else { return nil }
        return PayloadSchema(
            name: name, caseName: name.prefix(1).lowercased() + name.dropFirst(), doc: doc,
            match: raw.match.map { $0.map { PayloadSchema.Match(field: $0.field.value, value: $0.value.value) } },
            fields: fields,
            source: raw.source?.value)
    }

    // MARK: Enums

    func enumeration(_ raw: RawEnum, log: inout DiagnosticLog) -> EnumType? {
        var valid = true
        if !SwiftNaming.isTypeName(raw.name.value) {
            log.error("enum name '\(raw.name.value)' must be an UpperCamelCase Swift type name", at: raw.name.location)
            valid = false
        }
        var names = UniqueNames<String>()
        var values = UniqueNames<Int>()
        var cases: [EnumType.Case] = []
        for raw in raw.cases {
            if !SwiftNaming.isLowerCamelIdentifier(raw.name.value) {
                log.error("case name '\(raw.name.value)' must be a lowerCamelCase Swift identifier", at: raw.name.location)
                valid = false
            } else if !names.claim(
                raw.name.value, at: raw.name.location, duplicate: "duplicate case name '\(raw.name.value)'", log: &log)
            {
                valid = false
            }
            if !values.claim(
                raw.value.value, at: raw.value.location, duplicate: "duplicate case value \(raw.value.value)", log: &log)
            {
                valid = false
            }
            cases.append(EnumType.Case(value: raw.value.value, name: raw.name.value, doc: raw.doc?.value ?? ""))
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(raw.name.value)", log: &log) else { return nil }
        return EnumType(name: raw.name.value, doc: doc, cases: cases)
    }

    // MARK: Values

    func oneOf<Value: RawRepresentable & CaseIterable>(
        _ text: Located<String>?, _: Value.Type, what: String, log: inout DiagnosticLog
    ) -> Value? where Value.RawValue == String {
        guard let text else { return nil }
        guard let value = Value(rawValue: text.value) else {
            let allowed = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            log.error("unknown \(what) '\(text.value)'; expected one of \(allowed)", at: text.location)
            return nil
        }
        return value
    }

    func nonEmpty(_ text: Located<String>?, what: String, log: inout DiagnosticLog) -> String? {
        guard let text else { return nil }
        guard !text.value.allSatisfy(\.isWhitespace) else {
            log.error("\(what) must not be empty", at: text.location)
            return nil
        }
        return text.value
    }
}

