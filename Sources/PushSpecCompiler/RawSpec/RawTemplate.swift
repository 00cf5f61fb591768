import PushSpecPlurals
import Yams

/// A template as the spec writes it: one text, or texts selected by the plural category of a
/// number, `{count: "{2}", one: "{1} sent you a photo", other: "{1} sent you {2} photos"}`.
package struct RawTemplate: Sendable, Hashable {
    package var location: SourceLocation
    /// `count:`, the placeholder of the number that selects; nil for one text.
    package var selector: Located<String>?
    /// The texts by category: `other` alone for one text. A category whose value is a plural
    /// mapping of its own (``nested``) has the text of that mapping's `other` here.
    package var texts: [PluralCategory: Located<String>]
    /// The categories whose value selects again, by another number, as ICU nests plurals:
    /// `one: {count: "{3}", one: "… 1 Star for 1 winner", other: "… {3} Stars for 1 winner"}`.
    package var nested: [PluralCategory: RawTemplate] = [:]

    /// One text.
    package init(_ text: Located<String>) {
        location = text.location
        selector = nil
        texts = [.other: text]
    }

    init(location: SourceLocation, selector: Located<String>?, texts: [PluralCategory: Located<String>]) {
        self.location = location
        self.selector = selector
        self.texts = texts
    }

    /// The text of `other`: the whole of a plain template, the documentation's form of a plural one.
    package var other: Located<String>? { texts[.other] }

    /// The mapping keys of a plural template: `count` and the categories.
    static let pluralKeys = ["count"] + PluralCategory.allCases.map(\.rawValue)

    /// Reads a scalar or a plural mapping; nil, with the problem logged, for anything else.
    /// A category's value may be a plural mapping itself (one level deep).
    static func read(
        _ node: Node, what: String, file: YAMLFileReader, log: inout DiagnosticLog, nesting: Bool = true
    ) -> RawTemplate? {
        if case let .scalar(scalar) = node {
            return RawTemplate(Located(scalar.string, at: file.location(of: node.mark)))
        }
        guard let mapping = YAMLMappingReader(node, what: what, allowed: pluralKeys, file: file, log: &log) else { return nil }
        let selector = mapping.string("count", required: true, in: what, log: &log)
        var texts: [PluralCategory: Located<String>] = [:]
        var nested: [PluralCategory: RawTemplate] = [:]
        var nestedValid = true
        for category in PluralCategory.allCases {
            if case let .mapping(inner)? = mapping.node(category.rawValue) {
                guard nesting else {
                    log.error(
                        "'\(category.rawValue)' of \(what) is a plural mapping inside a nested one; plurals nest one level deep",
                        at: file.location(of: inner.mark))
                    nestedValid = false
                    continue
                }
                guard let template = read(
                    .mapping(inner), what: "\(what) (\(category.rawValue))", file: file, log: &log, nesting: false),
                    let other = template.other
                else {
                    nestedValid = false
                    continue
                }
                nested[category] = template
                texts[category] = other
            } else if let text = mapping.string(category.rawValue, in: what, log: &log) {
                texts[category] = text
            }
        }
        if !nestedValid { return nil }
        if texts[.other] == nil {
            log.error("\(what) is missing required key 'other'", at: mapping.location)
        }
        guard selector != nil, texts[.other] != nil else { return nil }
        var template = RawTemplate(location: mapping.location, selector: selector, texts: texts)
        template.nested = nested
        return template
    }
}
