import PushSpecPlurals

/// Emits the `LocKey` enum: the raw wire keys, their lookup, and the per-key facts.
struct LocKeyEmitter {
    let provider: ProviderModel

    var typeName: String { provider.typePrefix + "LocKey" }
    /// Each form's number, by its case name.
    let formNumbers: [String: Int]

    init(provider: ProviderModel) {
        self.provider = provider
        formNumbers = Dictionary(provider.forms.enumerated().map { ($1.caseName, $0) }) { first, _ in first }
    }

    func emit() -> [FilePart] {
        guard !provider.notifications.isEmpty else { return [] }
        return [
            FilePart(name: typeName, body: enumBody()), FilePart(name: typeName + "+Descriptor", body: descriptorBody()),
            FilePart(name: typeName + "+Templates", body: templatesBody()),
        ]
    }

    private func enumBody() -> String {
        var writer = CodeWriter()
        writer.doc([
            "Every notification type of the \(provider.typePrefix) spec, by its wire `loc_key`.",
            "",
            "A `loc_key` that is not here still decodes, as `\(provider.typePrefix)Notification.unknown`.",
        ])
        writer.block("public enum \(typeName): String, TelegramCatalogKey {") { writer in
            for notification in provider.notifications {
                writer.doc(docLines(notification))
                writer.line("case \(notification.keyCaseName) = \(SwiftSyntax.stringLiteral(notification.key))")
            }
            writer.line()
            writer.doc("Looks up a wire `loc_key` in a table made once (a `switch` over string literals would")
            writer.doc("make the compiler's work grow faster than the spec). Keys match byte for byte: one that")
            writer.doc("is only canonically equivalent to a known key (a K written as U+212A) is not that key.")
            writer.block("public init?(rawValue: String) {") { writer in
                writer.line("guard let key = Self.table.value(for: rawValue) else { return nil }")
                writer.line("self = key")
            }
            writer.line()
            writer.doc("Looks up the `loc_key` a JSON string holds, read where it stands (nothing is allocated")
            writer.doc("for a key without escapes); nil for an unknown key and for other kinds of value.")
            writer.block("public init?(jsonString value: borrowing JSONValue) {") { writer in
                writer.line("guard let key = Self.table.value(forString: value) else { return nil }")
                writer.line("self = key")
            }
            writer.line()
            writer.doc("``init(jsonString:)`` of the value at `position` of `document`'s document, read in place.")
            writer.block("public init?(jsonStringAt position: JSONValue.Position, in document: borrowing JSONValue) {") { writer in
                writer.line("guard let key = Self.table.value(forStringAt: position, in: document) else { return nil }")
                writer.line("self = key")
            }
            writer.line()
            writer.line("private static let table = _WireKeyTable(allCases.map { (key: $0.rawValue, value: $0) })")
            writer.line()
            writer.doc("The notification group TDLib shows this type in.")
            writer.block("public var groupKind: NotificationGroupKind {") { writer in
                writer.line("switch self {")
                for group in GroupKindModel.allCases {
                    let cases = provider.notifications.filter { $0.group == group }.map { "." + $0.keyCaseName }
                    guard !cases.isEmpty else { continue }
                    writer.line("case \(cases.joined(separator: ", ")): return NotificationGroupKind.\(group.swiftCase)")
                }
                writer.line("}")
            }
            writer.line()
            writer.doc("How strongly a notification of this type asks for attention when it was not sent silently.")
            writer.block("public var interruption: NotificationInterruption {") { writer in
                let levels = InterruptionModel.allCases.filter { $0 != .active }
                let cases = levels.map { level in (level, provider.notifications.filter { $0.interruption == level }) }
                if cases.allSatisfy({ $0.1.isEmpty }) {
                    writer.line(".active")
                } else {
                    writer.line("switch self {")
                    for (level, notifications) in cases where !notifications.isEmpty {
                        writer.line(
                            "case \(notifications.map { "." + $0.keyCaseName }.joined(separator: ", ")): return .\(level.swiftCase)")
                    }
                    writer.line("default: return .active")
                    writer.line("}")
                }
            }
            writer.line()
            writer.doc("The actions a notification of this type offers, with their titles in `locale` (a BCP 47 tag).")
            if provider.categories.isEmpty {
                writer.line("public func notificationCategory(locale: String) -> NotificationCategory? { nil }")
            } else {
                writer.line("public func notificationCategory(locale: String) -> NotificationCategory? { category?.category(locale: locale) }")
            }
            if !provider.categories.isEmpty {
                let categoryType = provider.typePrefix + "NotificationCategory"
                writer.line()
                writer.doc("The actions a notification of this type offers: the category the spec names for it, else its group's.")
                writer.block("public var category: \(categoryType)? {") { writer in
                    writer.line("switch self {")
                    for category in provider.categories {
                        let cases = provider.notifications.filter { $0.category == category.name }.map { "." + $0.keyCaseName }
                        guard !cases.isEmpty else { continue }
                        writer.line("case \(cases.joined(separator: ", ")): return .\(category.caseName)")
                    }
                    if provider.notifications.contains(where: { $0.category == nil }) { writer.line("default: return nil") }
                    writer.line("}")
                }
            }
            writer.line()
            flag(
                "needsFetch", doc: "Whether a client must fetch from the server to show this type.",
                cases: provider.notifications.filter(\.needsFetch), writer: &writer)
            writer.line()
            flag(
                "isLegacy", doc: "Whether this type appears only in older revisions of the documentation.",
                cases: provider.notifications.filter(\.isLegacy), writer: &writer)
            writer.line()
            flag(
                "formsDependOnPeer",
                doc: "Whether this type's forms are for different kinds of chat, so that decoding needs the push's peer.",
                cases: provider.notifications.filter(\.formsDependOnPeer), writer: &writer)
        }
        return writer.text
    }

