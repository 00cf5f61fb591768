/// Emits one struct per payload schema and the provider's payload enum that picks among them.
struct PayloadSchemaEmitter {
    let provider: ProviderModel

    var enumName: String { provider.typePrefix + "Payload" }

    func emit() -> [FilePart] {
        guard !provider.payloads.isEmpty else { return [] }
        return provider.payloads.map { FilePart(name: provider.typePrefix + $0.name, body: structBody($0)) }
            + [FilePart(name: enumName, body: enumBody())]
    }

    private func matchText(_ schema: PayloadSchema) -> String {
        schema.match.map { alternative in
            alternative.map {
                $0.value == PayloadSchema.Match.present ? "`\($0.field)` present" : "`\($0.field)` = `\($0.value)`"
            }.joined(separator: ", ")
        }.joined(separator: "; or ")
    }

    private func structBody(_ schema: PayloadSchema) -> String {
        let typeName = provider.typePrefix + schema.name
        var writer = CodeWriter()
        writer.doc(
            [SwiftSyntax.docText(schema.doc), "", "Selected by \(matchText(schema))."] + SwiftSyntax.sourceLines(schema.source))
        writer.block("public struct \(typeName): Sendable, Hashable {") { writer in
            for field in schema.fields {
                writer.doc(
                    ["`\(field.wireName)`\(field.isOptional ? " (optional)" : ""): \(SwiftSyntax.docText(field.doc))"]
                        + SwiftSyntax.sourceLines(field.source))
                writer.line(
                    "public var \(field.swiftName): \(SwiftSyntax.type(of: field.type))\(field.isOptional ? "?" : "")")
            }
            writer.line()
            writer.doc("Makes a value from typed fields.")
            let parameters = schema.fields.map { field in
                "\(field.swiftName): \(SwiftSyntax.type(of: field.type))" + (field.isOptional ? "? = nil" : "")
            }
            if parameters.isEmpty {
                writer.line("public init() {}")
            } else {
                writer.line("public init(")
                writer.indented { writer in
                    for (index, parameter) in parameters.enumerated() {
                        writer.line(parameter + (index + 1 < parameters.count ? "," : ""))
                    }
                }
                writer.block(") {") { writer in
                    for field in schema.fields {
                        writer.line("self.\(field.swiftName) = \(field.swiftName)")
                    }
                }
            }
            writer.line()
            writer.doc([
                "Reads the payload from a JSON object. Throws when a required field is missing or a field has",
                "the wrong shape.",
            ])
            writer.block("public init(json: JSONValue) throws(PayloadDecodingError) {") { writer in
                let schemaName = SwiftSyntax.stringLiteral(schema.name)
                if !schema.fields.isEmpty {
                    writer.line("var problems: [FieldProblem] = []")
                }
                for field in schema.fields {
                    let name = SwiftSyntax.stringLiteral(field.wireName)
                    writer.line(
                        "let \(field.swiftName) = _WireReader.\(SwiftSyntax.reader(of: field.type))(json[\(name)], "
                            + "field: \(name), problems: &problems)")
                    writer.block("if let problem = problems.first {") { writer in
                        writer.line(
                            "throw PayloadDecodingError(schema: \(schemaName), field: \(name), reason: .invalid(problem))")
                    }
                    if !field.isOptional {
                        writer.block("guard let \(field.swiftName) else {") { writer in
                            writer.line("throw PayloadDecodingError(schema: \(schemaName), field: \(name), reason: .missing)")
                        }
                    }
                    writer.line("self.\(field.swiftName) = \(field.swiftName)")
                }
            }
            writer.line()
            presentFields(schema, into: &writer)
        }
        return writer.text
    }

