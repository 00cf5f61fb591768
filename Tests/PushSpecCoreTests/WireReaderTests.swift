import Testing
@_spi(Generated) import PushSpecCore

@Suite("_WireReader")
struct WireReaderTests {
    static let object = #"""
        {"quoted":"12","number":-12,"text":"x","null":null,"true":true,"one":"1","ids":[1,"2"],
         "list":"3,4","fraction":1.5,"escaped":"1\u0032","empty":"","address":"1.2.3.4:443"}
        """#

    /// What a read gives: the value, and the kind named in the problem it records (nil for none).
    struct Read<T: Equatable>: Equatable {
        let value: T?
        let problem: String?
    }

    /// Reads `name` both ways, in place at its position and as a value found by name: each must
    /// give what the test expects (`[Read](repeating: expected, count: 2)`).
    static func read<T: Equatable>(
        _ name: String,
        inPlace: (JSONValue, JSONValue.Position, inout [FieldProblem]) -> T?,
        asValue: (JSONValue?, inout [FieldProblem]) -> T?
    ) throws -> [Read<T>] {
        let root = try JSONValue(parsing: object)
        var position: JSONValue.Position?
        root.forEachMember { key, at in if key.string == name { position = at } }
        var problemsInPlace: [FieldProblem] = []
        let inPlaceValue = inPlace(root, try #require(position), &problemsInPlace)
        var problemsAsValue: [FieldProblem] = []
        let asValueValue = asValue(root[name], &problemsAsValue)
        return [
            Read(value: inPlaceValue, problem: problemsInPlace.first?.found),
            Read(value: asValueValue, problem: problemsAsValue.first?.found),
        ]
    }

    /// The same expected read for both ways.
    static func both<T: Equatable>(_ value: T?, _ problem: String?) -> [Read<T>] {
        [Read(value: value, problem: problem), Read(value: value, problem: problem)]
    }

    static func id(_ name: String) throws -> [Read<Int64>] {
        try read(name, inPlace: { _WireReader.id(in: $0, at: $1, field: name, problems: &$2) },
                 asValue: { _WireReader.id($0, field: name, problems: &$1) })
    }

    @Test("ids: numbers and numeric strings, escaped or not; null is absent; other kinds are problems")
    func ids() throws {
        #expect(try Self.id("quoted") == Self.both(12, nil))
        #expect(try Self.id("number") == Self.both(-12, nil))
        #expect(try Self.id("escaped") == Self.both(12, nil))
        #expect(try Self.id("null") == Self.both(nil, nil))
        #expect(try Self.id("text") == Self.both(nil, "a string"))
        #expect(try Self.id("empty") == Self.both(nil, "a string"))
        #expect(try Self.id("fraction") == Self.both(nil, "a number"))
        #expect(try Self.id("true") == Self.both(nil, "a boolean"))
        #expect(try Self.id("ids") == Self.both(nil, "an array"))
    }

    @Test("flags, integers, times and strings read alike in place and as values")
    func scalars() throws {
        func flag(_ name: String) throws -> [Read<Bool>] {
            try Self.read(name, inPlace: { _WireReader.flag(in: $0, at: $1, field: name, problems: &$2) },
                          asValue: { _WireReader.flag($0, field: name, problems: &$1) })
        }
        func integer(_ name: String) throws -> [Read<Int>] {
            try Self.read(name, inPlace: { _WireReader.integer(in: $0, at: $1, field: name, problems: &$2) },
                          asValue: { _WireReader.integer($0, field: name, problems: &$1) })
        }
        func time(_ name: String) throws -> [Read<Int64>] {
            try Self.read(name, inPlace: { _WireReader.time(in: $0, at: $1, field: name, problems: &$2) },
                          asValue: { _WireReader.time($0, field: name, problems: &$1) })
        }
        func string(_ name: String) throws -> [Read<String>] {
            try Self.read(name, inPlace: { _WireReader.string(in: $0, at: $1, field: name, problems: &$2) },
                          asValue: { _WireReader.string($0, field: name, problems: &$1) })
        }
        #expect(try flag("one") == Self.both(true, nil))
        #expect(try flag("true") == Self.both(true, nil))
        #expect(try flag("number") == Self.both(nil, "a number"))
        #expect(try flag("null") == Self.both(nil, nil))
        #expect(try integer("quoted") == Self.both(12, nil))
        #expect(try integer("text") == Self.both(nil, "a string"))
        #expect(try time("number") == Self.both(-12, nil))
        #expect(try string("text") == Self.both("x", nil))
        #expect(try string("escaped") == Self.both("12", nil))
        #expect(try string("number") == Self.both(nil, "a number"))
        #expect(try string("null") == Self.both(nil, nil))
    }

    @Test("id lists and addresses read alike in place and as values")
    func composites() throws {
        func idList(_ name: String) throws -> [Read<[Int64]>] {
            try Self.read(name, inPlace: { _WireReader.idList(in: $0, at: $1, field: name, problems: &$2) },
                          asValue: { _WireReader.idList($0, field: name, problems: &$1) })
        }
        func address(_ name: String) throws -> [Read<PushAddress>] {
            try Self.read(name, inPlace: { _WireReader.address(in: $0, at: $1, field: name, problems: &$2) },
                          asValue: { _WireReader.address($0, field: name, problems: &$1) })
        }
        #expect(try idList("ids") == Self.both([1, 2], nil))
        #expect(try idList("list") == Self.both([3, 4], nil))
        #expect(try idList("true") == Self.both(nil, "a boolean"))
        #expect(try address("address") == Self.both(PushAddress(host: "1.2.3.4", port: 443), nil))
        #expect(try address("text") == Self.both(nil, "a string"))
    }
}
