/// One notification form's templates, as static text in which a control byte stands for an
/// argument (U+0001 for `{1}`, U+0002 for `{2}`, ...), with the type of each argument: what every
/// rendering of the form fills in.
///
/// Generated catalogs write each form's once, in one table (`TelegramLocKey._withFormTemplates(_:_:)`).
/// A typed notification renders through it (its `_form(arguments:_:)`, with `_texts(_:)`), a push
/// read where it stands renders it from the wire arguments into a ``NotificationTextBuffer`` (the
/// form `TelegramLocKey.templates(argumentCount:peer:)` gives), and a locale gives its translation
/// of it. The spec's validator refuses templates that hold control characters and forms with more
/// than ``maximumArgumentCount`` arguments, so every control byte is an argument.
public struct FormTemplates: Sendable {
    /// The most arguments a form can have: placeholders are the bytes 1 to 31.
    public static let maximumArgumentCount = 31

    /// The form's number in its catalog (its place among every form, in spec order), which
    /// translations are looked up by.
    public let formNumber: Int
    /// One ASCII letter per argument, in `loc_args` order: `t` text, `c` count (a non-negative
    /// integer), `i` integer.
    public let argumentTypes: StaticString
    /// The whole sentence.
    public let text: StaticString
    /// The title for a notification UI.
    public let title: StaticString
    /// The body to show under the title; nil when it is the whole sentence.
    public let body: StaticString?
    /// For generated code and PushSpec's runtime, not for apps: the texts by the plural category
    /// of a number, when the sentence depends on one (``text`` is then the text of `other`).
    @_spi(Generated) public let _plural: _PluralText?

    /// For generated code, not for apps: templates as a generated catalog writes them; `body` is
    /// nil when it is the whole sentence.
    @_spi(Generated) public init(
        _formNumber formNumber: Int, argumentTypes: StaticString, text: StaticString, title: StaticString, body: StaticString?,
        plural: _PluralText? = nil
    ) {
        self.formNumber = formNumber
        self.argumentTypes = argumentTypes
        self.text = text
        self.title = title
        self.body = body
        self._plural = plural
    }

    /// The number of arguments the form takes.
    public var argumentCount: Int { argumentTypes.utf8CodeUnitCount }

    /// For PushSpec's runtime, not for apps: the title, body and text, filled in with a typed
    /// notification's arguments (its form's, in `loc_args` order): the text of the plural
    /// category of the selecting number, where the form has one. A body that is the whole
    /// sentence is the text, filled in once.
    public func _texts(_ arguments: UnsafeBufferPointer<_FormArgument>) -> (title: String, body: String, text: String) {
        let text = _text(arguments)
        return (_title(arguments), body.map { _TemplateText.fill($0, arguments) } ?? text, text)
    }

    /// For PushSpec's runtime, not for apps: the whole sentence, filled in with a typed
    /// notification's arguments (see `_texts(_:)`).
    public func _text(_ arguments: UnsafeBufferPointer<_FormArgument>) -> String {
        guard let plural = _plural else { return _TemplateText.fill(text, arguments) }
        func number(_ argument: Int) -> Int {
            arguments.indices.contains(argument - 1) ? arguments[argument - 1].number : 0
        }
        return _TemplateText.fill(plural.text(for: number(plural.argument), second: plural.secondArgument.map(number) ?? 0), arguments)
    }

    /// For PushSpec's runtime, not for apps: the title, filled in with a typed notification's
    /// arguments.
    public func _title(_ arguments: UnsafeBufferPointer<_FormArgument>) -> String {
        _TemplateText.fill(title, arguments)
    }

    /// For PushSpec's runtime, not for apps: the body, filled in with a typed notification's
    /// arguments: the whole sentence when the form has no body of its own.
    public func _body(_ arguments: UnsafeBufferPointer<_FormArgument>) -> String {
        body.map { _TemplateText.fill($0, arguments) } ?? _text(arguments)
    }
}
