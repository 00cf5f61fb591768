/// Emits the spec's integer enumerations (`TelegramTokenType`).
struct EnumEmitter {
    let provider: ProviderModel

    func emit() -> [FilePart] {
        provider.enums.map { enumeration in
            let typeName = provider.typePrefix + enumeration.name
            var writer = CodeWriter()
            writer.doc(SwiftSyntax.docText(enumeration.doc))
            writer.block("public enum \(typeName): Int, Sendable, Hashable, CaseIterable {") { writer in
                for item in enumeration.cases {
                    writer.doc(SwiftSyntax.docText(item.doc))
                    writer.line("case \(item.name) = \(item.value)")
                }
            }
            return FilePart(name: typeName, body: writer.text)
        }
    }
}
