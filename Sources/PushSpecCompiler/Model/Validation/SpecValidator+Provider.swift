extension SpecValidator {
    func provider(_ raw: RawProvider, log: inout DiagnosticLog) -> ProviderModel {
        let location = SourceLocation(file: raw.files.first ?? raw.name, line: 1, column: 1)
        if !SwiftNaming.isSnakeName(raw.name) {
            log.error("provider directory '\(raw.name)' must be a lowercase name like 'telegram'", at: location)
        }
        let fields = payloadFields(raw.customFields, log: &log)
        if fields.count > Self.maxFields, let extra = raw.customFields.dropFirst(Self.maxFields).first {
            log.error("a provider can declare at most \(Self.maxFields) custom fields", at: extra.location)
        }
        var notifications = raw.notifications.compactMap { notification($0, log: &log) }
        notifications.sort { $0.key < $1.key }
        reportDuplicates(raw.notifications.map(\.key), what: "loc_key", log: &log)
        reportDuplicates(caseNames(raw.notifications), what: "notification case name", log: &log)
        let services = raw.services.compactMap { service($0, fields: fields, log: &log) }.sorted { $0.key < $1.key }
        reportDuplicates(raw.services.map(\.key), what: "service key", log: &log)
        let notificationKeys = Set(raw.notifications.map(\.key.value))
        for service in raw.services where notificationKeys.contains(service.key.value) {
            log.error("\(service.key.value) is defined both as a service and as a notification", at: service.key.location)
        }
        let enums = raw.enums.compactMap { enumeration($0, log: &log) }.sorted { $0.name < $1.name }
        reportDuplicates(raw.enums.map(\.name), what: "enum", log: &log)
        let payloads = raw.payloads.compactMap { payload($0, log: &log) }
        reportDuplicates(raw.payloads.map(\.name), what: "payload", log: &log)
        reportDuplicates(
            raw.payloads.map { payload in
                Located(
                    payload.match.map { alternative in
                        alternative.map { "\($0.field.value)=\($0.value.value)" }.sorted().joined(separator: ", ")
                    }.joined(separator: " | "),
                    at: payload.name.location)
            }, what: "payload match", log: &log)
        var model = ProviderModel(
            name: raw.name,
            typePrefix: SwiftNaming.upperCamel(fromSnake: raw.name),
            sourceFiles: raw.files.sorted(),
            notifications: notifications,
            services: services,
            fields: fields,
            enums: enums,
            payloads: payloads)
        model.translations = translations(raw.translations, of: model, log: &log)
        model.categories = categories(raw.categories, locales: Set(model.translations.map { $0.locale.lowercased() }), log: &log)
        assignCategories(raw.notifications, to: &model, log: &log)
        checkPayloadCategories(raw.payloads, of: model, log: &log)
        return model
    }

    /// Every case name the notification enum will have, where its form is written.
    private func caseNames(_ notifications: [RawNotification]) -> [Located<String>] {
        var seenKeys: Set<String> = []
        return notifications.flatMap { notification -> [Located<String>] in
            // A duplicated loc_key is reported as such, not once more as a duplicated case name.
            guard seenKeys.insert(notification.key.value).inserted else { return [] }
            let base = notification.caseName?.value ?? SwiftNaming.lowerCamel(fromSnake: notification.key.value)
            guard !notification.variants.isEmpty else { return [Located(base, at: notification.location)] }
            return notification.variants.compactMap { variant in
                variant.caseName
                    ?? variant.name.map { Located(base + SwiftNaming.upperCamel(fromSnake: $0.value), at: $0.location) }
            }
        }
    }

    private func reportDuplicates(_ names: [Located<String>], what: String, log: inout DiagnosticLog) {
        var unique = UniqueNames<String>()
        for name in names {
            _ = unique.claim(name.value, at: name.location, duplicate: "duplicate \(what) '\(name.value)'", log: &log)
        }
    }
}
