/// Emits the typed payload fields struct (`TelegramCustomFields`).
struct PayloadFieldsEmitter {
    let provider: ProviderModel

    var typeName: String { provider.typePrefix + "CustomFields" }

    func emit() -> [FilePart] {
        guard !provider.fields.isEmpty else { return [] }
        return [FilePart(name: typeName, body: body()), FilePart(name: viewTypeName, body: viewBody())]
    }

    var viewTypeName: String { provider.typePrefix + "CustomFieldsView" }

    /// Whether the fields are a catalog's (its provider has notification types): they conform to
    /// the runtime's protocols, which read PushSpec's fields by name.
    private var isCatalog: Bool { !provider.notifications.isEmpty }

    /// `static func customFieldIndex(_ key: JSONKey) -> Int?`: the field a key names, found by its
    /// length and then its bytes, without making a String.
    private func fieldIndex(placement: PayloadField.Placement, indexed: [(Int, String)], writer: inout CodeWriter) {
        let name = placement.rawValue + "FieldIndex"
        writer.line()
        writer.doc("The index of the field a key of the `\(placement.rawValue)` object names.")
        writer.block("private static func \(name)(_ key: JSONKey) -> Int? {") { writer in
            writer.line("if key.isEscaped { return \(name)(named: key.string) }")
            writer.line("switch key.rawByteCount {")
            let byLength = Dictionary(grouping: indexed) { $0.1.utf8.count }
            for length in byLength.keys.sorted() {
                writer.line("case \(length):")
                writer.indented { writer in
                    for (index, wireName) in byLength[length] ?? [] {
                        writer.line("if key == \(SwiftSyntax.stringLiteral(wireName)) { return \(index) }")
                    }
                    writer.line("return nil")
                }
            }
            writer.line("default: return nil")
            writer.line("}")
        }
        writer.line()
        writer.doc("The index of the field a decoded key names (keys written with escapes are rare).")
        writer.block("private static func \(name)(named key: String) -> Int? {") { writer in
            writer.line("switch key {")
            for (index, wireName) in indexed {
                writer.line("case \(SwiftSyntax.stringLiteral(wireName)): return \(index)")
            }
            writer.line("default: return nil")
            writer.line("}")
        }
    }

