/// One form's templates in a translation. Placeholders are `loc_args` positions, and each
/// template's `source` is the text as written (in the documentation's numbering).
public struct TranslatedForm: Sendable, Hashable {
    /// The whole sentence (for a plural text, the text of `other`).
    public var template: Template
    /// The title and body, when the template gives them (`title|body`, as the English one does).
    public var titleAndBody: (title: Template, body: Template)?
    /// The texts by the plural category of a number.
    public var plural: PluralTemplate?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.template == rhs.template && lhs.titleAndBody?.title == rhs.titleAndBody?.title
            && lhs.titleAndBody?.body == rhs.titleAndBody?.body && lhs.plural == rhs.plural
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(titleAndBody?.title)
        hasher.combine(titleAndBody?.body)
        hasher.combine(plural)
    }
}
