import Testing
@_spi(Generated) import PushSpecCore

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
        let filled = placeholders.withUnsafeBufferPointer { fillTemplate($0, arguments) }
        let expected = pieces.joined()
        #expect(Array(filled.utf8) == Array(expected.utf8))
        #expect(filled == expected)
        #expect(filled.count == expected.count)
        #expect(Array(filled.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(filled.hasSuffix(pieces.last ?? ""))
        #expect(filled.isMarkedASCII == expected.utf8.allSatisfy { $0 < 0x80 })
        let template = Array("<".utf8) + placeholders.flatMap { [$0] + Array(" | ".utf8) } + Array(">".utf8)
        let framed = template.withUnsafeBufferPointer { fillTemplate($0, arguments) }
        #expect(framed == "<" + pieces.map { $0 + " | " }.joined() + ">")
    }

    /// Placeholders are found eight bytes at a time: one at every offset of a template, among
    /// literals of ASCII, of bytes just above and below 0x20 and of UTF-8's non-ASCII bytes, fills
    /// in as the template read byte by byte does.
    @Test("a placeholder is found at every offset, among any literal", arguments: ["plain", " !\u{7f}~", "é😀ß", "\u{ff}\u{100}"])
    func placeholdersAreFoundAtEveryOffset(literal: String) {
        let arguments: [_FormArgument] = [.text("<one>"), .number(22), .text("ü")]
        let text = String(String(repeating: literal, count: 12).prefix(24))
        let literalBytes = Array(text.utf8)
        // Between characters, where a spec's template has its placeholders: every byte offset
        // of an ASCII literal, and 1 to 4 bytes apart in the others.
        let offsets = text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [literalBytes.count]
        for offset in offsets {
            for placeholder: UInt8 in 1...4 {
                var template = literalBytes
                template.insert(placeholder, at: offset)
                template.append(contentsOf: [0x20, 1, 0x21])  // and one more near the end
                let expected = template.flatMap { byte -> [UInt8] in
                    switch byte {
                    case 1: Array("<one>".utf8)
                    case 2: Array("22".utf8)
                    case 3: Array("ü".utf8)
                    case 4: []  // beyond the arguments: left out
                    default: [byte]
                    }
                }
                let filled = template.withUnsafeBufferPointer { fillTemplate($0, arguments) }
                #expect(Array(filled.utf8) == expected, "placeholder \(placeholder) at \(offset) in \(literal)")
            }
        }
    }

    @Test func numbersAreWrittenInDecimalAndAMissingArgumentIsLeftOut() {
        let template: StaticString = "\u{1} sent \u{2} photos, \u{3} of \u{4}\u{5}"
        let filled = fillTemplate(template, [.text("Zoë"), .number(12), .number(-3), .number(Int.max)])
        #expect(filled == "Zoë sent 12 photos, -3 of 9223372036854775807")
        #expect(fillTemplate("\u{2}", [.text("a"), .number(0)]) == "0")
        for number in [0, 9, 10, 99, 100, -1, -9, -10, 1_000_000_007, Int.min, Int.max] {
            #expect(fillTemplate("<\u{1}>", [.number(number)]) == "<\(number)>")
        }
    }
}

/// `_TemplateText.fill` with the arguments of an array, as a notification's `_withForm` hands
/// them over from the stack.
private func fillTemplate(_ template: StaticString, _ arguments: [_FormArgument]) -> String {
    arguments.withUnsafeBufferPointer { _TemplateText.fill(template, $0) }
}

private func fillTemplate(_ template: UnsafeBufferPointer<UInt8>, _ arguments: [_FormArgument]) -> String {
    arguments.withUnsafeBufferPointer { _TemplateText.fill(template, $0) }
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
