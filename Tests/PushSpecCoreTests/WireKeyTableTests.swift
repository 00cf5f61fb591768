import Testing
@_spi(Generated) import PushSpecCore

@Suite("_WireKeyTable")
struct WireKeyTableTests {
    /// Keys that share long prefixes and suffixes, differ in length by one, and are shorter and
    /// longer than the eight bytes the hash reads at each end.
    static let keys = [
        "", "A", "AB", "CHAT_MESSAGE_PHOTO", "CHAT_MESSAGE_PHOTOS", "CHANNEL_MESSAGE_PHOTO",
        "MESSAGE_PHOTO", "MESSAGE_PHOTOS", "MESSAGE_TEXT", "MESSAGE_TEX", "MESSAGE_", "MESSAGES",
        "PINNED_PHOTO", "PINNED_PHOTOS", "Ünïcødé_KEY", "12345678", "123456789", "1234567",
    ]

    @Test("every key finds its own value, as a String and as a JSON string")
    func everyKeyIsFound() throws {
        let table = _WireKeyTable(Self.keys.enumerated().map { (key: $0.element, value: $0.offset) })
        for (index, key) in Self.keys.enumerated() {
            #expect(table.value(for: key) == index, "\(key)")
            let json = try JSONValue(parsing: "[\"\(key)\"]")
            #expect(json[0].flatMap(table.value(forString:)) == index, "\(key)")
        }
    }

    @Test("keys a byte away from a known one, or of another length, are not found")
    func nearMissesAreNotFound() {
        let table = _WireKeyTable(Self.keys.enumerated().map { (key: $0.element, value: $0.offset) })
        let misses = [
            "B", "ABC", "CHAT_MESSAGE_PHOTOX", "CHAT_MESSAGE_PHOT", "CHAT_MESSAGE_PHOTo", "chat_message_photo",
            "MESSAGE_PHOTOS ", " MESSAGE_PHOTOS", "MESSAGE_TEXTS", "PINNED_PHOTOZ", "Ünïcødé_KEy", "12345670",
        ]
        for miss in misses {
            #expect(table.value(for: miss) == nil, "\(miss)")
        }
    }

    @Test("a JSON string is found with its escapes decoded; other kinds of value are not found")
    func jsonValues() throws {
        let table = _WireKeyTable([(key: "MESSAGE_TEXT", value: 1), (key: "1", value: 2)])
        let json = try JSONValue(parsing: #"["MESSAGE\u005fTEXT", "MESSAGE_TEXT", 1, null, ["MESSAGE_TEXT"], "\u0031"]"#)
        #expect(json.elements.map(table.value(forString:)) == [1, 1, nil, nil, nil, 2])
    }

    @Test("a key given twice keeps its first value; an empty table finds nothing")
    func duplicatesAndEmpty() {
        let table = _WireKeyTable([(key: "K", value: 1), (key: "K", value: 2), (key: "L", value: 3)])
        #expect(table.value(for: "K") == 1)
        #expect(table.value(for: "L") == 3)
        #expect(_WireKeyTable<Int>([]).value(for: "K") == nil)
    }

    @Test("a table of a thousand keys finds each")
    func manyKeys() {
        let keys = (0..<1000).map { "KEY_\($0 % 7)_\($0)_SUFFIX_\($0 % 3)" }
        let table = _WireKeyTable(keys.enumerated().map { (key: $0.element, value: $0.offset) })
        for (index, key) in keys.enumerated() {
            #expect(table.value(for: key) == index)
        }
        #expect(table.value(for: "KEY_0_0_SUFFIX_1") == nil)
    }
}
