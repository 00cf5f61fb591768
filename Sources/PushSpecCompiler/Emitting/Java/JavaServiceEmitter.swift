/// Emits `<Prefix>ServiceNotification` for Java: an abstract class with a nested final class per
/// service notification, decoded from the `loc_key` and the typed fields.
struct JavaServiceEmitter {
    let provider: ProviderModel
    let emitter: JavaEmitter

    var typeName: String { provider.typePrefix + "ServiceNotification" }
    var fieldsName: String { provider.typePrefix + "CustomFields" }

    func emit() -> [(package: String, part: FilePart)] {
        [(emitter.packageName, FilePart(name: typeName, body: body()))]
    }

    /// A service's members; a mutable one (`byte[]`, `JSONObject`: `wire`) is private, read through a
    /// method: bytes copied in and out, an object kept as it is (a decoded push's is immutable).
    private func members(_ service: ServiceType) -> [(name: String, type: String, required: Bool, doc: String, wire: WireTypeModel?)] {
        (service.hasPeer ? [("peer", "@NotNull Peer", true, "The chat.", nil)] : [])
            + service.fields.map {
                (JavaSyntax.memberName($0.swiftName), "@NotNull " + JavaSyntax.type(of: $0.type), true, JavaSyntax.docText($0.doc), mutable($0.type))
            }
            + service.optionalFields.map {
                (JavaSyntax.memberName($0.swiftName), JavaSyntax.nullableType(of: $0.type), false, JavaSyntax.docText($0.doc), mutable($0.type))
            }
    }

    private func mutable(_ wire: WireTypeModel) -> WireTypeModel? {
        JavaSyntax.isMutable(wire) ? wire : nil
    }

    /// How `decode` reads a field of the fields class: its accessor where the field is mutable.
    private func read(_ field: PayloadField) -> String {
        "fields." + JavaSyntax.memberName(field.swiftName) + (JavaSyntax.isMutable(field.type) ? "()" : "")
    }

