import PushSpecCompiler

/// Compares a provider's TL types (`TelegramAPI`): an enum per TL type, a case and a nested struct
/// per constructor, a property and an initializer parameter per stored field.
struct TLAPIDiff {
    let old: TLAPIModel?
    let new: TLAPIModel?

    func compare(into log: inout APIChangeLog) {
        guard let namespace = new?.namespace ?? old?.namespace else { return }
        if let old, let new, old.layer != new.layer {
            log.cosmetic(
                "tl", "\(namespace).layer \(old.layer.map(String.init) ?? "none") → \(new.layer.map(String.init) ?? "none")")
        }
        let types = Pairing(old: old?.types ?? [], new: new?.types ?? [], by: \.name)
        for removed in types.removed {
            log.breaking(removed.name, "enum \(namespace).\(removed.swiftName) removed")
        }
        for added in types.added {
            log.additive(added.name, "enum \(namespace).\(added.swiftName) added with \(added.constructors.count) cases")
        }
        for (oldType, newType) in types.matched {
            compare(oldType, newType, namespace: namespace, into: &log)
        }
    }

    private func compare(_ oldType: TLTypeModel, _ newType: TLTypeModel, namespace: String, into log: inout APIChangeLog) {
        let typeName = "\(namespace).\(newType.swiftName)"
        let constructors = Pairing(old: oldType.constructors, new: newType.constructors, by: \.name)
        for removed in constructors.removed {
            log.breaking(removed.name, "case \(typeName).\(removed.caseName) and struct \(typeName).\(removed.swiftName) removed")
        }
        for added in constructors.added {
            // Additive by the promise that apps match the generated enums with `default`; values
            // of it that were `unknownConstructor` errors now decode.
            log.additive(added.name, "case \(typeName).\(added.caseName) added (\(added.declaration))")
        }
        for (oldConstructor, newConstructor) in constructors.matched {
            compare(oldConstructor, newConstructor, in: typeName, into: &log)
        }
        if oldType.isPartial != newType.isPartial {
            log.cosmetic(newType.name, "enum \(typeName): \(newType.isPartial ? "now" : "no longer") partial")
        }
    }

    private func compare(
        _ oldConstructor: TLConstructorModel, _ newConstructor: TLConstructorModel, in typeName: String,
        into log: inout APIChangeLog
    ) {
        guard let old, let new else { return }
        let key = newConstructor.name
        let structName = "\(typeName).\(newConstructor.swiftName)"
        if oldConstructor.id != newConstructor.id {
            // Another layer's declaration: objects serialized with the old id no longer decode.
            log.breaking(key, "\(structName): id #\(String(oldConstructor.id, radix: 16)) → #\(String(newConstructor.id, radix: 16))")
        }
        let oldFields = oldConstructor.fields.filter { !$0.isFlags }
        let newFields = newConstructor.fields.filter { !$0.isFlags }
        let fields = Pairing(old: oldFields, new: newFields, by: \.name)
        for removed in fields.removed {
            log.breaking(key, "\(structName).\(removed.swiftName) removed")
        }
        for added in fields.added {
            // A field that may be absent has a defaulted initializer parameter; another is one
            // more parameter every construction must pass.
            let optional: Bool = if case .conditional = added.kind { true } else { false }
            let what = "\(structName).\(added.swiftName): \(new.propertyType(added)) added (`\(added.declaration)`)"
            if optional { log.additive(key, what) } else { log.breaking(key, what) }
        }
        for (oldField, newField) in fields.matched {
            let oldType = old.propertyType(oldField)
            let newType = new.propertyType(newField)
            if oldType != newType {
                log.breaking(key, "\(structName).\(newField.swiftName): type \(oldType) → \(newType)")
            } else if oldField.declaration != newField.declaration {
                // The same Swift type read another way (another flag bit, boxed ↔ bare).
                log.breaking(key, "\(structName).\(newField.swiftName): `\(oldField.declaration)` → `\(newField.declaration)`")
            }
        }
        let kept = Set(fields.matched.map(\.new.name))
        if oldFields.map(\.name).filter(kept.contains) != newFields.map(\.name).filter(kept.contains) {
            log.breaking(key, "\(structName): fields reordered (the memberwise initializer takes them in order)")
        }
    }
}
