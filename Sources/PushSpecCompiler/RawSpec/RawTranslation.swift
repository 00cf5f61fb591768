import PushSpecPlurals
import Yams

/// One translation file, `locales/<BCP 47 tag>.yaml`, as written.
package struct RawTranslation: Sendable, Hashable {
    /// The file, as diagnostics name it.
    package var file: String
    /// The file, as generated headers name it.
    package var sourceName: String
    /// The tag the file name gives (`ru` for `ru.yaml`).
    package var fileTag: String
    package var locale: Located<String>?
    package var entries: [Entry]

    /// One `loc_key`'s translation: its template, or one per form name.
    package struct Entry: Sendable, Hashable {
        package var key: Located<String>
        package var template: RawTemplate?
        package var forms: [(name: Located<String>, template: RawTemplate)]

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.key == rhs.key && lhs.template == rhs.template && lhs.forms.map(\.name) == rhs.forms.map(\.name)
                && lhs.forms.map(\.template) == rhs.forms.map(\.template)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(template)
            for form in forms {
                hasher.combine(form.name)
                hasher.combine(form.template)
            }
        }
    }

    /// The top-level keys of a translation file.
    static let fileKeys = ["locale", "notifications"]

    /// Reads a translation file; problems go to `log`.
    static func read(_ file: SpecFile, log: inout DiagnosticLog) -> RawTranslation? {
        let reader = YAMLFileReader(file: file)
        let name = file.displayPath.split(separator: "/").last.map(String.init) ?? file.displayPath
        let fileTag = String(name.prefix { $0 != "." })
        guard let root = reader.root(log: &log),
            let top = YAMLMappingReader(root, what: "a translation file", allowed: fileKeys, file: reader, log: &log)
        else { return nil }
        var translation = RawTranslation(
            file: file.displayPath, sourceName: file.sourceName, fileTag: fileTag,
            locale: top.string("locale", required: true, in: "translation file", log: &log), entries: [])
        guard let notifications = top.node("notifications") else {
            log.error("translation file is missing required key 'notifications'", at: top.location)
            return translation
        }
        guard case let .mapping(mapping) = notifications else {
            log.error("'notifications' must be a mapping of loc_key to template", at: reader.location(of: notifications.mark))
            return translation
        }
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode else {
                log.error("keys of 'notifications' must be loc_keys", at: reader.location(of: keyNode.mark))
                continue
            }
            let key = Located(scalar.string, at: reader.location(of: keyNode.mark))
            translation.entries.append(entry(key, value, file: reader, log: &log))
        }
        return translation
    }

    /// A template (a text or a plural mapping, which has `count`), or a mapping of form names.
    private static func entry(_ key: Located<String>, _ node: Node, file: YAMLFileReader, log: inout DiagnosticLog) -> Entry {
        let what = "the translation of \(key.value)"
        guard case let .mapping(mapping) = node, mapping["count"] == nil else {
            return Entry(key: key, template: RawTemplate.read(node, what: what, file: file, log: &log), forms: [])
        }
        let categoryNames = Set(PluralCategory.allCases.map(\.rawValue))
        if mapping.keys.allSatisfy({ $0.string.map(categoryNames.contains) ?? false }) {
            log.error("\(what) gives plural categories but no 'count' (the placeholder of the number that selects)",
                at: file.location(of: node.mark))
            return Entry(key: key, template: nil, forms: [])
        }
        var forms: [(name: Located<String>, template: RawTemplate)] = []
        for (nameNode, value) in mapping {
            guard case let .scalar(name) = nameNode else {
                log.error("keys of \(what) must be form names", at: file.location(of: nameNode.mark))
                continue
            }
            let formName = Located(name.string, at: file.location(of: nameNode.mark))
            if let template = RawTemplate.read(value, what: "\(what) (\(name.string))", file: file, log: &log) {
                forms.append((formName, template))
            }
        }
        return Entry(key: key, template: nil, forms: forms)
    }
}