    /// `presentFields`: every required field and each optional one that is present, as typed wire
    /// values by wire name, in the order the spec declares them.
    private func presentFields(_ schema: PayloadSchema, into writer: inout CodeWriter) {
        writer.doc("The fields that are present, by wire name, in the order the spec declares them.")
        func value(_ field: PayloadSchema.Field) -> String {
            "FieldValue(name: \(SwiftSyntax.stringLiteral(field.wireName)), "
                + "value: .\(SwiftSyntax.wireValueCase(of: field.type))(\(field.swiftName)))"
        }
        guard !schema.fields.isEmpty else {
            writer.line("public var presentFields: [FieldValue] { [] }")
            return
        }
        guard schema.fields.contains(where: \.isOptional) else {
            writer.block("public var presentFields: [FieldValue] {") { writer in
                writer.line("[")
                writer.indented { writer in
                    for field in schema.fields { writer.line(value(field) + ",") }
                }
                writer.line("]")
            }
            return
        }
        writer.block("public var presentFields: [FieldValue] {") { writer in
            writer.line("var present: [FieldValue] = []")
            writer.line("present.reserveCapacity(\(schema.fields.count))  // one allocation, however many are present")
            for field in schema.fields {
                if field.isOptional {
                    writer.line("if let \(field.swiftName) { present.append(\(value(field))) }")
                } else {
                    writer.line("present.append(\(value(field)))")
                }
            }
            writer.line("return present")
        }
    }

    private func enumBody() -> String {
        var writer = CodeWriter()
        writer.doc([
            "A \(provider.typePrefix) payload, told apart by the values of its fields. A payload no schema",
            "matches decodes as ``unknown(_:)`` with its raw JSON.",
        ])
        writer.block("public enum \(enumName): Sendable, Hashable {") { writer in
            for schema in provider.payloads {
                writer.doc("\(SwiftSyntax.docText(schema.doc)) (\(matchText(schema)))")
                writer.line("case \(schema.caseName)(\(provider.typePrefix + schema.name))")
            }
            writer.doc("A payload no schema matches, as received.")
            writer.line("case unknown(RawJSON)")
            writer.line()
            writer.doc([
                "Picks the first schema, in the order the spec lists them, one of whose `match` alternatives",
                "it fits (each field has its value, or is present where the value is `*`), and decodes it.",
                "Throws when the chosen schema's fields do not fit.",
            ])
            writer.block("public init(json: JSONValue) throws(PayloadDecodingError) {") { writer in
                for schema in provider.payloads {
                    let alternatives = schema.match.map { alternative in
                        alternative.map { match in
                            let member = "json[\(SwiftSyntax.stringLiteral(match.field))]"
                            return match.value == PayloadSchema.Match.present
                                ? "\(member) != nil" : "\(member)?.stringValue == \(SwiftSyntax.stringLiteral(match.value))"
                        }.joined(separator: " && ")
                    }
                    let condition =
                        alternatives.count == 1 ? alternatives[0] : alternatives.map { "(\($0))" }.joined(separator: " || ")
                    writer.block("if \(condition) {") { writer in
                        writer.line("self = .\(schema.caseName)(try \(provider.typePrefix + schema.name)(json: json))")
                        writer.line("return")
                    }
                }
                writer.line("self = .unknown(RawJSON(json.rawJSON))")
            }
            writer.line()
            writer.doc("The payload's typed fields, by wire name; none for ``unknown(_:)``.")
            property("presentFields: [FieldValue]", unknown: "[]", into: &writer) { "let .\($0.caseName)(payload): payload.presentFields" }
            writer.line()
            writer.doc("What a notification shows for it: its schema's `kind:` in the spec; `nil` for none.")
            property("kind: ZulipPayloadKind?", unknown: "nil", into: &writer) { schema in
                ".\(schema.caseName): " + (schema.kind.map { "." + SwiftNaming.lowerCamel(fromSnake: $0.rawValue) } ?? "nil")
            }
            if !provider.categories.isEmpty {
                writer.line()
                writer.doc("The category of actions its notification offers: its schema's `category:`; `nil` for none.")
                property("category: \(provider.typePrefix)NotificationCategory?", unknown: "nil", into: &writer) { schema in
                    ".\(schema.caseName): " + (provider.categories.first { $0.name == schema.category }.map { "." + $0.caseName } ?? "nil")
                }
            }
        }
        return writer.text
    }

    /// A property of the payload enum that switches over its cases: `schemaCase` is a case's
    /// pattern and value (`.greeting: nil`), `unknown` the value of ``unknown(_:)``.
    private func property(
        _ declaration: String, unknown: String, into writer: inout CodeWriter, schemaCase: (PayloadSchema) -> String
    ) {
        writer.block("public var \(declaration) {") { writer in
            writer.line("switch self {")
            for schema in provider.payloads {
                writer.line("case " + schemaCase(schema))
            }
            writer.line("case .unknown: \(unknown)")
            writer.line("}")
        }
    }
}
