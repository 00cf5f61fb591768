import Yams

/// Stage 1: spec files → ``RawSpec``. Checks the shape of the YAML against the schema (documented
/// in `Spec/README.md`) and nothing else.
package struct RawSpecParser {
    package init() {}

    /// Parses every file of every layer; problems are added to `log`.
    package func parse(_ layers: [SpecDirectory], log: inout DiagnosticLog) -> RawSpec {
        RawSpec(layers: layers.map { layer in
            RawLayer(providers: layer.providers.map { parse($0, log: &log) })
        })
    }

    func parse(_ provider: SpecDirectory.Provider, log: inout DiagnosticLog) -> RawProvider {
        var raw = RawProvider(name: provider.name, files: provider.files.map(\.sourceName))
        for file in provider.files {
            let reader = YAMLFileReader(file: file)
            guard let root = reader.root(log: &log),
                let top = YAMLMappingReader(
                    root, what: "a spec file", allowed: Self.fileKeys, file: reader, log: &log)
            else { continue }
            for item in top.list("notifications", in: "spec file", log: &log) {
                if let notification = notification(item, file: reader, log: &log) {
                    raw.notifications.append(notification)
                }
            }
            for item in top.list("services", in: "spec file", log: &log) {
                if let service = service(item, file: reader, log: &log) { raw.services.append(service) }
            }
            for item in top.list("custom_fields", in: "spec file", log: &log) {
                if let field = customField(item, file: reader, log: &log) { raw.customFields.append(field) }
            }
            for item in top.list("enums", in: "spec file", log: &log) {
                if let enumeration = enumeration(item, file: reader, log: &log) { raw.enums.append(enumeration) }
            }
            for item in top.list("payloads", in: "spec file", log: &log) {
                if let payload = payload(item, file: reader, log: &log) { raw.payloads.append(payload) }
            }
            for item in top.list("categories", in: "spec file", log: &log) {
                if let category = category(item, file: reader, log: &log) { raw.categories.append(category) }
            }
        }
        raw.translations = provider.locales.compactMap { RawTranslation.read($0, log: &log) }
        return raw
    }

    static let fileKeys = ["notifications", "services", "custom_fields", "enums", "payloads", "categories"]
    static let formKeys = ["args", "doc_order", "template", "title", "body", "peer", "tdlib"]
    static let notificationKeys =
        ["key", "doc", "group", "interruption", "category", "fetch", "legacy", "override", "case", "source", "variants"]
        + formKeys
    static let variantKeys = ["name", "case", "source"] + formKeys

    func notification(_ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> RawNotification? {
        guard let entry = YAMLMappingReader(
            node, what: "notification", allowed: Self.notificationKeys, file: file, log: &log),
            let key = entry.string("key", required: true, in: "notification", log: &log)
        else { return nil }
        let what = "notification \(key.value)"
        let variantNodes = entry.list("variants", in: what, log: &log)
        let variants = variantNodes.compactMap { variantNode -> RawForm? in
            guard let variant = YAMLMappingReader(
                variantNode, what: "variant of \(key.value)", allowed: Self.variantKeys, file: file, log: &log)
            else { return nil }
            var form = self.form(variant, what: "variant of \(key.value)", file: file, log: &log)
            form.name = variant.string("name", required: true, in: "variant of \(key.value)", log: &log)
            form.source = variant.string("source", in: "variant of \(key.value)", log: &log)
            form.caseName = variant.string("case", in: "variant of \(key.value)", log: &log)
            return form
        }
        let hasTopLevelForm = Self.formKeys.contains { $0 != "peer" && entry.has($0) }
        if !variantNodes.isEmpty, hasTopLevelForm {
            log.error("\(key.value) has both 'variants' and a top-level form; put args and templates in the variants",
                at: entry.location)
        }
        return RawNotification(
            location: entry.location,
            key: key,
            doc: entry.string("doc", required: true, in: what, log: &log),
            group: entry.string("group", required: true, in: what, log: &log),
            interruption: entry.string("interruption", in: what, log: &log),
            category: entry.string("category", in: what, log: &log),
            fetch: entry.bool("fetch", default: false, log: &log),
            legacy: entry.bool("legacy", default: false, log: &log),
            override: entry.bool("override", default: false, log: &log),
            caseName: entry.string("case", in: what, log: &log),
            source: entry.string("source", in: what, log: &log),
            form: variantNodes.isEmpty ? form(entry, what: what, file: file, log: &log) : nil,
            variants: variants,
            sharedPeer: variantNodes.isEmpty ? nil : entry.string("peer", in: what, log: &log)
        )
    }

    func form(_ entry: YAMLMappingReader, what: String, file: YAMLFileReader, log: inout DiagnosticLog) -> RawForm {
        if !entry.has("args") {
            log.error("\(what) is missing required key 'args' (write 'args: []' for none)", at: entry.location)
        }
        return RawForm(
            location: entry.location,
            name: nil,
            peer: entry.string("peer", in: what, log: &log),
            args: entry.list("args", in: what, log: &log).compactMap { argument($0, of: what, file: file, log: &log) },
            docOrder: entry.strings("doc_order", in: what, log: &log),
            source: nil,
            caseName: nil,
            tdlib: entry.node("tdlib").flatMap { tdlibContent($0, of: what, file: file, log: &log) },
            template: template(of: entry, what: what, file: file, log: &log),
            title: entry.string("title", in: what, log: &log),
            body: entry.string("body", in: what, log: &log)
        )
    }

    /// `template:`, required: a text, or a plural mapping.
    func template(of entry: YAMLMappingReader, what: String, file: YAMLFileReader, log: inout DiagnosticLog) -> RawTemplate? {
        guard let node = entry.node("template") else {
            log.error("\(what) is missing required key 'template'", at: entry.location)
            return nil
        }
        return RawTemplate.read(node, what: "template of \(what)", file: file, log: &log)
    }

    /// `{class: …, field: value, …}`: plain `true`/`false` and integers are those; a quoted
    /// string is text, or an argument where it is `{name}`.
    func tdlibContent(_ node: Node, of owner: String, file: YAMLFileReader, log: inout DiagnosticLog) -> RawTDLibContent? {
        guard case let .mapping(mapping) = node else {
            log.error("'tdlib' of \(owner) must be a mapping: {class: pushMessageContent…, field: value, …}",
                at: file.location(of: node.mark))
            return nil
        }
        var className: Located<String>?
        var fields: [RawTDLibContent.Field] = []
        for (key, value) in mapping {
            guard case let .scalar(keyScalar) = key, case let .scalar(valueScalar) = value else {
                log.error("'tdlib' of \(owner) must map field names to single values", at: file.location(of: key.mark))
                continue
            }
            let location = file.location(of: value.mark)
            if keyScalar.string == "class" {
                className = Located(valueScalar.string, at: location)
                continue
            }
            let text = valueScalar.string
            let parsed: RawTDLibContent.Value
            if valueScalar.style == .plain, text == "true" || text == "false" {
                parsed = .bool(text == "true")
            } else if valueScalar.style == .plain, let integer = Int64(text) {
                parsed = .integer(integer)
            } else if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
                parsed = .argument(String(text.dropFirst().dropLast()))
            } else {
                parsed = .string(text)
            }
            fields.append(.init(name: Located(keyScalar.string, at: file.location(of: key.mark)), value: Located(parsed, at: location)))
        }
        guard let className else {
            log.error("'tdlib' of \(owner) is missing required key 'class'", at: file.location(of: node.mark))
            return nil
        }
        return RawTDLibContent(location: file.location(of: node.mark), className: className, fields: fields)
    }

    func argument(_ node: Node, of owner: String, file: YAMLFileReader, log: inout DiagnosticLog) -> RawArgument? {
        let what = "argument of \(owner)"
        guard let entry = YAMLMappingReader(
            node, what: what, allowed: ["name", "type", "doc", "shown"], file: file, log: &log),
            let name = entry.string("name", required: true, in: what, log: &log),
            let type = entry.string("type", required: true, in: what, log: &log)
        else { return nil }
        return RawArgument(
            location: entry.location, name: name, type: type,
            doc: entry.string("doc", required: true, in: what, log: &log),
            isShown: entry.bool("shown", default: true, log: &log))
    }

    func service(_ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> RawService? {
        guard let entry = YAMLMappingReader(
            node, what: "service",
            allowed: ["key", "doc", "fields", "optional_fields", "peer", "encrypted_only", "source", "action", "text_from"],
            file: file,
            log: &log),
            let key = entry.string("key", required: true, in: "service", log: &log)
        else { return nil }
        let what = "service \(key.value)"
        return RawService(
            location: entry.location, key: key,
            doc: entry.string("doc", required: true, in: what, log: &log),
            fields: entry.strings("fields", in: what, log: &log),
            optionalFields: entry.strings("optional_fields", in: what, log: &log),
            peer: entry.bool("peer", default: false, log: &log),
            encryptedOnly: entry.bool("encrypted_only", default: false, log: &log),
            source: entry.string("source", in: what, log: &log),
            action: entry.string("action", in: what, log: &log),
            textFrom: entry.strings("text_from", in: what, log: &log))
    }

    func customField(_ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> RawCustomField? {
        guard let entry = YAMLMappingReader(
            node, what: "custom field",
            allowed: ["name", "swift", "type", "at", "peer", "sender", "json", "rare", "doc", "source"], file: file,
            log: &log),
            let name = entry.string("name", required: true, in: "custom field", log: &log)
        else { return nil }
        let what = "custom field \(name.value)"
        guard let swift = entry.string("swift", required: true, in: what, log: &log),
            let type = entry.string("type", required: true, in: what, log: &log)
        else { return nil }
        return RawCustomField(
            location: entry.location, name: name, swift: swift, type: type,
            at: entry.string("at", in: what, log: &log),
            peer: entry.string("peer", in: what, log: &log),
            sender: entry.string("sender", in: what, log: &log),
            json: entry.string("json", in: what, log: &log),
            isRare: entry.bool("rare", default: false, log: &log),
            doc: entry.string("doc", required: true, in: what, log: &log),
            source: entry.string("source", in: what, log: &log))
    }

    func payload(_ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> RawPayload? {
        guard let entry = YAMLMappingReader(
            node, what: "payload", allowed: ["name", "doc", "kind", "category", "match", "fields", "source"], file: file,
            log: &log),
            let name = entry.string("name", required: true, in: "payload", log: &log)
        else { return nil }
        let what = "payload \(name.value)"
        var match: [[RawMatch]] = []
        if let matchNode = entry.node("match") {
            let alternatives: [Node]
            switch matchNode {
            case .mapping: alternatives = [matchNode]
            case let .sequence(sequence): alternatives = Array(sequence)
            default: alternatives = []
            }
            for alternative in alternatives {
                guard case let .mapping(mapping) = alternative else {
                    log.error("'match' of \(name.value) must be a mapping of field names to values, or a list of them",
                        at: file.location(of: alternative.mark))
                    continue
                }
                var fields: [RawMatch] = []
                for (key, value) in mapping {
                    guard case let .scalar(keyScalar) = key, case let .scalar(valueScalar) = value else {
                        log.error("'match' of \(name.value) must map field names to single values",
                            at: file.location(of: key.mark))
                        continue
                    }
                    fields.append(
                        RawMatch(
                            field: Located(keyScalar.string, at: file.location(of: key.mark)),
                            value: Located(valueScalar.string, at: file.location(of: value.mark))))
                }
                if fields.isEmpty {
                    log.error("payload \(name.value) needs at least one 'match' field to be told apart",
                        at: file.location(of: alternative.mark))
                } else {
                    match.append(fields)
                }
            }
            if alternatives.isEmpty {
                log.error("'match' of \(name.value) must be a mapping of field names to values, or a list of them",
                    at: file.location(of: matchNode.mark))
            }
        } else {
            log.error("\(what) is missing required key 'match'", at: entry.location)
        }
        let fields = entry.list("fields", required: true, in: what, log: &log).compactMap { item -> RawPayloadField? in
            guard let field = YAMLMappingReader(
                item, what: "field of \(name.value)", allowed: ["name", "swift", "type", "optional", "doc", "source"],
                file: file, log: &log),
                let fieldName = field.string("name", required: true, in: "field of \(name.value)", log: &log),
                let swift = field.string("swift", required: true, in: "field \(fieldName.value)", log: &log),
                let type = field.string("type", required: true, in: "field \(fieldName.value)", log: &log)
            else { return nil }
            return RawPayloadField(
                location: field.location, name: fieldName, swift: swift, type: type,
                optional: field.bool("optional", default: false, log: &log),
                doc: field.string("doc", required: true, in: "field \(fieldName.value)", log: &log),
                source: field.string("source", in: "field \(fieldName.value)", log: &log))
        }
        return RawPayload(
            location: entry.location, name: name, doc: entry.string("doc", required: true, in: what, log: &log),
            match: match, fields: fields, source: entry.string("source", in: what, log: &log),
            kind: entry.string("kind", in: what, log: &log), category: entry.string("category", in: what, log: &log))
    }

    func enumeration(_ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> RawEnum? {
        guard let entry = YAMLMappingReader(
            node, what: "enum", allowed: ["name", "doc", "cases"], file: file, log: &log),
            let name = entry.string("name", required: true, in: "enum", log: &log)
        else { return nil }
        let what = "enum \(name.value)"
        let cases = entry.list("cases", required: true, in: what, log: &log).compactMap { item -> RawEnumCase? in
            guard let caseEntry = YAMLMappingReader(
                item, what: "case of \(name.value)", allowed: ["value", "name", "doc"], file: file, log: &log),
                let value = caseEntry.int("value", required: true, in: "case of \(name.value)", log: &log),
                let caseName = caseEntry.string("name", required: true, in: "case of \(name.value)", log: &log)
            else { return nil }
            return RawEnumCase(
                location: caseEntry.location, value: value, name: caseName,
                doc: caseEntry.string("doc", required: true, in: "case \(caseName.value)", log: &log))
        }
        return RawEnum(
            location: entry.location, name: name,
            doc: entry.string("doc", required: true, in: what, log: &log), cases: cases)
    }
}
