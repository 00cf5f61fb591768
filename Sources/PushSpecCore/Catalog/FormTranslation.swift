/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); it is `@_spi(Generated)`, which
/// generated code imports, and the leading underscore keeps it out of code completion.
///
/// A form's templates in another language than the spec's: what a translation replaces of the
/// English ``FormTemplates``. Titles and bodies of their own are names and message text, the same
/// in every language, unless the template gives them (`title|body`).
@_spi(Generated) public struct _FormTranslation: Sendable {
    /// The whole sentence (for a plural text, the text of `other`).
    public let text: StaticString
    /// The title, when the translated template gives its own (`title|body`).
    public let title: StaticString?
    /// The body, when the translated template gives its own (`title|body`).
    public let body: StaticString?
    /// The texts by the plural category of a number, in the translation's language.
    public let plural: _PluralText?

    /// A translation; a nil `title` keeps the English title and body.
    public init(text: StaticString, title: StaticString? = nil, body: StaticString? = nil, plural: _PluralText? = nil) {
        self.text = text
        self.title = title
        self.body = body
        self.plural = plural
    }
}

extension FormTemplates {
    /// For generated code, not for apps: these templates with a translation's in place of the
    /// English ones.
    @_spi(Generated) public func _translated(_ translation: _FormTranslation) -> FormTemplates {
        FormTemplates(
            _formNumber: formNumber, argumentTypes: argumentTypes, text: translation.text, title: translation.title ?? title,
            body: translation.title == nil ? body : translation.body, plural: translation.plural)
    }
}
