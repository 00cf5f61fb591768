import PushSpecPlurals

/// Emits the notification enum (one case per form) with its decoding, rendering and facts.
struct NotificationEmitter {
    let provider: ProviderModel

    var typeName: String { provider.typePrefix + "Notification" }
    var keyTypeName: String { provider.typePrefix + "LocKey" }

    private var forms: [(NotificationType, NotificationForm)] {
        provider.notifications.flatMap { notification in notification.forms.map { (notification, $0) } }
    }

    /// How switches over every notification case end (also written as `default: return nil  //
    /// .unknown`): `.unknown` is the only case left, but it is matched by `default` so that the compiler need not prove the switch exhaustive, which it
    /// gives up on past about a thousand cases with payloads ("unable to check that this switch is
    /// exhaustive in reasonable time").
    static let unknownDefault = "default:  // .unknown"

    func emit() -> [FilePart] {
        guard !provider.notifications.isEmpty else { return [] }
        return [
            FilePart(name: typeName, body: enumBody()),
            FilePart(name: typeName + "+Decoding", body: decodingBody()),
            FilePart(name: typeName + "+Form", body: formBody()),
            FilePart(name: typeName + "+Facts", body: factsBody()),
        ]
    }

    // MARK: The enum

    private func enumBody() -> String {
        var writer = CodeWriter()
        writer.doc([
            "A \(provider.typePrefix) push notification, decoded from its `loc_key` and `loc_args`.",
            "",
            "One case per notification type and form, with named, typed arguments. A `loc_key` the spec",
            "does not know decodes as ``unknown(locKey:locArgs:)``, so nothing is lost.",
        ])
        writer.block("public enum \(typeName): TelegramCatalogNotification {") { writer in
            writer.doc("The catalog's `loc_key`s.")
            writer.line("public typealias Key = \(keyTypeName)")
            writer.doc("The languages the catalog renders in.")
            writer.line("public typealias Locale = \(provider.typePrefix)Locale")
            writer.doc("The catalog's service notifications.")
            writer.line("public typealias Service = " + (provider.services.isEmpty ? "NoServiceNotification<\(provider.typePrefix)CustomFields>" : "\(provider.typePrefix)ServiceNotification"))
            writer.doc("The catalog's typed custom and payload fields.")
            writer.line("public typealias Fields = \(provider.typePrefix)CustomFields")
            writer.doc("The catalog's custom and payload fields, each read where it stands when asked.")
            writer.line("public typealias FieldsView = \(provider.typePrefix)CustomFieldsView")
            writer.line()
            for (notification, form) in forms {
                var lines = ["`\(notification.key)`\(form.name.map { " (\($0))" } ?? ""): \(SwiftSyntax.docText(notification.doc))", ""]
                lines.append("Template: `\(SwiftSyntax.docText(form.template.source))`")
                if let plural = form.plural, let second = plural.second {
                    for first in plural.texts(other: form.template).map(\.category) {
                        for category in second.categories where (first, category) != (.other, .other) {
                            guard let template = second.texts[first]?[category] else { continue }
                            lines.append("(\(first.rawValue), \(category.rawValue): `\(SwiftSyntax.docText(template.source))`)")
                        }
                    }
                } else {
                    for (category, template) in form.plural?.texts(other: form.template).dropLast() ?? [] {
                        lines.append("(\(category.rawValue): `\(SwiftSyntax.docText(template.source))`)")
                    }
                }
                lines += SwiftSyntax.sourceLines(form.source ?? notification.source)
                if !form.arguments.isEmpty {
                    lines.append("")
                    lines.append("- Parameters:")
                    for argument in form.arguments {
                        lines.append("  - \(argument.name): \(SwiftSyntax.docText(argument.doc))")
                    }
                }
                writer.doc(lines)
                let parameters = form.arguments.map { "\($0.name): \(SwiftSyntax.type(of: $0.type))" }
                writer.line("case \(form.caseName)" + (parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))"))
            }
            writer.doc([
                "A `loc_key` this catalog does not know, with its arguments as received.",
                "",
                "- Parameters:",
                "  - locKey: The wire `loc_key`.",
                "  - locArgs: The wire `loc_args`.",
            ])
            writer.line("case unknown(locKey: String, locArgs: [String])")
            writer.line()
            writer.doc([
                "Whether two notifications are the same case with equal arguments.",
                "",
                "``key`` tells ``unknown(locKey:locArgs:)`` from the rest and, with ``peerKind`` and the",
                "number of ``locArgs``, the case (the forms of a type differ in one or the other);",
                "``locArgs`` holds every argument, an integer as its decimal digits. Written so rather",
                "than derived, whose switch over every pair of cases is slow to compile.",
            ])
            writer.block("public static func == (lhs: Self, rhs: Self) -> Bool {") { writer in
                writer.line(
                    "lhs.key == rhs.key && lhs.peerKind == rhs.peerKind && lhs.locKey == rhs.locKey && lhs.locArgs == rhs.locArgs")
            }
            writer.line()
            writer.doc("Hashes what ``==(_:_:)`` compares: the wire `loc_key` and `loc_args`.")
            writer.block("public func hash(into hasher: inout Hasher) {") { writer in
                writer.line("hasher.combine(locKey)")
                writer.line("hasher.combine(locArgs)")
            }
        }
        return writer.text
    }

