import PushSpecCompiler

/// Compares a provider's service notifications: the `<Prefix>ServiceNotification` enum, one case
/// per service key with the service's fields as labeled associated values.
struct ServiceDiff {
    let typePrefix: String

    var serviceType: String { typePrefix + "ServiceNotification" }

    func compare(old: [ServiceType], new: [ServiceType], into log: inout APIChangeLog) {
        let services = Pairing(old: old, new: new, by: \.key)
        for removed in services.removed {
            let guess = RenameGuess.likelyRename(
                of: removed, among: services.added,
                criteria: [{ AssociatedValue.values(of: $0) == AssociatedValue.values(of: $1) }])
            log.breaking(removed.key, declaration(removed) + " removed" + NotificationTypeDiff.renameHint(guess?.key))
        }
        for added in services.added {
            // A new case, additive by the promise that apps match the generated enums with
            // `default`; a push of the new key, which decoded as `nil` (not a service), now
            // decodes as it.
            log.additive(added.key, declaration(added) + " added")
        }
        for (old, new) in services.matched {
            compare(old, new, into: &log)
        }
    }

    private func declaration(_ service: ServiceType) -> String {
        AssociatedValue.caseDeclaration(serviceType, service.caseName, AssociatedValue.values(of: service))
    }

    private func compare(_ old: ServiceType, _ new: ServiceType, into log: inout APIChangeLog) {
        let key = new.key
        let symbol = "case \(serviceType).\(new.caseName)"
        // Any change of the associated values breaks patterns and constructions of the case: a
        // field added (required or optional: a case's values have no defaults), removed, moved,
        // or retyped, a required field made optional (`T` → `T?`) or the reverse.
        let values = AssociatedValuesComparison(
            old: AssociatedValue.values(of: old), new: AssociatedValue.values(of: new), noun: "associated value")
        for change in values.changes {
            log.breaking(key, "\(symbol): \(change)")
        }
        switch (old.encryptedOnly, new.encryptedOnly) {
        case (false, true):
            // The same push in plain text, which the app acted on, is now refused.
            log.breaking(key, "\(symbol): requiresEncryption false → true: a plain-text push of it is refused")
        case (true, false):
            // Nothing that was honoured is refused; pushes that were refused are honoured.
            log.additive(key, "\(symbol): requiresEncryption true → false: a plain-text push of it is honoured")
        default:
            break
        }
        let (oldAction, newAction) = (old.action?.rawValue ?? "none", new.action?.rawValue ?? "none")
        if old.action != new.action {
            // What the runtime and the app do with the same push changes; an action where there
            // was none only adds what is done.
            let change = "\(symbol): actions(honoured:) asks \(newAction) instead of \(oldAction)"
            if old.action == nil { log.additive(key, change) } else { log.breaking(key, change) }
        }
        let (oldText, newText) = (old.textFields.map(\.wireName), new.textFields.map(\.wireName))
        if oldText != newText {
            // Another text for the same push, or none: an app showing it shows something else.
            let change = "\(symbol): text comes from [\(newText.joined(separator: ", "))] instead of [\(oldText.joined(separator: ", "))]"
            if oldText.isEmpty { log.additive(key, change) } else { log.breaking(key, change) }
        }
        if old.doc != new.doc { log.cosmetic(key, "\(symbol): doc changed") }
        if old.source != new.source { log.cosmetic(key, "\(symbol): source changed") }
    }
}