    private func body() -> String {
        let fields = provider.fields
        var writer = CodeWriter()
        writer.doc([
            "The typed fields of a \(provider.typePrefix) notification: those of its `custom` object and",
            "those beside `loc_key`. Ids arrive as JSON numbers or numeric strings, flags as `\"1\"`, `1`",
            "or `true`; all are accepted. A field present with the wrong shape reads as `nil` and is",
            "listed in ``problems``.",
        ])
        let rareFields = fields.filter(\.isRare)
        writer.block("public struct \(typeName): \(isCatalog ? "TelegramCatalogFields" : "Sendable, Hashable") {") { writer in
            for field in fields {
                writer.doc(
                    ["`\(field.wireName)`\(field.placement == .custom ? " in `custom`" : ""): \(SwiftSyntax.docText(field.doc))"]
                        + SwiftSyntax.sourceLines(field.source))
                let type = "\(SwiftSyntax.type(of: field.type))?"
                guard field.isRare else {
                    writer.line("public var \(field.swiftName): \(type)")
                    continue
                }
                writer.block("public var \(field.swiftName): \(type) {") { writer in
                    writer.line("get { rare?.fields.\(field.swiftName) }")
                    writer.block("set {") { writer in
                        writer.line("var fields = rare?.fields ?? RareFields()")
                        writer.line("fields.\(field.swiftName) = newValue")
                        writer.line("rare = RareFieldsBox.holding(fields)")
                    }
                }
            }
            writer.doc("Fields that were present with the wrong shape; each reads as `nil` above.")
            writer.line("public var problems: [FieldProblem]")
            if !rareFields.isEmpty { rareStorage(rareFields, writer: &writer) }
            writer.line()
            writer.doc("Makes a value from typed fields (for tests and for building payloads).")
            writer.line("public init(")
            writer.indented { writer in
                for field in fields {
                    writer.line("\(field.swiftName): \(SwiftSyntax.type(of: field.type))? = nil,")
                }
                writer.line("problems: [FieldProblem] = []")
            }
            writer.block(") {") { writer in
                for field in fields where !field.isRare {
                    writer.line("self.\(field.swiftName) = \(field.swiftName)")
                }
                if !rareFields.isEmpty {
                    let arguments = rareFields.map { "\($0.swiftName): \($0.swiftName)" }.joined(separator: ", ")
                    writer.line("self.rare = RareFieldsBox.holding(RareFields(\(arguments)))")
                }
                writer.line("self.problems = problems")
            }
            writer.line()
            writer.doc([
                "Reads the fields of a notification object: the JSON object that holds `loc_key`, `loc_args`",
                "and `custom`.",
            ])
            // The objects are read, not kept: borrowed, so that the caller need not retain them.
            writer.block("public init(payload: borrowing JSONValue) {") { writer in
                writer.line("var problems: [FieldProblem] = []")
                writer.line("let custom = _WireReader.object(payload[\"custom\"], field: \"custom\", problems: &problems)")
                writer.line("self.init(custom: custom, payload: payload, problems: problems)")
            }
            writer.line()
            writer.doc([
                "Reads the fields from a `custom` object and the notification object beside it. APNs payloads",
                "carry the custom fields at the top level: pass the same object twice.",
            ])
            writer.doc([
                "",
                "Each object is read in one pass over its members; a key that appears twice counts once,",
                "the first time. Problems are listed in the order the fields appear.",
            ])
            writer.block("public init(custom: borrowing JSONValue?, payload: borrowing JSONValue, problems: [FieldProblem] = []) {") { writer in
                // Every field is an optional `var`, nil until read: only `problems` needs a value.
                // (Delegating to the memberwise initializer would build the struct twice.)
                writer.line("self.problems = problems")
                writer.line("Self.readFields(custom: custom, payload: payload, into: &self)")
            }
            writer.line()
            // A static function that fills an `inout` value: closures in the initializer that
            // assign to `self` made the compiler copy the whole struct once more.
            writer.block(
                "private static func readFields(custom: JSONValue?, payload: JSONValue, into fields: inout \(typeName)) {"
            ) { writer in
                // The rare fields are read into one struct, made at the first of them and boxed once
                // at the end: a push without any never makes it.
                if !rareFields.isEmpty { writer.line("var rare: RareFields?") }
                for placement in PayloadField.Placement.allCases {
                    let indexed = fields.enumerated().filter { $0.element.placement == placement }
                    guard !indexed.isEmpty else { continue }
                    let object = placement == .custom ? "custom" : "payload"
                    let seen = "seenIn" + placement.rawValue.prefix(1).uppercased() + placement.rawValue.dropFirst()
                    writer.line("var \(seen): UInt64 = 0")
                    // Each member is read in place at its position: no `JSONValue` (and no retain) per member.
                    let readMembers = { (writer: inout CodeWriter) in
                        writer.block("\(object).forEachMember { key, position in") { writer in
                            writer.line(
                                "guard let field = \(placement.rawValue)FieldIndex(key), \(seen) & (1 << field) == 0 else { return }")
                            writer.line("\(seen) |= 1 << field")
                            writer.line("switch field {")
                            for (index, field) in indexed {
                                let name = SwiftSyntax.stringLiteral(field.wireName)
                                let read = "_WireReader.\(SwiftSyntax.reader(of: field.type))(in: \(object), "
                                    + "at: position, field: \(name), problems: &fields.problems)"
                                guard field.isRare else {
                                    writer.line("case \(index): fields.\(field.swiftName) = \(read)")
                                    continue
                                }
                                // Written in place (`rare!.`): a copy out and back (`var some = rare ??
                                // RareFields()`) moved the whole struct twice, and retained its
                                // references, for every rare field a push has.
                                writer.line("case \(index):")
                                writer.indented { writer in
                                    writer.line("if rare == nil { rare = RareFields() }")
                                    writer.line("rare!.\(field.swiftName) = \(read)")
                                }
                            }
                            writer.line("default: break")
                            writer.line("}")
                        }
                    }
                    if placement == .custom {
                        writer.block("if let custom {", readMembers)
                    } else {
                        readMembers(&writer)
                    }
                }
                if !rareFields.isEmpty { writer.line("fields.rare = rare.flatMap(RareFieldsBox.holding)") }
            }
            for placement in PayloadField.Placement.allCases {
                let indexed = fields.enumerated().filter { $0.element.placement == placement }
                guard !indexed.isEmpty else { continue }
                fieldIndex(placement: placement, indexed: indexed.map { ($0.offset, $0.element.wireName) }, writer: &writer)
            }
            writer.line()
            writer.doc([
                "Calls `body` with each field that is present, by wire name, in the order the spec declares",
                "them, without making an array of them.",
            ])
            writer.block("public func forEachPresentField(_ body: (FieldValue) -> Void) {") { writer in
                Self.presentFieldCalls(of: fields, writer: &writer) { name, value in "FieldValue(name: \(name), value: \(value))" }
            }
            writer.line()
            writer.doc([
                "For PushSpec's runtime, not for apps: ``forEachPresentField(_:)`` with each wire name as a",
                "literal, which a JSON writer copies as it is (the spec's names need no escape).",
            ])
            writer.block("public func _forEachPresentField(_ body: (StaticString, WireValue) -> Void) {") { writer in
                Self.presentFieldCalls(of: fields, writer: &writer) { name, value in "\(name), \(value)" }
            }
            writer.line()
            writer.doc("The fields that are present, by wire name, in the order the spec declares them.")
            writer.block("public var presentFields: [FieldValue] {") { writer in
                writer.line("var present: [FieldValue] = []")
                writer.line("present.reserveCapacity(\(fields.count))  // one allocation, however many are present")
                writer.line("forEachPresentField { present.append($0) }")
                writer.line("return present")
            }
            peer(writer: &writer)
            sender(writer: &writer)
        }
        return writer.text
    }

