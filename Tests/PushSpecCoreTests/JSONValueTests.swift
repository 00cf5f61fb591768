import Testing
@testable import PushSpecCore

@Suite("JSONValue accessors")
struct JSONValueTests {
    static let payload = """
        {"data":{"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Bob","Weekend trip","5"],\
        "custom":{"msg_id":"88","chat_id":241233},"sound":"default","user_id":"99001"}}
        """

    @Test("nested lookup in a push payload")
    func nestedLookup() throws {
        let root = try JSONValue(parsing: Self.payload)
        #expect(root.kind == .object)
        #expect(root.count == 1)
        let data = try #require(root["data"])
        #expect(data.kind == .object)
        #expect(data.count == 5)
        #expect(data["loc_key"]?.stringValue == "CHAT_MESSAGE_PHOTOS")
        let args = try #require(data["loc_args"])
        #expect(args.kind == .array)
        #expect(args.count == 3)
        #expect(args[0]?.stringValue == "Bob")
        #expect(args[1]?.stringValue == "Weekend trip")
        #expect(args[2]?.stringValue == "5")
        #expect(args[3] == nil)
        #expect(args[-1] == nil)
        #expect(args.elements.map { $0.stringValue ?? "?" } == ["Bob", "Weekend trip", "5"])
        #expect(data["custom"]?["msg_id"]?.lenientInt64 == 88)
        #expect(data["custom"]?["chat_id"]?.lenientInt64 == 241_233)
        #expect(data["custom"]?["chat_id"]?.int64Value == 241_233)
        #expect(data["custom"]?["msg_id"]?.int64Value == nil)  // a string, not a number
        #expect(data["user_id"]?.lenientInt64 == 99001)
        #expect(data["sound"]?.stringValue == "default")
        #expect(data["missing"] == nil)
        #expect(data["loc_ke"] == nil)
        #expect(data["loc_keyx"] == nil)
        #expect(root["loc_key"] == nil)  // only direct members
        #expect(args["0"] == nil)  // not an object
        #expect(data[0] == nil)  // not an array
        #expect(data["loc_key"]?["x"] == nil)
    }

