import Foundation

/// The whole pipeline: spec directories → raw spec → validated model → Swift files (or Java
/// files, for Android).
public struct SpecCompiler {
    package let layout: SwiftEmitter.Layout
    package let scope: SwiftEmitter.Scope
    /// The language the files are in.
    package var language: Language = .swift
    /// Whether an app's module depends on PushSpecNotifications (``SwiftEmitter/appUsesNotificationState``).
    package var appUsesNotificationState = false

    /// The language of the generated files.
    package enum Language: Sendable, Hashable {
        /// Swift, for PushSpec's runtime (the default).
        case swift
        /// Java 8, in this package, for the Java runtime (`Java/runtime`).
        case java(package: String)
    }

    /// A compiler that writes a file per generated type.
    public init() {
        self.layout = .filePerType
        self.scope = .everything
    }

    package init(layout: SwiftEmitter.Layout, scope: SwiftEmitter.Scope = .everything) {
        self.layout = layout
        self.scope = scope
    }

    /// The result of a compilation: the files (empty when there were errors) and every diagnostic.
    public struct Output: Sendable {
        public let files: [GeneratedFile]
        public let diagnostics: [Diagnostic]
        package let model: CatalogModel

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Compiles layers of spec (a base spec first, overlays after it).
    public func compile(_ layers: [SpecDirectory]) -> Output {
        var log = DiagnosticLog()
        let raw = RawSpecParser().parse(layers, log: &log)
        // A later layer's rules replace an earlier layer's.
        let pluralRules = layers.compactMap(\.pluralRules).last.map { file in
            let rules = CLDRPluralsFile.read(Data(file.text.utf8), path: file.displayPath, into: &log)
            return PluralRulesModel(
                sourceName: file.sourceName, cldrVersion: rules.cldrVersion,
                ruleSets: rules.ruleSets.values.sorted { $0.locale < $1.locale })
        }
        if scope == .appCatalog {
            Self.checkAppLayers(raw, layers, log: &log)
        }
        var model = SpecValidator(pluralRules: pluralRules).validate(raw, log: &log)
        // An app's catalog has no TL types: the runtime's are PushSpecCatalog's.
        for index in model.providers.indices where scope == .everything {
            model.providers[index].api = Self.api(of: model.providers[index], in: layers, log: &log)
        }
        if case .java = language {
            Self.checkJavaCatalogNames(raw, log: &log)
        }
        let files: [GeneratedFile] =
            switch language {
            case _ where log.hasErrors: []
            case .swift:
                SwiftEmitter(layout: layout, scope: scope, appUsesNotificationState: appUsesNotificationState).emit(model)
            case let .java(package): JavaEmitter(packageName: package).emit(model)
            }
        let diagnostics = scope == .appCatalog ? Self.appDiagnostics(log.sorted, raw: raw, model: model, layers: layers) : log.sorted
        return Output(files: files, diagnostics: diagnostics, model: model)
    }

    /// In Java, a provider's notifications and its payload schemas each make its `<Prefix>Catalog`
    /// (what `TelegramPush.read` and `ZulipPush.read` type a push with): one provider has one or
    /// the other.
    private static func checkJavaCatalogNames(_ raw: RawSpec, log: inout DiagnosticLog) {
        var providers: [String: (notifications: Bool, payload: RawPayload?)] = [:]
        for provider in raw.layers.flatMap(\.providers) {
            var seen = providers[provider.name] ?? (false, nil)
            seen.notifications = seen.notifications || !provider.notifications.isEmpty
            seen.payload = seen.payload ?? provider.payloads.first
            providers[provider.name] = seen
        }
        for (name, seen) in providers.sorted(by: { $0.key < $1.key }) where seen.notifications {
            guard let payload = seen.payload else { continue }
            log.error(
                "in Java, a provider has notifications or payloads, not both: each makes its "
                    + "\(SwiftNaming.upperCamel(fromSnake: name))Catalog", at: payload.location)
        }
    }

