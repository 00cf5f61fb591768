/// Emits the typed payload fields struct (`TelegramCustomFields`).
struct PayloadFieldsEmitter {
    let provider: ProviderModel

    var typeName: String { provider.typePrefix + "CustomFields" }

    func emit() -> [FilePart] {
        guard !provider.fields.isEmpty else { return [] }
        return [FilePart(name: typeName, body: body())]
    }

    private func body() -> String {
        let fields = provider.fields
        var writer = CodeWriter()
        writer.doc([
            "The typed fields of a \(provider.typePrefix) notification: those of its `custom` object and",
            "those beside `loc_key`. Ids arrive as JSON numbers or numeric strings, flags as `\"1\"`, `1`",
            "or `true`; all are accepted. A field present with the wrong shape reads as `nil` and is",
            "listed in ``problems``.",
        ])
        writer.block("public struct \(typeName): Sendable, Hashable {") { writer in
            for field in fields {
                writer.doc([
                    "`\(field.wireName)`\(field.placement == .custom ? " in `custom`" : ""): \(SwiftSyntax.docText(field.doc))"
                ])
                writer.line("public var \(field.swiftName): \(SwiftSyntax.type(of: field.type))?")
            }
            writer.doc("Fields that were present with the wrong shape; each reads as `nil` above.")
            writer.line("public var problems: [FieldProblem]")
            writer.line()
            writer.doc("Makes a value from typed fields (for tests and for building payloads).")
            writer.line("public init(")
            writer.indented { writer in
                for field in fields {
                    writer.line("\(field.swiftName): \(SwiftSyntax.type(of: field.type))? = nil,")
                }
                writer.line("problems: [FieldProblem] = []")
            }
            writer.block(") {") { writer in
                for field in fields {
                    writer.line("self.\(field.swiftName) = \(field.swiftName)")
                }
                writer.line("self.problems = problems")
            }
            writer.line()
            writer.doc([
                "Reads the fields of a notification object: the JSON object that holds `loc_key`, `loc_args`",
                "and `custom`.",
            ])
            writer.block("public init(payload: JSONValue) {") { writer in
                writer.line("var problems: [FieldProblem] = []")
                writer.line("let custom = WireReader.object(payload[\"custom\"], field: \"custom\", problems: &problems)")
                writer.line("self.init(custom: custom, payload: payload, problems: problems)")
            }
            writer.line()
            writer.doc([
                "Reads the fields from a `custom` object and the notification object beside it. APNs payloads",
                "carry the custom fields at the top level: pass the same object twice.",
            ])
            writer.block("public init(custom: JSONValue?, payload: JSONValue, problems: [FieldProblem] = []) {") { writer in
                writer.line("var problems = problems")
                for field in fields {
                    let source = field.placement == .custom ? "custom?" : "payload"
                    let name = SwiftSyntax.stringLiteral(field.wireName)
                    writer.line(
                        "self.\(field.swiftName) = WireReader.\(SwiftSyntax.reader(of: field.type))(\(source)[\(name)], "
                            + "field: \(name), problems: &problems)")
                }
                writer.line("self.problems = problems")
            }
            writer.line()
            writer.doc("The fields that are present, by wire name, in the order the spec declares them.")
            writer.block("public var presentFields: [FieldValue] {") { writer in
                writer.line("var present: [FieldValue] = []")
                for field in fields {
                    writer.line(
                        "if let \(field.swiftName) { present.append(FieldValue(name: \(SwiftSyntax.stringLiteral(field.wireName)), "
                            + "value: .\(SwiftSyntax.wireValueCase(of: field.type))(\(field.swiftName)))) }")
                }
                writer.line("return present")
            }
            let peers = PayloadField.PeerRole.allCases.reversed().compactMap { role in
                fields.first { $0.peer == role }.map { (role, $0) }
            }
            if !peers.isEmpty {
                writer.line()
                let order = peers.map { "`\($0.1.wireName)`" }.joined(separator: ", else ")
                writer.doc("The chat the notification is about: \(order).")
                writer.block("public var peer: Peer? {") { writer in
                    for (role, field) in peers {
                        writer.line("if let \(field.swiftName) { return .\(role.rawValue)(\(field.swiftName)) }")
                    }
                    writer.line("return nil")
                }
            }
        }
        return writer.text
    }
}