    // MARK: Decoding

    private func decodingBody() -> String {
        let parts = SwitchParts(provider.notifications)
        var writer = CodeWriter()
        writer.block("extension \(typeName) {") { writer in
            writer.doc([
                "Decodes a notification from its wire `loc_key` and `loc_args`.",
                "",
                "A `loc_key` the catalog does not know decodes as ``unknown(locKey:locArgs:)``. A known one",
                "picks its form as ``init(key:locArgs:peer:)`` does; arguments no form accepts, or an integer",
                "argument that is not an integer, throw an error that keeps the raw key and arguments.",
            ])
            writer.block(
                "public init(locKey: String, locArgs: [String], peer: PeerKind? = nil) throws(LocArgsDecodingError) {"
            ) { writer in
                writer.block("guard let key = \(keyTypeName)(rawValue: locKey) else {") { writer in
                    writer.line("self = .unknown(locKey: locKey, locArgs: locArgs)")
                    writer.line("return")
                }
                writer.line("try self.init(key: key, locArgs: locArgs, peer: peer)")
            }
            writer.line()
            writer.doc([
                "Decodes the arguments of a notification type already known by its key.",
                "",
                "The form is the one for `peer`, the kind of chat the push is about, when the type has one",
                "and there are at least as many arguments as it takes (any after those are dropped, as the",
                "clients read them); else the one that takes exactly as many arguments as there are.",
            ])
            writer.block(
                "public init(key: \(keyTypeName), locArgs: [String], peer: PeerKind? = nil) throws(LocArgsDecodingError) {"
            ) { writer in
                writer.line("let args = _LocArgsReader(locKey: key.rawValue, locArgs: locArgs)")
                writer.line("switch key {")
                if parts.isSplit {
                    for (index, part) in parts.parts.enumerated() {
                        writer.caseList(
                            part.map { "." + $0.keyCaseName },
                            body: "self = try Self.decodedPart\(index + 1)(key, args, peer)")
                    }
                } else {
                    decodingCases(of: provider.notifications, result: "self =", writer: &writer)
                }
                writer.line("}")
            }
            parts.writePartFunctions(
                of: "init(key:locArgs:)", switchingOn: "key",
                declaration: {
                    "private static func decodedPart\($0)(_ key: \(keyTypeName), _ args: _LocArgsReader, _ peer: PeerKind?) "
                        + "throws(LocArgsDecodingError) -> Self {"
                }, writer: &writer
            ) { part, writer in decodingCases(of: part, result: "return", writer: &writer) }
            writer.line()
            writer.doc("The wire `loc_key`.")
            writer.block("public var locKey: String {") { writer in
                writer.line("switch self {")
                for notification in provider.notifications {
                    let cases = notification.forms.map { "." + $0.caseName }.joined(separator: ", ")
                    writer.line("case \(cases): return \(SwiftSyntax.stringLiteral(notification.key))")
                }
                writer.line(Self.unknownDefault)
                writer.indented { writer in
                    writer.line("guard case let .unknown(locKey, _) = self else { return \"\" }")
                    writer.line("return locKey")
                }
                writer.line("}")
            }
            writer.line()
            writer.doc(
                "The wire `loc_args`: decoding them with ``locKey`` and, for forms picked by the chat, ``peerKind`` gives this notification back.")
            writer.block("public var locArgs: [String] {") { writer in
                writer.line("switch self {")
                if parts.isSplit {
                    for (index, part) in parts.parts.enumerated() {
                        writer.caseList(caseNames(of: part), body: "return locArgsPart\(index + 1)")
                    }
                } else {
                    locArgsCases(of: provider.notifications, writer: &writer)
                }
                writer.line(Self.unknownDefault)
                writer.indented { writer in
                    writer.line("guard case let .unknown(_, locArgs) = self else { return [] }")
                    writer.line("return locArgs")
                }
                writer.line("}")
            }
            parts.writePartFunctions(
                of: "locArgs", switchingOn: "self", declaration: { "private var locArgsPart\($0): [String] {" },
                writer: &writer
            ) { part, writer in locArgsCases(of: part, writer: &writer) }
        }
        return writer.text
    }

    /// The cases of `init(key:locArgs:)` for these types: `result` is `self =` or `return`.
    private func decodingCases(of notifications: [NotificationType], result: String, writer: inout CodeWriter) {
        for notification in notifications {
            writer.line("case .\(notification.keyCaseName):")
            writer.indented { writer in
                let counts = notification.formsByCount.map { String($0.arguments.count) }.joined(separator: ", ")
                FormSelection.write(
                    notification, count: "args.count", statement: { "\(result) \(construction($0))" },
                    otherwise: "throw args.wrongArgumentCount(expected: [\(counts)])", writer: &writer)
            }
        }
    }

