@_spi(Generated) import PushSpecCore
import Testing

/// ``_PluralText`` selected by one number, and by two (the second initializer, ICU's nested plural):
/// texts in rows by the first number's category, a text per category of the second in each.
@Suite struct PluralTextTests {
    static func string(_ text: UnsafeBufferPointer<UInt8>) -> String { String(decoding: text, as: UTF8.self) }

    @Test func twoNumbersPickTheRowThenTheColumn() {
        let text = _PluralText(
            argument: 2, second: 3, texts: "a\u{1F}b\u{1F}c\u{1F}d",
            index: { first, second in (first == 1 ? 0 : 1) * 2 + (second == 1 ? 0 : 1) })
        #expect([(1, 1), (1, 5), (2, 1), (2, 5)].map { Self.string(text.text(for: $0, second: $1)) } == ["a", "b", "c", "d"])
        #expect(text.argument == 2 && text.secondArgument == 3)
        // One number alone gives the last text, `other`'s for both.
        #expect(Self.string(text.text(for: 1)) == "d")
    }

    @Test func oneNumberIgnoresASecond() {
        let text = _PluralText(argument: 2, texts: "x\u{1F}y", index: { $0 == 1 ? 0 : 1 })
        #expect(text.secondArgument == nil && text.pairIndex == nil)
        #expect(Self.string(text.text(for: 1, second: 7)) == "x" && Self.string(text.text(for: 3)) == "y")
    }

    @Test func formTemplatesFillTheTextOfBothNumbers() {
        let templates = FormTemplates(
            _formNumber: 0, argumentTypes: "tcc", text: "\u{1}: \u{3} Stars, \u{2} winners", title: "\u{1}", body: nil,
            plural: _PluralText(
                argument: 2, second: 3,
                texts: "\u{1}: \u{3} Star, \u{2} winner\u{1F}\u{1}: \u{3} Stars, \u{2} winner\u{1F}\u{1}: \u{3} Star, \u{2} winners\u{1F}\u{1}: \u{3} Stars, \u{2} winners",
                index: { first, second in (first == 1 ? 0 : 1) * 2 + (second == 1 ? 0 : 1) }))
        #expect(texts(templates, [.text("Ann"), .number(1), .number(1)]) == "Ann: 1 Star, 1 winner")
        #expect(texts(templates, [.text("Ann"), .number(2), .number(5)]) == "Ann: 5 Stars, 2 winners")
        #expect(texts(templates, [.text("Ann"), .number(1), .number(21)]) == "Ann: 21 Stars, 1 winner")
    }
}

/// `FormTemplates._texts` with the arguments of an array, as a notification's `_withForm` hands
/// them over from the stack.
private func texts(_ templates: FormTemplates, _ arguments: [_FormArgument]) -> String {
    arguments.withUnsafeBufferPointer { templates._texts($0).text }
}
