/// A form's text that depends on the CLDR plural category of one of its numbers: "sent you a
/// photo" for 1, "sent you 5 photos" for 5.
///
/// Generated catalogs make one per such form and language, with the language's rule compiled in
/// (`CLDRPluralRules`), so picking the text is a call with no lookup.
public struct PluralText: Sendable {
    /// The argument, 1-based in `loc_args` order, whose number selects the text.
    public let argument: Int
    /// The text for the number, as ``FormTemplates/text`` writes templates.
    public let text: @Sendable (Int) -> StaticString

    public init(argument: Int, text: @escaping @Sendable (Int) -> StaticString) {
        self.argument = argument
        self.text = text
    }
}
