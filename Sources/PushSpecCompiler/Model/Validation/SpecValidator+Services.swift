extension SpecValidator {
    func service(_ raw: RawService, fields: [PayloadField], log: inout DiagnosticLog) -> ServiceType? {
        var valid = true
        if !SwiftNaming.isLocKey(raw.key.value) {
            log.error("service key '\(raw.key.value)' must match /[A-Z_0-9]+/", at: raw.key.location)
            valid = false
        }
        var used: [PayloadField] = []
        var optional: [PayloadField] = []
        var names = UniqueNames<String>()
        for (name, isOptional) in raw.fields.map({ ($0, false) }) + raw.optionalFields.map({ ($0, true) }) {
            guard let field = fields.first(where: { $0.jsonName == name.value }) else {
                log.error("service \(raw.key.value) uses field '\(name.value)', which no custom_fields entry declares",
                    at: name.location)
                valid = false
                continue
            }
            guard names.claim(name.value, at: name.location, duplicate: "service \(raw.key.value) names field '\(name.value)' twice", log: &log)
            else {
                valid = false
                continue
            }
            if isOptional { optional.append(field) } else { used.append(field) }
        }
        if raw.peer, !fields.contains(where: { $0.peer != nil }) {
            log.error("service \(raw.key.value) has 'peer: true' but no field is marked with a peer role", at: raw.location)
            valid = false
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(raw.key.value)", log: &log) else { return nil }
        return ServiceType(
            key: raw.key.value, caseName: SwiftNaming.lowerCamel(fromSnake: raw.key.value), doc: doc,
            hasPeer: raw.peer, fields: used, optionalFields: optional, encryptedOnly: raw.encryptedOnly,
            source: raw.source?.value)
    }
}
