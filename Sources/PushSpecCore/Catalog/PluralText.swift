/// A form's text that depends on the CLDR plural category of one of its numbers: "sent you a
/// photo" for 1, "sent you 5 photos" for 5.
///
/// Generated catalogs make one per such form and language, with the language's rule compiled in
/// (`CLDRPluralRules`), so picking the text is a call with no lookup. It is plain data (a static
/// string and a C function pointer), so the templates that hold it copy as cheaply as before.
public struct PluralText: Sendable {
    /// The argument, 1-based in `loc_args` order, whose number selects the text.
    public let argument: Int
    /// Every category's text, as ``FormTemplates/text`` writes templates, in the order ``index``
    /// numbers them, separated by U+001F (which no template holds).
    public let texts: StaticString
    /// The place among ``texts`` of the text for a number: its category by the language's rule.
    public let index: @convention(c) (Int) -> Int

    /// The separator between texts.
    public static let separator = UInt8(0x1F)

    /// The plural texts of a form, as a generated catalog writes them.
    public init(argument: Int, texts: StaticString, index: @convention(c) (Int) -> Int) {
        self.argument = argument
        self.texts = texts
        self.index = index
    }

    /// The UTF-8 of the text for `number` (static: valid for the life of the program); the last
    /// text, `other`'s, for an index beyond them.
    public func text(for number: Int) -> UnsafeBufferPointer<UInt8> {
        // A literal of more than one scalar points at the program's static data.
        guard texts.hasPointerRepresentation else { return UnsafeBufferPointer(start: nil, count: 0) }
        let all = UnsafeBufferPointer(start: texts.utf8Start, count: texts.utf8CodeUnitCount)
        var wanted = index(number)
        var start = 0
        for (offset, byte) in all.enumerated() where byte == Self.separator {
            if wanted == 0 { return UnsafeBufferPointer(rebasing: all[start..<offset]) }
            wanted -= 1
            start = offset + 1
        }
        return UnsafeBufferPointer(rebasing: all[start...])
    }
}
