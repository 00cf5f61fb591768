import Testing
import PushSpecCore

@Suite("_TemplateText")
struct TemplateTextTests {
    @Test("arguments fill in to the same text as the standard library's concatenation", arguments: [
        ["Alice", ": ", "hello"],
        ["", " posted a photo"],
        ["Zoë", " reacted ", "👍🏽", " to your \"", "café\u{301}", "\""],
        ["a", "b", "c", "d", "e", "f", "g", "h"],
        [String(repeating: "plain ascii ", count: 9), " posted ", "3", " photos"],
        ["日本語のチャンネル", " posted ", "12", " photos"],
        [String(repeating: "é", count: 700), " pinned ", String(repeating: "😀", count: 300)],  // > 1 KiB: not on the stack
    ])
    func fill(pieces: [String]) {
        // Each piece is an argument of a template of only placeholders, then of literals around them.
        let placeholders = (1...pieces.count).map { UInt8($0) }
        let arguments = pieces.map(_FormArgument.text)
        let filled = placeholders.withUnsafeBufferPointer { _TemplateText.fill($0, arguments) }
        let expected = pieces.joined()
        #expect(Array(filled.utf8) == Array(expected.utf8))
        #expect(filled == expected)
        #expect(filled.count == expected.count)
        #expect(Array(filled.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(filled.hasSuffix(pieces.last ?? ""))
        #expect(filled.isMarkedASCII == expected.utf8.allSatisfy { $0 < 0x80 })
        let template = Array("<".utf8) + placeholders.flatMap { [$0] + Array(" | ".utf8) } + Array(">".utf8)
        let framed = template.withUnsafeBufferPointer { _TemplateText.fill($0, arguments) }
        #expect(framed == "<" + pieces.map { $0 + " | " }.joined() + ">")
    }

    @Test func numbersAreWrittenInDecimalAndAMissingArgumentIsLeftOut() {
        let template: StaticString = "\u{1} sent \u{2} photos, \u{3} of \u{4}\u{5}"
        let filled = _TemplateText.fill(template, [.text("Zoë"), .number(12), .number(-3), .number(Int.max)])
        #expect(filled == "Zoë sent 12 photos, -3 of 9223372036854775807")
        #expect(_TemplateText.fill("\u{2}", [.text("a"), .number(0)]) == "0")
    }
}

extension String {
    /// Whether the standard library has marked the String as ASCII (its fast paths for
    /// comparing and hashing depend on it). A property, for `#expect`, which cannot hold the
    /// non-escapable `UTF8Span` itself. Compilers before 6.2 have no `UTF8Span`, and there the
    /// library validates, and marks, every String itself: the bytes are checked instead.
    var isMarkedASCII: Bool {
        #if compiler(>=6.2)
        utf8Span.isKnownASCII
        #else
        utf8.allSatisfy { $0 < 0x80 }
        #endif
    }
}
