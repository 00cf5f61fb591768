import PushSpecCore

/// FCM's data map holds strings only (Android's `RemoteMessage.getData()` is a
/// `Map<String, String>`, and FCM HTTP v1's `data` is the same): there a push's `loc_args` and
/// `custom` arrive as JSON text, its numbers as decimal text. Such a push reads exactly as its
/// JSON form: each of the two members whose value is a string is parsed (strict JSON, the
/// decoder's limits) and written in its place, in one new document. Numbers as text need nothing:
/// the field readers take decimal text as they take numbers.
enum FCMDataText {
    /// The JSON form of `root`, when the notification object `object` (the root, or its `data`
    /// object) has `loc_args` or `custom` as text; nil when it has neither, as a JSON push has.
    /// `top` and `members` are the members of `root` and `object`.
    ///
    /// Throws ``PushError/invalidEnvelope(_:)`` when `loc_args` is text that is not JSON. Text that
    /// is JSON of another shape is written as it is, and reads as the JSON form would (`loc_args`
    /// that is not a list is the same error there; `custom` that is not an object, a field
    /// problem). `custom` text that is not JSON stays text: a field problem, as in the JSON form.
    static func jsonForm(
        root: JSONValue, top: EnvelopeMembers, object: JSONValue, members: EnvelopeMembers
    ) throws(PushError) -> JSONValue? {
        guard isText(members.locArgsPosition, in: object) || isText(members.customPosition, in: object) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        if object.position == root.position {
            try appendJSONForm(of: root, members: members, to: &bytes)
        } else {
            // The root with its `data` object in the JSON form.
            try append(root, to: &bytes) { position, bytes throws(PushError) in
                guard position == top.dataPosition else { return false }
                try appendJSONForm(of: object, members: members, to: &bytes)
                return true
            }
        }
        do {
            return try JSONValue(parsing: bytes, limits: PushDecoder.limits)
        } catch {
            throw .invalidEnvelope("`loc_args` or `custom` holds JSON nested too deeply")
        }
    }

    /// `object`, whose document nothing else is read from (a decrypted push, Huawei's `data`
    /// text), in its JSON form, with its members.
    static func jsonForm(
        ofDocument object: JSONValue, members: EnvelopeMembers
    ) throws(PushError) -> (JSONValue, EnvelopeMembers) {
        guard let jsonForm = try jsonForm(root: object, top: members, object: object, members: members) else {
            return (object, members)
        }
        return (jsonForm, EnvelopeMembers(jsonForm))
    }

    private static func isText(_ position: JSONValue.Position?, in object: JSONValue) -> Bool {
        position.map { object.kind(at: $0) == .string } ?? false
    }

    /// `object` with its `loc_args` and `custom` (the members `members` found) parsed from their text.
    private static func appendJSONForm(
        of object: JSONValue, members: EnvelopeMembers, to bytes: inout [UInt8]
    ) throws(PushError) {
        try append(object, to: &bytes) { position, bytes throws(PushError) in
            let name: String
            switch position {
            case members.locArgsPosition: name = "loc_args"
            case members.customPosition: name = "custom"
            default: return false
            }
            guard let text = object.value(at: position).stringValue else { return false }
            guard let parsed = try? JSONValue(parsing: text, limits: PushDecoder.limits) else {
                guard name == "loc_args" else { return false }
                throw .invalidEnvelope("`loc_args` is text that is not JSON")
            }
            bytes += parsed.rawJSON.utf8
            return true
        }
    }

    /// Writes `object` member by member; `replace` writes a member's value itself and says so, or
    /// leaves it to be copied as it stands.
    private static func append(
        _ object: JSONValue, to bytes: inout [UInt8],
        replacing replace: (JSONValue.Position, inout [UInt8]) throws(PushError) -> Bool
    ) throws(PushError) {
        var members: [(key: String, position: JSONValue.Position)] = []
        object.forEachMember { key, position in members.append((key.string, position)) }
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONStringEncoding.appendQuoted(member.key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            if try !replace(member.position, &bytes) {
                bytes += object.value(at: member.position).rawJSON.utf8
            }
        }
        bytes.append(UInt8(ascii: "}"))
    }
}
