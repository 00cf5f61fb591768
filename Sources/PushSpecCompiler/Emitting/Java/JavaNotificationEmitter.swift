import PushSpecPlurals

/// Emits a provider's notifications for Java: `<Prefix>Notification` (an abstract class with a
/// nested final class per form, `Unknown`, and a `Visitor`), `<Prefix>Catalog` (what the runtime's
/// `TelegramPush` decodes with) and, in the internal package, `<Prefix>Forms`: the table of forms
/// the decoder and the templates read.
struct JavaNotificationEmitter {
    let provider: ProviderModel
    let emitter: JavaEmitter

    var typeName: String { provider.typePrefix + "Notification" }
    var formsName: String { provider.typePrefix + "Forms" }
    var catalogName: String { provider.typePrefix + "Catalog" }

    /// The types sorted by key as Java's `String.compareTo` sorts (UTF-16 units), for a binary search.
    var sortedTypes: [NotificationType] {
        provider.notifications.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    }

    func emit() -> [(package: String, part: FilePart)] {
        [
            (emitter.packageName, FilePart(name: typeName, body: notificationBody())),
            (emitter.packageName, FilePart(name: catalogName, body: catalogBody())),
            (emitter.internalPackage, FilePart(name: formsName, body: formsBody())),
        ]
    }

    // MARK: The notification class