    private func locArgsCases(of notifications: [NotificationType], writer: inout CodeWriter) {
        for form in notifications.flatMap(\.forms) {
            let values = form.arguments.map { $0.type == .text ? $0.name : "String(\($0.name))" }
            writer.line(
                "case \(SwiftSyntax.casePattern(form.caseName, arguments: form.arguments)): "
                    + "return [\(values.joined(separator: ", "))]")
        }
    }

    private func construction(_ form: NotificationForm) -> String {
        guard !form.arguments.isEmpty else { return "." + form.caseName }
        let values = form.arguments.enumerated().map { index, argument -> String in
            let value =
                switch argument.type {
                case .text: "args.text(\(index))"
                case .count: "try args.nonNegativeInteger(\(index), name: \(SwiftSyntax.stringLiteral(argument.name)))"
                case .integer: "try args.integer(\(index), name: \(SwiftSyntax.stringLiteral(argument.name)))"
                }
            return "\(argument.name): \(value)"
        }
        return ".\(form.caseName)(\(values.joined(separator: ", ")))"
    }

    // MARK: The form

    /// `_form(arguments:_:)`: each case's arguments as they are, counts as numbers, written where
    /// the caller holds them, and its templates handed on from the one table of forms
    /// (`TelegramLocKey._withFormTemplates`). Every rendering fills these in.
    private func formBody() -> String {
        let parts = SwitchParts(provider.notifications)
        var writer = CodeWriter()
        writer.block("extension \(typeName) {") { writer in
            writer.doc([
                "For generated code and PushSpec's runtime, not for apps: writes this notification's arguments",
                "at `arguments`, then calls `body` with its form's templates from the catalog's one table of",
                "forms; returns the number of arguments written (0, without calling `body`, for",
                "``unknown(locKey:locArgs:)``).",
            ])
            // The parameters' names have an underscore: the cases bind the spec's argument names,
            // which are lowerCamelCase, so never one of them (`body` is an argument of MESSAGE_TEXT).
            writer.block(
                "public func _form(arguments _arguments: UnsafeMutablePointer<_FormArgument>, _ _body: (FormTemplates) -> Void) -> Int {"
            ) { writer in
                writer.line("switch self {")
                if parts.isSplit {
                    for (index, part) in parts.parts.enumerated() {
                        writer.caseList(caseNames(of: part), body: "return formPart\(index + 1)(_arguments, _body)")
                    }
                } else {
                    formCases(of: provider.notifications, writer: &writer)
                }
                writer.line("default: return 0  // .unknown")
                writer.line("}")
            }
            parts.writePartFunctions(
                of: "_form", switchingOn: "self",
                declaration: {
                    "private func formPart\($0)(_ _arguments: UnsafeMutablePointer<_FormArgument>, _ _body: (FormTemplates) -> Void) -> Int {"
                },
                writer: &writer
            ) { part, writer in formCases(of: part, writer: &writer) }
        }
        return writer.text
    }

    private func formCases(of notifications: [NotificationType], writer: inout CodeWriter) {
        for notification in notifications {
            for (index, form) in notification.forms.enumerated() {
                let values = form.arguments.map { $0.type == .text ? ".text(\($0.name))" : ".number(\($0.name))" }
                // Up to four one by one (`_FormArgument.form`'s overloads), more as an array.
                let arguments = values.count > 4 ? ", [\(values.joined(separator: ", "))]" : values.map { ", " + $0 }.joined()
                writer.line(
                    "case \(SwiftSyntax.casePattern(form.caseName, arguments: form.arguments)): "
                        + "return _FormArgument.form(\(keyTypeName).\(notification.keyCaseName), \(index), _arguments, _body\(arguments))")
            }
        }
    }

    /// The patterns of every case of these notification types, binding nothing: `.messageText`.
    private func caseNames(of notifications: [NotificationType]) -> [String] {
        notifications.flatMap(\.forms).map { "." + $0.caseName }
    }

    // MARK: Facts

    private func factsBody() -> String {
        var writer = CodeWriter()
        writer.block("extension \(typeName) {") { writer in
            writer.doc("The notification type, or `nil` for ``unknown(locKey:locArgs:)``.")
            writer.block("public var key: \(keyTypeName)? {") { writer in
                writer.line("switch self {")
                for notification in provider.notifications {
                    let cases = notification.forms.map { "." + $0.caseName }.joined(separator: ", ")
                    writer.line("case \(cases): return .\(notification.keyCaseName)")
                }
                writer.line("default: return nil  // .unknown")
                writer.line("}")
            }
            writer.line()
            writer.doc("The kind of chat this notification is about, or `nil` for ``unknown(locKey:locArgs:)``.")
            writer.block("public var peerKind: PeerKind? {") { writer in
                writer.line("switch self {")
                for peer in PeerKindModel.allCases {
                    let cases = forms.filter { $0.1.peer == peer }.map { "." + $0.1.caseName }
                    guard !cases.isEmpty else { continue }
                    writer.line("case \(cases.joined(separator: ", ")): return PeerKind.\(peer.rawValue)")
                }
                writer.line("default: return nil  // .unknown")
                writer.line("}")
            }
        }
        return writer.text
    }
}