    /// `if let field { body(…) }` for each field, in spec order; `arguments` writes the call's
    /// arguments from the wire name's literal and the `WireValue` expression.
    private static func presentFieldCalls(
        of fields: [PayloadField], writer: inout CodeWriter, arguments: (String, String) -> String
    ) {
        for field in fields {
            let value = ".\(SwiftSyntax.wireValueCase(of: field.type))(\(field.swiftName))"
            writer.line("if let \(field.swiftName) { body(\(arguments(SwiftSyntax.stringLiteral(field.jsonName), value))) }")
        }
    }

    /// The rare fields' storage: one reference to an immutable box, `nil` when none of them is
    /// present, so that a push without any costs one word to copy and free instead of a slot per
    /// field, and a box is allocated only for a push that has one. The box is never shared
    /// mutably: a change makes a new one. It is `nil` whenever every rare field is, so that
    /// equality and hashing see the fields alone.
    private func rareStorage(_ fields: [PayloadField], writer: inout CodeWriter) {
        writer.line()
        writer.doc("The fields the spec marks `rare`; `nil` when none is present.")
        writer.line("private var rare: RareFieldsBox?")
        writer.line()
        writer.block("private struct RareFields: Sendable, Hashable {") { writer in
            for field in fields {
                writer.line("var \(field.swiftName): \(SwiftSyntax.type(of: field.type))? = nil")
            }
            writer.line()
            let checks = fields.map { "\($0.swiftName) == nil" }
            writer.line("var isEmpty: Bool {")
            writer.indented { writer in
                writer.line(checks.first ?? "true")
                for check in checks.dropFirst() { writer.line("    && \(check)") }
            }
            writer.line("}")
        }
        writer.line()
        writer.block("private final class RareFieldsBox: Sendable, Hashable {") { writer in
            writer.line("let fields: RareFields")
            writer.line()
            writer.line("private init(_ fields: RareFields) { self.fields = fields }")
            writer.line()
            writer.doc("A box holding `fields`, or `nil` when they are all absent (checked before allocating).")
            writer.block("static func holding(_ fields: RareFields) -> RareFieldsBox? {") { writer in
                writer.line("fields.isEmpty ? nil : RareFieldsBox(fields)")
            }
            writer.line()
            writer.line("static func == (lhs: RareFieldsBox, rhs: RareFieldsBox) -> Bool { lhs.fields == rhs.fields }")
            writer.line()
            writer.line("func hash(into hasher: inout Hasher) { hasher.combine(fields) }")
        }
    }

