import PushSpecCompiler

/// Compares a provider's payload schemas: a struct per schema (`ZulipChannelMessage`, with a
/// property per field, a memberwise initializer and `init(json:)`) and the enum that picks among
/// them (`ZulipPayload`, a case per schema, tried in order).
struct PayloadSchemaDiff {
    let typePrefix: String

    var payloadEnum: String { typePrefix + "Payload" }

    func compare(old: [PayloadSchema], new: [PayloadSchema], into log: inout APIChangeLog) {
        let schemas = Pairing(old: old, new: new, by: \.name)
        for removed in schemas.removed {
            let guess = RenameGuess.likelyRename(
                of: removed, among: schemas.added,
                criteria: [{ Self.alternatives($0) == Self.alternatives($1) }, { $0.fields == $1.fields }])
            let hint = NotificationTypeDiff.renameHint(guess.map { typePrefix + $0.name })
            log.breaking(removed.name, "struct \(typePrefix + removed.name) removed" + hint)
            log.breaking(removed.name, "case \(payloadEnum).\(removed.caseName) removed")
        }
        for added in schemas.added {
            // A new type, and a new case that apps match with `default`; payloads it matches
            // decoded as `unknown` (or, when an earlier schema matches them too, still decode as
            // that one).
            log.additive(added.name, "struct \(typePrefix + added.name) added")
            log.additive(added.name, "case \(payloadEnum).\(added.caseName)(\(typePrefix + added.name)) added")
        }
        for (old, new) in schemas.matched {
            compare(old, new, into: &log)
        }
        compareOrder(old: old, new: new, into: &log)
    }

    private func compareRole(
        _ name: String, _ old: String?, _ new: String?, of symbol: String, key: String, into log: inout APIChangeLog
    ) {
        switch (old, new) {
        case let (old?, new?) where old != new: log.breaking(key, "\(symbol): \(name) `\(old)` → `\(new)`")
        case let (old?, nil): log.breaking(key, "\(symbol): \(name) `\(old)` removed")
        case let (nil, new?): log.additive(key, "\(symbol): \(name) `\(new)` added")
        default: break
        }
    }

    private func compare(_ old: PayloadSchema, _ new: PayloadSchema, into log: inout APIChangeLog) {
        let key = new.name
        let typeName = typePrefix + new.name
        let caseSymbol = "case \(payloadEnum).\(new.caseName)"
        let oldAlternatives = Self.alternatives(old)
        let newAlternatives = Self.alternatives(new)
        for alternative in oldAlternatives where !newAlternatives.contains(where: { Self.covers($0, alternative) }) {
            // Payloads that this alternative selected and no new one does decode as another case
            // or `unknown`.
            log.breaking(key, "\(caseSymbol): no longer selected by \(Self.describe(alternative))")
        }
        for alternative in newAlternatives where !oldAlternatives.contains(where: { Self.covers($0, alternative) }) {
            // Payloads that decoded as another case or `unknown` decode as this one.
            log.additive(key, "\(caseSymbol): also selected by \(Self.describe(alternative))")
        }

        // What the Java runtime shows for a payload of the schema (`ZulipPush`): another
        // notification, or none, for the same payload; a new kind or category only adds.
        compareRole("kind", old.kind?.rawValue, new.kind?.rawValue, of: caseSymbol, key: key, into: &log)
        compareRole("category", old.category, new.category, of: caseSymbol, key: key, into: &log)

        var fields = Pairing(old: old.fields, new: new.fields, by: \.swiftName)
        let renamed = fields.pairRemaining { $0.wireName }
        for (oldField, newField) in renamed {
            log.breaking(key, "\(typeName).\(oldField.swiftName) renamed to \(newField.swiftName)")
            compare(oldField, newField, of: typeName, key: key, into: &log)
        }
        for removed in fields.removed {
            log.breaking(key, "\(typeName).\(removed.swiftName) removed")
        }
        for added in fields.added {
            if added.isOptional {
                // A new optional property and an initializer parameter with a default.
                log.additive(key, "\(typeName).\(added.swiftName): \(Self.swiftType(added)) added (`\(added.wireName)`)")
            } else {
                // oasdiff's new required property: payloads without it (every older server's) no
                // longer decode, and the memberwise initializer needs it.
                log.breaking(
                    key,
                    "\(typeName).\(added.swiftName): \(Self.swiftType(added)) added, required: "
                        + "a payload without `\(added.wireName)` no longer decodes")
            }
        }
        for (oldField, newField) in fields.matched {
            compare(oldField, newField, of: typeName, key: key, into: &log)
        }
        // The memberwise initializer takes the fields in declaration order.
        let newNames = Dictionary((fields.matched + renamed).map { ($0.old.swiftName, $0.new.swiftName) }) { first, _ in first }
        let moved = DeclarationOrder.moved(
            old: old.fields.compactMap { newNames[$0.swiftName] },
            new: new.fields.map(\.swiftName).filter(Set(newNames.values).contains))
        for (name, predecessor) in moved {
            log.breaking(
                key, "\(typeName).init(…): parameter \(name) " + DeclarationOrder.newPlace(after: predecessor))
        }
        if old.doc != new.doc { log.cosmetic(key, "struct \(typeName): doc changed") }
        if old.source != new.source { log.cosmetic(key, "struct \(typeName): source changed") }
    }

