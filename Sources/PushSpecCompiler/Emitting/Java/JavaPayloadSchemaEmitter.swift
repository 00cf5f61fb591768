/// Emits a provider's payload schemas for Java (Zulip's): `<Prefix>Payload`, an abstract class with
/// a nested final class per schema and `Unknown`, the schema picked by its `match` values in spec
/// order, its fields typed; and `<Prefix>Catalog`, with which the runtime's `ZulipPush` reads them.
/// Every payload implements the runtime's `CatalogPayload`: its kind and category from the spec,
/// and the fields the runtime reads by their names (`PayloadSchema.runtimeFields`).
struct JavaPayloadSchemaEmitter {
    let provider: ProviderModel
    let emitter: JavaEmitter

    var typeName: String { provider.typePrefix + "Payload" }
    var catalogName: String { provider.typePrefix + "Catalog" }

    func emit() -> [FilePart] {
        [FilePart(name: typeName, body: payloadBody()), FilePart(name: catalogName, body: catalogBody())]
    }

    private func catalogBody() -> String {
        var writer = CodeWriter()
        for name in [
            "org.jetbrains.annotations.NotNull", "org.json.JSONObject", "org.pushspec.GeneratedCodeVersion",
            "org.pushspec.envelope.OpenedPush",
            "org.pushspec.fields.PayloadDecodingException", "org.pushspec.zulip.PayloadCatalog", "org.pushspec.zulip.ZulipPush",
        ].sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "The \(provider.typePrefix) payload schemas this spec generates, as the runtime's {@code ZulipPush.read} types a",
            "payload with them.",
        ])
        writer.block("public final class \(catalogName) implements PayloadCatalog<\(typeName)> {") { writer in
            JavaEmitter.generatedCodeVersion(into: &writer)
            writer.line()
            writer.javadoc(["The catalog."])
            writer.line("public static final @NotNull \(catalogName) INSTANCE = new \(catalogName)();")
            writer.line()
            writer.line("private \(catalogName)() {}")
            writer.line()
            writer.javadoc([
                "Reads a decoded push with this catalog: {@code ZulipPush.read(push, INSTANCE)}.",
                "",
                "@param push a push {@code PushDecoder} found to be Zulip's",
                "@return the typed push",
                "@throws PayloadDecodingException when the schema its fields select does not fit them ({@code invalid_payload})",
                "@throws IllegalArgumentException when the push is not a Zulip one",
            ])
            writer.block("public static @NotNull ZulipPush<\(typeName)> read(@NotNull OpenedPush push) throws PayloadDecodingException {") {
                $0.line("return ZulipPush.read(push, INSTANCE);")
            }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull \(typeName) payload(@NotNull JSONObject json) throws PayloadDecodingException {") {
                $0.line("return \(typeName).decode(json);")
            }
        }
        return writer.text
    }

    private func payloadBody() -> String {
        var writer = CodeWriter()
        for name in [
            "java.util.ArrayList", "java.util.Arrays", "java.util.List", "org.jetbrains.annotations.NotNull",
            "org.jetbrains.annotations.Nullable", "org.json.JSONObject",
            "org.pushspec.fields.FieldProblem", "org.pushspec.fields.PayloadDecodingException",
            "org.pushspec.fields.PushAddress", "org.pushspec.internal.WireReader",
            "org.pushspec.presentation.NotificationCategory", "org.pushspec.zulip.CatalogPayload",
        ].sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "A \(provider.typePrefix) payload, told apart by the values of some of its fields: a nested final class per",
            "schema the spec declares, and {@link Unknown} for a payload none matches. Immutable: a {@code byte[]} field",
            "is read through the method of its name, which hands out a copy; a {@code JSONObject} one through the method",
            "of its name, which hands out the object, immutable when a push's (every mutator throws",
            "{@code UnsupportedOperationException}).",
            "",
            "<p>Each implements the runtime's {@link CatalogPayload}: its schema's {@code kind:} and {@code category:},",
            "and its fields of the names the interface reads; the others are null.",
        ])
        writer.block("public abstract class \(typeName) implements CatalogPayload {") { writer in
            writer.line("private \(typeName)() {}")
            writer.line()
            writer.javadoc([
                "Picks the first schema, in the order the spec lists them, one of whose {@code match} alternatives the",
                "payload fits (each field has its value, or is present where the value is {@code *}), and reads it.",
                "",
                "<p>An object field, and an unknown payload, are the objects {@code json} holds, not copies: a decoded",
                "push's JSON is immutable (every mutator throws {@code UnsupportedOperationException}); an app that",
                "passes its own {@code json} changes it no more once read.",
                "",
                "@param json the payload",
                "@return the typed payload; {@link Unknown} when no schema matches",
                "@throws PayloadDecodingException when the chosen schema's fields do not fit",
            ])
            writer.block("public static @NotNull \(typeName) decode(@NotNull JSONObject json) throws PayloadDecodingException {") { writer in
                for schema in provider.payloads {
                    let alternatives = schema.match.map { alternative in
                        "(" + alternative.map { "matches(json, \(JavaSyntax.stringLiteral($0.field)), \(JavaSyntax.stringLiteral($0.value)))" }
                            .joined(separator: " && ") + ")"
                    }
                    writer.line("if (\(alternatives.joined(separator: " || "))) return new \(schema.name)(json);")
                }
                writer.line("return new Unknown(json);")
            }
            writer.line()
            writer.block("private static boolean matches(JSONObject json, String field, String value) {") { writer in
                writer.line("return value.equals(\(JavaSyntax.stringLiteral(PayloadSchema.Match.present))) ? json.has(field) : value.equals(json.opt(field));")
            }
            writer.line()
            writer.javadoc(["A field's value, or the error of its schema: a problem of its shape, or missing when it is required."])
            writer.line("private static <T> T checked(T value, boolean required, String schema, String field, List<FieldProblem> problems)")
            writer.block("    throws PayloadDecodingException {") { writer in
                writer.line("if (!problems.isEmpty()) throw new PayloadDecodingException(schema, field, problems.get(0));")
                writer.line("if (required && value == null) throw new PayloadDecodingException(schema, field, null);")
                writer.line("return value;")
            }
            writer.line()
            writer.javadoc([
                "Calls the visitor's method for this payload.", "", "@param visitor the visitor", "@param <R> what it returns",
                "@return what the visitor returns",
            ])
            writer.line("public abstract <R> R accept(@NotNull Visitor<R> visitor);")
            writer.line()
            writer.line("abstract Object[] values();")
            writer.line()
            writer.javadoc(["None here: a schema that names a category returns it.", "", "@param localeTag a BCP 47 tag", "@return null"])
            writer.line("@Override")
            writer.block("public @Nullable NotificationCategory category(@NotNull String localeTag) {") { $0.line("return null;") }
            for field in PayloadSchema.runtimeFields {
                writer.line()
                writer.javadoc(["None here: the schemas that have the field return it.", "", "@return null"])
                writer.line("@Override")
                writer.block("public \(JavaSyntax.nullableType(of: field.type)) \(JavaSyntax.memberName(field.swiftName))() {") {
                    $0.line("return null;")
                }
            }
            writer.line()
            JavaEmitter.valueEquality(of: typeName, into: &writer)
            writer.line()
            writer.javadoc(["Handles each schema, and {@link Unknown}.", "", "@param <R> what the methods return"])
            writer.block("public interface Visitor<R> {") { writer in
                for schema in provider.payloads {
                    writer.javadoc(["@param payload a {@link \(schema.name)}", "@return the result"])
                    writer.line("R visit(@NotNull \(schema.name) payload);")
                    writer.line()
                }
                writer.javadoc(["@param payload a payload no schema matches", "@return the result"])
                writer.line("R visit(@NotNull Unknown payload);")
            }
            for schema in provider.payloads {
                writer.line()
                schemaClass(schema, &writer)
            }
            writer.line()
            writer.javadoc(["A payload no schema matches, as received."])
            writer.block("public static final class Unknown extends \(typeName) {") { writer in
                writer.line("private final JSONObject json;")
                writer.line()
                writer.javadoc(["An unknown payload.", "", "@param json the payload, kept as it is (not copied): an app that passes its own changes it no more"])
                writer.block("public Unknown(@NotNull JSONObject json) {") { $0.line("this.json = json;") }
                writer.line()
                JavaSyntax.accessor(name: "json", type: "@NotNull JSONObject", wire: .object, doc: "The payload, as received", into: &writer)
                writer.line()
                writer.line("@Override")
                writer.block("public @NotNull Kind kind() {") { $0.line("return Kind.OTHER;") }
                writer.line()
                writer.line("@Override")
                writer.block("Object[] values() {") { $0.line("return new Object[] {json.toString()};") }
                writer.line()
                writer.line("@Override")
                writer.block("public <R> R accept(@NotNull Visitor<R> visitor) {") { $0.line("return visitor.visit(this);") }
            }
        }
        return writer.text
    }

    /// A field's comment: its wire name, whether it may be absent, what the spec says.
    private func doc(_ field: PayloadSchema.Field) -> String {
        "{@code \(field.wireName)}" + (field.isOptional ? " (or null)" : "") + ": \(JavaSyntax.docText(field.doc))"
    }

    /// A field's Java type, with its nullability.
    private func type(_ field: PayloadSchema.Field) -> String {
        field.isOptional ? JavaSyntax.nullableType(of: field.type) : "@NotNull " + JavaSyntax.type(of: field.type)
    }

    private func schemaClass(_ schema: PayloadSchema, _ writer: inout CodeWriter) {
        let selection = schema.match.map { alternative in
            alternative.map { "{@code \($0.field)} " + ($0.value == PayloadSchema.Match.present ? "present" : "= {@code \(JavaSyntax.docText($0.value))}") }
                .joined(separator: ", ")
        }.joined(separator: "; or ")
        writer.javadoc(
            ["\(JavaSyntax.docText(schema.doc))", "", "<p>Selected by \(selection)."]
                + (schema.source.map { ["", "<p>Source: " + JavaSyntax.docText($0)] } ?? []))
        writer.block("public static final class \(schema.name) extends \(typeName) {") { writer in
            for field in schema.fields {
                if JavaSyntax.isMutable(field.type) {
                    writer.line("private final \(JavaSyntax.type(of: field.type)) \(JavaSyntax.memberName(field.swiftName));")
                    continue
                }
                writer.javadoc([doc(field)])
                writer.line("public final \(type(field)) \(JavaSyntax.memberName(field.swiftName));")
            }
            writer.line()
            writer.javadoc([
                "Reads the schema's fields.", "", "@param json the payload",
                "@throws PayloadDecodingException when a required field is missing or a field has the wrong shape",
            ])
            writer.block("public \(schema.name)(@NotNull JSONObject json) throws PayloadDecodingException {") { writer in
                writer.line("List<FieldProblem> problems = new ArrayList<FieldProblem>();")
                for field in schema.fields {
                    let wire = JavaSyntax.stringLiteral(field.wireName)
                    writer.line(
                        "this.\(JavaSyntax.memberName(field.swiftName)) = checked(WireReader.\(JavaSyntax.reader(of: field.type))(json.opt(\(wire)), \(wire), problems), "
                            + "\(!field.isOptional), \(JavaSyntax.stringLiteral(schema.name)), \(wire), problems);")
                }
            }
            for field in schema.fields where JavaSyntax.isMutable(field.type) {
                writer.line()
                JavaSyntax.accessor(
                    name: JavaSyntax.memberName(field.swiftName), type: type(field), wire: field.type, doc: doc(field), into: &writer)
            }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull Kind kind() {") { $0.line("return Kind.\(schema.kind?.rawValue.uppercased() ?? "OTHER");") }
            if let category = schema.category {
                writer.line()
                writer.line("@Override")
                writer.block("public @NotNull NotificationCategory category(@NotNull String localeTag) {") {
                    $0.line("return \(JavaCategoryEmitter.typeName(of: provider)).\(JavaEnumEmitter.constantName(category)).category(localeTag);")
                }
            }
            for field in schema.fields where PayloadSchema.runtimeFields.contains(where: { $0.swiftName == field.swiftName }) {
                let name = JavaSyntax.memberName(field.swiftName)
                writer.line()
                writer.line("@Override")
                writer.block("public \(type(field)) \(name)() {") { $0.line("return \(name);") }
            }
            writer.line()
            writer.line("@Override")
            writer.block("Object[] values() {") { writer in
                writer.line("return new Object[] {\(schema.fields.map { JavaSyntax.memberName($0.swiftName) }.joined(separator: ", "))};")
            }
            writer.line()
            writer.line("@Override")
            writer.block("public <R> R accept(@NotNull Visitor<R> visitor) {") { $0.line("return visitor.visit(this);") }
        }
    }
}