    /// What an app's build says: its own files' diagnostics, not notes and warnings about
    /// PushSpec's spec (the first layer) on every build; for each type the app adds that a
    /// translation lacks, a note at the type. Errors are all kept.
    private static func appDiagnostics(
        _ diagnostics: [Diagnostic], raw: RawSpec, model: CatalogModel, layers: [SpecDirectory]
    ) -> [Diagnostic] {
        let baseFiles = Set((layers.first?.providers ?? []).flatMap { $0.files + $0.locales + $0.tlSchemas }.map(\.displayPath)
            + [layers.first?.pluralRules?.displayPath].compactMap { $0 })
        // A note right after a diagnostic about the app's files is its context, wherever it points.
        var kept: [Diagnostic] = []
        var afterAppDiagnostic = false
        for diagnostic in diagnostics {
            let isBase = baseFiles.contains(diagnostic.location.file)
            if diagnostic.severity == .note {
                if !isBase || afterAppDiagnostic { kept.append(diagnostic) }
            } else {
                if diagnostic.severity == .error || !isBase { kept.append(diagnostic) }
                afterAppDiagnostic = !isBase
            }
        }
        for layer in raw.layers.dropFirst() {
            for rawProvider in layer.providers {
                guard let provider = model.providers.first(where: { $0.name == rawProvider.name }) else { continue }
                for notification in rawProvider.notifications {
                    let forms = provider.notifications.first { $0.key == notification.key.value }?.forms ?? []
                    let untranslated = provider.translations.filter { translation in forms.contains { translation.forms[$0.caseName] == nil } }
                    guard !untranslated.isEmpty else { continue }
                    kept.append(Diagnostic(
                        .note,
                        "\(notification.key.value) has no translation into " + untranslated.map { "'\($0.locale)'" }.joined(separator: ", ")
                            + ": it shows in English there",
                        at: notification.key.location))
                }
            }
        }
        return kept
    }

    /// Refuses what an app's layers (every layer after the first, PushSpec's own) declare that
    /// an app's catalog does not generate: the runtime reads PushSpecCatalog's enums, payload
    /// schemas and TL types, not the app's. An app's custom fields join those of one of PushSpec's
    /// providers in the app's own fields struct, and name no chat or sender: a push's peer and
    /// sender are found by the clients' rule over PushSpec's fields.
    private static func checkAppLayers(_ raw: RawSpec, _ layers: [SpecDirectory], log: inout DiagnosticLog) {
        let reason = "PushSpec's runtime reads PushSpecCatalog's enums, payload schemas and TL types, "
            + "so an app's spec adds notification types, services, translations, categories and custom fields"
        let baseProviders = Set(raw.layers.first?.providers.map(\.name) ?? [])
        for layer in raw.layers.dropFirst() {
            for provider in layer.providers {
                if !baseProviders.contains(provider.name), let field = provider.customFields.first {
                    log.error(
                        "custom fields of '\(provider.name)', a provider PushSpec's spec does not have: an app's custom fields "
                            + "join those of one of its providers (\(baseProviders.sorted().joined(separator: ", ")))",
                        at: field.location)
                }
                for field in provider.customFields {
                    for role in [field.peer, field.sender].compactMap({ $0 }) {
                        log.error(
                            "an app's custom field names no peer or sender: a push's peer and sender are found by the clients' rule over PushSpec's fields",
                            at: role.location)
                    }
                }
                let entries: [(String, SourceLocation?)] = [
                    ("enums", provider.enums.first?.location), ("payloads", provider.payloads.first?.location),
                ]
                for case let (name, location?) in entries {
                    log.error("'\(name)' in an app's spec: \(reason)", at: location)
                }
            }
        }
        // A type without `tdlib:` content makes no TDLib message content: the notification state
        // keeps it as pushMessageContentHidden, and shows no text for it.
        for layer in raw.layers.dropFirst() {
            for notification in layer.providers.flatMap(\.notifications) {
                let forms = [notification.form].compactMap { $0 } + notification.variants
                if !forms.isEmpty, forms.allSatisfy({ $0.tdlib == nil }) {
                    log.warning(
                        "\(notification.key.value) has no 'tdlib:' content: the notification state keeps it as pushMessageContentHidden; "
                            + "give it the TDLib PushMessageContent it makes, e.g. 'tdlib: {class: pushMessageContentText, text: \"{2}\", is_pinned: false}'",
                        at: notification.key.location)
                }
            }
        }
        for layer in layers.dropFirst() {
            for schema in layer.providers.flatMap(\.tlSchemas) {
                log.error("a TL schema in an app's spec: \(reason)", at: SourceLocation(file: schema.displayPath, line: 1, column: 1))
            }
        }
    }

    /// A provider's TL types, from the last layer that has a schema for it (one file, `tl/*.tl`).
    private static func api(of provider: ProviderModel, in layers: [SpecDirectory], log: inout DiagnosticLog) -> TLAPIModel? {
        let schemas = layers.compactMap { $0.providers.first { $0.name == provider.name }?.tlSchemas }.last { !$0.isEmpty }
        guard let schemas, let file = schemas.first else { return nil }
        for extra in schemas.dropFirst() {
            log.error(
                "a provider has one TL schema, and '\(file.displayPath)' is it",
                at: SourceLocation(file: extra.displayPath, line: 1, column: 1))
        }
        let schema = TLSchema.read(file.text, path: file.displayPath, into: &log)
        return TLAPITranslator(namespace: provider.typePrefix + "API").translate(schema, sourceFile: file.sourceName)
    }
}
