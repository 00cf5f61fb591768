import PushSpecCompiler
import PushSpecPlurals

/// Compares a provider's notification types: the `<Prefix>LocKey` enum (one case per loc_key,
/// with its facts) and the `<Prefix>Notification` enum (one case per form, with labeled
/// associated values).
struct NotificationTypeDiff {
    let typePrefix: String

    var locKeyType: String { typePrefix + "LocKey" }
    var notificationType: String { typePrefix + "Notification" }

    func compare(old: [NotificationType], new: [NotificationType], into log: inout APIChangeLog) {
        let types = Pairing(old: old, new: new, by: \.key)
        for removed in types.removed {
            // Removing a case breaks every `switch` and construction that names it.
            let guess = RenameGuess.likelyRename(
                of: removed, among: types.added,
                criteria: [
                    { $0.forms.map(AssociatedValue.values) == $1.forms.map(AssociatedValue.values) },
                    { $0.forms.map(\.template.source) == $1.forms.map(\.template.source) },
                ])
            log.breaking(removed.key, "case \(locKeyType).\(removed.keyCaseName) removed" + Self.renameHint(guess?.key))
            let formGuesses = guess.map { Pairing(old: removed.forms, new: $0.forms) { $0.name ?? "" }.matched } ?? []
            for form in removed.forms {
                let formGuess = formGuesses.first { $0.old.caseName == form.caseName }?.new.caseName
                log.breaking(removed.key, declaration(form) + " removed" + Self.renameHint(formGuess))
            }
        }
        for added in types.added {
            // A new case of a non-frozen enum: apps match TelegramNotification with `default`
            // (the README's promise), so no `switch` stops compiling.
            log.additive(added.key, "case \(locKeyType).\(added.keyCaseName) added")
            for form in added.forms {
                log.additive(added.key, declaration(form) + " added")
            }
        }
        for (oldType, newType) in types.matched {
            compare(oldType, newType, into: &log)
        }
    }

    /// ` (looks like a rename to NAME)`, or nothing without a guess.
    static func renameHint(_ name: String?) -> String {
        name.map { " (looks like a rename to \($0))" } ?? ""
    }

    private func declaration(_ form: NotificationForm) -> String {
        AssociatedValue.caseDeclaration(notificationType, form.caseName, AssociatedValue.values(of: form))
    }

    /// One loc_key in both versions: its `LocKey` case and facts, then its forms.
    private func compare(_ old: NotificationType, _ new: NotificationType, into log: inout APIChangeLog) {
        let key = new.key
        let symbol = "\(locKeyType).\(new.keyCaseName)"
        if old.keyCaseName != new.keyCaseName {
            // The same loc_key under another Swift name: certainly a rename, and breaking.
            log.breaking(key, "case \(locKeyType).\(old.keyCaseName) renamed to \(new.keyCaseName)")
        }
        // Facts the generated code reports (`groupKind`, `needsFetch`, `isLegacy`, `interruption`, `category`, the
        // descriptor's doc and source): no declaration changes and decoding is the same, so
        // they are cosmetic, as corrections of the documentation are.
        if old.doc != new.doc { log.cosmetic(key, "\(symbol): doc changed") }
        log.cosmetic(key, "\(symbol).groupKind", old.group, new.group) { "." + $0.swiftCase }
        log.cosmetic(key, "\(symbol).needsFetch", old.needsFetch, new.needsFetch) { String($0) }
        log.cosmetic(key, "\(symbol).isLegacy", old.isLegacy, new.isLegacy) { String($0) }
        log.cosmetic(key, "\(symbol).interruption", old.interruption, new.interruption) { "." + $0.swiftCase }
        log.cosmetic(key, "\(symbol).category", old.category, new.category) {
            $0.map { "." + SwiftNaming.lowerCamel(fromSnake: $0) } ?? "nil"
        }
        if old.source != new.source { log.cosmetic(key, "\(symbol): source changed") }

        var forms = Pairing(old: old.forms, new: new.forms, by: \.caseName)
        // The same variant name (or the one form of a type without variants) under another case
        // name: the same form on the wire, renamed in Swift.
        for (oldForm, newForm) in forms.pairRemaining(by: { $0.name ?? "" }) {
            log.breaking(key, "case \(notificationType).\(oldForm.caseName) renamed to \(newForm.caseName)")
            compare(oldForm, newForm, of: (old, new), into: &log)
        }
        for removed in forms.removed {
            let guess = RenameGuess.likelyRename(
                of: removed, among: forms.added,
                criteria: [
                    { AssociatedValue.values(of: $0) == AssociatedValue.values(of: $1) },
                    { $0.template.source == $1.template.source },
                ])
            log.breaking(key, declaration(removed) + " removed" + Self.renameHint(guess?.caseName))
        }
        for added in forms.added {
            // Additive by the same promise as a new type. A new form may take pushes that decoded
            // as another form of the type (a new kind of chat, a new argument count that threw):
            // those now reach the new case, which apps handle in `default` until they match it.
            log.additive(key, declaration(added) + " added")
        }
        for (oldForm, newForm) in forms.matched {
            compare(oldForm, newForm, of: (old, new), into: &log)
        }
    }

