/// Emits the spec's integer enumerations as Java enums (`TelegramTokenType`), with their wire values.
struct JavaEnumEmitter {
    let provider: ProviderModel
    let type: EnumType

    func emit() -> FilePart {
        let typeName = provider.typePrefix + type.name
        var writer = CodeWriter()
        writer.line("import org.jetbrains.annotations.Nullable;")
        writer.line()
        writer.javadoc([JavaSyntax.docText(type.doc)])
        writer.block("public enum \(typeName) {") { writer in
            for (index, item) in type.cases.enumerated() {
                writer.javadoc(["\(item.value): \(JavaSyntax.docText(item.doc))"])
                writer.line("\(Self.constantName(item.name))(\(item.value))" + (index == type.cases.count - 1 ? ";" : ","))
            }
            writer.line()
            writer.javadoc(["The wire value."])
            writer.line("public final int value;")
            writer.line()
            writer.block("\(typeName)(int value) {") { $0.line("this.value = value;") }
            writer.line()
            writer.javadoc(["The case of a wire value.", "", "@param value the wire value", "@return the case, or null when none has it"])
            writer.block("public static @Nullable \(typeName) of(int value) {") { writer in
                writer.block("for (\(typeName) item : values()) {") { $0.line("if (item.value == value) return item;") }
                writer.line("return null;")
            }
        }
        return FilePart(name: typeName, body: writer.text)
    }

    /// `apnsVoip` → `APNS_VOIP`.
    static func constantName(_ caseName: String) -> String {
        var result = ""
        for character in caseName.filter({ $0 != "`" }) {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.uppercased()
        }
        return result
    }
}
