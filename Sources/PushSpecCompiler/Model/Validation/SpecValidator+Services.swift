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
        let action = raw.action.flatMap { serviceAction($0, of: raw, fields: used, optionalFields: optional, log: &log) }
        if raw.action != nil && action == nil { valid = false }
        var textFields: [PayloadField] = []
        for name in raw.textFrom {
            guard let field = (used + optional).first(where: { $0.jsonName == name.value }), field.type == .string else {
                log.error(
                    "service \(raw.key.value) shows its text from '\(name.value)', which is not one of its string fields",
                    at: name.location)
                valid = false
                continue
            }
            textFields.append(field)
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(raw.key.value)", log: &log) else { return nil }
        return ServiceType(
            key: raw.key.value, caseName: SwiftNaming.lowerCamel(fromSnake: raw.key.value), doc: doc,
            hasPeer: raw.peer, fields: used, optionalFields: optional, encryptedOnly: raw.encryptedOnly,
            source: raw.source?.value, action: action, textFields: textFields)
    }

    /// The runtime's action a service names, when the service has every value it takes, of its type.
    private func serviceAction(
        _ name: Located<String>, of raw: RawService, fields: [PayloadField], optionalFields: [PayloadField],
        log: inout DiagnosticLog
    ) -> ServiceAction? {
        guard let action = ServiceAction(rawValue: name.value) else {
            let known = ServiceAction.allCases.map(\.rawValue).joined(separator: ", ")
            log.error("service \(raw.key.value) names action '\(name.value)', which is not one of the runtime's: \(known)", at: name.location)
            return nil
        }
        var valid = true
        for parameter in action.parameters {
            let field = fields.first { $0.swiftName == parameter.label }
                ?? (parameter.isOptional ? optionalFields.first { $0.swiftName == parameter.label } : nil)
            let has = parameter.type == nil ? raw.peer : field?.type == parameter.type
            guard !has else { continue }
            let what = parameter.type.map { "a field '\(parameter.label)' of type \($0.rawValue)" } ?? "its chat (peer: true)"
            log.error(
                "service \(raw.key.value): action '\(name.value)' takes \(what)"
                    + (parameter.isOptional ? ", in its fields or optional fields" : ", in its fields"),
                at: name.location)
            valid = false
        }
        return valid ? action : nil
    }
}
