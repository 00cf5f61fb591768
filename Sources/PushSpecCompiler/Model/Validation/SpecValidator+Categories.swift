extension SpecValidator {
    /// `categories:`: unique snake-case names, each group claimed by one category at most, unique
    /// action names, titles not empty and translated only into the provider's locales.
    func categories(_ raw: [RawCategory], locales: Set<String>, log: inout DiagnosticLog) -> [CategoryModel] {
        var names = UniqueNames<String>()
        var claimed: [GroupKindModel: String] = [:]
        let categories = raw.compactMap { category -> CategoryModel? in
            let name = category.name
            guard SwiftNaming.isSnakeName(name.value) else {
                log.error("category name '\(name.value)' must match /[a-z][a-z0-9_]*/", at: name.location)
                return nil
            }
            guard names.claim(name.value, at: name.location, duplicate: "duplicate category '\(name.value)'", log: &log) else { return nil }
            var groups: [GroupKindModel] = []
            for text in category.groups {
                guard let group = oneOf(text, GroupKindModel.self, what: "group", log: &log) else { continue }
                if let other = claimed[group] {
                    log.error("group '\(group.rawValue)' already has the category '\(other)'", at: text.location)
                    continue
                }
                claimed[group] = name.value
                groups.append(group)
            }
            var actionNames = UniqueNames<String>()
            let actions = category.actions.compactMap { action -> ActionModel? in
                guard SwiftNaming.isSnakeName(action.name.value) else {
                    log.error("action name '\(action.name.value)' must match /[a-z][a-z0-9_]*/", at: action.name.location)
                    return nil
                }
                guard actionNames.claim(
                    action.name.value, at: action.name.location,
                    duplicate: "duplicate action '\(action.name.value)' in category '\(name.value)'", log: &log),
                    let title = nonEmpty(action.title, what: "title of action \(action.name.value)", log: &log)
                else { return nil }
                var titles: [String: String] = [:]
                for translated in action.titles {
                    let locale = String(translated.locale.value.lowercased().map { $0 == "_" ? "-" : $0 })
                    guard locales.contains(locale) else {
                        let known = locales.sorted().map { "'\($0)'" }.joined(separator: ", ")
                        log.error(
                            "no translation '\(translated.locale.value)' for the title of action \(action.name.value); "
                                + (known.isEmpty ? "the provider has no translations" : "expected one of \(known)"),
                            at: translated.locale.location)
                        continue
                    }
                    guard let text = nonEmpty(translated.title, what: "title of action \(action.name.value) in \(locale)", log: &log)
                    else { continue }
                    titles[locale] = text
                }
                return ActionModel(
                    name: action.name.value, title: title, titles: titles, textInput: action.textInput,
                    destructive: action.destructive, foreground: action.foreground)
            }
            if actions.isEmpty, category.actions.isEmpty {
                log.error("category '\(name.value)' has no actions", at: category.location)
            }
            return CategoryModel(
                name: name.value, doc: category.doc?.value, caseName: SwiftNaming.lowerCamel(fromSnake: name.value),
                groups: groups, actions: actions)
        }
        return categories.sorted { $0.name < $1.name }
    }

    /// A `category:` that names none of the provider's categories, and which it could name.
    func reportUnknownCategory(_ category: Located<String>, of owner: String, in model: ProviderModel, log: inout DiagnosticLog) {
        let known = model.categories.map { "'\($0.name)'" }.joined(separator: ", ")
        log.error(
            "unknown category '\(category.value)' of \(owner); "
                + (known.isEmpty ? "the provider declares no categories" : "expected one of \(known)"),
            at: category.location)
    }

    /// Each type's category: the one its `category:` names (which must exist), else its group's.
    func assignCategories(_ raw: [RawNotification], to model: inout ProviderModel, log: inout DiagnosticLog) {
        let names = Set(model.categories.map(\.name))
        var written: [String: Located<String>] = [:]
        for notification in raw {
            guard let category = notification.category else { continue }
            if names.contains(category.value) {
                written[notification.key.value] = category
            } else {
                reportUnknownCategory(category, of: notification.key.value, in: model, log: &log)
            }
        }
        for index in model.notifications.indices {
            let type = model.notifications[index]
            model.notifications[index].category =
                written[type.key]?.value ?? model.categories.first { $0.groups.contains(type.group) }?.name
        }
    }
}
