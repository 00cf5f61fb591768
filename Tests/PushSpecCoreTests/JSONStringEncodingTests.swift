import Foundation
import PushSpecCore
import Testing

/// JSON string literals, checked against RFC 8259's escapes and read back by Foundation.
@Suite struct JSONStringEncodingTests {
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONStringEncoding.appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func escapesWhatRFC8259Requires() {
        #expect(Self.quoted("plain") == #""plain""#)
        #expect(Self.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(Self.quoted("\n\r\t") == #""\n\r\t""#)
        #expect(Self.quoted("\u{0}\u{1f}") == #""\u0000\u001f""#)
        #expect(Self.quoted("\u{2028}x\u{2029}") == #""\u2028x\u2029""#)
        #expect(Self.quoted("é€😀") == "\"é€😀\"")
        #expect(Self.quoted("\u{2027}\u{202A}") == "\"\u{2027}\u{202A}\"")  // E2 80 A7 and E2 80 AA: kept
    }

    @Test func everyCharacterReadsBackThroughFoundation() throws {
        let text = String((0..<0x300).compactMap(Unicode.Scalar.init).map(Character.init)) + "\u{2028}\u{2029}😀"
        let json = Self.quoted(text)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? String
        #expect(decoded == text)
    }
}
