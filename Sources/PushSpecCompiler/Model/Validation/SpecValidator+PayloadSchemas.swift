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
            if let read = PayloadSchema.runtimeFields.first(where: { $0.swiftName == field.swift.value }), read.type != type {
                log.error(
                    "field '\(field.name.value)' of payload \(name) must be of type '\(read.type.rawValue)': the Zulip runtime reads "
                        + "'\(read.swiftName)' as one", at: field.type.location)
                valid = false
            }
            fields.append(
                PayloadSchema.Field(
                    wireName: field.name.value, swiftName: field.swift.value, type: type, isOptional: field.optional,
                    doc: doc, source: field.source?.value))
        }
        let kind = raw.kind.flatMap { oneOf($0, PayloadSchema.Kind.self, what: "payload kind", log: &log) }
        if raw.kind != nil, kind == nil { valid = false }
        if let kind, !requiredFields(of: kind, in: fields, payload: raw, log: &log) { valid = false }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(name)", log: &log) else { return nil }
        return PayloadSchema(
            name: name, caseName: name.prefix(1).lowercased() + name.dropFirst(), doc: doc,
            match: raw.match.map { $0.map { PayloadSchema.Match(field: $0.field.value, value: $0.value.value) } },
            fields: fields,
            source: raw.source?.value, kind: kind, category: raw.category?.value)
    }

    /// What the runtime needs of a kind: a channel message's topic, always there; a message's id,
    /// or the list that holds it; the ids a removal takes away.
    private func requiredFields(
        of kind: PayloadSchema.Kind, in fields: [PayloadSchema.Field], payload raw: RawPayload, log: inout DiagnosticLog
    ) -> Bool {
        func has(_ swiftName: String, required: Bool = false) -> Bool {
            fields.contains { $0.swiftName == swiftName && (!required || !$0.isOptional) }
        }
        let missing: String? =
            switch kind {
            case .channelMessage:
                !has("topic", required: true) ? "a required field 'topic'"
                    : !has("messageID") && !has("messageIDs") ? "a field 'messageID' or 'messageIDs'" : nil
            case .directMessage, .remove:
                !has("messageID") && !has("messageIDs") ? "a field 'messageID' or 'messageIDs'" : nil
            case .test: nil
            }
        guard let missing else { return true }
        log.error("payload \(raw.name.value) of kind '\(kind.rawValue)' needs \(missing) (by Swift name)", at: raw.kind?.location ?? raw.location)
        return false
    }

    /// Each payload's `category:` names a category the provider declares.
    func checkPayloadCategories(_ raw: [RawPayload], of model: ProviderModel, log: inout DiagnosticLog) {
        let names = Set(model.categories.map(\.name))
        for payload in raw {
            guard let category = payload.category, !names.contains(category.value) else { continue }
            reportUnknownCategory(category, of: "payload \(payload.name.value)", in: model, log: &log)
        }
    }
}