    /// One form in both versions (the same case, or one renamed).
    private func compare(
        _ old: NotificationForm, _ new: NotificationForm, of types: (old: NotificationType, new: NotificationType),
        into log: inout APIChangeLog
    ) {
        let key = types.new.key
        let symbol = "case \(notificationType).\(new.caseName)"
        if old.arguments.count != new.arguments.count {
            // Decoding picks a form by the number of `loc_args`, and a pattern binds them all.
            log.breaking(key, "\(symbol): argument count \(old.arguments.count) → \(new.arguments.count)")
        }
        let values = AssociatedValuesComparison(
            old: AssociatedValue.values(of: old), new: AssociatedValue.values(of: new), noun: "argument")
        for change in values.changes {
            log.breaking(key, "\(symbol): \(change)")
        }
        // Texts are compared as they show the arguments, by name (an old argument under its new
        // name): moving an argument changes its number in the template, not the text shown.
        var oldNames = old.arguments.map(\.name)
        for (oldPosition, newPosition) in values.pairs {
            oldNames[oldPosition] = new.arguments[newPosition].name
            compare(
                (old.arguments[oldPosition], oldPosition), (new.arguments[newPosition], newPosition), symbol: symbol, key: key,
                into: &log)
        }
        let newNames = new.arguments.map(\.name)
        if old.peer != new.peer {
            let change = "\(symbol): peerKind .\(old.peer.rawValue) → .\(new.peer.rawValue)"
            if types.old.formsDependOnPeer || types.new.formsDependOnPeer {
                // Decoding picks among this type's forms by the push's chat: pushes from the
                // old kind of chat stop decoding as this case.
                log.breaking(key, change + "; decoding picks this type's form by the push's chat")
            } else {
                // One form for every chat: only the fact `peerKind` reports changes, as a group
                // kind does; decoding is the same.
                log.cosmetic(key, change)
            }
        }
        // What the form renders and documents: the texts change, no declaration and no decoding.
        let text = { (template: Template, names: [String]) in Self.quoted(Self.named(template, names)) }
        log.cosmetic(key, "\(symbol): template", text(old.template, oldNames), text(new.template, newNames)) { $0 }
        log.cosmetic(key, "\(symbol): title", text(old.title, oldNames), text(new.title, newNames)) { $0 }
        log.cosmetic(key, "\(symbol): body", old.body.map { text($0, oldNames) }, new.body.map { text($0, newNames) }) {
            $0 ?? "the whole text"
        }
        switch (Self.pluralTexts(old, oldNames), Self.pluralTexts(new, newNames)) {
        case let (before?, after?) where before != after: log.cosmetic(key, "\(symbol): plural texts \(before) → \(after)")
        case let (nil, after?): log.cosmetic(key, "\(symbol): plural texts added, \(after)")
        case (_?, nil): log.cosmetic(key, "\(symbol): plural texts removed")
        default: break
        }
        // The TDLib content is a fact of the descriptor, like the group kind.
        log.cosmetic(key, "\(symbol): tdlib", Self.tdlib(old, oldNames), Self.tdlib(new, newNames)) { $0 }
        if old.source != new.source { log.cosmetic(key, "\(symbol): source changed") }
    }

