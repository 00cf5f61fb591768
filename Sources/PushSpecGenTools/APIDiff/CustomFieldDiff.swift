import PushSpecCompiler

/// Compares a provider's payload fields: the properties of `<Prefix>CustomFields` (each `T?`), its
/// memberwise initializer, and its `peer` and `sender` properties, which read the fields that have
/// a role.
struct CustomFieldDiff {
    let typePrefix: String

    var fieldsType: String { typePrefix + "CustomFields" }

    func compare(old: [PayloadField], new: [PayloadField], into log: inout APIChangeLog) {
        var fields = Pairing(old: old, new: new, by: \.swiftName)
        // The same wire field under another property name: certainly a rename.
        let renamed = fields.pairRemaining(by: Self.wireIdentity)
        for (oldField, newField) in renamed {
            log.breaking(newField.wireName, "\(fieldsType).\(oldField.swiftName) renamed to \(newField.swiftName)")
            compare(oldField, newField, into: &log)
        }
        for removed in fields.removed {
            log.breaking(removed.wireName, "\(fieldsType).\(removed.swiftName) removed")
        }
        for added in fields.added {
            // A new optional property, and a new initializer parameter with a default: existing
            // reads and calls compile as they did.
            log.additive(
                added.wireName,
                "\(fieldsType).\(added.swiftName): \(Self.swiftType(added)) added (`\(added.wireName)` \(Self.placement(added)))")
        }
        for (oldField, newField) in fields.matched {
            compare(oldField, newField, into: &log)
        }
        // The memberwise initializer takes every field in declaration order: a call that passes
        // two fields stops compiling when their order changes.
        let newNames = Dictionary((fields.matched + renamed).map { ($0.old.swiftName, $0.new.swiftName) }) { first, _ in first }
        let moved = DeclarationOrder.moved(
            old: old.compactMap { newNames[$0.swiftName] }, new: new.map(\.swiftName).filter(Set(newNames.values).contains))
        for (name, predecessor) in moved {
            let field = new.first { $0.swiftName == name }
            log.breaking(
                field?.wireName ?? name,
                "\(fieldsType).init(…): parameter \(name) " + DeclarationOrder.newPlace(after: predecessor))
        }
        comparePeerProperty("peer", old: Self.peerReaders(old), new: Self.peerReaders(new), into: &log)
        comparePeerProperty("sender", old: Self.senderReaders(old), new: Self.senderReaders(new), into: &log)
    }

    /// One field in both versions (the same property, or renamed).
    private func compare(_ old: PayloadField, _ new: PayloadField, into log: inout APIChangeLog) {
        let key = new.wireName
        let symbol = "\(fieldsType).\(new.swiftName)"
        if Self.swiftType(old) != Self.swiftType(new) {
            log.breaking(key, "\(symbol): type \(Self.swiftType(old)) → \(Self.swiftType(new))")
        } else if old.type != new.type {
            // `id` and `time` are both `Int64`: reads compile, but `presentFields` and
            // `forEachPresentField` hand it out as another `WireValue` case, which code matching
            // `.id` no longer sees.
            log.breaking(
                key,
                "\(symbol): wire type \(old.type.rawValue) → \(new.type.rawValue) (\(Self.swiftType(new)) either way): "
                    + "presentFields gives it as .\(SwiftSyntax.wireValueCase(of: new.type))")
        }
        if Self.wireIdentity(old) != Self.wireIdentity(new) {
            // The property reads another member: pushes that send the old one leave it nil.
            log.breaking(
                key,
                "\(symbol): reads `\(new.wireName)` \(Self.placement(new)) instead of `\(old.wireName)` \(Self.placement(old))")
        }
        if old.jsonName != new.jsonName {
            // The name `presentFields` lists it under (and `pushspec render --json` prints).
            log.breaking(key, "\(symbol): presentFields names it `\(new.jsonName)` instead of `\(old.jsonName)`")
        }
        if old.isRare != new.isRare {
            // Where the struct stores it: reading, comparing and hashing are the same.
            let storage = new.isRare ? "stored with the rare fields" : "no longer stored with the rare fields"
            log.cosmetic(key, "\(symbol): \(storage)")
        }
        if old.doc != new.doc { log.cosmetic(key, "\(symbol): doc changed") }
        if old.source != new.source { log.cosmetic(key, "\(symbol): source changed") }
    }

    /// A field that a generated `Peer?` property reads: the role it reads it as.
    private struct PeerReader: Equatable {
        var role: PayloadField.PeerRole
        var field: PayloadField

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.role == rhs.role && CustomFieldDiff.wireIdentity(lhs.field) == CustomFieldDiff.wireIdentity(rhs.field)
        }

        /// `` `chat_id` as .chat ``.
        var description: String { "`\(field.wireName)` as .\(role.rawValue)" }
    }

    /// What `peer` reads, in the order it tries them (`PayloadFieldsEmitter`): channel, chat, user,
    /// the first field of each role.
    private static func peerReaders(_ fields: [PayloadField]) -> [PeerReader] {
        PayloadField.PeerRole.allCases.reversed().compactMap { role in
            fields.first { $0.peer == role }.map { PeerReader(role: role, field: $0) }
        }
    }

    /// What `sender` reads: the fields with a sender role, in declaration order.
    private static func senderReaders(_ fields: [PayloadField]) -> [PeerReader] {
        fields.compactMap { field in field.sender.map { PeerReader(role: $0, field: field) } }
    }

    /// `peer` or `sender`: the property exists when some field has the role.
    private func comparePeerProperty(_ name: String, old: [PeerReader], new: [PeerReader], into log: inout APIChangeLog) {
        guard old != new else { return }
        let symbol = "\(fieldsType).\(name)"
        // The field that lost or gained its role, when there is one.
        let key = (old.first { !new.contains($0) } ?? new.first { !old.contains($0) })?.field.wireName ?? name
        let describe = { (readers: [PeerReader]) in readers.map(\.description).joined(separator: ", else ") }
        if old.isEmpty {
            log.additive(key, "\(symbol): Peer? added, reading \(describe(new))")
        } else if new.isEmpty {
            log.breaking(key, "\(symbol) removed")
        } else if Self.isSubsequence(old, of: new) {
            // Fields that name the chat (or sender) where none did: a push that read as `nil`
            // (or as a later field) now reads as the new one.
            let added = new.filter { !old.contains($0) }
            for reader in added {
                log.additive(reader.field.wireName, "\(symbol): also reads \(reader.description)")
            }
        } else {
            // A field no longer read, or read as another kind of chat: the same push gives
            // another `Peer` or none.
            log.breaking(key, "\(symbol): reads \(describe(new)) instead of \(describe(old))")
        }
    }

    private static func isSubsequence(_ part: [PeerReader], of whole: [PeerReader]) -> Bool {
        var rest = whole[...]
        for element in part {
            guard let found = rest.firstIndex(of: element) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }

    /// Where a field is on the wire: its placement and its wire name (unique together).
    static func wireIdentity(_ field: PayloadField) -> String {
        "\(field.placement.rawValue) \(field.wireName)"
    }

    /// `in custom` or `beside loc_key`.
    static func placement(_ field: PayloadField) -> String {
        field.placement == .custom ? "in custom" : "beside loc_key"
    }

    /// The property's type: every field is optional.
    static func swiftType(_ field: PayloadField) -> String {
        SwiftSyntax.type(of: field.type) + "?"
    }
}
