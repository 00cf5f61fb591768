/// What rendering one notification form straight from its wire arguments needs: the type of each
/// argument and the form's templates, as static text in which a control byte stands for an
/// argument (U+0001 for `{1}`, U+0002 for `{2}`, ...).
///
/// Generated catalogs give one per form (`TelegramLocKey.templates(argumentCount:)`), so that a
/// push can be rendered into a ``NotificationTextBuffer`` without building its typed
/// notification. The spec's validator refuses templates that hold control characters and forms
/// with more than ``maximumArgumentCount`` arguments, so every control byte is an argument.
public struct FormTemplates: Sendable {
    /// The most arguments a form can have: placeholders are the bytes 1 to 31.
    public static let maximumArgumentCount = 31

    /// One ASCII letter per argument, in `loc_args` order: `t` text, `c` count (a non-negative
    /// integer), `i` integer.
    public let argumentTypes: StaticString
    /// The whole sentence.
    public let text: StaticString
    /// The title for a notification UI.
    public let title: StaticString
    /// The body to show under the title; nil when it is the whole sentence.
    public let body: StaticString?

    public init(argumentTypes: StaticString, text: StaticString, title: StaticString, body: StaticString?) {
        self.argumentTypes = argumentTypes
        self.text = text
        self.title = title
        self.body = body
    }

    /// The number of arguments the form takes.
    public var argumentCount: Int { argumentTypes.utf8CodeUnitCount }
}