    /// One argument in both versions of a form (the same label, or renamed in place), with its
    /// place in `loc_args`.
    private func compare(
        _ old: (argument: Argument, position: Int), _ new: (argument: Argument, position: Int), symbol: String, key: String,
        into log: inout APIChangeLog
    ) {
        let name = new.argument.name
        switch (old.argument.type, new.argument.type) {
        // Both are `Int`: the declaration is the same, only decoding differs.
        case (.integer, .count):
            log.breaking(key, "\(symbol): argument \(name) integer → count: a negative number no longer decodes")
        case (.count, .integer):
            log.additive(key, "\(symbol): argument \(name) count → integer: a negative number now decodes")
        default:
            break  // the same type, or a change of Swift type that the associated values report
        }
        if old.argument.doc != new.argument.doc { log.cosmetic(key, "\(symbol): argument \(name) doc changed") }
        // `doc_order`: how the documentation numbers the argument, when not by its place in
        // `loc_args` (a moved argument's number follows its place, and is no change of its own).
        if old.argument.number - old.position != new.argument.number - new.position {
            log.cosmetic(key, "\(symbol): argument \(name) numbered {\(old.argument.number)} → {\(new.argument.number)}")
        }
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// A template with each placeholder written as the argument it shows: `{author}: {body}`.
    static func named(_ template: Template, _ names: [String]) -> String {
        template.segments.map { segment in
            switch segment {
            case let .literal(text): text
            case let .placeholder(position): "{\(names.indices.contains(position - 1) ? names[position - 1] : String(position))}"
            }
        }.joined()
    }

    /// `by count: one "…", few "…"`: the texts but `other`'s (which is the template), or `nil`.
    static func pluralTexts(_ form: NotificationForm, _ names: [String]) -> String? {
        guard let plural = form.plural else { return nil }
        let number = plural.argument - 1
        let name = names.indices.contains(number) ? names[number] : "{\(plural.argument)}"
        let texts = plural.texts(other: form.template).dropLast().map {
            "\($0.category.rawValue) \(quoted(named($0.template, names)))"
        }
        // A text by two numbers: each pair's, so that a change of any of them shows.
        let second = plural.second.map { second in
            let secondName = names.indices.contains(second.argument - 1) ? names[second.argument - 1] : "{\(second.argument)}"
            let pairs = PluralCategory.allCases.flatMap { first in
                PluralCategory.allCases.compactMap { category in
                    second.texts[first]?[category].map { "\(first.rawValue)/\(category.rawValue) \(quoted(named($0, names)))" }
                }
            }
            return "; then by \(secondName): " + pairs.joined(separator: ", ")
        } ?? ""
        return "by \(name): " + texts.joined(separator: ", ") + second
    }

    /// `pushMessageContentText(text: {body}, is_pinned: false)`, or `none`.
    static func tdlib(_ form: NotificationForm, _ names: [String]) -> String {
        guard let content = form.tdlib else { return "none" }
        // Object fields come with the class: only the values the spec gives are shown.
        let fields = content.fields.compactMap { field -> String? in
            let value: String
            switch field.value {
            case let .textArgument(index), let .numberArgument(index):
                value = "{\(names.indices.contains(index) ? names[index] : String(index + 1))}"
            case let .string(string): value = quoted(string)
            case let .integer(integer): value = String(integer)
            case let .bool(bool): value = String(bool)
            case .object: return nil
            }
            return "\(field.name): \(value)"
        }
        return "\(content.className)(\(fields.joined(separator: ", ")))"
    }
}
