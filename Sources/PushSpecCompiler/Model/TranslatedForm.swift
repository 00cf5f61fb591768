/// One form's templates in a translation. Placeholders are `loc_args` positions, and each
/// template's `source` is the text as written (in the documentation's numbering).
package struct TranslatedForm: Sendable, Hashable {
    /// The whole sentence (for a plural text, the text of `other`).
    package var template: Template
    /// The title and body, when the template gives them (`title|body`, as the English one does).
    package var titleAndBody: (title: Template, body: Template)?
    /// The texts by the plural category of a number.
    package var plural: PluralTemplate?

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.template == rhs.template && lhs.titleAndBody?.title == rhs.titleAndBody?.title
            && lhs.titleAndBody?.body == rhs.titleAndBody?.body && lhs.plural == rhs.plural
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(titleAndBody?.title)
        hasher.combine(titleAndBody?.body)
        hasher.combine(plural)
    }
}
