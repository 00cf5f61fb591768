import Testing
@testable import PushSpecCore

@Suite("JSON parse errors and limits")
struct JSONParseErrorTests {
    private func error(_ text: String, limits: JSONLimits = .init()) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    private func error(bytes: [UInt8], limits: JSONLimits = .init()) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("a 100 000-deep array is too deep, not a stack overflow")
    func deepArray() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(deep) == JSONParseError(reason: .tooDeep, offset: 64))
        // Objects too.
        let deepObjects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(error(deepObjects) == JSONParseError(reason: .tooDeep, offset: 64 * 5))
        // And a huge depth limit parses it without recursing.
        let value = try? JSONValue(parsing: deep, limits: JSONLimits(maxBytes: 1 << 20, maxDepth: 100_000))
        #expect(value?.kind == .array)
        #expect(value?.count == 1)
    }

    @Test("depth limit is inclusive")
    func depthLimitEdges() {
        #expect(error("[[1]]", limits: JSONLimits(maxDepth: 2)) == nil)
        #expect(error("[[[1]]]", limits: JSONLimits(maxDepth: 2)) == JSONParseError(reason: .tooDeep, offset: 2))
        #expect(error("1", limits: JSONLimits(maxDepth: 0)) == nil)
        #expect(error("[]", limits: JSONLimits(maxDepth: 0)) == JSONParseError(reason: .tooDeep, offset: 0))
        let sixtyFour = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(error(sixtyFour) == nil)
        let sixtyFive = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(error(sixtyFive) == JSONParseError(reason: .tooDeep, offset: 64))
    }

    @Test("truncated deep input reports its own fault, not the tape's size")
    func truncatedDeepInput() {
        let limits = JSONLimits(maxDepth: 10_000)
        #expect(error(String(repeating: "[", count: 50), limits: limits) == JSONParseError(reason: .unexpectedEnd, offset: 50))
        #expect(error("[[[[]", limits: limits) == JSONParseError(reason: .unexpectedEnd, offset: 5))
        #expect(error(String(repeating: "[", count: 9000) + "x", limits: limits)
            == JSONParseError(reason: .unexpectedByte(0x78), offset: 9000))
        #expect(error(String(repeating: "{\"\":[", count: 1000), limits: limits)
            == JSONParseError(reason: .unexpectedEnd, offset: 5000))
        #expect(error(String(repeating: "[1,", count: 3000), limits: limits)
            == JSONParseError(reason: .unexpectedEnd, offset: 9000))
    }

    @Test("mutated payloads never trap, and what parses reads back consistently")
    func mutationFuzz() {
        let seeds = [
            JSONValueTests.payload,
            #"{"a":[1,-2.5e+3,true,false,null,"x\u00e9\ud83d\ude00\n"],"b":{"c":{}},"d":[]}"#,
            #"["caf\u00e9", "😀", 0, -0.0, 1E5, {"k":"v","k":"w"}]"#,
        ].map { Array($0.utf8) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array("{}[],:\"\\/ubfnrt0123456789-+.eE \u{0}\u{1F}\u{7F}é😀\u{FEFF}xaA".utf8) + [0x80, 0xC0, 0xED, 0xF4, 0xFF]
        var accepted = 0
        for round in 0..<6000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0...(next() % 4) {
                guard !bytes.isEmpty else { break }
                let at = next() % bytes.count
                switch next() % 4 {
                case 0: bytes[at] = alphabet[next() % alphabet.count]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[next() % alphabet.count], at: at)
                default: bytes.removeSubrange(at...)
                }
            }
            guard let value = try? JSONValue(parsing: bytes) else { continue }
            accepted += 1
            let trimmed = String(decoding: bytes, as: UTF8.self).trimmingJSONWhitespace()
            #expect(value.rawJSON == trimmed)
            walk(value)
        }
        // Enough mutations keep the document valid for the walk to be exercised.
        #expect(accepted > 300)
    }

    private func walk(_ value: JSONValue) {
        _ = (value.kind, value.stringValue, value.int64Value, value.doubleValue, value.boolValue,
             value.lenientInt64, value.lenientFlag, value.rawJSON, value[0], value[-1], value[""])
        for element in value.elements { walk(element) }
        for (key, member) in value.members {
            #expect(value[key] != nil)
            walk(member)
        }
    }

    @Test("input over maxBytes is too large")
    func tooLarge() {
        let text = "[" + String(repeating: "1,", count: 100) + "1]"  // 203 bytes
        #expect(error(text, limits: JSONLimits(maxBytes: 202)) == JSONParseError(reason: .tooLarge, offset: 202))
        #expect(error(text, limits: JSONLimits(maxBytes: 203)) == nil)
        let big = [UInt8](repeating: 0x20, count: (1 << 20) + 1)
        #expect(error(bytes: big) == JSONParseError(reason: .tooLarge, offset: 1 << 20))
        #expect(error("1", limits: JSONLimits(maxBytes: -5)) == JSONParseError(reason: .tooLarge, offset: 0))
    }

    @Test("empty input and whitespace alone")
    func empty() {
        #expect(error("") == JSONParseError(reason: .empty, offset: 0))
        #expect(error(" \n\t\r") == JSONParseError(reason: .empty, offset: 4))
    }

    @Test("syntax faults give their reason and offset", arguments: [
        ("[1,]", JSONParseError.Reason.unexpectedByte(0x5D), 3),
        ("{\"a\":1,}", .unexpectedByte(0x7D), 7),
        ("[1 2]", .unexpectedByte(0x32), 3),
        ("{\"a\" 1}", .unexpectedByte(0x31), 5),
        ("{1:2}", .unexpectedByte(0x31), 1),
        ("['a']", .unexpectedByte(0x27), 1),
        ("[1] // c", .trailingContent, 4),
        ("/* c */ 1", .unexpectedByte(0x2F), 0),
        ("1 2", .trailingContent, 2),
        ("NaN", .unexpectedByte(0x4E), 0),
        ("tru", .unexpectedEnd, 3),
        ("trUe", .unexpectedByte(0x55), 2),
        ("[", .unexpectedEnd, 1),
        ("{\"a\":", .unexpectedEnd, 5),
        ("]", .unexpectedByte(0x5D), 0),
        ("[1]]", .trailingContent, 3),
        ("+1", .unexpectedByte(0x2B), 0),
        (".5", .unexpectedByte(0x2E), 0),
        ("01", .invalidNumber, 1),
        ("-01", .invalidNumber, 2),
        ("1.", .invalidNumber, 2),
        ("1.e5", .invalidNumber, 2),
        ("1e", .invalidNumber, 2),
        ("1e+", .invalidNumber, 3),
        ("-", .invalidNumber, 1),
        ("-a", .invalidNumber, 1),
        ("\"abc", .invalidString, 0),
        ("[\"a\\", .invalidString, 1),
        ("\"\\x\"", .invalidEscape, 1),
        ("\"\\u12G4\"", .invalidEscape, 1),
        ("\"\\U0041\"", .invalidEscape, 1),
        ("\"\\ud83d\"", .loneSurrogate, 1),
        ("\"\\ud83dx\"", .loneSurrogate, 1),
        ("\"\\ud83d\\u0041\"", .loneSurrogate, 1),
        ("\"\\ude00\"", .loneSurrogate, 1),
        ("\"a\tb\"", .controlCharacterInString, 2),
        ("\"a\nb\"", .controlCharacterInString, 2),
        ("\u{FEFF}{}", .unexpectedByte(0xEF), 0),
    ] as [(String, JSONParseError.Reason, Int)])
    func syntaxFaults(text: String, reason: JSONParseError.Reason, offset: Int) {
        #expect(error(text) == JSONParseError(reason: reason, offset: offset))
    }

    @Test("invalid UTF-8 and NUL bytes", arguments: [
        ([0x22, 0xC0, 0xAF, 0x22], JSONParseError.Reason.invalidUTF8, 1),  // overlong "/"
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], .invalidUTF8, 1),  // overlong 3-byte
        ([0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], .invalidUTF8, 1),  // overlong 4-byte
        ([0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, 1),  // U+D800 encoded in UTF-8
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, 1),  // U+110000
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], .invalidUTF8, 1),
        ([0x22, 0x80, 0x22], .invalidUTF8, 1),  // lone continuation
        ([0x22, 0x61, 0xC3, 0x22], .invalidUTF8, 2),  // truncated sequence
        ([0x22, 0xE9, 0x22], .invalidUTF8, 1),  // Latin-1
        ([0x22, 0xFF, 0x22], .invalidUTF8, 1),
        ([0x5B, 0xE9, 0x5D], .unexpectedByte(0xE9), 1),  // non-ASCII outside strings
        ([0x5B, 0x00, 0x5D], .unexpectedByte(0x00), 1),  // NUL outside strings
        ([0x22, 0x00, 0x22], .controlCharacterInString, 1),  // raw NUL inside a string
        ([0x31, 0x00], .trailingContent, 1),
        ([0xEF, 0xBB, 0xBF, 0x31], .unexpectedByte(0xEF), 0),  // BOM
    ] as [([UInt8], JSONParseError.Reason, Int)])
    func invalidBytes(bytes: [UInt8], reason: JSONParseError.Reason, offset: Int) {
        #expect(error(bytes: bytes) == JSONParseError(reason: reason, offset: offset))
    }

    @Test("well-formed UTF-8 edges are accepted")
    func validUTF8Edges() throws {
        let cases: [[UInt8]] = [
            [0x22, 0xC2, 0x80, 0x22],  // U+0080
            [0x22, 0xDF, 0xBF, 0x22],  // U+07FF
            [0x22, 0xE0, 0xA0, 0x80, 0x22],  // U+0800
            [0x22, 0xED, 0x9F, 0xBF, 0x22],  // U+D7FF
            [0x22, 0xEE, 0x80, 0x80, 0x22],  // U+E000
            [0x22, 0xEF, 0xBF, 0xBF, 0x22],  // U+FFFF
            [0x22, 0xF0, 0x90, 0x80, 0x80, 0x22],  // U+10000
            [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0x22],  // U+10FFFF
            [0x22, 0x7F, 0x22],  // DEL needs no escape
        ]
        let expected: [String] = ["\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "\u{7F}"]
        for (bytes, text) in zip(cases, expected) {
            #expect(try JSONValue(parsing: bytes).stringValue == text)
        }
    }

    @Test("a special byte is found at every position of the eight-byte scan")
    func specialBytePositions() throws {
        for prefix in 0..<20 {
            let a = String(repeating: "a", count: prefix)
            // A closing quote right there, with more input after it (so that 8-byte loads happen).
            let value = try JSONValue(parsing: "[\"\(a)\",\"\(a)\(a)bcdefghij\"]")
            #expect(value[0]?.stringValue == a)
            #expect(value[1]?.stringValue == a + a + "bcdefghij")
            // An escape, a multi-byte character, and a raw control character at that position.
            #expect(try JSONValue(parsing: "\"\(a)\\n\(a)\"").stringValue == a + "\n" + a)
            #expect(try JSONValue(parsing: "\"\(a)é\(a)12345678\"").stringValue == a + "é" + a + "12345678")
            #expect(error("\"\(a)\u{01}\(a)12345678\"") == JSONParseError(reason: .controlCharacterInString, offset: 1 + prefix))
            #expect(error(bytes: [0x22] + Array(a.utf8) + [0xFF] + Array("12345678\"".utf8))
                == JSONParseError(reason: .invalidUTF8, offset: 1 + prefix))
            // Unterminated, ending at every length.
            #expect(error("\"" + a) == JSONParseError(reason: .invalidString, offset: 0))
        }
        // The word test itself, byte by byte (the first byte is the lowest).
        for position in 0..<8 {
            for special: UInt8 in [0x22, 0x5C, 0x00, 0x1F, 0x80, 0xFF] {
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[position] = special
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(JSONScanner.specialBytes(word).trailingZeroBitCount / 8 == position)
            }
        }
        for plain: UInt8 in [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x41] {
            let word = [UInt8](repeating: plain, count: 8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(JSONScanner.specialBytes(word) == 0)
        }
    }

    @Test("a collection without contiguous storage parses the same")
    func nonContiguousInput() throws {
        let bytes = Array("{\"a\":[1,\"x\"]}".utf8)
        let lazy = bytes.lazy.map { $0 }  // not contiguous
        let value = try JSONValue(parsing: lazy)
        #expect(value["a"]?[1]?.stringValue == "x")
        #expect(throws: JSONParseError(reason: .unexpectedByte(0x5D), offset: 3)) {
            try JSONValue(parsing: Array("[1,]".utf8).lazy.map { $0 })
        }
    }

    @Test("descriptions name the offset and the fault, not the input")
    func descriptions() {
        #expect(JSONParseError(reason: .unexpectedByte(0x7D), offset: 12).description
            == "invalid JSON at byte 12: unexpected byte 0x7D")
        #expect(JSONParseError(reason: .unexpectedByte(0x0A), offset: 0).description
            == "invalid JSON at byte 0: unexpected byte 0x0A")
        #expect(JSONParseError(reason: .tooDeep, offset: 64).description
            == "invalid JSON at byte 64: nesting deeper than the limit")
        let secret = "{\"password\":\"hunter2"
        let failure = error(secret)
        #expect(failure == JSONParseError(reason: .invalidString, offset: 12))
        #expect(failure?.description == "invalid JSON at byte 12: unterminated string")
        #expect(failure?.description.contains("hunter2") == false)
    }
}

extension String {
    /// Drops JSON whitespace (space, tab, LF, CR) from both ends.
    func trimmingJSONWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
