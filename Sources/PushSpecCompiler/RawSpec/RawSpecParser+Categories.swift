import Yams

extension RawSpecParser {
    static let categoryKeys = ["name", "doc", "groups", "actions"]
    static let actionKeys = ["name", "title", "titles", "text_input", "destructive", "foreground"]

    /// A `categories:` entry: `{name, doc, groups: [...], actions: [{name, title, titles: {locale: title}, ...}]}`.
    func category(_ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> RawCategory? {
        guard let entry = YAMLMappingReader(node, what: "category", allowed: Self.categoryKeys, file: file, log: &log),
            let name = entry.string("name", required: true, in: "category", log: &log)
        else { return nil }
        let what = "category \(name.value)"
        let actions = entry.list("actions", required: true, in: what, log: &log).compactMap { item -> RawNotificationAction? in
            guard let action = YAMLMappingReader(item, what: "action of \(what)", allowed: Self.actionKeys, file: file, log: &log),
                let actionName = action.string("name", required: true, in: "action of \(what)", log: &log)
            else { return nil }
            var titles: [RawLocalizedTitle] = []
            if let node = action.node("titles") {
                if case let .mapping(mapping) = node {
                    for (key, value) in mapping {
                        guard case let .scalar(locale) = key, case let .scalar(title) = value else {
                            log.error("'titles' of action \(actionName.value) must map locales to titles", at: file.location(of: key.mark))
                            continue
                        }
                        titles.append(RawLocalizedTitle(
                            locale: Located(locale.string, at: file.location(of: key.mark)),
                            title: Located(title.string, at: file.location(of: value.mark))))
                    }
                } else {
                    log.error("'titles' of action \(actionName.value) must be a mapping of locales to titles", at: file.location(of: node.mark))
                }
            }
            return RawNotificationAction(
                location: action.location, name: actionName,
                title: action.string("title", required: true, in: "action \(actionName.value)", log: &log), titles: titles,
                textInput: action.bool("text_input", default: false, log: &log),
                destructive: action.bool("destructive", default: false, log: &log),
                foreground: action.bool("foreground", default: false, log: &log))
        }
        return RawCategory(
            location: entry.location, name: name, doc: entry.string("doc", in: what, log: &log),
            groups: entry.strings("groups", in: what, log: &log), actions: actions)
    }
}