    private func flag(_ name: String, doc: String, cases: [NotificationType], writer: inout CodeWriter) {
        writer.doc(doc)
        writer.block("public var \(name): Bool {") { writer in
            if cases.isEmpty {
                writer.line("false")
            } else {
                writer.line("switch self {")
                writer.line("case \(cases.map { "." + $0.keyCaseName }.joined(separator: ", ")): return true")
                writer.line("default: return false")
                writer.line("}")
            }
        }
    }

    private func docLines(_ notification: NotificationType) -> [String] {
        var lines = [SwiftSyntax.docText(notification.doc), ""]
        for form in notification.forms {
            lines.append("- `\(SwiftSyntax.docText(form.template.source))`")
        }
        return lines
    }

    private func descriptorBody() -> String {
        let parts = SwitchParts(provider.notifications)
        var writer = CodeWriter()
        writer.block("extension \(typeName) {") { writer in
            writer.doc("What the spec says about this type: its forms, arguments and templates.")
            writer.block("public var descriptor: NotificationTypeDescriptor {") { writer in
                writer.line("switch self {")
                if parts.isSplit {
                    for (index, part) in parts.parts.enumerated() {
                        writer.caseList(part.map { "." + $0.keyCaseName }, body: "return descriptorPart\(index + 1)")
                    }
                } else {
                    descriptorCases(of: provider.notifications, writer: &writer)
                }
                writer.line("}")
            }
            parts.writePartFunctions(
                of: "descriptor", switchingOn: "self",
                declaration: { "private var descriptorPart\($0): NotificationTypeDescriptor {" }, writer: &writer
            ) { part, writer in descriptorCases(of: part, writer: &writer) }
        }
        return writer.text
    }

    private func descriptorCases(of notifications: [NotificationType], writer: inout CodeWriter) {
        for notification in notifications {
            writer.line("case .\(notification.keyCaseName):")
            writer.indented { writer in
                writer.line("return NotificationTypeDescriptor(")
                writer.indented { writer in
                    writer.line("_locKey: \(SwiftSyntax.stringLiteral(notification.key)),")
                    writer.line("doc: \(SwiftSyntax.stringLiteral(notification.doc)),")
                    writer.line("groupKind: .\(notification.group.swiftCase),")
                    writer.line("needsFetch: \(notification.needsFetch),")
                    writer.line("isLegacy: \(notification.isLegacy),")
                    if let source = notification.source {
                        writer.line("source: \(SwiftSyntax.stringLiteral(source)),")
                    }
                    writer.line("forms: [")
                    writer.indented { writer in
                        for form in notification.forms { formDescriptor(form, writer: &writer) }
                    }
                    writer.line("]")
                }
                writer.line(")")
            }
        }
    }