    private func compare(
        _ old: PayloadSchema.Field, _ new: PayloadSchema.Field, of typeName: String, key: String, into log: inout APIChangeLog
    ) {
        let symbol = "\(typeName).\(new.swiftName)"
        let oldType = Self.swiftType(old)
        let newType = Self.swiftType(new)
        if oldType != newType {
            // Every change of the property's type breaks its readers, optionality included:
            // `T` → `T?` needs unwrapping where it was read, `T?` → `T` makes `if let` an error
            // (oasdiff's response property became optional, and request property became required:
            // a payload without it no longer decodes).
            let missing = !old.isOptional || new.isOptional ? "" : ": a payload without `\(new.wireName)` no longer decodes"
            log.breaking(key, "\(symbol): type \(oldType) → \(newType)\(missing)")
        } else if old.type != new.type {
            log.breaking(
                key,
                "\(symbol): wire type \(old.type.rawValue) → \(new.type.rawValue) (\(newType) either way): "
                    + "presentFields gives it as .\(SwiftSyntax.wireValueCase(of: new.type))")
        }
        if old.wireName != new.wireName {
            log.breaking(key, "\(symbol): reads `\(new.wireName)` instead of `\(old.wireName)`")
        }
        if old.doc != new.doc { log.cosmetic(key, "\(symbol): doc changed") }
        if old.source != new.source { log.cosmetic(key, "\(symbol): source changed") }
    }

    /// `ZulipPayload(json:)` tries the schemas in spec order and takes the first that matches: when
    /// two schemas that some payload matches both change places, that payload decodes as the other.
    private func compareOrder(old: [PayloadSchema], new: [PayloadSchema], into log: inout APIChangeLog) {
        let oldRank = Dictionary(old.enumerated().map { ($1.name, $0) }) { first, _ in first }
        let kept = new.filter { oldRank[$0.name] != nil }
        for (index, later) in kept.enumerated() {
            for earlier in kept[..<index] {
                guard let earlierRank = oldRank[earlier.name], let laterRank = oldRank[later.name], earlierRank > laterRank,
                    Self.overlap(earlier, later)
                else { continue }
                log.breaking(
                    earlier.name,
                    "\(payloadEnum)(json:): a payload that both \(earlier.caseName) and \(later.caseName) match "
                        + "decodes as \(earlier.caseName), was \(later.caseName)")
            }
        }
    }

    /// Whether one payload can match both schemas: some alternative of each asks no field for two
    /// different values (`*` asks only that the field be there).
    private static func overlap(_ lhs: PayloadSchema, _ rhs: PayloadSchema) -> Bool {
        lhs.match.contains { left in
            rhs.match.contains { right in
                left.allSatisfy { condition in
                    right.allSatisfy { other in
                        other.field != condition.field || other.value == condition.value
                            || other.value == PayloadSchema.Match.present || condition.value == PayloadSchema.Match.present
                    }
                }
            }
        }
    }

    /// Whether every payload that `narrower` selects, `wider` selects too: each of `wider`'s
    /// conditions is one of `narrower`'s, or asks only for a field that `narrower` asks a value of.
    private static func covers(_ wider: Set<PayloadSchema.Match>, _ narrower: Set<PayloadSchema.Match>) -> Bool {
        wider.allSatisfy { condition in
            narrower.contains(condition)
                || (condition.value == PayloadSchema.Match.present && narrower.contains { $0.field == condition.field })
        }
    }

    /// The match alternatives, each as a set of conditions (the order of conditions in one
    /// alternative does not matter; the order of alternatives does not either, as the first
    /// that fits selects the same schema).
    private static func alternatives(_ schema: PayloadSchema) -> [Set<PayloadSchema.Match>] {
        schema.match.map(Set.init)
    }

    /// `` `type` = `message`, `channel_id` present ``.
    private static func describe(_ alternative: Set<PayloadSchema.Match>) -> String {
        alternative.sorted { $0.field < $1.field }.map {
            $0.value == PayloadSchema.Match.present ? "`\($0.field)` present" : "`\($0.field)` = `\($0.value)`"
        }.joined(separator: ", ")
    }

    /// The property's type: `T`, or `T?` for an optional field.
    private static func swiftType(_ field: PayloadSchema.Field) -> String {
        SwiftSyntax.type(of: field.type) + (field.isOptional ? "?" : "")
    }
}
