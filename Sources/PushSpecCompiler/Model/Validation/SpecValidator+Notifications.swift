extension SpecValidator {
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
}