    private func formDescriptor(_ form: NotificationForm, writer: inout CodeWriter) {
        let name = form.name.map(SwiftSyntax.stringLiteral) ?? "nil"
        writer.line("NotificationTypeDescriptor.Form(")
        writer.indented { writer in
            writer.line("_name: \(name), caseName: \(SwiftSyntax.stringLiteral(form.caseName)), peerKind: .\(form.peer.rawValue),")
            if form.arguments.isEmpty {
                writer.line("arguments: [],")
            } else {
                writer.line("arguments: [")
                writer.indented { writer in
                    for (index, argument) in form.arguments.enumerated() {
                        let number = argument.number == index + 1 ? "" : ", number: \(argument.number)"
                        writer.line(
                            ".init(_name: \(SwiftSyntax.stringLiteral(argument.name)), type: .\(argument.type.rawValue), "
                                + "doc: \(SwiftSyntax.stringLiteral(argument.doc))\(number)),")
                    }
                }
                writer.line("],")
            }
            var members = ["template: \(SwiftSyntax.stringLiteral(form.template.source))"]
            if let source = form.source { members.append("source: \(SwiftSyntax.stringLiteral(source))") }
            if let tdlib = form.tdlib { members.append("tdlib: \(Self.tdlibDescriptor(tdlib))") }
            for (index, member) in members.enumerated() {
                writer.line(member + (index < members.count - 1 ? "," : ""))
            }
        }
        writer.line("),")
    }

    /// `TDLibContentDescriptor(_className: …, fields: [.init(_name: "name", .bool(false)), …])`.
    static func tdlibDescriptor(_ content: TDLibContent) -> String {
        let fields = content.fields.map { field -> String in
            let value =
                switch field.value {
                case let .textArgument(index): ".textArgument(\(index))"
                case let .numberArgument(index): ".numberArgument(\(index))"
                case let .string(string): ".string(\(SwiftSyntax.stringLiteral(string)))"
                case let .integer(integer): ".integer(\(integer))"
                case let .bool(bool): ".bool(\(bool))"
                case let .object(type): ".object(type: \(SwiftSyntax.stringLiteral(type)))"
                }
            return ".init(_name: \(SwiftSyntax.stringLiteral(field.name)), \(value))"
        }
        return "TDLibContentDescriptor(_className: \(SwiftSyntax.stringLiteral(content.className)), fields: [\(fields.joined(separator: ", "))])"
    }

    // MARK: Templates

    /// The one table of forms, `_withFormTemplates(_:_:)`, which every renderer reads (the typed
    /// notification's `_form` and the view, English or translated from it), and the selection of
    /// a form by the wire arguments, `_formIndex(argumentCount:peer:)`.
    ///
    /// The table hands each form's templates to a closure where they are built: returned, a value
    /// of their size (168 bytes) is copied at every function it passes through, twice where it is
    /// optional.
    private func templatesBody() -> String {
        let parts = SwitchParts(provider.notifications)
        var writer = CodeWriter()
        writer.block("extension \(typeName) {") { writer in
            writer.doc([
                "For generated code and PushSpec's runtime, not for apps: the place among this type's forms",
                "(in spec order) of the form `argumentCount` arguments decode as, with the push's `peer`.",
            ])
            writer.block("public func _formIndex(argumentCount: Int, peer: PeerKind?) -> Int? {") { writer in
                writer.line("switch self {")
                for notification in provider.notifications {
                    if notification.forms.count == 1, let form = notification.forms.first {
                        writer.line(
                            "case .\(notification.keyCaseName): return argumentCount == \(form.arguments.count) ? 0 : nil")
                        continue
                    }
                    writer.line("case .\(notification.keyCaseName):")
                    writer.indented { writer in
                        FormSelection.write(
                            notification, count: "argumentCount",
                            statement: { form in
                                "return \(notification.forms.firstIndex { $0.caseName == form.caseName } ?? 0)"
                            },
                            otherwise: "return nil", writer: &writer)
                    }
                }
                writer.line("}")
            }
            writer.line()
            writer.doc([
                "For generated code and PushSpec's runtime, not for apps: calls `body` with the templates of",
                "this type's form `index` (in spec order), from the catalog's one table of forms, where they",
                "are built; does nothing past its forms.",
            ])
            writer.block("public func _withFormTemplates(_ index: Int, _ body: (FormTemplates) -> Void) {") { writer in
                writer.line("switch self {")
                if parts.isSplit {
                    for (index, part) in parts.parts.enumerated() {
                        writer.caseList(
                            part.map { "." + $0.keyCaseName }, body: "withFormTemplatesPart\(index + 1)(index, body)")
                    }
                } else {
                    formTableCases(of: provider.notifications, writer: &writer)
                }
                writer.line("}")
            }
            parts.writePartFunctions(
                of: "_withFormTemplates(_:_:)", switchingOn: "self",
                declaration: { "private func withFormTemplatesPart\($0)(_ index: Int, _ body: (FormTemplates) -> Void) {" },
                writer: &writer
            ) { part, writer in formTableCases(of: part, writer: &writer) }
        }
        return writer.text
    }

