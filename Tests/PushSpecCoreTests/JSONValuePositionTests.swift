import Testing
@_spi(Generated) import PushSpecCore

@Suite("JSONValue positions")
struct JSONValuePositionTests {
    @Test("a member's position reads back the same member")
    func roundTrip() throws {
        let root = try JSONValue(parsing: #"{"a":[1,"two",{"c":null}],"b":"x","c":true}"#)
        var members: [(String, JSONValue.Position)] = []
        root.forEachMember { key, position in members.append((key.string, position)) }
        #expect(members.map(\.0) == ["a", "b", "c"])
        let a = root.value(at: members[0].1)
        #expect(a.kind == .array)
        #expect(a.count == 3)
        #expect(a[1]?.stringValue == "two")
        #expect(a[2]?["c"]?.isNull == true)
        #expect(root.value(at: members[1].1).stringValue == "x")
        #expect(root.value(at: members[2].1).boolValue == true)
        #expect(root.value(at: root.position).count == 3)
    }

    @Test("a position from another document never faults; past the end it reads as null")
    func foreignPosition() throws {
        let large = try JSONValue(parsing: "[" + (0..<200).map { #"{"k\#($0)":[\#($0)]}"# }.joined(separator: ",") + "]")
        let small = try JSONValue(parsing: #"{"a":{"b":[1,2]},"c":"d"}"#)
        var positions: [JSONValue.Position] = []
        for element in large.elements {
            positions.append(element.position)
            element.forEachMember { _, position in positions.append(position) }
        }
        var nulls = 0
        for position in positions {
            let value = small.value(at: position)
            // Every accessor answers without trapping, whatever the position names.
            _ = (value.kind, value.count, value.stringValue, value.boolValue, value.lenientInt64)
            value.forEachMember { _, member in _ = small.value(at: member).kind }
            var problems: [FieldProblem] = []
            _ = _WireReader.id(in: small, at: position, field: "id", problems: &problems)
            _ = _WireReader.flag(in: small, at: position, field: "flag", problems: &problems)
            _ = _WireReader.string(in: small, at: position, field: "string", problems: &problems)
            _ = _WireReader.idList(in: small, at: position, field: "ids", problems: &problems)
            for element in value.elements { _ = element.kind }
            if value.isNull { nulls += 1 }
        }
        #expect(nulls > 0)
        #expect(small.value(at: positions[positions.count - 1]).isNull)
    }
}
