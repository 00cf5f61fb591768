import Foundation

/// The whole pipeline: spec directories → raw spec → validated model → Swift files.
public struct SpecCompiler {
    package let layout: SwiftEmitter.Layout

    /// A compiler that writes a file per generated type.
    public init() {
        self.layout = .filePerType
    }

    package init(layout: SwiftEmitter.Layout) {
        self.layout = layout
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
        var model = SpecValidator(pluralRules: pluralRules).validate(raw, log: &log)
        for index in model.providers.indices {
            model.providers[index].api = Self.api(of: model.providers[index], in: layers, log: &log)
        }
        let files = log.hasErrors ? [] : SwiftEmitter(layout: layout).emit(model)
        return Output(files: files, diagnostics: log.sorted, model: model)
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