    private func body() -> String {
        var writer = CodeWriter()
        let hasObjects = provider.services.contains { service in (service.fields + service.optionalFields).contains { $0.type == .object } }
        let imports = [
            "java.util.Arrays", "java.util.Collections", "java.util.List", "org.jetbrains.annotations.NotNull",
            "org.jetbrains.annotations.Nullable", "org.pushspec.fields.Peer", "org.pushspec.fields.PushAddress",
            "org.pushspec.fields.ServiceDecodingException", "org.pushspec.telegram.CatalogService", "org.pushspec.telegram.TelegramAction",
        ] + (hasObjects ? ["org.json.JSONObject"] : [])
        for name in imports.sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "A \(provider.typePrefix) service notification: no text to show, something for the app to do. A nested",
            "final class per service; a {@link Visitor} handles each. Immutable.",
        ])
        writer.block("public abstract class \(typeName) implements CatalogService {") { writer in
            writer.line("private \(typeName)() {}")
            writer.line()
            writer.javadoc([
                "Decodes a service notification from its {@code loc_key} and the payload's fields.",
                "",
                "@param locKey the wire key",
                "@param fields the payload's fields",
                "@return the service, or null when {@code locKey} is not a service's",
                "@throws ServiceDecodingException when a field it needs is missing",
            ])
            writer.block(
                "public static @Nullable \(typeName) decode(@NotNull String locKey, @NotNull \(fieldsName) fields) throws ServiceDecodingException {"
            ) { writer in
                writer.line("switch (locKey) {")
                for service in provider.services {
                    writer.line("    case \(JavaSyntax.stringLiteral(service.key)):")
                    writer.indented { writer in
                        writer.indented { writer in
                            if service.hasPeer {
                                let names = provider.fields.filter { $0.peer != nil }.map(\.wireName).joined(separator: ", ")
                                writer.line("if (fields.peer() == null) throw new ServiceDecodingException(locKey, \(JavaSyntax.stringLiteral(names)));")
                            }
                            for field in service.fields {
                                writer.line(
                                    "if (\(read(field)) == null) throw new ServiceDecodingException(locKey, \(JavaSyntax.stringLiteral(field.wireName)));")
                            }
                            // A service that shows a text needs one of its text fields (`text_from:`).
                            if service.checksTextFields {
                                let absent = service.textFields.map { "\(read($0)) == null" }.joined(separator: " && ")
                                let first = service.textFields.first.map(\.wireName) ?? ""
                                writer.line("if (\(absent)) throw new ServiceDecodingException(locKey, \(JavaSyntax.stringLiteral(first)));")
                            }
                            let arguments = (service.hasPeer ? ["fields.peer()"] : [])
                                + (service.fields + service.optionalFields).map(read)
                            writer.line("return new \(JavaSyntax.className(service.caseName))(\(arguments.joined(separator: ", ")));")
                        }
                    }
                }
                writer.line("    default:")
                writer.line("        return null;")
                writer.line("}")
            }
            writer.line()
            writer.javadoc([
                "Calls the visitor's method for this service.", "", "@param visitor the visitor", "@param <R> what it returns",
                "@return what the visitor returns",
            ])
            writer.line("public abstract <R> R accept(@NotNull Visitor<R> visitor);")
            writer.line()
            writer.line("abstract Object[] values();")
            writer.line()
            writer.line("@Override")
            writer.block("public boolean requiresEncryption() {") { $0.line("return false;") }
            writer.line()
            writer.line("@Override")
            writer.block("public @Nullable String text() {") { $0.line("return null;") }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull List<TelegramAction> actions(boolean honoured) {") { $0.line("return Collections.emptyList();") }
            writer.line()
            JavaEmitter.valueEquality(of: typeName, into: &writer)
            writer.line()
            writer.javadoc(["Handles each service.", "", "@param <R> what the methods return"])
            writer.block("public interface Visitor<R> {") { writer in
                for (index, service) in provider.services.enumerated() {
                    if index > 0 { writer.line() }
                    let name = JavaSyntax.className(service.caseName)
                    writer.javadoc(["@param service a {@link \(name)}", "@return the result"])
                    writer.line("R visit(@NotNull \(name) service);")
                }
            }
            for service in provider.services {
                writer.line()
                serviceClass(service, &writer)
            }
        }
        return writer.text
    }

    /// The `return` of a service's `actions(honoured)`: its action made from its values of the
    /// same names (the Swift catalog's `actions(honoured:)`).
    private func actionsExpression(_ action: ServiceAction) -> String {
        let values = action.parameters.map { JavaSyntax.memberName($0.label) }.joined(separator: ", ")
        switch action {
        case .logOut:
            return "return Collections.singletonList(TelegramAction.logOut(honoured));"
        case .updateLiveLocations, .syncMessages:
            let kind = JavaEnumEmitter.constantName(action.rawValue)
            return "return Collections.singletonList(TelegramAction.of(TelegramAction.Kind.\(kind)));"
        case .addDataCenterAddress:
            // The doc: an address for DC 1 asks for the configuration at once (help.getConfig).
            return "return dc == 1 ? Arrays.asList(TelegramAction.addDataCenterAddress(\(values)), "
                + "TelegramAction.of(TelegramAction.Kind.REFRESH_CONFIGURATION)) : Collections.singletonList(TelegramAction.addDataCenterAddress(\(values)));"
        case .dismissMessages, .dismissMessagesUpTo, .dismissReactions, .dismissStoriesUpTo, .dismissStories:
            return "return Collections.singletonList(TelegramAction.\(action.rawValue)(\(values)));"
        }
    }

    private func serviceClass(_ service: ServiceType, _ writer: inout CodeWriter) {
        let name = JavaSyntax.className(service.caseName)
        let members = members(service)
        writer.javadoc(
            ["{@code \(service.key)}: \(JavaSyntax.docText(service.doc))"] + (service.source.map { ["", "<p>Source: " + JavaSyntax.docText($0)] } ?? []))
        writer.block("public static final class \(name) extends \(typeName) {") { writer in
            for member in members {
                if let wire = member.wire {
                    writer.line("private final \(JavaSyntax.type(of: wire)) \(member.name);")
                    continue
                }
                writer.javadoc([member.doc + (member.required ? "" : " (or null)")])
                writer.line("public final \(member.type) \(member.name);")
            }
            if !members.isEmpty { writer.line() }
            writer.javadoc(
                ["A service notification."]
                    + (members.isEmpty
                        ? [] : [""] + members.map { "@param \($0.name) " + ($0.required ? "required" : "or null") + ($0.wire == .base64url ? " (copied)" : $0.wire == .object ? " (kept as it is, not copied)" : "") }))
            writer.block("public \(name)(\(members.map { "\($0.type) \($0.name)" }.joined(separator: ", "))) {") { writer in
                for member in members {
                    if member.required { writer.line("if (\(member.name) == null) throw new NullPointerException(\"\(member.name)\");") }
                    guard let wire = member.wire else {
                        writer.line("this.\(member.name) = \(member.name);")
                        continue
                    }
                    let kept = JavaSyntax.kept(member.name, wire: wire)
                    writer.line("this.\(member.name) = " + (member.required || kept == member.name ? kept : "\(member.name) == null ? null : \(kept)") + ";")
                }
            }
            for member in members {
                guard let wire = member.wire else { continue }
                writer.line()
                JavaSyntax.accessor(name: member.name, type: member.type, wire: wire, doc: member.doc, into: &writer)
            }
            writer.line()
            writer.line("@Override")
            writer.block("public @NotNull String locKey() {") { $0.line("return \(JavaSyntax.stringLiteral(service.key));") }
            if service.encryptedOnly {
                writer.line()
                writer.line("@Override")
                writer.block("public boolean requiresEncryption() {") { $0.line("return true;") }
            }
            if let action = service.action {
                writer.line()
                writer.line("@Override")
                writer.block("public @NotNull List<TelegramAction> actions(boolean honoured) {") { $0.line(actionsExpression(action)) }
            }
            if !service.textFields.isEmpty {
                // The first text field that is present.
                let names = service.textFields.map { JavaSyntax.memberName($0.swiftName) }
                let expression = names.dropLast().reversed().reduce(names.last ?? "null") { rest, name in "\(name) != null ? \(name) : \(rest)" }
                writer.line()
                writer.line("@Override")
                writer.block("public @Nullable String text() {") { $0.line("return \(expression);") }
            }
            writer.line()
            writer.line("@Override")
            writer.block("Object[] values() {") { $0.line("return new Object[] {\(members.map(\.name).joined(separator: ", "))};") }
            writer.line()
            writer.line("@Override")
            writer.block("public <R> R accept(@NotNull Visitor<R> visitor) {") { $0.line("return visitor.visit(this);") }
        }
    }
}
