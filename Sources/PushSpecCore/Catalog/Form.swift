/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// A typed notification's form as every rendering fills it in: the form's templates, from the
/// catalog's one table of forms, and the notification's arguments as they are, counts as
/// numbers.
///
/// A struct rather than a tuple: a tuple's type is made at run time, and destroying one went
/// through the runtime's generic code, element by element, for every rendered notification.
public struct _Form: Sendable {
    /// The form's templates.
    public let templates: FormTemplates
    /// The notification's arguments, in `loc_args` order.
    public let arguments: [_FormArgument]

    /// A form's `templates` with a notification's `arguments`.
    public init(_ templates: FormTemplates, _ arguments: [_FormArgument]) {
        self.templates = templates
        self.arguments = arguments
    }
}
