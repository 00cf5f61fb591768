import Foundation
import PushSpecCompiler
import PushSpecGenTools

/// A spec compiled for its translations: one provider's model and the catalogs of its locales.
struct TranslatableSpec {
    let directory: SpecDirectory
    let model: CatalogModel
    let provider: ProviderModel

    /// Compiles the spec at `url`; prints its errors and returns nil when it has any.
    init?(url: URL, provider name: String) {
        do {
            directory = try SpecDirectory(contentsOf: url)
        } catch {
            printError(error.description)
            return nil
        }
        let output = SpecCompiler().compile([directory])
        guard !output.hasErrors else {
            output.diagnostics.forEach { printError($0.description) }
            return nil
        }
        guard let provider = output.model.providers.first(where: { $0.name == name }) else {
            printError("\(url.relativePath): error: the spec has no provider '\(name)'")
            return nil
        }
        model = output.model
        self.provider = provider
    }

    /// The catalog of `locale`: the provider's forms with the spec's translation into it, if any.
    /// Nil, after saying so, for a locale CLDR's plural rules do not know.
    func catalog(_ locale: String) -> TranslationCatalog? {
        guard let ruleSet = model.pluralRules?.ruleSet(for: locale) else {
            printError("pushspec-gen: '\(locale)' is not a locale CLDR's plural rules know (\(SpecDirectory.pluralRulesPath))")
            return nil
        }
        return TranslationCatalog(provider: provider, locale: locale, pluralCategories: ruleSet.categories)
    }
}