    /// `var sender: Peer?`: the first field with a sender role that is present, in declaration
    /// order, when the spec has such fields. The view's is the same, read through its properties.
    private func sender(writer: inout CodeWriter) {
        let senders = provider.fields.compactMap { field in field.sender.map { ($0, field) } }
        firstPresent("sender", doc: "Who sent the message", of: senders, writer: &writer)
    }

    /// `var peer: Peer?`, from the fields that name a chat, when the spec has such fields.
    private func peer(writer: inout CodeWriter) {
        let peers = PayloadField.PeerRole.allCases.reversed().compactMap { role in
            provider.fields.first { $0.peer == role }.map { (role, $0) }
        }
        firstPresent("peer", doc: "The chat the notification is about", of: peers, writer: &writer)
    }

    /// `var NAME: Peer?`: the first of these fields that is present, as a peer of its role;
    /// nothing when there are none.
    private func firstPresent(
        _ name: String, doc: String, of fields: [(PayloadField.PeerRole, PayloadField)], writer: inout CodeWriter
    ) {
        guard !fields.isEmpty else { return }
        writer.line()
        let order = fields.map { "`\($0.1.wireName)`" }.joined(separator: ", else ")
        writer.doc("\(doc): \(order).")
        writer.block("public var \(name): Peer? {") { writer in
            for (role, field) in fields {
                writer.line("if let \(field.swiftName) { return .\(role.rawValue)(\(field.swiftName)) }")
            }
            writer.line("return nil")
        }
    }

