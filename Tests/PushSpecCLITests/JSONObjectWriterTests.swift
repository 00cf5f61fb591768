import Foundation
import PushSpec
import PushSpecTestSupport
import Testing

@testable import PushSpecCLI

@Suite("JSONObjectWriter")
struct JSONObjectWriterTests {
    /// Characters that must be escaped (and U+2028/U+2029, escaped for JavaScript), and some that
    /// must not be, each placed at every position of plain strings of 0 to 35 bytes: the check
    /// reads sixteen bytes at a time (the last block padded with spaces), and a string it flags
    /// is escaped byte by byte.
    @Test("a special character at every position round-trips through Foundation's JSON reader")
    func everyPosition() throws {
        let specials = [
            "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "\u{2028}", "\u{2029}", "/", "é", "🚀", "\u{7F}",
            "—", "’", "\u{2027}", "\u{202A}", "\u{2029}\u{2014}",
        ]
        for length in 0..<36 {
            let plain = String(repeating: "a", count: length)
            for position in 0...length {
                for special in specials {
                    var text = plain
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
                    let quoted = JSONObjectWriter.quoted(text)
                    let decoded = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)
                    #expect(decoded as? String == text, "\(quoted)")
                    #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" }, "\(quoted)")
                }
            }
        }
    }

    /// Texts with several characters to escape, anywhere among long runs that need none (which
    /// are skipped eight bytes at a time), against escaping written scalar by scalar.
    @Test("texts with many escapes are written as escaping them scalar by scalar writes them")
    func manyEscapes() {
        let pieces = [
            "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "\u{2028}", "\u{2029}", "—", "’", "é", "🚀", "\u{7F}", " ", "~",
            "plain text", "Привет", "日本語", String(repeating: "x", count: 9),
        ]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 12)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(JSONObjectWriter.quoted(text) == Self.quotedScalarByScalar(text), "\(text.debugDescription)")
        }
    }

    /// An independent JSON string literal: each Unicode scalar in turn.
    static func quotedScalarByScalar(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\u{2028}": quoted += "\\u2028"
            case "\u{2029}": quoted += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    @Test("integers are written as Swift prints them, at every length and both limits")
    func integers() {
        var values: [Int64] = [0, 9, 10, 99, 100, 101, 999, 1000, Int64.max, Int64.min, Int64.min + 1]
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power]
        }
        for value in values {
            var object = JSONObjectWriter()
            object.integer("n", value)
            #expect(object.finished == "{\"n\":\(value)}")
        }
    }

    @Test("objects nest in place, keys in the order written")
    func nesting() {
        var object = JSONObjectWriter()
        object.string("a", "x")
        object.decimalString("id", -9_223_372_036_854_775_808)
        object.object("o") { inner in
            inner.bool("t", true)
            inner.integers("n", [1, -2])
            inner.object("empty") { _ in }
        }
        object.string("skipped", nil)
        object.integer("big", UInt64.max)
        #expect(object.finished == #"{"a":"x","id":"-9223372036854775808","o":{"t":true,"n":[1,-2],"empty":{}},"big":18446744073709551615}"#)
    }

    @Test("a value copied from an earlier member survives the buffer growing in between")
    func copiedValue() {
        // A standalone writer starts with 256 bytes: the first value fills most of it, and
        // copying it must grow the buffer while reading from it.
        for length in [0, 1, 7, 8, 200, 300, 1000] {
            let value = String(repeating: "é\"", count: length / 3) + String(repeating: "x", count: length % 3)
            var object = JSONObjectWriter()
            let written = object.stringValueRange("body", value)
            object.copy("text", ofValueAt: written)
            object.string("after", "z")
            let escaped = value.replacingOccurrences(of: "\"", with: "\\\"")
            #expect(object.finished == #"{"body":""# + escaped + #"","text":""# + escaped + #"","after":"z"}"#)
        }
    }

    @Test("a word member is the literal between quotes; keys of every length, the first without a comma")
    func words() {
        var object = JSONObjectWriter()
        object.word("provider", "telegram")
        object.word("k", "v")
        object.word("a_key_longer_than_sixteen_bytes", "")
        object.word("fetch_reason", RenderedPush.name(of: .invalidContent))
        #expect(object.finished == #"{"provider":"telegram","k":"v","a_key_longer_than_sixteen_bytes":"","fetch_reason":"invalid_content"}"#)
    }

    @Test("fetch_reason's literals are the reasons' raw values")
    func fetchReasonNames() {
        for reason in FetchRequirement.Reason.allCases {
            #expect(RenderedPush.name(of: reason).description == reason.rawValue)
        }
    }
}
