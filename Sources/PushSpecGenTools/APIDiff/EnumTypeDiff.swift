import PushSpecCompiler

/// Compares a provider's integer enumerations (`<Prefix>TokenType`): `Int` raw values, one case each.
struct EnumTypeDiff {
    let typePrefix: String

    func compare(old: [EnumType], new: [EnumType], into log: inout APIChangeLog) {
        let enums = Pairing(old: old, new: new, by: \.name)
        for removed in enums.removed {
            let guess = RenameGuess.likelyRename(
                of: removed, among: enums.added, criteria: [{ $0.cases.map(\.value) == $1.cases.map(\.value) }])
            let hint = NotificationTypeDiff.renameHint(guess.map { typePrefix + $0.name })
            log.breaking(removed.name, "enum \(typePrefix + removed.name) removed" + hint)
        }
        for added in enums.added {
            log.additive(added.name, "enum \(typePrefix + added.name) added with \(added.cases.count) cases")
        }
        for (old, new) in enums.matched {
            compare(old, new, into: &log)
        }
    }

    private func compare(_ old: EnumType, _ new: EnumType, into log: inout APIChangeLog) {
        let key = new.name
        let typeName = typePrefix + new.name
        let cases = Pairing(old: old.cases, new: new.cases, by: \.name)
        for removed in cases.removed {
            // buf's ENUM_VALUE_NO_DELETE: code naming the case stops compiling, and the value no
            // longer decodes (`init(rawValue:)` gives nil).
            let guess = cases.added.first { $0.value == removed.value }
            log.breaking(
                key, "case \(typeName).\(removed.name) = \(removed.value) removed" + NotificationTypeDiff.renameHint(guess?.name))
        }
        for added in cases.added {
            // Additive by the promise that apps match the generated enums with `default`.
            log.additive(key, "case \(typeName).\(added.name) = \(added.value) added")
        }
        for (oldCase, newCase) in cases.matched {
            if oldCase.value != newCase.value {
                // The same name for another number: what is sent and received changes meaning.
                log.breaking(key, "case \(typeName).\(newCase.name): raw value \(oldCase.value) → \(newCase.value)")
            }
            if oldCase.doc != newCase.doc { log.cosmetic(key, "case \(typeName).\(newCase.name): doc changed") }
        }
        if old.doc != new.doc { log.cosmetic(key, "enum \(typeName): doc changed") }
    }
}