    /// The view's `var peer: Peer?`: the fields in `custom` that name a chat are found in one
    /// pass over it, then read in order, as the fields struct's `peer` reads them.
    private func viewPeer(writer: inout CodeWriter) {
        let peers = PayloadField.PeerRole.allCases.reversed().compactMap { role in
            provider.fields.first { $0.peer == role }.map { (role, $0) }
        }
        guard !peers.isEmpty else { return }
        let inCustom = peers.filter { $0.1.placement == .custom }.map(\.1)
        let fromProperty = { (role: PayloadField.PeerRole, field: PayloadField, writer: inout CodeWriter) in
            writer.line("if let \(field.swiftName) { return .\(role.rawValue)(\(field.swiftName)) }")
        }
        writer.line()
        let order = peers.map { "`\($0.1.wireName)`" }.joined(separator: ", else ")
        writer.doc("The chat the notification is about: \(order).")
        writer.block("public var peer: Peer? {") { writer in
            guard !inCustom.isEmpty else {
                for (role, field) in peers { fromProperty(role, field, &writer) }
                writer.line("return nil")
                return
            }
            // Payload fields named before the first custom one are read first.
            let payloadFirst = peers.prefix { $0.1.placement == .payload }
            for (role, field) in payloadFirst { fromProperty(role, field, &writer) }
            let rest = peers.dropFirst(payloadFirst.count)
            writer.block("guard let customPosition else {") { writer in
                for (role, field) in rest where field.placement == .payload { fromProperty(role, field, &writer) }
                writer.line("return nil")
            }
            let types = inCustom.map { "\($0.swiftName): JSONValue.Position?" }.joined(separator: ", ")
            writer.line("var positions: (\(types)) = (\(inCustom.map { _ in "nil" }.joined(separator: ", ")))")
            writer.block("payload.forEachMember(inObjectAt: customPosition) { key, position in") { writer in
                for (index, field) in inCustom.enumerated() {
                    let test = "positions.\(field.swiftName) == nil, key == \(SwiftSyntax.stringLiteral(field.wireName))"
                    writer.line("\(index == 0 ? "if" : "} else if") \(test) {")
                    writer.indented { $0.line("positions.\(field.swiftName) = position") }
                }
                writer.line("}")
            }
            if inCustom.contains(where: { $0.type != .id }) {
                writer.line("var problems: [FieldProblem] = []")
            }
            for (role, field) in rest {
                guard field.placement == .custom else {
                    fromProperty(role, field, &writer)
                    continue
                }
                writer.line(
                    "if let position = positions.\(field.swiftName), let \(field.swiftName) = "
                        + readExpression(field, at: "position") + " {")
                writer.indented { $0.line("return .\(role.rawValue)(\(field.swiftName))") }
                writer.line("}")
            }
            writer.line("return nil")
        }
    }

    /// The view's read of a field at a position of `payload`'s document: an id by its lenient
    /// integer (what `_WireReader.id` reads), anything else by its `_WireReader`, into `problems`,
    /// which the view does not keep.
    private func readExpression(_ field: PayloadField, at position: String) -> String {
        if field.type == .id { return "payload.lenientInt64(at: \(position))" }
        return "_WireReader.\(SwiftSyntax.reader(of: field.type))(in: payload, at: \(position), "
            + "field: \(SwiftSyntax.stringLiteral(field.wireName)), problems: &problems)"
    }

    /// The view's getter of a field: found by name where it stands, read when asked.
    private func viewGetter(_ field: PayloadField, writer: inout CodeWriter) {
        let name = SwiftSyntax.stringLiteral(field.wireName)
        writer.doc(
            ["`\(field.wireName)`\(field.placement == .custom ? " in `custom`" : ""): \(SwiftSyntax.docText(field.doc))"]
                + SwiftSyntax.sourceLines(field.source))
        writer.block("public var \(field.swiftName): \(SwiftSyntax.type(of: field.type))? {") { writer in
            let object = field.placement == .custom ? "customPosition" : "payload.position"
            if field.placement == .custom {
                writer.line("guard let customPosition else { return nil }")
            }
            if field.type == .id {
                // An id is found and read in one step: `_WireReader.id` reads the same.
                writer.line("return payload.lenientInt64(ofMember: \(name), inObjectAt: \(object))")
            } else {
                writer.line("guard let position = payload.position(ofMember: \(name), inObjectAt: \(object)) else { return nil }")
                writer.line("var problems: [FieldProblem] = []")
                writer.line("return " + readExpression(field, at: "position"))
            }
        }
    }

    // MARK: The view

    /// The fields read one at a time, where they stand, for code that reads a few of them.
    private func viewBody() -> String {
        var writer = CodeWriter()
        writer.doc([
            "The typed fields of a \(provider.typePrefix) notification, each read from the JSON when it is asked",
            "for (a lookup by name), typed as ``\(typeName)`` types them: for code that reads a few",
            "fields of many pushes, where reading them all is wasted work. A field present with the wrong",
            "shape reads as `nil`; ``\(typeName)`` lists such problems.",
            "",
            "It holds one reference, to the notification object's document, and the place of the `custom`",
            "object in it.",
        ])
        writer.block("public struct \(viewTypeName): \(isCatalog ? "TelegramCatalogFieldsView" : "Sendable") {") { writer in
            writer.doc("The notification object: the JSON object that holds `loc_key`.")
            writer.line("public let payload: JSONValue")
            writer.doc([
                "Where the object holding the custom fields is, in `payload`'s document: its `custom` object, or",
                "for an APNs payload, which carries them beside `aps`, the payload itself; nil when there is none.",
            ])
            writer.line("public let customPosition: JSONValue.Position?")
            writer.line()
            writer.doc([
                "A view of the fields of a notification object whose custom fields are in the object at",
                "`customPosition`, a position of `payload`'s document.",
            ])
            writer.block("public init(payload: JSONValue, customPosition: JSONValue.Position?) {") { writer in
                writer.line("self.payload = payload")
                writer.line("self.customPosition = customPosition")
            }
            writer.line()
            writer.doc("A view of the fields of a notification object, with its `custom` member when that is an object.")
            writer.block("public init(payload: JSONValue) {") { writer in
                writer.line("let custom = payload[\"custom\"]")
                writer.line("self.init(payload: payload, customPosition: custom?.kind == .object ? custom?.position : nil)")
            }
            writer.line()
            writer.doc("The object holding the custom fields, if any.")
            writer.line("public var custom: JSONValue? { customPosition.map { payload.value(at: $0) } }")
            for field in provider.fields {
                writer.line()
                viewGetter(field, writer: &writer)
            }
            writer.line()
            writer.doc("All the fields at once, with the problems of those present with the wrong shape.")
            writer.line("public var all: \(typeName) { \(typeName)(custom: custom, payload: payload) }")
            viewPeer(writer: &writer)
            sender(writer: &writer)
        }
        return writer.text
    }
}
