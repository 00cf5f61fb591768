import PushSpecCore
import Testing

/// `JSONKey == literal`, which generated readers dispatch on, against String equality of the
/// decoded key: at every length the readers use, with keys that differ from a literal in its
/// first, a middle or its last byte, or only in length, and written with escapes.
@Suite struct JSONKeyTests {
    static let literals: [StaticString] = [
        "", "p", "id", "aps", "data", "event", "msg_id", "loc_key", "loc_args", "realm_url", "channel_id",
        "push_key_id", "collapse_key", "chat_from_id", "encrypted_data", "google.sent_time", "zulip_message_ids",
        "é", "ключ",
    ]

    /// Each literal as a key, and as keys one byte off at three places, one byte longer and shorter.
    static var keys: [String] {
        literals.map(\.description).flatMap { literal -> [String] in
            var keys = [literal, literal + "x", String(literal.dropLast())]
            let bytes = Array(literal.utf8)
            for index in Set([0, bytes.count / 2, bytes.count - 1]) where !bytes.isEmpty && bytes[index] < 0x80 {
                var changed = bytes
                changed[index] = changed[index] == UInt8(ascii: "z") ? UInt8(ascii: "y") : UInt8(ascii: "z")
                keys.append(String(decoding: changed, as: UTF8.self))
            }
            return keys
        }
    }

    @Test func aKeyEqualsALiteralExactlyWhenItsTextDoes() throws {
        let keys = Self.keys
        let document = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
        let root = try JSONValue(parsing: Array(document.utf8))
        var compared = 0
        root.forEachMember { key, _ in
            for literal in Self.literals {
                #expect((key == literal) == (key.string == literal.description), "\(key.string) == \(literal)")
                compared += 1
            }
        }
        #expect(compared == keys.count * Self.literals.count)
    }

    @Test func anEscapedKeyEqualsItsDecodedText() throws {
        let root = try JSONValue(parsing: Array(#"{"msg\u005fid":1,"lo\u0063_key":2,"\u0070":3,"msg\u005fix":4}"#.utf8))
        var matches: [String] = []
        root.forEachMember { key, _ in
            #expect(key.isEscaped)
            if key == "msg_id" { matches.append("msg_id") }
            if key == "loc_key" { matches.append("loc_key") }
            if key == "p" { matches.append("p") }
        }
        #expect(matches == ["msg_id", "loc_key", "p"])
    }
}
