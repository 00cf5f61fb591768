/// Emits `<Prefix>CustomFields` for Java: the typed fields of a notification's `custom` object and
/// of the object beside it, read leniently (`WireReader`), with their problems listed.
struct JavaFieldsEmitter {
    let provider: ProviderModel
    let emitter: JavaEmitter

    var typeName: String { provider.typePrefix + "CustomFields" }

    /// A catalog's fields (a provider with notifications) implement the runtime's `CatalogFields`,
    /// as Swift's implement `TelegramCatalogFields`.
    private var isCatalog: Bool { !provider.notifications.isEmpty }

    /// The fields `CatalogFields` reads through a method of the field's name (its `peer()`,
    /// `sender()` and `attachment()` are methods already).
    static let catalogFieldMethods: Set<String> = [
        "chatFromID", "chatFromGroupID", "messageID", "callID", "encryptionID", "isMention", "isSilent", "sound", "text",
    ]

    /// A field's comment: its wire name, where it is, what the spec says.
    private func doc(_ field: PayloadField) -> String {
        "{@code \(field.wireName)} " + (field.placement == .custom ? "in {@code custom}" : "beside {@code loc_key}")
            + ": \(JavaSyntax.docText(field.doc))"
    }

    func emit() -> FilePart {
        var writer = CodeWriter()
        let mutableFields = provider.fields.filter { JavaSyntax.isMutable($0.type) }
        let hasObjects = provider.fields.contains { $0.type == .object }
        let imports = [
            "java.util.ArrayList", "java.util.Collections", "java.util.List", "org.jetbrains.annotations.NotNull",
            "org.jetbrains.annotations.Nullable", "org.json.JSONObject",
            "org.pushspec.fields.FieldProblem", "org.pushspec.fields.Peer", "org.pushspec.fields.PushAddress",
            "org.pushspec.internal.WireReader",
        ] + (isCatalog ? ["org.pushspec.telegram.CatalogFields"] : [])
        for name in imports.sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "The typed fields of a \(provider.typePrefix) notification: those of its {@code custom} object and those",
            "beside {@code loc_key}. Ids arrive as JSON numbers or numeric strings, flags as {@code \"1\"}, {@code 1}",
            "or {@code true}; all are accepted. A field present with the wrong shape reads as null and is listed in",
            "{@link #problems}, in the order the spec declares the fields. Immutable" + (mutableFields.isEmpty ? "." : ": a {@code byte[]} or"),
        ] + (mutableFields.isEmpty ? [] : [
            "{@code JSONObject} field is read through the method of its name, which hands out a copy of the bytes, or",
            "the object, immutable when a push's (every mutator throws {@code UnsupportedOperationException}).",
        ]) + (isCatalog ? [
            "",
            "<p>The catalog's fields: the runtime reads them through {@link CatalogFields}, whose methods return",
            "the fields of their names.",
        ] : []))
        writer.block("public final class \(typeName)\(isCatalog ? " implements CatalogFields" : "") {") { writer in
            for field in provider.fields {
                let name = JavaSyntax.memberName(field.swiftName)
                if JavaSyntax.isMutable(field.type) {
                    writer.line("private final \(JavaSyntax.type(of: field.type)) \(name);")
                } else {
                    writer.javadoc([doc(field)])
                    writer.line("public final \(JavaSyntax.nullableType(of: field.type)) \(name);")
                }
            }
            writer.javadoc(["The fields present with the wrong shape (unmodifiable)."])
            writer.line("public final @NotNull List<FieldProblem> problems;")
            writer.line()
            writer.javadoc([
                "Reads the fields from a {@code custom} object and the notification object beside it. APNs",
                "payloads carry the custom fields at the top level: pass the same object twice.",
            ] + (hasObjects ? ["An object field is the object found in them, not a copy: immutable when they are a decoded push's; an app", "that passes its own changes them no more."] : []) + [
                "",
                "@param custom the {@code custom} object, or null",
                "@param payload the notification object",
                "@param problems problems found before (a {@code custom} that is not an object)",
            ])
            writer.block("public \(typeName)(@Nullable JSONObject custom, @Nullable JSONObject payload, @NotNull List<FieldProblem> problems) {") { writer in
                writer.line("List<FieldProblem> found = new ArrayList<FieldProblem>(problems);")
                for field in provider.fields {
                    let object = field.placement == .custom ? "custom" : "payload"
                    let wire = JavaSyntax.stringLiteral(field.wireName)
                    writer.line(
                        "this.\(JavaSyntax.memberName(field.swiftName)) = WireReader.\(JavaSyntax.reader(of: field.type))(\(object) == null ? null : \(object).opt(\(wire)), \(wire), found);")
                }
                writer.line("this.problems = Collections.unmodifiableList(found);")
            }
            if isCatalog {
                for field in provider.fields where Self.catalogFieldMethods.contains(JavaSyntax.memberName(field.swiftName)) {
                    let name = JavaSyntax.memberName(field.swiftName)
                    writer.line()
                    writer.line("@Override")
                    writer.block("public \(JavaSyntax.nullableType(of: field.type)) \(name)() {") { $0.line("return \(name);") }
                }
                writer.line()
                writer.line("@Override")
                writer.block("public @NotNull List<FieldProblem> problems() {") { $0.line("return problems;") }
            }
            for field in mutableFields {
                writer.line()
                JavaSyntax.accessor(
                    name: JavaSyntax.memberName(field.swiftName), type: JavaSyntax.nullableType(of: field.type), wire: field.type,
                    doc: doc(field), into: &writer)
            }
            writer.line()
            roleAccessor(
                "peer", doc: "The chat the push is about", fields: provider.fields.compactMap { field in field.peer.map { (field, $0) } },
                writer: &writer)
            writer.line()
            roleAccessor(
                "sender", doc: "Who sent the message", fields: provider.fields.compactMap { field in field.sender.map { (field, $0) } },
                writer: &writer)
        }
        return FilePart(name: typeName, body: writer.text)
    }

    private func roleAccessor(
        _ name: String, doc: String, fields: [(PayloadField, PayloadField.PeerRole)], writer: inout CodeWriter
    ) {
        let order = fields.map { "{@code \($0.0.wireName)}" }.joined(separator: ", else ")
        writer.javadoc(["\(doc): " + (fields.isEmpty ? "none in this spec." : order + "."), "", "@return the peer, or null"])
        writer.block("public @Nullable Peer \(name)() {") { writer in
            for (field, role) in fields {
                let member = JavaSyntax.memberName(field.swiftName)
                writer.line("if (\(member) != null) return new Peer(Peer.Kind.\(role.rawValue.uppercased()), \(member));")
            }
            writer.line("return null;")
        }
    }
}
