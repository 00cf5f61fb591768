/// Emits a provider's `categories:` for Java: `<Prefix>NotificationCategory`, an enum of the
/// categories whose `category(localeTag)` makes the runtime's `NotificationCategory` with its
/// actions' titles in a language (the Swift catalog's enum of the same name).
struct JavaCategoryEmitter {
    let provider: ProviderModel

    static func typeName(of provider: ProviderModel) -> String { provider.typePrefix + "NotificationCategory" }

    func emit() -> FilePart {
        let typeName = Self.typeName(of: provider)
        var writer = CodeWriter()
        for name in [
            "java.util.Arrays", "java.util.List", "org.jetbrains.annotations.NotNull", "org.pushspec.presentation.NotificationAction",
            "org.pushspec.presentation.NotificationCategory", "org.pushspec.text.LanguageTag",
        ] {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "The kinds of actions \(provider.typePrefix) notifications offer (the spec's {@code categories:}). An app",
            "registers each once (on Android: the actions it adds to a notification of the category); a notification",
            "names its category.",
        ])
        writer.block("public enum \(typeName) {") { writer in
            for (index, category) in provider.categories.enumerated() {
                writer.javadoc([category.doc.map(JavaSyntax.docText) ?? "The {@code \(category.name)} actions."])
                let separator = index == provider.categories.count - 1 ? ";" : ","
                writer.line("\(JavaEnumEmitter.constantName(category.name))(\(JavaSyntax.stringLiteral(category.name)))\(separator)")
            }
            writer.line()
            writer.javadoc(["The spec's name ({@code message})."])
            writer.line("public final @NotNull String specName;")
            writer.line()
            writer.block("\(typeName)(String specName) {") { $0.line("this.specName = specName;") }
            writer.line()
            writer.javadoc([
                "The category identifier the platform registers: {@code \(provider.name).} and the name.",
                "",
                "@return the identifier",
            ])
            writer.block("public @NotNull String identifier() {") { $0.line("return \(JavaSyntax.stringLiteral(provider.name + ".")) + specName;") }
            writer.line()
            writer.javadoc([
                "The category with its actions' titles in a locale: its translation, then its language's, else English.",
                "",
                "@param localeTag a BCP 47 tag",
                "@return the category",
            ])
            writer.block("public @NotNull NotificationCategory category(@NotNull String localeTag) {") { writer in
                writer.line("List<String> chain = LanguageTag.fallbackChain(localeTag);")
                writer.line("switch (ordinal()) {")
                for (index, category) in provider.categories.enumerated() {
                    writer.line("    case \(index): // \(JavaEnumEmitter.constantName(category.name))")
                    writer.line("        return new NotificationCategory(identifier(), Arrays.asList(")
                    for (place, action) in category.actions.enumerated() {
                        let comma = place == category.actions.count - 1 ? "));" : ","
                        writer.line("            \(actionExpression(action))\(comma)")
                    }
                }
                writer.line("    default:")
                writer.line("        throw new AssertionError(this);")
                writer.line("}")
            }
        }
        return FilePart(name: typeName, body: writer.text)
    }

    private func actionExpression(_ action: ActionModel) -> String {
        let translations = action.titles.sorted { $0.key < $1.key }
            .flatMap { [JavaSyntax.stringLiteral($0.key), JavaSyntax.stringLiteral($0.value)] }
        let title = "LanguageTag.firstTranslation(chain, " + ([JavaSyntax.stringLiteral(action.title)] + translations).joined(separator: ", ") + ")"
        return "new NotificationAction(\(JavaSyntax.stringLiteral(action.name)), \(title), \(action.textInput), \(action.destructive), \(action.foreground))"
    }
}