    @Test("members and elements iterate in source order")
    func iteration() throws {
        let value = try JSONValue(parsing: #"{"b":[1,[2,3],{"x":4}],"a":null,"c":{"d":{}}}"#)
        let keys = value.members.map(\.key)
        #expect(keys == ["b", "a", "c"])
        #expect(value.members.map(\.value.rawJSON) == [#"[1,[2,3],{"x":4}]"#, "null", #"{"d":{}}"#])
        #expect(value["b"]?.elements.map(\.rawJSON) == ["1", "[2,3]", #"{"x":4}"#])
        #expect(value["b"]?[2]?["x"]?.int64Value == 4)
        #expect(value["c"]?["d"]?.count == 0)
        #expect(value["c"]?["d"]?.kind == .object)
        #expect(value["a"]?.isNull == true)
        #expect(value.elements.underestimatedCount == 0)
        #expect(Array(value.elements).isEmpty)
        #expect(Array(value["b"]!.members).isEmpty)
        #expect(value.members.underestimatedCount == 3)
        let scalar = try JSONValue(parsing: "7")
        #expect(scalar.count == 0)
        #expect(Array(scalar.elements).isEmpty)
        #expect(Array(scalar.members).isEmpty)
    }

    @Test("kinds and scalar accessors")
    func scalars() throws {
        let value = try JSONValue(parsing: #" [null, true, false, 0, -12.5e1, "s", [], {}] "#)
        #expect(value.elements.map(\.kind) == [.null, .bool, .bool, .number, .number, .string, .array, .object])
        #expect(value[0]?.isNull == true)
        #expect(value[1]?.isNull == false)
        #expect(value[1]?.boolValue == true)
        #expect(value[2]?.boolValue == false)
        #expect(value[3]?.boolValue == nil)
        #expect(value[3]?.int64Value == 0)
        #expect(value[4]?.doubleValue == -125.0)
        #expect(value[4]?.int64Value == nil)
        #expect(value[5]?.stringValue == "s")
        #expect(value[5]?.doubleValue == nil)
        #expect(value[0]?.stringValue == nil)
        #expect(value.rawJSON == #"[null, true, false, 0, -12.5e1, "s", [], {}]"#)
    }

    @Test("a byte that ends the plain run is found at every position of strings up to 80 bytes")
    func specialByteAtEveryPosition() throws {
        // The string scanner skips 8 and then 16 plain bytes at a time; whatever the position of
        // the first other byte, the string must decode, or fail, exactly as byte by byte.
        let cases: [(inserted: [UInt8], decoded: [UInt8]?, failure: JSONParseError.Reason?)] = [
            (Array(#"\n"#.utf8), [0x0A], nil),
            (Array(#"\""#.utf8), [0x22], nil),
            ([0xC3, 0xA9], [0xC3, 0xA9], nil),  // é
            ([0x01], nil, .controlCharacterInString),
            ([0xFF], nil, .invalidUTF8),
        ]
        for length in 0...80 {
            for position in 0...length {
                for (inserted, decoded, failure) in cases {
                    let before = [UInt8](repeating: UInt8(ascii: "a"), count: position)
                    let after = [UInt8](repeating: UInt8(ascii: "b"), count: length - position)
                    let text = [UInt8(ascii: "\"")] + before + inserted + after + [UInt8(ascii: "\"")]
                    do {
                        let value = try JSONValue(parsing: text)
                        #expect(failure == nil, "length \(length), position \(position)")
                        #expect(value.stringValue.map { Array($0.utf8) } == decoded.map { before + $0 + after })
                    } catch {
                        #expect(error.reason == failure, "length \(length), position \(position)")
                        #expect(error.offset == 1 + position, "length \(length), position \(position)")
                    }
                }
            }
        }
    }

    @Test("decoded strings are marked ASCII exactly when they are, at every length and position")
    func asciiMarking() throws {
        // Strings are made without validation, and marked ASCII by a scan of their bytes 32, 8
        // and then fewer at a time: a non-ASCII byte anywhere must clear the mark, and an ASCII
        // string must keep it (comparing and hashing rely on it).
        for length in 0...80 {
            let ascii = String(repeating: "a", count: length)
            let plain = try #require(try JSONValue(parsing: "\"\(ascii)\"").stringValue)
            #expect(plain.isMarkedASCII, "length \(length)")
            let unescaped = try #require(try JSONValue(parsing: "\"\\t\(ascii)\"").stringValue)  // made by unescaping
            #expect(unescaped.isMarkedASCII, "length \(length)")
            let escapedE = try #require(try JSONValue(parsing: "\"\(ascii)\\u00e9\"").stringValue)
            #expect(!escapedE.isMarkedASCII, "length \(length)")
            for position in 0..<length {
                var bytes = Array(ascii.utf8)
                bytes.replaceSubrange(position..<position + 1, with: [0xC3, 0xA9])  // é
                let text = try #require(try JSONValue(parsing: [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]).stringValue)
                #expect(!text.isMarkedASCII, "length \(length), position \(position)")
                #expect(Array(text.utf8) == bytes)
            }
        }
    }

    @Test("a number ends, or fails, at the same byte whatever its length and the byte after it")
    func numberEndsAtEveryLength() throws {
        // Digits are skipped eight at a time while eight bytes remain: every byte value right
        // after 1 to 24 digits must end the number (or continue it) exactly as byte by byte.
        for length in 1...24 {
            let digits = Array((0..<length).map { $0 == 0 ? UInt8(ascii: "1") : UInt8(ascii: "0") + UInt8($0 % 10) })
            for byte in UInt8.min...UInt8.max {
                let input = [UInt8(ascii: "[")] + digits + [byte, UInt8(ascii: "]")]
                let expected: (number: [UInt8]?, reason: JSONParseError.Reason?, offset: Int)
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): expected = (digits + [byte], nil, 0)
                case 0x20, 0x09, 0x0A, 0x0D: expected = (digits, nil, 0)
                case UInt8(ascii: "]"): expected = (nil, .trailingContent, length + 2)
                case UInt8(ascii: ","): expected = (nil, .unexpectedByte(UInt8(ascii: "]")), length + 2)
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): expected = (nil, .invalidNumber, length + 2)
                default: expected = (nil, .unexpectedByte(byte), length + 1)
                }
                do {
                    let value = try JSONValue(parsing: input)
                    #expect(value[0].map { Array($0.rawJSON.utf8) } == expected.number, "length \(length), byte \(byte)")
                } catch {
                    #expect(expected.number == nil, "length \(length), byte \(byte): \(error)")
                    #expect(error.reason == expected.reason, "length \(length), byte \(byte)")
                    #expect(error.offset == expected.offset, "length \(length), byte \(byte)")
                }
            }
        }
    }

    @Test("digits that run to the end of the input, in every part of a number")
    func digitsToTheEnd() throws {
        for length in 1...24 {
            let digits = String((0..<length).map { Character(String(($0 + 7) % 10)) })
            let integer = "9" + digits.dropFirst()
            for text in [integer, "-" + integer, "0." + digits, "1e" + digits, "1E+" + digits, "-1.5e-" + digits] {
                let value = try JSONValue(parsing: text)
                #expect(value.kind == .number, "\(text)")
                #expect(value.rawJSON == text)
                do {
                    _ = try JSONValue(parsing: text + "x")
                    Issue.record("\(text)x parsed")
                } catch {
                    #expect(error.reason == .trailingContent, "\(text)x")
                    #expect(error.offset == text.utf8.count, "\(text)x")
                }
            }
        }
    }

    @Test("escapes decode", arguments: [
        (#""a\nb""#, "a\nb"),
        (#""caf\u00e9""#, "café"),
        (#""\ud83d\ude00""#, "😀"),
        (#""x\uD83D\uDE00y""#, "x😀y"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
        (#""\u0000""#, "\u{0}"),
        (#""\u20AC\u00a2$""#, "€¢$"),
        (#""\uFFFF""#, "\u{FFFF}"),
        (#""\udbff\udfff""#, "\u{10FFFF}"),
        (#""plain é 😀""#, "plain é 😀"),
        (#""""#, ""),
    ])
    func escapes(json: String, expected: String) throws {
        let decoded = try JSONValue(parsing: json).stringValue
        #expect(decoded.map { Array($0.utf8) } == Array(expected.utf8))
        #expect(decoded == expected)
    }

    @Test("keys with escapes are found by their decoded text")
    func escapedKeys() throws {
        let value = try JSONValue(parsing: #"{"caf\u00e9":1,"a\"b":2,"\ud83d\ude00":3,"é":4}"#)
        #expect(value["café"]?.int64Value == 1)
        #expect(value["a\"b"]?.int64Value == 2)
        #expect(value["😀"]?.int64Value == 3)
        #expect(value.members.map(\.key) == ["café", "a\"b", "😀", "é"])
        #expect(value["é"]?.int64Value == 4)
        // Keys compare by bytes, without Unicode normalization: a decomposed é matches nothing.
        #expect(value["e\u{301}"] == nil)
        #expect(value["caf"] == nil)
    }

    @Test("duplicate keys are accepted and the first wins")
    func duplicateKeys() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        #expect(value.count == 3)
        #expect(value["a"]?.int64Value == 1)
        #expect(value.members.map(\.key) == ["a", "b", "a"])
        #expect(value.members.compactMap(\.value.int64Value) == [1, 2, 3])
    }

    @Test("int64 limits")
    func int64Limits() throws {
        let value = try JSONValue(parsing: """
            [9223372036854775807, -9223372036854775808, 9223372036854775808, -9223372036854775809, \
            -0, 1.0, 1e2, 12345678901234567890123]
            """)
        #expect(value[0]?.int64Value == Int64.max)
        #expect(value[1]?.int64Value == Int64.min)
        #expect(value[2]?.int64Value == nil)
        #expect(value[3]?.int64Value == nil)
        #expect(value[4]?.int64Value == 0)
        #expect(value[5]?.int64Value == nil)
        #expect(value[6]?.int64Value == nil)
        #expect(value[7]?.int64Value == nil)
        #expect(value[2]?.doubleValue == 9_223_372_036_854_775_808.0)
        #expect(value[7]?.doubleValue == 1.2345678901234568e22)
        #expect(value[5]?.doubleValue == 1.0)
        #expect(value[6]?.doubleValue == 100.0)
    }

    @Test("doubles", arguments: [
        ("0", 0.0), ("-0", -0.0), ("1.5", 1.5), ("-2.25", -2.25), ("1e400", nil), ("-1e400", nil),
        ("1e-400", 0.0), ("0.1", 0.1), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("2.2250738585072014E-308", 2.2250738585072014e-308), ("5e-324", Double.leastNonzeroMagnitude),
        ("123.456e-789", 0.0), ("0.30000000000000004", 0.30000000000000004),
        ("9007199254740993", 9_007_199_254_740_992.0), ("1E+2", 100.0), ("0e1", 0.0),
        ("3.14159265358979323846264338327950288", 3.141592653589793),
        ("0.000001", 0.000001), ("1e22", 1e22), ("1e23", 1e23),
    ] as [(String, Double?)])
    func doubles(json: String, expected: Double?) throws {
        let value = try JSONValue(parsing: json).doubleValue
        #expect(value == expected)
        if let value, let expected {
            #expect(value.sign == expected.sign)
        }
    }

    @Test("lenientInt64", arguments: [
        (#""123""#, 123), ("123", 123), (#""-5""#, -5), ("-5", -5),
        (#""9223372036854775807""#, Int64.max), (#""-9223372036854775808""#, Int64.min),
        (#""9223372036854775808""#, nil), (#""-9223372036854775809""#, nil),
        (#""12a""#, nil), (#"" 1""#, nil), (#""1 ""#, nil), (#""+1""#, nil), ("1.5", nil), ("1e3", nil),
        (#""1.5""#, nil), (#""""#, nil), (#""-""#, nil), (#""0x10""#, nil), ("true", nil), ("null", nil),
        ("[1]", nil), ("9223372036854775808", nil), (#""007""#, 7), (#""0000000000000000001""#, 1),
        (#""00000000000000000001""#, nil), (#""\u0031\u0032""#, 12), (#""١""#, nil),
    ] as [(String, Int64?)])
    func lenientInt64(json: String, expected: Int64?) throws {
        #expect(try JSONValue(parsing: json).lenientInt64 == expected)
    }

    @Test("numeric strings of every length agree with Int64(_:), and a non-digit at any position is refused")
    func lenientInt64EveryLengthAndPosition() throws {
        let digits = Array("9081726354".utf8)
        for length in 1...20 {
            let text = String(decoding: (0..<length).map { digits[$0 % digits.count] }, as: UTF8.self)
            for sign in ["", "-"] {
                #expect(try JSONValue(parsing: "\"\(sign)\(text)\"").lenientInt64 == Int64(sign + text), "\(sign)\(text)")
            }
            // The same length with leading zeros (numeric strings may have them; at most 19
            // digits are read, zeros included, where Int64(_:) takes any number of zeros).
            let zeroLed = String(repeating: "0", count: max(0, length - 2)) + text.suffix(min(2, length))
            let zeroLedValue = length <= 19 ? Int64(zeroLed) : nil
            #expect(try JSONValue(parsing: "\"-\(zeroLed)\"").lenientInt64 == zeroLedValue.map { -$0 }, "\(zeroLed)")
            #expect(try JSONValue(parsing: "\"\(zeroLed)\"").lenientInt64 == zeroLedValue, "\(zeroLed)")
            // Bytes just outside the digits ('/' and ':'), a letter, and a space at every position.
            for position in 0..<length {
                for bad in ["/", ":", "a", " "] {
                    var bytes = Array(text.utf8)
                    bytes[position] = UInt8(ascii: Unicode.Scalar(bad)!)
                    let json = "\"" + String(decoding: bytes, as: UTF8.self) + "\""
                    #expect(try JSONValue(parsing: json).lenientInt64 == nil, "\(json)")
                }
            }
        }
    }

    @Test("lenientFlag", arguments: [
        ("true", true), ("false", false), ("1", true), ("0", false), (#""1""#, true), (#""0""#, false),
        (#""true""#, true), (#""false""#, false), ("2", nil), ("1.0", nil), ("-0", nil), ("1e0", nil),
        (#""yes""#, nil), (#""True""#, nil), (#"" 1""#, nil), (#""""#, nil), ("null", nil), ("[]", nil),
        ("{}", nil), (#""\u0031""#, true), (#""\u0074rue""#, true),
    ] as [(String, Bool?)])
    func lenientFlag(json: String, expected: Bool?) throws {
        #expect(try JSONValue(parsing: json).lenientFlag == expected)
    }

    @Test("rawJSON returns each value's exact source text")
    func rawJSONRoundTrip() throws {
        let text = #"  { "a" : [ 1 , 2.50e+3 , "x\ny" ] , "b" : { } , "c" : "caf\u00e9 😀" }  "#
        let value = try JSONValue(parsing: text)
        #expect(value.rawJSON == #"{ "a" : [ 1 , 2.50e+3 , "x\ny" ] , "b" : { } , "c" : "caf\u00e9 😀" }"#)
        #expect(value["a"]?.rawJSON == #"[ 1 , 2.50e+3 , "x\ny" ]"#)
        #expect(value["a"]?[1]?.rawJSON == "2.50e+3")
        #expect(value["a"]?[2]?.rawJSON == #""x\ny""#)
        #expect(value["b"]?.rawJSON == "{ }")
        #expect(value["c"]?.rawJSON == #""caf\u00e9 😀""#)
        // The raw text of a subtree parses to the same thing.
        let reparsed = try JSONValue(parsing: try #require(value["a"]).rawJSON)
        #expect(reparsed[2]?.stringValue == "x\ny")
    }

    @Test("values outlive the input and cross isolation domains")
    func sendable() async throws {
        var bytes = Array(Self.payload.utf8)
        let value = try JSONValue(parsing: bytes)
        bytes.removeAll()  // the document keeps its own copy
        let key = await Task.detached { value["data"]?["loc_key"]?.stringValue }.value
        #expect(key == "CHAT_MESSAGE_PHOTOS")
        let data = try #require(value["data"])
        let args = await Task.detached { data["loc_args"]?.elements.compactMap(\.stringValue) }.value
        #expect(args == ["Bob", "Weekend trip", "5"])
    }

    @Test("a large document uses the counted tape capacity")
    func largeDocument() throws {
        let elements = (0..<5000).map { "{\"id\":\($0),\"name\":\"n\($0)\"}" }
        let text = "[" + elements.joined(separator: ",") + "]"
        let value = try JSONValue(parsing: text)
        #expect(value.count == 5000)
        #expect(value[4999]?["id"]?.int64Value == 4999)
        #expect(value[2500]?["name"]?.stringValue == "n2500")
        var sum: Int64 = 0
        for element in value.elements { sum += element["id"]?.int64Value ?? 0 }
        #expect(sum == 12_497_500)
        // The worst case for the bound: all separators, 2 bytes per entry.
        let dense = "[" + String(repeating: "0,", count: 3000) + "0]"
        #expect(try JSONValue(parsing: dense).count == 3001)
        let nested = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        #expect(try JSONValue(parsing: nested, limits: JSONLimits(maxDepth: 3000)).count == 1)
        let keys = "{" + (0..<2000).map { "\"\($0)\":{}" }.joined(separator: ",") + "}"
        #expect(try JSONValue(parsing: keys)["1999"]?.kind == .object)
    }
}
