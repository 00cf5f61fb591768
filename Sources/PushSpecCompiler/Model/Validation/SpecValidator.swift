/// Stage 2: ``RawSpec`` → ``CatalogModel``. Merges layers, checks every rule of the schema, derives
/// Swift names, and reports every problem with its location.
package struct SpecValidator {
    /// CLDR's plural rules, which plural templates and translations are checked against.
    package let pluralRules: PluralRulesModel?

    package init(pluralRules: PluralRulesModel? = nil) {
        self.pluralRules = pluralRules
    }

    /// The language the spec's own templates are written in.
    package static let templateLanguage = "en"

    /// Validates the spec; the model is only meaningful when `log` has no errors afterwards.
    package func validate(_ spec: RawSpec, log: inout DiagnosticLog) -> CatalogModel {
        let merged = merge(spec.layers, log: &log)
        let emitted = Set(spec.layers.last?.providers.map(\.name) ?? [])
        return CatalogModel(
            providers: merged.filter { emitted.contains($0.name) }.map { provider($0, log: &log) },
            pluralRules: pluralRules)
    }
}
