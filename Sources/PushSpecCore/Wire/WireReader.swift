/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); it is `@_spi(Generated)`, which
/// generated code imports, and the leading underscore keeps it out of code completion.
///
/// Reads payload fields by wire type, for generated field decoders.
///
/// Each reader returns `nil` for an absent field (or a JSON `null`) without complaint, and `nil`
/// plus a recorded ``FieldProblem`` for a field that is present with the wrong shape.
@_spi(Generated) public enum _WireReader {
    /// The `custom` object, or `nil` (recording a problem when it is present but not an object).
    public static func object(
        _ value: JSONValue?, field: String, problems: inout [FieldProblem]
    ) -> JSONValue? {
        guard let value, !value.isNull else { return nil }
        guard value.kind == .object else {
            problems.append(FieldProblem(field: field, expected: .object, found: kindName(value)))
            return nil
        }
        return value
    }

    // Each reader comes in two forms that read alike: one for a member at a position in an
    // object's document (as `JSONValue.forEachMember` hands them out; ids, integers, times, flags
    // and strings are read in place, with no `JSONValue` made and nothing retained), one for a
    // value found otherwise (`json["stream_id"]`).

    /// A 64-bit id from a JSON integer or a numeric string.
    public static func id(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> Int64? {
        read(object, at: position, field: field, as: .id, problems: &problems) { document, entry in document.lenientInt64(entry) }
    }

    /// A 64-bit id from a JSON integer or a numeric string.
    public static func id(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> Int64? {
        guard let value else { return nil }
        return id(in: value, at: value.position, field: field, problems: &problems)
    }

    /// An integer from a JSON integer or a numeric string.
    public static func integer(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> Int? {
        read(object, at: position, field: field, as: .integer, problems: &problems) { document, entry in
            document.lenientInt64(entry).flatMap { Int(exactly: $0) }
        }
    }

    /// An integer from a JSON integer or a numeric string.
    public static func integer(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> Int? {
        guard let value else { return nil }
        return integer(in: value, at: value.position, field: field, problems: &problems)
    }

    /// A unix time in seconds from a JSON integer or a numeric string.
    public static func time(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> Int64? {
        read(object, at: position, field: field, as: .time, problems: &problems) { document, entry in document.lenientInt64(entry) }
    }

    /// A unix time in seconds from a JSON integer or a numeric string.
    public static func time(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> Int64? {
        guard let value else { return nil }
        return time(in: value, at: value.position, field: field, problems: &problems)
    }

    /// A flag from `"1"`/`1`/`true` or `"0"`/`0`/`false`.
    public static func flag(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> Bool? {
        read(object, at: position, field: field, as: .flag, problems: &problems) { document, entry in document.lenientFlag(entry) }
    }

    /// A flag from `"1"`/`1`/`true` or `"0"`/`0`/`false`.
    public static func flag(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> Bool? {
        guard let value else { return nil }
        return flag(in: value, at: value.position, field: field, problems: &problems)
    }

    /// A string.
    public static func string(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> String? {
        read(object, at: position, field: field, as: .string, problems: &problems) { document, entry in document.string(entry) }
    }

    /// A string.
    public static func string(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> String? {
        guard let value else { return nil }
        return string(in: value, at: value.position, field: field, problems: &problems)
    }

    /// Ids from a comma-separated string (`"12,13"`) or a JSON array of ids; empty items are errors.
    public static func idList(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> [Int64]? {
        idList(object.value(at: position), field: field, problems: &problems)
    }

    /// Ids from a comma-separated string (`"12,13"`) or a JSON array of ids; empty items are errors.
    public static func idList(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> [Int64]? {
        read(value, field: field, as: .idList, problems: &problems) { value in
            switch value.kind {
            case .array:
                var ids: [Int64] = []
                ids.reserveCapacity(value.count)
                for element in value.elements {
                    guard let id = element.lenientInt64 else { return nil }
                    ids.append(id)
                }
                return ids
            case .string:
                guard let text = value.stringValue else { return nil }
                return parseIDList(text)
            case .number:
                return value.int64Value.map { [$0] }
            default:
                return nil
            }
        }
    }

    /// A `host:port` address.
    public static func address(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> PushAddress? {
        address(object.value(at: position), field: field, problems: &problems)
    }

    /// A `host:port` address.
    public static func address(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> PushAddress? {
        read(value, field: field, as: .address, problems: &problems) { $0.stringValue.flatMap(PushAddress.init(parsing:)) }
    }

    /// Base64url bytes, padded or not.
    public static func base64url(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> [UInt8]? {
        base64url(object.value(at: position), field: field, problems: &problems)
    }

    /// Base64url bytes, padded or not.
    public static func base64url(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> [UInt8]? {
        read(value, field: field, as: .base64url, problems: &problems) { $0.stringValue.flatMap { Base64.decodeURL($0) } }
    }

    /// A JSON object kept as raw JSON.
    public static func rawObject(in object: JSONValue, at position: JSONValue.Position, field: String, problems: inout [FieldProblem]) -> RawJSON? {
        rawObject(object.value(at: position), field: field, problems: &problems)
    }

    /// A JSON object kept as raw JSON.
    public static func rawObject(_ value: JSONValue?, field: String, problems: inout [FieldProblem]) -> RawJSON? {
        read(value, field: field, as: .object, problems: &problems) { $0.kind == .object ? RawJSON($0.rawJSON) : nil }
    }

    /// Parses `"12,13,14"` into ids; `nil` when any item is not an id.
    public static func parseIDList(_ text: String) -> [Int64]? {
        var ids: [Int64] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let id = parseID(item) else { return nil }
            ids.append(id)
        }
        return ids
    }

    static func parseID(_ text: Substring) -> Int64? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else {
            return nil
        }
        return Int64(text)
    }

    @inline(__always)
    static func read<T>(
        _ value: JSONValue?, field: String, as type: WireType, problems: inout [FieldProblem],
        _ convert: (JSONValue) -> T?
    ) -> T? {
        guard let value, !value.isNull else { return nil }
        if let converted = convert(value) { return converted }
        problems.append(FieldProblem(field: field, expected: type, found: kindName(value)))
        return nil
    }

    /// Reads the value at `position` of `object`'s document in place; `null` (or a position past
    /// the document's end) reads as absent.
    @inline(__always)
    static func read<T>(
        _ object: JSONValue, at position: JSONValue.Position, field: String, as type: WireType,
        problems: inout [FieldProblem], _ convert: (JSONDocument, JSONTapeEntry) -> T?
    ) -> T? {
        var isWrongShape = false
        let found: T? = object.withEntry(at: Int(position.index)) { document, entry in
            guard entry.kind != .null else { return nil }
            if let converted = convert(document, entry) { return converted }
            isWrongShape = true
            return nil
        }
        if isWrongShape {
            problems.append(FieldProblem(field: field, expected: type, found: kindName(object.value(at: position))))
        }
        return found
    }

    static func kindName(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
