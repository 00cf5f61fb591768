import Testing
import PushSpecCore

@Suite("_TemplateText")
struct TemplateTextTests {
    @Test("pieces join to the same text as the standard library's concatenation", arguments: [
        ["Alice", ": ", "hello"],
        ["", " posted a photo"],
        ["Zoë", " reacted ", "👍🏽", " to your \"", "café\u{301}", "\""],
        ["a", "b", "c", "d", "e", "f", "g", "h"],
        [String(repeating: "plain ascii ", count: 9), " posted ", "3", " photos"],
        ["日本語のチャンネル", " posted ", "12", " photos"],
        [String(repeating: "é", count: 700), " pinned ", String(repeating: "😀", count: 300)],  // > 1 KiB: not on the stack
    ])
    func join(pieces: [String]) {
        let padded = pieces + [String](repeating: "", count: 8 - pieces.count)
        let joined = _TemplateText.join(
            padded[0], padded[1], padded[2], padded[3], padded[4], padded[5], padded[6], padded[7])
        let expected = pieces.joined()
        #expect(Array(joined.utf8) == Array(expected.utf8))
        #expect(joined == expected)
        #expect(joined.count == expected.count)
        #expect(Array(joined.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(joined.hasSuffix(pieces.last ?? ""))
        #expect(joined.isMarkedASCII == expected.utf8.allSatisfy { $0 < 0x80 })
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
