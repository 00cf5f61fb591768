/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// One argument of a typed notification as its form's templates take it: a text, or a number,
/// which a plural text is selected by as it is (never parsed back from its digits) and which is
/// written in decimal.
public enum _FormArgument: Sendable {
    /// A text argument.
    case text(String)
    /// A count or integer argument.
    case number(Int)

    /// The argument as a template writes it.
    var text: String {
        switch self {
        case let .text(text): text
        case let .number(number): String(number)
        }
    }

    /// The number a plural text is selected by; 0 for a text.
    var number: Int {
        if case let .number(number) = self { number } else { 0 }
    }
}
