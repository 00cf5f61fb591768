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
            writer.doc([
                "Decodes a service notification from its `loc_key` and the fields of the notification object",
                "`payload` (the custom fields in the object at `customPosition`), as `init(locKey:fields:)` does.",
                "",
                "Returns `nil` when `locKey` is not a service key; throws when a field it needs is missing.",
            ])
            writer.block(
                "public init?(locKey: String, payload: JSONValue, customPosition: JSONValue.Position?) throws(ServiceDecodingError) {"
            ) { writer in
                writer.line("let custom = customPosition.map { payload.value(at: $0) }")
                writer.line("try self.init(locKey: locKey, fields: \(fieldsTypeName)(custom: custom, payload: payload))")
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
        }
        return writer.text
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
