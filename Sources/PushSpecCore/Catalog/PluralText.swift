/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); it is `@_spi(Generated)`, which
/// generated code imports, and the leading underscore keeps it out of code completion.
///
/// A form's text that depends on the CLDR plural category of one of its numbers: "sent you a
/// photo" for 1, "sent you 5 photos" for 5; or of two, as ICU's nested plurals do: "a giveaway of
/// 1 Star for 1 winner", "of 5 Stars for 2 winners" (``secondArgument``).
///
/// Generated catalogs make one per such form and language, with the language's rule compiled in
/// (`CLDRPluralRules`), so picking the text is a call with no lookup. It is plain data (a static
/// string and a C function pointer), so the templates that hold it copy as cheaply as before.
@_spi(Generated) public struct _PluralText: Sendable {
    /// The argument, 1-based in `loc_args` order, whose number selects the text.
    public let argument: Int
    /// Every category's text, as ``FormTemplates/text`` writes templates, in the order ``index``
    /// numbers them, separated by U+001F (which no template holds).
    public let texts: StaticString
    /// The place among ``texts`` of the text for a number: its category by the language's rule.
    /// For texts selected by two numbers, a function that gives the last text (use ``pairIndex``).
    public let index: @convention(c) (Int) -> Int
    /// The argument, 1-based in `loc_args` order, whose number selects among the texts of the first
    /// one's category, when the texts depend on two numbers; nil otherwise.
    public let secondArgument: Int?
    /// For texts selected by two numbers: the place among ``texts`` of the text for the first and
    /// the second number (the texts are in rows by the first number's category, one text per
    /// category of the second in each row).
    public let pairIndex: (@convention(c) (Int, Int) -> Int)?

    /// The separator between texts.
    public static let separator = UInt8(0x1F)

    /// The plural texts of a form.
    public init(argument: Int, texts: StaticString, index: @convention(c) (Int) -> Int) {
        self.argument = argument
        self.texts = texts
        self.index = index
        self.secondArgument = nil
        self.pairIndex = nil
    }

    /// The plural texts of a form selected by two numbers (ICU's nested plural): `index` gives the place of the text for the number of `argument` and
    /// that of `second`.
    public init(argument: Int, second: Int, texts: StaticString, index: @convention(c) (Int, Int) -> Int) {
        self.argument = argument
        self.texts = texts
        self.index = { _ in Int.max }
        self.secondArgument = second
        self.pairIndex = index
    }

    /// The UTF-8 of the text for `number` (static: valid for the life of the program); the last
    /// text, `other`'s, for an index beyond them.
    public func text(for number: Int) -> UnsafeBufferPointer<UInt8> {
        text(at: index(number))
    }

    /// The UTF-8 of the text for `number` (the number of ``argument``) and `second` (that of
    /// ``secondArgument``, which texts selected by one number ignore).
    public func text(for number: Int, second: Int) -> UnsafeBufferPointer<UInt8> {
        text(at: pairIndex.map { $0(number, second) } ?? index(number))
    }

    /// The UTF-8 of the text at `wanted` among ``texts``; the last one beyond them.
    private func text(at wanted: Int) -> UnsafeBufferPointer<UInt8> {
        // A literal of more than one scalar points at the program's static data.
        guard texts.hasPointerRepresentation else { return UnsafeBufferPointer(start: nil, count: 0) }
        let all = UnsafeBufferPointer(start: texts.utf8Start, count: texts.utf8CodeUnitCount)
        var wanted = wanted
        var start = 0
        for (offset, byte) in all.enumerated() where byte == Self.separator {
            if wanted == 0 { return UnsafeBufferPointer(rebasing: all[start..<offset]) }
            wanted -= 1
            start = offset + 1
        }
        return UnsafeBufferPointer(rebasing: all[start...])
    }
}
