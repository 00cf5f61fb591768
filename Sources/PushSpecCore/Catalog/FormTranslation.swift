/// A form's templates in another language than the spec's: what a translation replaces of the
/// English ``FormTemplates``. Titles and bodies of their own are names and message text, the same
/// in every language, unless the template gives them (`title|body`).
public struct FormTranslation: Sendable {
    /// The whole sentence (for a plural text, the text of `other`).
    public let text: StaticString
    /// The title, when the translated template gives its own (`title|body`).
    public let title: StaticString?
    /// The body, when the translated template gives its own (`title|body`).
    public let body: StaticString?
    /// The texts by the plural category of a number, in the translation's language.
    public let plural: PluralText?

    /// A translation; a nil `title` keeps the English title and body.
    public init(text: StaticString, title: StaticString? = nil, body: StaticString? = nil, plural: PluralText? = nil) {
        self.text = text
        self.title = title
        self.body = body
        self.plural = plural
    }
}

extension FormTemplates {
    /// These templates with a translation's in place of the English ones.
    public func translated(_ translation: FormTranslation) -> FormTemplates {
        FormTemplates(
            formNumber: formNumber, argumentTypes: argumentTypes, text: translation.text, title: translation.title ?? title,
            body: translation.title == nil ? body : translation.body, plural: translation.plural)
    }
}
