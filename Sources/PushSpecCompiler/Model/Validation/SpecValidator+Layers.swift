extension SpecValidator {
    /// Folds later layers into earlier ones, provider by provider. A notification a later layer
    /// redefines must say `override: true`; anything else defined twice is an error. An override
    /// drops the earlier layers' translations of its key, which translate the English it replaces:
    /// its own layer's translations, or English, render it. A later layer's translation into a
    /// language an earlier layer translates into extends that translation.
    func merge(_ layers: [RawLayer], log: inout DiagnosticLog) -> [RawProvider] {
        var providers: [String: RawProvider] = [:]
        for (layerIndex, layer) in layers.enumerated() {
            for incoming in layer.providers {
                guard var existing = providers[incoming.name] else {
                    providers[incoming.name] = incoming
                    for notification in incoming.notifications where notification.override {
                        log.error("\(notification.key.value) says 'override: true' but no earlier spec defines it",
                            at: notification.key.location)
                    }
                    continue
                }
                existing.files += incoming.files
                for notification in incoming.notifications {
                    if let index = existing.notifications.firstIndex(where: { $0.key.value == notification.key.value }) {
                        if notification.override {
                            existing.notifications[index] = notification
                            for translation in existing.translations.indices {
                                existing.translations[translation].entries.removeAll { $0.key.value == notification.key.value }
                            }
                        } else {
                            log.error("\(notification.key.value) is already defined; add 'override: true' to replace it",
                                at: notification.key.location)
                            log.note("defined here", at: existing.notifications[index].key.location)
                        }
                    } else {
                        if notification.override, layerIndex > 0 {
                            log.error("\(notification.key.value) says 'override: true' but no earlier spec defines it",
                                at: notification.key.location)
                        }
                        existing.notifications.append(notification)
                    }
                }
                existing.services += incoming.services
                existing.customFields += incoming.customFields
                existing.enums += incoming.enums
                existing.payloads += incoming.payloads
                for translation in incoming.translations {
                    // A later layer's translation into a language an earlier one has extends it,
                    // its entries replacing the earlier ones of the same keys.
                    let tag = translation.fileTag.lowercased()
                    guard let index = existing.translations.firstIndex(where: { $0.fileTag.lowercased() == tag }) else {
                        existing.translations.append(translation)
                        continue
                    }
                    let keys = Set(translation.entries.map(\.key.value))
                    existing.translations[index].entries.removeAll { keys.contains($0.key.value) }
                    existing.translations[index].entries += translation.entries
                }
                existing.categories += incoming.categories
                providers[incoming.name] = existing
            }
        }
        return providers.values.sorted { $0.name < $1.name }
    }
}
