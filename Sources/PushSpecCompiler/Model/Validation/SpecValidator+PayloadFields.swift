extension SpecValidator {
    func payloadFields(_ raws: [RawCustomField], log: inout DiagnosticLog) -> [PayloadField] {
        var fields: [PayloadField] = []
        // A wire name once per placement; the names `presentFields` gives, once in all.
        var wireNames = UniqueNames<String>()
        var jsonNames = UniqueNames<String>()
        var swiftNames = UniqueNames<String>()
        var peerRoles = UniqueNames<PayloadField.PeerRole>()
        for raw in raws {
            var valid = true
            let placement = raw.at.map { oneOf($0, PayloadField.Placement.self, what: "'at'", log: &log) } ?? .custom
            let jsonName = raw.json ?? raw.name
            if !SwiftNaming.isSnakeName(raw.name.value) {
                log.error("field name '\(raw.name.value)' must match /[a-z][a-z0-9_]*/", at: raw.name.location)
                valid = false
            } else if !wireNames.claim(
                "\(placement?.rawValue ?? "") \(raw.name.value)", at: raw.name.location,
                duplicate: "duplicate custom field '\(raw.name.value)'", log: &log)
            {
                valid = false
            } else if !SwiftNaming.isSnakeName(jsonName.value) {
                log.error("json name '\(jsonName.value)' must match /[a-z][a-z0-9_]*/", at: jsonName.location)
                valid = false
            } else if !jsonNames.claim(
                jsonName.value, at: jsonName.location,
                duplicate: "two fields are named '\(jsonName.value)' in presentFields; give one a 'json:' name", log: &log)
            {
                valid = false
            }
            let swift = raw.swift.value
            if !SwiftNaming.isLowerCamelIdentifier(swift) || Self.reservedFieldNames.contains(swift) {
                log.error(
                    Self.reservedFieldNames.contains(swift) || SwiftNaming.reservedWords.contains(swift)
                        ? "swift name '\(swift)' is reserved"
                        : "swift name '\(swift)' must be a lowerCamelCase Swift identifier",
                    at: raw.swift.location)
                valid = false
            } else if !swiftNames.claim(
                swift, at: raw.swift.location, duplicate: "duplicate swift name '\(swift)'", note: "first used here",
                log: &log)
            {
                valid = false
            }
            let type = oneOf(raw.type, WireTypeModel.self, what: "wire type", log: &log)
            let peer = raw.peer.flatMap { oneOf($0, PayloadField.PeerRole.self, what: "peer role", log: &log) }
            let sender = raw.sender.flatMap { oneOf($0, PayloadField.PeerRole.self, what: "sender role", log: &log) }
            if let rawSender = raw.sender, type != .id {
                log.error("field '\(raw.name.value)' names a sender, so its type must be 'id'", at: rawSender.location)
                valid = false
            }
            if let peer, let rawPeer = raw.peer {
                if type != .id {
                    log.error("field '\(raw.name.value)' names a peer, so its type must be 'id'", at: rawPeer.location)
                    valid = false
                }
                if !peerRoles.claim(
                    peer, at: rawPeer.location, duplicate: "two fields name the \(peer.rawValue) peer",
                    note: "the other is here", log: &log)
                {
                    valid = false
                }
            }
            let doc = nonEmpty(raw.doc, what: "doc of \(raw.name.value)", log: &log)
            guard valid, let type, let placement, raw.peer == nil || peer != nil, raw.sender == nil || sender != nil,
                let doc
            else { continue }
            fields.append(
                PayloadField(
                    wireName: raw.name.value, jsonName: jsonName.value, swiftName: swift, type: type,
                    placement: placement, peer: peer, sender: sender, isRare: raw.isRare, doc: doc,
                    source: raw.source?.value))
        }
        return fields
    }

    /// Generated field readers track the fields seen in a 64-bit mask.
    static let maxFields = 64

    /// Names the generated fields type already uses for itself.
    static let reservedFieldNames: Set<String> = ["problems", "peer", "sender", "custom", "payload"]
}
