/// Emits the service notification enum (`TelegramServiceNotification`), which conforms to the
/// runtime's `TelegramCatalogService`.
struct ServiceEmitter {
    let provider: ProviderModel

    var typeName: String { provider.typePrefix + "ServiceNotification" }
    var fieldsTypeName: String { provider.typePrefix + "CustomFields" }

    func emit() -> [FilePart] {
        provider.services.isEmpty ? [] : [FilePart(name: typeName, body: body())]
    }

    private func parameters(_ service: ServiceType) -> [(label: String, type: String)] {
        (service.hasPeer ? [("peer", "Peer")] : [])
            + service.fields.map { ($0.swiftName, SwiftSyntax.type(of: $0.type)) }
            + service.optionalFields.map { ($0.swiftName, SwiftSyntax.type(of: $0.type) + "?") }
    }

    private func body() -> String {
        var writer = CodeWriter()
        writer.doc([
            "A \(provider.typePrefix) service notification: no text to show, something for the app to do.",
        ])
        writer.block("public enum \(typeName): TelegramCatalogService {") { writer in
            for service in provider.services {
                writer.doc(["`\(service.key)`: \(SwiftSyntax.docText(service.doc))"] + SwiftSyntax.sourceLines(service.source))
                let list = parameters(service).map { "\($0.label): \($0.type)" }
                writer.line("case \(service.caseName)" + (list.isEmpty ? "" : "(\(list.joined(separator: ", ")))"))
            }
            writer.line()
            writer.doc("The catalog's custom and payload fields, which a service is decoded from.")
            writer.line("public typealias Fields = \(fieldsTypeName)")
            writer.line()
            writer.doc([
                "Decodes a service notification from its `loc_key` and the payload's fields.",
                "",
                "Returns `nil` when `locKey` is not a service key; throws when a field it needs is missing.",
            ])
            writer.block("public init?(locKey: String, fields: \(fieldsTypeName)) throws(ServiceDecodingError) {") { writer in
                decodingSwitch(writer: &writer)
            }
            writer.line()
            writer.doc("The wire `loc_key`.")
            writer.block("public var locKey: String {") { writer in
                writer.line("switch self {")
                for service in provider.services {
                    writer.line("case .\(service.caseName): return \(SwiftSyntax.stringLiteral(service.key))")
                }
                writer.line("}")
            }
            writer.line()
            writer.doc("Whether the app may act on it only when it arrived inside an encrypted payload.")
            writer.block("public var requiresEncryption: Bool {") { writer in
                let cases = provider.services.filter(\.encryptedOnly).map { "." + $0.caseName }
                if cases.isEmpty {
                    writer.line("false")
                } else {
                    writer.line("switch self {")
                    writer.line("case \(cases.joined(separator: ", ")): return true")
                    if cases.count < provider.services.count { writer.line("default: return false") }
                    writer.line("}")
                }
            }
            writer.line()
            actions(writer: &writer)
            writer.line()
            text(writer: &writer)
        }
        return writer.text
    }

    /// `case let .name(a, _, c)`: the case of `service`, binding the parameters `used` names.
    private func pattern(_ service: ServiceType, binding used: Set<String>) -> String {
        let names = parameters(service).map { used.contains($0.label) ? $0.label : "_" }
        guard names.contains(where: { $0 != "_" }) else { return "." + service.caseName }
        return "let .\(service.caseName)(\(names.joined(separator: ", ")))"
    }

    /// `actions(honoured:)`: each service's action, as its spec names it, made from its values.
    private func actions(writer: inout CodeWriter) {
        writer.doc([
            "What it asks the app to do, as the spec names it (`action:`); empty for a service whose spec names",
            "none. `honoured` is false for a service refused because it did not come encrypted.",
        ])
        writer.block("public func actions(honoured: Bool) -> [TelegramAction] {") { writer in
            let acting = provider.services.filter { $0.action != nil }
            guard !acting.isEmpty else {
                writer.line("[]")
                return
            }
            writer.line("switch self {")
            for service in acting {
                guard let action = service.action else { continue }
                let labels = action.parameters.map(\.label)
                let arguments = labels.map { "\($0): \($0)" }.joined(separator: ", ")
                var expression = "[.\(action.rawValue)" + (labels.isEmpty ? "" : "(\(arguments))") + "]"
                switch action {
                case .logOut: expression = "[.logOut(honoured: honoured)]"
                // The doc: an address for DC 1 asks for the configuration at once (help.getConfig).
                case .addDataCenterAddress: expression += " + (dc == 1 ? [.refreshConfiguration] : [])"
                default: break
                }
                writer.line("case \(pattern(service, binding: Set(labels))): \(expression)")
            }
            let idle = provider.services.filter { $0.action == nil }.map { "." + $0.caseName }
            if !idle.isEmpty { writer.line("case \(idle.joined(separator: ", ")): []") }
            writer.line("}")
        }
    }

    /// `text`: the first of a service's text fields that is present, for a service that has them.
    private func text(writer: inout CodeWriter) {
        writer.doc("The text it shows, from the fields the spec names (`text_from:`); nil for a service without.")
        writer.block("public var text: String? {") { writer in
            let showing = provider.services.filter { !$0.textFields.isEmpty }
            guard !showing.isEmpty else {
                writer.line("nil")
                return
            }
            writer.line("switch self {")
            for service in showing {
                let names = service.textFields.map(\.swiftName)
                writer.line("case \(pattern(service, binding: Set(names))): \(names.joined(separator: " ?? "))")
            }
            if showing.count < provider.services.count { writer.line("default: nil") }
            writer.line("}")
        }
    }

    /// The switch over `locKey` that sets `self`, reading each field from the catalog's `fields`.
    private func decodingSwitch(writer: inout CodeWriter) {
        writer.line("switch locKey {")
        for service in provider.services {
            writer.line("case \(SwiftSyntax.stringLiteral(service.key)):")
            writer.indented { writer in
                if service.hasPeer {
                    let names = provider.fields.filter { $0.peer != nil }.map(\.wireName).joined(separator: ", ")
                    writer.block("guard let peer = fields.peer else {") { writer in
                        writer.line("throw ServiceDecodingError(locKey: locKey, missingField: \(SwiftSyntax.stringLiteral(names)))")
                    }
                }
                for field in service.fields {
                    writer.block("guard let \(field.swiftName) = fields.\(field.swiftName) else {") { writer in
                        writer.line(
                            "throw ServiceDecodingError(locKey: locKey, missingField: \(SwiftSyntax.stringLiteral(field.wireName)))")
                    }
                }
                // A service that shows a text needs one of its text fields.
                if service.checksTextFields {
                    let present = service.textFields.map { "fields.\($0.swiftName) != nil" }.joined(separator: " || ")
                    writer.block("guard \(present) else {") { writer in
                        let first = service.textFields.first.map(\.wireName) ?? ""
                        writer.line("throw ServiceDecodingError(locKey: locKey, missingField: \(SwiftSyntax.stringLiteral(first)))")
                    }
                }
                let arguments =
                    ((service.hasPeer ? ["peer"] : []) + service.fields.map(\.swiftName)).map { "\($0): \($0)" }
                    + service.optionalFields.map { "\($0.swiftName): fields.\($0.swiftName)" }
                writer.line("self = .\(service.caseName)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))
            }
        }
        writer.line("default:")
        writer.line("    return nil")
        writer.line("}")
    }
}