    private func formTableCases(of notifications: [NotificationType], writer: inout CodeWriter) {
        for notification in notifications {
            if notification.forms.count == 1, let form = notification.forms.first {
                writer.line("case .\(notification.keyCaseName): if index == 0 { body(\(templates(form))) }")
                continue
            }
            writer.line("case .\(notification.keyCaseName):")
            writer.indented { writer in
                writer.line("switch index {")
                for (index, form) in notification.forms.enumerated() {
                    writer.line("case \(index): body(\(templates(form)))")
                }
                writer.line("default: break")
                writer.line("}")
            }
        }
    }

    /// `FormTemplates(...)` for a form: each placeholder `{N}` written as the control character N.
    private func templates(_ form: NotificationForm) -> String {
        let number = formNumbers[form.caseName] ?? 0
        let types = form.arguments.map { argument in
            switch argument.type {
            case .text: "t"
            case .count: "c"
            case .integer: "i"
            }
        }
        let body = form.body.map(Self.compact) ?? "nil"
        let plural = form.plural.map {
            ", plural: " + Self.pluralText($0, other: form.template, language: SpecValidator.templateLanguage)
        } ?? ""
        return "FormTemplates(_formNumber: \(number), argumentTypes: \(SwiftSyntax.stringLiteral(types.joined())), "
            + "text: \(Self.compact(form.template)), title: \(Self.compact(form.title)), body: \(body)\(plural))"
    }

    /// `_PluralText(argument: 2, texts: "…\u{1F}…", index: { … })`: each category's text, and the
    /// place of a number's text by `language`'s compiled rule.
    /// Selected by two numbers, `_PluralText(argument: 2, second: 3, texts: …, index: { … })`: the
    /// texts row by row, a row per category of the first number, a text per category of the second.
    static func pluralText(_ plural: PluralTemplate, other: Template, language: String) -> String {
        if let second = plural.second, let (rows, columns, table) = plural.table(other: other) {
            let joined = table.map(compactText).joined(separator: "\u{1F}")
            func choice(_ categories: [PluralCategory], _ variable: String) -> String {
                categories.dropLast().enumerated().map { "\(variable) == .\($1.rawValue) ? \($0) : " }.joined()
                    + "\(categories.count - 1)"
            }
            return "_PluralText(argument: \(plural.argument), second: \(second.argument), texts: \(SwiftSyntax.stringLiteral(joined)), "
                + "index: { let category = \(SwiftSyntax.pluralCategory(of: "$0", language: language)); "
                + "let second = \(SwiftSyntax.pluralCategory(of: "$1", language: language)); "
                + "return (\(choice(rows, "category"))) * \(columns.count) + (\(choice(columns, "second"))) })"
        }
        let texts = plural.texts(other: other)
        let joined = texts.map { compactText($0.template) }.joined(separator: "\u{1F}")
        let choice = texts.dropLast().enumerated().map { "category == .\($1.category.rawValue) ? \($0) : " }.joined()
            + "\(texts.count - 1)"
        return "_PluralText(argument: \(plural.argument), texts: \(SwiftSyntax.stringLiteral(joined)), index: { "
            + "let category = \(SwiftSyntax.pluralCategory(of: "$0", language: language)); return \(choice) })"
    }

    /// A template as a literal in which the control character N stands for `{N}`.
    static func compact(_ template: Template) -> String {
        SwiftSyntax.stringLiteral(compactText(template))
    }

    /// A template's text in which the control character N stands for `{N}`.
    static func compactText(_ template: Template) -> String {
        var text = ""
        for segment in template.segments {
            switch segment {
            case let .literal(literal): text += literal
            case let .placeholder(index): text.unicodeScalars.append(Unicode.Scalar(UInt8(clamping: index)))
            }
        }
        return text
    }
}