    private func notificationBody() -> String {
        var writer = CodeWriter()
        for name in [
            "java.util.ArrayList", "java.util.Arrays", "java.util.Collections", "java.util.List", "java.util.Objects",
            "org.jetbrains.annotations.NotNull", "org.jetbrains.annotations.Nullable", "org.pushspec.GeneratedCodeVersion",
            "org.pushspec.internal.LocArgs", "org.pushspec.fields.LocArgsException",
            "org.pushspec.fields.PeerKind", "org.pushspec.presentation.NotificationCategory",
            "org.pushspec.presentation.NotificationInterruption", "org.pushspec.telegram.CatalogNotification",
            "org.pushspec.telegram.NotificationGroupKind", "org.pushspec.text.CatalogLocale",
            "org.pushspec.text.RenderedNotification", "\(emitter.internalPackage).\(formsName)",
        ].sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "A \(provider.typePrefix) notification: a nested final class per form of each type the spec declares, and",
            "{@link Unknown} for a {@code loc_key} it does not know, with the raw key and arguments.",
            "",
            "<p>{@link #decode(String, List, PeerKind)} picks a type's form as the Swift catalog does; a {@link Visitor}",
            "handles every form, so that a new type breaks compilation where it is not handled. Immutable.",
        ])
        writer.block("public abstract class \(typeName) implements CatalogNotification {") { writer in
            JavaEmitter.generatedCodeVersion(into: &writer)
            writer.line()
            writer.javadoc(["The form's number in {@link \(formsName)}; -1 for {@link Unknown}."])
            writer.line("private final int form;")
            writer.line()
            writer.block("private \(typeName)(int form) {") { $0.line("this.form = form;") }
            writer.line()
            writer.javadoc([
                "Decodes a notification from its wire {@code loc_key} and {@code loc_args}.",
                "",
                "<p>A key the catalog does not know is {@link Unknown}. A known one's form is the one for {@code peer},",
                "the kind of chat the push is about, when its forms are for different kinds and there are at least as",
                "many arguments as it takes (any after those are dropped, as the clients read them); else the one that",
                "takes exactly as many arguments as there are.",
                "",
                "@param locKey the wire key",
                "@param locArgs the wire arguments",
                "@param peer the push's kind of chat, or null",
                "@return the notification",
                "@throws LocArgsException when no form takes the arguments, or a number is not an integer",
            ])
            writer.block(
                "public static @NotNull \(typeName) decode(@NotNull String locKey, @NotNull List<String> locArgs, @Nullable PeerKind peer) throws LocArgsException {"
            ) { writer in
                writer.line("int key = \(formsName).keyIndex(locKey);")
                writer.line("if (key < 0) return new Unknown(locKey, locArgs);")
                writer.line("int form = \(formsName).form(key, LocArgs.selectForm(locKey, locArgs, \(formsName).peers(key), \(formsName).counts(key), peer));")
                writer.line("return (\(typeName)) make(form, LocArgs.read(locKey, locArgs, \(formsName).argumentTypes(form)));")
            }
            writer.line()
            writer.javadoc([
                "The form's class, with typed arguments as {@link LocArgs#read} gives them. Typed {@code Object}: a",
                "verifier checks a value returned as {@code Object} without loading its class, so that decoding one push",
                "loads the class of its form alone, not of every form this method makes.",
            ])
            writer.block("private static Object make(int form, Object[] a) {") { writer in
                writer.line("switch (form) {")
                for (number, form) in provider.forms.enumerated() {
                    let arguments = form.arguments.enumerated().map { index, argument in
                        argument.type == .text ? "(String) a[\(index)]" : "(Long) a[\(index)]"
                    }
                    writer.line("    case \(number): return new \(JavaSyntax.className(form.caseName))(\(arguments.joined(separator: ", ")));")
                }
                writer.line("    default: throw new IllegalArgumentException(\"no form \" + form);")
                writer.line("}")
            }
            writer.line()
            commonMembers(&writer)
            writer.line()
            visitor(&writer)
            for type in provider.notifications {
                for form in type.forms {
                    writer.line()
                    formClass(form, of: type, writer: &writer)
                }
            }
            writer.line()
            unknownClass(&writer)
        }
        return writer.text
    }

    private func commonMembers(_ writer: inout CodeWriter) {
        writer.javadoc([
            "Calls the visitor's method for this form.",
            "",
            "@param visitor the visitor",
            "@param <R> what it returns",
            "@return what the visitor returns",
        ])
        // One dispatch here rather than an accept method in each form's class: each such method costs
        // its class a generic signature and a reference to the visitor, about 30 KB of the jar in all.
        writer.block("public final <R> R accept(@NotNull Visitor<R> visitor) {") { writer in
            writer.line("switch (form) {")
            for (number, form) in provider.forms.enumerated() {
                writer.line("    case \(number): return visitor.visit((\(JavaSyntax.className(form.caseName))) this);")
            }
            writer.line("    default: return visitor.visit((Unknown) this);")
            writer.line("}")
        }
        writer.line()
        writer.javadoc(["The arguments in {@code loc_args} order: a {@code String} per text, a {@code Long} per number."])
        writer.line("abstract Object[] arguments();")
        writer.line()
        writer.line("@Override")
        writer.block("public @NotNull String locKey() {") { $0.line("return \(formsName).locKey(form);") }
        writer.line()
        writer.line("@Override")
        writer.block("public @NotNull List<String> locArgs() {") { writer in
            writer.line("Object[] arguments = arguments();")
            writer.line("List<String> texts = new ArrayList<String>(arguments.length);")
            writer.line("for (Object argument : arguments) texts.add(argument.toString());")
            writer.line("return Collections.unmodifiableList(texts);")
        }
        writer.line()
        writer.line("@Override")
        writer.block("public boolean isKnown() {") { $0.line("return true;") }
        writer.line()
        writer.line("@Override")
        writer.block("public @Nullable Boolean needsFetch() {") { $0.line("return \(formsName).needsFetch(form);") }
        writer.line()
        writer.line("@Override")
        writer.block("public @Nullable RenderedNotification render() {") { $0.line("return \(formsName).templates(form).render(arguments());") }
        writer.line()
        writer.line("@Override")
        writer.block("public @Nullable RenderedNotification render(@NotNull CatalogLocale locale) {") {
            $0.line("return locale.templates(\(formsName).templates(form)).render(arguments());")
        }
        writer.line()
        facts(&writer)
        writer.line()
        writer.line("@Override")
        writer.block("public boolean equals(@Nullable Object other) {") { writer in
            writer.line("return other != null && other.getClass() == getClass() && Arrays.equals(arguments(), ((\(typeName)) other).arguments());")
        }
        writer.line()
        writer.line("@Override")
        writer.block("public int hashCode() {") { $0.line("return getClass().hashCode() * 31 + Arrays.hashCode(arguments());") }
        writer.line()
        writer.line("@Override")
        writer.javadoc([
            "The form and its arguments' names, with numbers but no text: a log never holds a name or a message.",
            "",
            "@return for example {@code ChatMessagePhotos(author=<5 characters>, chat=<4 characters>, count=3)}",
        ])
        writer.block("public @NotNull String toString() {") { writer in
            writer.line("String[] names = \(formsName).argumentNames(form);")
            writer.line("Object[] arguments = arguments();")
            writer.line("StringBuilder text = new StringBuilder(getClass().getSimpleName()).append('(');")
            writer.block("for (int i = 0; i < arguments.length; i++) {") { writer in
                writer.line("if (i > 0) text.append(\", \");")
                writer.line("text.append(i < names.length ? names[i] : \"\").append('=');")
                writer.line("if (arguments[i] instanceof String) text.append('<').append(((String) arguments[i]).length()).append(\" characters>\");")
                writer.line("else text.append(arguments[i]);")
            }
            writer.line("return text.append(')').toString();")
        }
    }

    /// The spec's facts of a known form: its kind of chat, group, interruption, category, and its
    /// text arguments by name (what the presentation reads).
    private func facts(_ writer: inout CodeWriter) {
        writer.line("@Override")
        writer.block("public @Nullable PeerKind peerKind() {") { $0.line("return \(formsName).peerKind(form);") }
        writer.line()
        writer.line("@Override")
        writer.block("public @Nullable NotificationGroupKind groupKind() {") { $0.line("return \(formsName).groupKind(form);") }
        writer.line()
        writer.line("@Override")
        writer.block("public @NotNull NotificationInterruption interruption() {") { $0.line("return \(formsName).interruption(form);") }
        writer.line()
        writer.line("@Override")
        writer.block("public @Nullable NotificationCategory category(@NotNull String localeTag) {") { writer in
            if provider.categories.isEmpty {
                writer.line("return null;")
            } else {
                writer.line("int category = \(formsName).category(form);")
                writer.line("return category < 0 ? null : \(JavaCategoryEmitter.typeName(of: provider)).values()[category].category(localeTag);")
            }
        }
        writer.line()
        writer.line("@Override")
        writer.block("public @Nullable String argument(@NotNull String name) {") { writer in
            writer.line("String[] names = \(formsName).argumentNames(form);")
            writer.line("Object[] arguments = arguments();")
            writer.block("for (int i = 0; i < names.length && i < arguments.length; i++) {") { writer in
                writer.line("if (names[i].equals(name) && arguments[i] instanceof String) return (String) arguments[i];")
            }
            writer.line("return null;")
        }
    }

    private func visitor(_ writer: inout CodeWriter) {
        writer.javadoc([
            "Handles each form of each type, and {@link Unknown}: a type added to the spec adds a method, which",
            "breaks compilation where it is not handled.",
            "",
            "@param <R> what the methods return",
        ])
        writer.block("public interface Visitor<R> {") { writer in
            for form in provider.forms {
                let name = JavaSyntax.className(form.caseName)
                writer.javadoc(["@param notification a {@link \(name)}", "@return the result"])
                writer.line("R visit(@NotNull \(name) notification);")
                writer.line()
            }
            writer.javadoc(["@param notification a key the catalog does not know", "@return the result"])
            writer.line("R visit(@NotNull Unknown notification);")
        }
        writer.line()
        writer.javadoc([
            "A {@link Visitor} for an app that handles some forms: override the {@code visit} methods of those, and",
            "{@link #otherwise} answers for every other form and {@link Unknown}. (A new type in the spec then goes",
            "to {@code otherwise} rather than breaking compilation, as the plain {@link Visitor} does.)",
            "",
            "@param <R> what the methods return",
        ])
        writer.block("public abstract static class DefaultVisitor<R> implements Visitor<R> {") { writer in
            writer.javadoc([
                "The answer for a form whose {@code visit} method is not overridden.",
                "",
                "@param notification the notification",
                "@return the result",
            ])
            writer.line("protected abstract R otherwise(@NotNull \(typeName) notification);")
            for form in provider.forms {
                let name = JavaSyntax.className(form.caseName)
                writer.line()
                writer.line("@Override")
                writer.block("public R visit(@NotNull \(name) notification) {") { $0.line("return otherwise(notification);") }
            }
            writer.line()
            writer.line("@Override")
            writer.block("public R visit(@NotNull Unknown notification) {") { $0.line("return otherwise(notification);") }
        }
    }

    private func formClass(_ form: NotificationForm, of type: NotificationType, writer: inout CodeWriter) {
        let name = JavaSyntax.className(form.caseName)
        let number = provider.forms.firstIndex(of: form) ?? 0
        let formName = form.name.map { " (\(JavaSyntax.docText($0)))" } ?? ""
        writer.javadoc(
            ["{@code \(type.key)}\(formName): \(JavaSyntax.docText(type.doc))", "",
             "<p>Template: " + JavaSyntax.code(form.template.source)]
                + (form.source.map { ["", "<p>Source: " + JavaSyntax.docText($0)] } ?? []))
        writer.block("public static final class \(name) extends \(typeName) {") { writer in
            for argument in form.arguments {
                writer.javadoc(["{@code {\(argument.number)}}: \(JavaSyntax.docText(argument.doc))"])
                writer.line("public final \(JavaSyntax.annotatedType(of: argument.type)) \(JavaSyntax.memberName(argument.name));")
            }
            if !form.arguments.isEmpty { writer.line() }
            let parameters = form.arguments.map { "\(JavaSyntax.annotatedType(of: $0.type)) \(JavaSyntax.memberName($0.name))" }
            writer.javadoc(
                ["A notification of this form."]
                    + (form.arguments.isEmpty ? [] : [""] + form.arguments.map { "@param \(JavaSyntax.memberName($0.name)) {@code {\($0.number)}}" }))
            writer.block("public \(name)(\(parameters.joined(separator: ", "))) {") { writer in
                writer.line("super(\(number));")
                for argument in form.arguments {
                    let member = JavaSyntax.memberName(argument.name)
                    switch argument.type {
                    case .text:
                        writer.line("this.\(member) = Objects.requireNonNull(\(member), \"\(member)\");")
                        continue
                    case .count: writer.line("if (\(member) < 0) throw new IllegalArgumentException(\"\(member) < 0\");")
                    case .integer: break
                    }
                    writer.line("this.\(member) = \(member);")
                }
            }
            writer.line()
            writer.line("@Override")
            writer.block("Object[] arguments() {") { writer in
                let values = form.arguments.map { $0.type == .text ? JavaSyntax.memberName($0.name) : "Long.valueOf(\(JavaSyntax.memberName($0.name)))" }
                writer.line("return new Object[] {\(values.joined(separator: ", "))};")
            }
        }
    }

    private func unknownClass(_ writer: inout CodeWriter) {
        writer.javadoc(["A {@code loc_key} the catalog does not know, with its raw arguments: nothing is lost."])
        writer.block("public static final class Unknown extends \(typeName) {") { writer in
            writer.javadoc(["The wire key."])
            writer.line("public final @NotNull String locKey;")
            writer.javadoc(["The wire arguments (unmodifiable)."])
            writer.line("public final @NotNull List<String> locArgs;")
            writer.line()
            writer.javadoc(["An unknown notification.", "", "@param locKey the wire key", "@param locArgs the wire arguments"])
            writer.block("public Unknown(@NotNull String locKey, @NotNull List<String> locArgs) {") { writer in
                writer.line("super(-1);")
                writer.line("this.locKey = Objects.requireNonNull(locKey, \"locKey\");")
                writer.line("this.locArgs = Collections.unmodifiableList(new ArrayList<String>(locArgs));")
            }
            writer.line()
            for (signature, body) in [
                ("Object[] arguments()", "return new Object[] {locKey, locArgs};"),
                ("public @NotNull String locKey()", "return locKey;"),
                ("public @NotNull List<String> locArgs()", "return locArgs;"),
                ("public boolean isKnown()", "return false;"),
                ("public @Nullable Boolean needsFetch()", "return null;"),
                ("public @Nullable RenderedNotification render()", "return null;"),
                ("public @Nullable RenderedNotification render(@NotNull CatalogLocale locale)", "return null;"),
                ("public @Nullable PeerKind peerKind()", "return null;"),
                ("public @Nullable NotificationGroupKind groupKind()", "return null;"),
                ("public @NotNull NotificationInterruption interruption()", "return NotificationInterruption.ACTIVE;"),
                ("public @Nullable NotificationCategory category(@NotNull String localeTag)", "return null;"),
                ("public @Nullable String argument(@NotNull String name)", "return null;"),
                // The key, and how many arguments: no text of the push.
                ("public @NotNull String toString()", "return \"Unknown(\" + locKey + \", \" + locArgs.size() + \" arguments)\";"),
            ] {
                writer.line("@Override")
                writer.block("\(signature) {") { $0.line(body) }
                writer.line()
            }
        }
    }

    // MARK: The catalog

    private func catalogBody() -> String {
        var writer = CodeWriter()
        let service = provider.typePrefix + "ServiceNotification"
        let fields = provider.typePrefix + "CustomFields"
        let push = "TelegramPush<\(typeName), \(service), \(fields)>"
        for name in [
            "java.util.List", "org.jetbrains.annotations.NotNull", "org.jetbrains.annotations.Nullable",
            "org.json.JSONObject", "org.pushspec.envelope.OpenedPush", "org.pushspec.fields.FieldProblem",
            "org.pushspec.internal.LocArgs", "org.pushspec.fields.LocArgsException", "org.pushspec.fields.PeerKind",
            "org.pushspec.fields.ServiceDecodingException", "org.pushspec.telegram.NotificationCatalog",
            "org.pushspec.telegram.TelegramPush", "\(emitter.internalPackage).\(formsName)",
        ].sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "The \(provider.typePrefix) catalog this spec generates, as the runtime's {@code TelegramPush.read} decodes with it.",
        ])
        writer.block("public final class \(catalogName) implements NotificationCatalog<\(typeName), \(service), \(fields)> {") { writer in
            writer.javadoc(["The catalog."])
            writer.line("public static final @NotNull \(catalogName) INSTANCE = new \(catalogName)();")
            writer.line()
            writer.line("private \(catalogName)() {}")
            writer.line()
            writer.javadoc([
                "Reads a decoded push with this catalog: {@code TelegramPush.read(push, INSTANCE)}.",
                "",
                "@param push a push {@code PushDecoder} found to be Telegram's",
                "@return the typed push",
                "@throws IllegalArgumentException when the push is not a Telegram one",
            ])
            writer.block("public static @NotNull \(push) read(@NotNull OpenedPush push) {") {
                $0.line("return TelegramPush.read(push, INSTANCE);")
            }
            writer.line()
            writer.line("@Override")
            writer.block(
                "public @NotNull \(fields) fields(@Nullable JSONObject custom, @NotNull JSONObject payload, @NotNull List<FieldProblem> problems) {"
            ) {
                $0.line("return new \(fields)(custom, payload, problems);")
            }
            writer.line()
            writer.line("@Override")
            writer.block("public boolean isKnownKey(@NotNull String locKey) {") { $0.line("return \(formsName).keyIndex(locKey) >= 0;") }
            writer.line()
            writer.line("@Override")
            writer.block("public boolean formsDependOnPeer(@NotNull String locKey) {") { writer in
                writer.line("int key = \(formsName).keyIndex(locKey);")
                writer.line("return key >= 0 && LocArgs.formsDependOnPeer(\(formsName).peers(key));")
            }
            writer.line()
            writer.line("@Override")
            writer.block(
                "public @NotNull \(typeName) notification(@NotNull String locKey, @NotNull List<String> locArgs, @Nullable PeerKind peer) throws LocArgsException {"
            ) {
                $0.line("return \(typeName).decode(locKey, locArgs, peer);")
            }
            writer.line()
            writer.line("@Override")
            writer.block(
                "public @Nullable \(service) service(@NotNull String locKey, @NotNull \(fields) fields) throws ServiceDecodingException {"
            ) {
                $0.line("return \(service).decode(locKey, fields);")
            }
        }
        return writer.text
    }

    // MARK: The table of forms

    private func formsBody() -> String {
        var writer = CodeWriter()
        let forms = provider.forms
        let types = sortedTypes
        let formNumber = Dictionary(uniqueKeysWithValues: forms.enumerated().map { ($1.caseName, $0) })
        let keyOfForm = Dictionary(
            uniqueKeysWithValues: types.enumerated().flatMap { index, type in type.forms.map { ($0.caseName, index) } })
        let pluralForms = forms.enumerated().filter { $0.element.plural != nil }
        for name in [
            "org.pushspec.fields.PeerKind", "org.pushspec.presentation.NotificationInterruption",
            "org.pushspec.telegram.NotificationGroupKind", "org.pushspec.text.FormTemplates", "org.pushspec.text.PluralCategory",
            "org.pushspec.text.PluralText",
        ].sorted() {
            writer.line("import \(name);")
        }
        writer.line()
        writer.javadoc([
            "For generated code, not for apps: the \(provider.typePrefix) catalog's table of forms (\(forms.count) forms of",
            "\(types.count) types), which the generated classes read. It may change with any version of the generator.",
        ])
        writer.block("public final class \(formsName) {") { writer in
            writer.line("private \(formsName)() {}")
            writer.line()
            writer.javadoc(["The keys, sorted as {@link String#compareTo} sorts them."])
            writer.line("private static final String[] KEYS = {")
            writer.indented { writer in
                for type in types { writer.line(JavaSyntax.stringLiteral(type.key) + ",") }
            }
            writer.line("};")
            writer.javadoc(["Each key's forms, by number, as the spec orders them (by argument count)."])
            writer.line("private static final int[][] KEY_FORMS = {")
            writer.indented { writer in
                for type in types {
                    writer.line("{" + type.forms.map { String(formNumber[$0.caseName] ?? 0) }.joined(separator: ", ") + "},")
                }
            }
            writer.line("};")
            writer.javadoc(["Each key's forms' kinds of chat: {@code p} private, {@code g} group, {@code c} channel, {@code n} none."])
            writer.line("private static final String[] KEY_PEERS = {")
            writer.indented { writer in
                for type in types { writer.line(JavaSyntax.stringLiteral(String(type.forms.map(Self.peerLetter))) + ",") }
            }
            writer.line("};")
            writer.javadoc(["Each form's kind of chat: {@code p} private, {@code g} group, {@code c} channel, {@code n} none."])
            writer.line("private static final String FORM_PEERS = " + JavaSyntax.stringLiteral(String(forms.map(Self.peerLetter))) + ";")
            writer.javadoc(["Each key's group: {@code m} messages, {@code @} mentions, {@code s} secret chat, {@code c} calls, {@code n} none."])
            writer.line("private static final String GROUPS = " + JavaSyntax.stringLiteral(String(types.map { Self.groupLetter($0.group) })) + ";")
            writer.javadoc(["Each key's interruption: {@code p} passive, {@code a} active, {@code t} time-sensitive."])
            writer.line("private static final String INTERRUPTIONS = " + JavaSyntax.stringLiteral(String(types.map { Self.interruptionLetter($0.interruption) })) + ";")
            if !provider.categories.isEmpty {
                let categoryNames = provider.categories.map(\.name)
                writer.javadoc(["Each key's category: its place in {@code \(JavaCategoryEmitter.typeName(of: provider)).values()}, or {@code -} for none."])
                let letters = types.map { type in type.category.flatMap { categoryNames.firstIndex(of: $0) }.map { Character(UnicodeScalar(UInt8(48 + $0))) } ?? "-" }
                writer.line("private static final String CATEGORIES = " + JavaSyntax.stringLiteral(String(letters)) + ";")
            }
            writer.javadoc(["Each key's {@code needs_fetch}: {@code 1} when the app must connect to show it."])
            writer.line("private static final String NEEDS_FETCH = " + JavaSyntax.stringLiteral(String(types.map { $0.needsFetch ? "1" : "0" })) + ";")
            writer.javadoc(["Each form's key."])
            writer.line("private static final short[] FORM_KEYS = {" + forms.map { String(keyOfForm[$0.caseName] ?? 0) }.joined(separator: ", ") + "};")
            writer.javadoc(["Each form's argument types: {@code t} text, {@code c} count, {@code i} integer."])
            stringArray("ARGUMENT_TYPES", forms.map { String($0.arguments.map(Self.typeLetter)) }, &writer)
            writer.javadoc(["Each form's argument names, comma-separated."])
            stringArray("ARGUMENT_NAMES", forms.map { $0.arguments.map(\.name).joined(separator: ",") }, &writer)
            writer.javadoc(["Each form's whole sentence: the control character N stands for argument N."])
            stringArray("TEXTS", forms.map { Self.compact($0.template) }, &writer)
            writer.javadoc(["Each form's title."])
            stringArray("TITLES", forms.map { Self.compact($0.title) }, &writer)
            writer.javadoc(["Each form's body, or null when it is the whole sentence."])
            stringArray("BODIES", forms.map { $0.body.map(Self.compact) }, &writer)
            writer.line("private static final FormTemplates[] TEMPLATES = new FormTemplates[\(forms.count)];")
            writer.line()
            accessors(&writer)
            writer.line()
            writer.javadoc(["A form's texts by plural category, or null when it has one text."])
            writer.block("private static PluralText plural(int form) {") { writer in
                writer.line("switch (form) {")
                for (number, form) in pluralForms {
                    if let plural = form.plural {
                        writer.line("    case \(number): return \(Self.pluralText(plural, other: form.template, language: SpecValidator.templateLanguage));")
                    }
                }
                writer.line("    default: return null;")
                writer.line("}")
            }
        }
        return writer.text
    }

    private func accessors(_ writer: inout CodeWriter) {
        let members: [(doc: String, signature: String, body: [String])] = [
            ("The place of a key in the table, or -1.", "public static int keyIndex(String locKey)", [
                "int index = java.util.Arrays.binarySearch(KEYS, locKey);", "return index >= 0 ? index : -1;",
            ]),
            ("The number of a key's form at a place among its forms.", "public static int form(int key, int place)", [
                "return KEY_FORMS[key][place];",
            ]),
            ("The kinds of chat of a key's forms.", "public static String peers(int key)", ["return KEY_PEERS[key];"]),
            ("The argument counts of a key's forms.", "public static int[] counts(int key)", [
                "int[] counts = new int[KEY_FORMS[key].length];",
                "for (int i = 0; i < counts.length; i++) counts[i] = ARGUMENT_TYPES[KEY_FORMS[key][i]].length();",
                "return counts;",
            ]),
            ("A form's key.", "public static String locKey(int form)", ["return KEYS[FORM_KEYS[form]];"]),
            ("A form's {@code needs_fetch}.", "public static Boolean needsFetch(int form)", [
                "return NEEDS_FETCH.charAt(FORM_KEYS[form]) == '1';",
            ]),
            ("A form's argument types.", "public static String argumentTypes(int form)", ["return ARGUMENT_TYPES[form];"]),
            ("A form's kind of chat, or null for none.", "public static PeerKind peerKind(int form)", [
                "switch (FORM_PEERS.charAt(form)) {",
                "    case 'p': return PeerKind.PRIVATE;",
                "    case 'g': return PeerKind.GROUP;",
                "    case 'c': return PeerKind.CHANNEL;",
                "    default: return null;",
                "}",
            ]),
            ("A form's group.", "public static NotificationGroupKind groupKind(int form)", [
                "switch (GROUPS.charAt(FORM_KEYS[form])) {",
                "    case 'm': return NotificationGroupKind.MESSAGES;",
                "    case '@': return NotificationGroupKind.MENTIONS;",
                "    case 's': return NotificationGroupKind.SECRET_CHAT;",
                "    case 'c': return NotificationGroupKind.CALLS;",
                "    default: return NotificationGroupKind.NONE;",
                "}",
            ]),
            ("A form's interruption.", "public static NotificationInterruption interruption(int form)", [
                "switch (INTERRUPTIONS.charAt(FORM_KEYS[form])) {",
                "    case 'p': return NotificationInterruption.PASSIVE;",
                "    case 't': return NotificationInterruption.TIME_SENSITIVE;",
                "    default: return NotificationInterruption.ACTIVE;",
                "}",
            ]),
        ] + (provider.categories.isEmpty ? [] : [
            ("A form's category's place, or -1 for none.", "public static int category(int form)", [
                "char category = CATEGORIES.charAt(FORM_KEYS[form]);",
                "return category == '-' ? -1 : category - '0';",
            ]),
        ]) + [

            ("A form's argument names.", "public static String[] argumentNames(int form)", [
                "return ARGUMENT_NAMES[form].isEmpty() ? new String[0] : ARGUMENT_NAMES[form].split(\",\");",
            ]),
            ("A form's English templates (made once; a race makes equal ones).", "public static FormTemplates templates(int form)", [
                "FormTemplates templates = TEMPLATES[form];",
                "if (templates != null) return templates;",
                "templates = new FormTemplates(form, TEXTS[form], TITLES[form], BODIES[form], plural(form));",
                "TEMPLATES[form] = templates;",
                "return templates;",
            ]),
        ]
        for (index, member) in members.enumerated() {
            if index > 0 { writer.line() }
            writer.javadoc([member.doc])
            writer.block("\(member.signature) {") { writer in
                for line in member.body { writer.line(line) }
            }
        }
    }

    private func stringArray(_ name: String, _ values: [String?], _ writer: inout CodeWriter) {
        writer.line("private static final String[] \(name) = {")
        writer.indented { writer in
            for value in values { writer.line(JavaSyntax.optionalLiteral(value) + ",") }
        }
        writer.line("};")
    }

    static func peerLetter(_ form: NotificationForm) -> Character {
        switch form.peer {
        case .private: "p"
        case .group: "g"
        case .channel: "c"
        case .none: "n"
        }
    }

    static func groupLetter(_ group: GroupKindModel) -> Character {
        switch group {
        case .messages: "m"
        case .mentions: "@"
        case .secretChat: "s"
        case .calls: "c"
        case .none: "n"
        }
    }

    static func interruptionLetter(_ interruption: InterruptionModel) -> Character {
        switch interruption {
        case .passive: "p"
        case .active: "a"
        case .timeSensitive: "t"
        }
    }

    static func typeLetter(_ argument: Argument) -> Character {
        switch argument.type {
        case .text: "t"
        case .count: "c"
        case .integer: "i"
        }
    }

    /// A template's text in which the control character N stands for `{N}`.
    static func compact(_ template: Template) -> String {
        LocKeyEmitter.compactText(template)
    }

    /// `new PluralText(…)` of a form's plural texts in a language, with its compiled rule.
    static func pluralText(_ plural: PluralTemplate, other: Template, language: String) -> String {
        let rule = "\(JavaEmitter.pluralRulesClass).rule(\(JavaSyntax.stringLiteral(language)))"
        let rows = plural.texts(other: other)
        func categories(_ list: [PluralCategory]) -> String {
            "new PluralCategory[] {" + list.map { "PluralCategory." + $0.rawValue.uppercased() }.joined(separator: ", ") + "}"
        }
        func texts(_ list: [Template]) -> String {
            "new String[] {" + list.map { JavaSyntax.stringLiteral(compact($0)) }.joined(separator: ", ") + "}"
        }
        guard let second = plural.second, let table = plural.table(other: other) else {
            return "new PluralText(\(plural.argument), \(categories(rows.map(\.category))), \(texts(rows.map(\.template))), \(rule))"
        }
        return "new PluralText(\(plural.argument), \(second.argument), \(categories(table.rows)), \(categories(table.columns)), "
            + "\(texts(table.texts)), \(rule))"
    }
}
