extension SpecValidator {
    func payload(_ raw: RawPayload, log: inout DiagnosticLog) -> PayloadSchema? {
        var valid = true
        let name = raw.name.value
        if !SwiftNaming.isTypeName(name) {
            log.error("payload name '\(name)' must be an UpperCamelCase Swift type name", at: raw.name.location)
            valid = false
        }
        if raw.match.isEmpty { valid = false }
        var wireNames = UniqueNames<String>()
        var swiftNames = UniqueNames<String>()
        var fields: [PayloadSchema.Field] = []
        for match in raw.match.joined() where !SwiftNaming.isSnakeName(match.field.value) {
            log.error("match field '\(match.field.value)' must match /[a-z][a-z0-9_]*/", at: match.field.location)
            valid = false
        }
        for field in raw.fields {
            if !SwiftNaming.isSnakeName(field.name.value) {
                log.error("field name '\(field.name.value)' must match /[a-z][a-z0-9_]*/", at: field.name.location)
                valid = false
            } else if !wireNames.claim(
                field.name.value, at: field.name.location,
                duplicate: "duplicate field '\(field.name.value)' in payload \(name)", log: &log)
            {
                valid = false
            }
            if !SwiftNaming.isLowerCamelIdentifier(field.swift.value) {
                log.error("swift name '\(field.swift.value)' must be a lowerCamelCase Swift identifier", at: field.swift.location)
                valid = false
            } else if !swiftNames.claim(
                field.swift.value, at: field.swift.location,
                duplicate: "duplicate swift name '\(field.swift.value)' in payload \(name)", note: "first used here",
                log: &log)
            {
                valid = false
            }
            let type = oneOf(field.type, WireTypeModel.self, what: "wire type", log: &log)
            let doc = nonEmpty(field.doc, what: "doc of \(field.name.value)", log: &log)
            guard let type, let doc else {
                valid = false
                continue
            }
            fields.append(
                PayloadSchema.Field(
                    wireName: field.name.value, swiftName: field.swift.value, type: type, isOptional: field.optional,
                    doc: doc, source: field.source?.value))
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(name)", log: &log) else { return nil }
        return PayloadSchema(
            name: name, caseName: name.prefix(1).lowercased() + name.dropFirst(), doc: doc,
            match: raw.match.map { $0.map { PayloadSchema.Match(field: $0.field.value, value: $0.value.value) } },
            fields: fields,
            source: raw.source?.value)
    }
}
