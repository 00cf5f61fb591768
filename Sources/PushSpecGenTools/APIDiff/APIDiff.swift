import PushSpecCompiler

/// The changes to the generated Swift API between two versions of a spec, each classified by its
/// effect on an app that compiles against the generated code, and the semantic-version bump they
/// require.
///
/// What is compared is what the emitters make of the model: the notification enum's cases and
/// their labeled associated values, the `LocKey` cases and facts, the custom fields' properties,
/// the service cases, the integer enums, the payload structs and their enum, the translations,
/// the TL types, and CLDR's plural functions. A rename is reported as a breaking removal and an addition, and the
/// removal says which addition it looks like.
package struct APIDiff: Sendable, Hashable {
    /// Breaking changes first, then additive, then cosmetic; within each, in spec order
    /// (provider by provider: notification types, services, custom fields, enums, payload
    /// schemas, translations, TL types; then the plural rules).
    package let changes: [APIChange]

    /// Compares the API generated from `old` with the API generated from `new`.
    package init(old: CatalogModel, new: CatalogModel) {
        var log = APIChangeLog()
        let providers = Pairing(old: old.providers, new: new.providers, by: \.name)
        // A provider that comes or goes is compared with an empty one of the same name: every
        // one of its types is reported as added or removed.
        let pairs =
            providers.removed.map { ($0, Self.empty(like: $0)) } + providers.added.map { (Self.empty(like: $0), $0) }
            + providers.matched
        for (oldProvider, newProvider) in pairs.sorted(by: { $0.1.name < $1.1.name }) {
            Self.compare(oldProvider, newProvider, into: &log)
        }
        PluralRulesDiff.compare(old: old.pluralRules, new: new.pluralRules, into: &log)
        // A stable sort: spec order within each severity.
        changes = log.changes.enumerated().sorted { lhs, rhs in
            lhs.element.severity != rhs.element.severity ? lhs.element.severity < rhs.element.severity : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The semantic-version bump the changes require.
    package var bump: SemanticVersionBump { SemanticVersionBump(changes: changes) }

    /// Whether any change breaks code that compiles against the old API.
    package var isBreaking: Bool { changes.contains { $0.severity == .breaking } }

    private static func compare(_ old: ProviderModel, _ new: ProviderModel, into log: inout APIChangeLog) {
        let prefix = new.typePrefix
        NotificationTypeDiff(typePrefix: prefix).compare(old: old.notifications, new: new.notifications, into: &log)
        ServiceDiff(typePrefix: prefix).compare(old: old.services, new: new.services, into: &log)
        CustomFieldDiff(typePrefix: prefix).compare(old: old.fields, new: new.fields, into: &log)
        EnumTypeDiff(typePrefix: prefix).compare(old: old.enums, new: new.enums, into: &log)
        PayloadSchemaDiff(typePrefix: prefix).compare(old: old.payloads, new: new.payloads, into: &log)
        TranslationDiff(typePrefix: prefix).compare(
            old: old.translations, new: new.translations, formCount: new.forms.count, into: &log)
        TLAPIDiff(old: old.api, new: new.api).compare(into: &log)
        CategoryDiff(typePrefix: prefix).compare(old: old.categories, new: new.categories, into: &log)
    }

    /// A provider of the same name with nothing in it.
    private static func empty(like provider: ProviderModel) -> ProviderModel {
        ProviderModel(
            name: provider.name, typePrefix: provider.typePrefix, sourceFiles: [], notifications: [], services: [],
            fields: [], enums: [], payloads: [])
    }
}
