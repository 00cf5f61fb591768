/// A JSON value inside a parsed document: a cheap view (a reference to the document and an
/// index into its tape) that reads what is asked of it on demand.
///
/// Parsing validates the whole input (RFC 8259, well-formed UTF-8) in one pass and costs one
/// heap allocation, for a block that holds a copy of the bytes and the tape. Values found
/// through subscripts, ``elements`` and ``members`` share that block and keep it alive.
/// Strings are decoded only when ``stringValue`` is read; object lookup compares key bytes in
/// place without making Strings.
///
/// ```swift
/// let payload = try JSONValue(parsing: bytes)
/// let key = payload["data"]?["loc_key"]?.stringValue
/// let chatID = payload["data"]?["custom"]?["chat_id"]?.lenientInt64
/// ```
public struct JSONValue: Sendable {
    /// The six kinds of JSON value.
    public enum Kind: Sendable, Equatable {
        /// `null`
        case null
        /// `true` or `false`
        case bool
        /// A number, integer or not.
        case number
        /// A string.
        case string
        /// An array.
        case array
        /// An object.
        case object
    }

    let storage: JSONStorage
    let index: Int

    init(storage: JSONStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    // MARK: Parsing

    /// Parses a whole input that must be exactly one JSON value (RFC 8259), optionally with
    /// whitespace around it.
    ///
    /// The input is validated completely: strict number syntax, no trailing commas, comments,
    /// single quotes, NaN or BOM, no unescaped control characters in strings, only well-formed
    /// UTF-8, and `\u` escapes only of scalars or of complete surrogate pairs. Duplicate object
    /// keys are accepted (lookup finds the first).
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 text; contiguous collections (`[UInt8]`, `ArraySlice`, a String's
    ///     `utf8`, buffers) are copied in one step, others byte by byte.
    ///   - limits: the size and nesting limits to enforce.
    /// - Throws: ``JSONParseError`` with the reason and the byte offset of the first fault.
    @inlinable
    public init(parsing bytes: some Collection<UInt8>, limits: JSONLimits = .init()) throws(JSONParseError) {
        // Inlined into the caller, so that contiguous bytes reach the parser by a direct call.
        let contiguous: Result<JSONValue, JSONParseError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try JSONValue(parsingContiguous: buffer, limits: limits) }
        }
        if let contiguous {
            self = try contiguous.get()
        } else {
            try self.init(parsingCopying: bytes, limits: limits)
        }
    }

    /// Parses bytes in one buffer (copied into the document in one step).
    @usableFromInline
    init(parsingContiguous buffer: UnsafeBufferPointer<UInt8>, limits: JSONLimits) throws(JSONParseError) {
        self.init(storage: try JSONParser.parse(buffer, limits: limits), index: 0)
    }

    /// Parses a collection without contiguous storage (copied into the document byte by byte).
    @usableFromInline
    init(parsingCopying bytes: some Collection<UInt8>, limits: JSONLimits) throws(JSONParseError) {
        self.init(storage: try JSONParser.parse(copying: bytes, limits: limits), index: 0)
    }

    /// Parses the UTF-8 form of `text`, which must be exactly one JSON value (RFC 8259),
    /// optionally with whitespace around it, exactly as the byte-collection initializer does.
    /// - Throws: ``JSONParseError`` with the reason and the byte offset of the first fault.
    public init(parsing text: String, limits: JSONLimits = .init()) throws(JSONParseError) {
        try self.init(parsing: text.utf8, limits: limits)
    }

    // MARK: Kind and scalars

    @inline(__always)
    private func withEntry<R>(_ body: (JSONDocument, JSONTapeEntry) -> R?) -> R? {
        withEntry(at: index, body)
    }

    /// Calls `body` with the entry at `index` of this value's document; nil when out of range.
    @inline(__always)
    func withEntry<R>(at index: Int, _ body: (JSONDocument, JSONTapeEntry) -> R?) -> R? {
        storage.read { document in
            guard let entry = document.entry(index) else { return nil }
            return body(document, entry)
        }
    }

    /// The kind of this value.
    public var kind: Kind {
        Kind(withEntry({ _, entry in entry.kind }) ?? .null)
    }

    /// Whether this value is `null`.
    public var isNull: Bool { kind == .null }

    /// The value of `true` or `false`; nil for other kinds.
    public var boolValue: Bool? {
        withEntry { _, entry in entry.kind == .bool ? entry.flag : nil }
    }

    /// The decoded text of a string; nil for other kinds. Escapes are resolved here, on demand.
    public var stringValue: String? {
        withEntry { document, entry in document.string(entry) }
    }

    /// Calls `body` with the bytes of a string written without escapes, in place (no String is
    /// made); nil when this is not a string or the string has escapes.
    public func withUnescapedStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        withEntry { document, entry in
            guard entry.kind == .string, !entry.flag else { return nil }
            return body(document.stringContent(of: entry))
        }
    }

    /// The value of a number written as an integer (no fraction, no exponent) within Int64's
    /// range; nil otherwise (`1.0`, `1e2` and `9223372036854775808` give nil).
    public var int64Value: Int64? {
        withEntry { document, entry in
            guard entry.kind == .number, !entry.flag else { return nil }
            return JSONNumber.int64(document.source(of: entry))
        }
    }

    /// The nearest Double to any number (correctly rounded); nil for other kinds and for
    /// numbers whose magnitude is too large to be finite, such as `1e400`.
    public var doubleValue: Double? {
        withEntry { document, entry in
            guard entry.kind == .number else { return nil }
            return JSONNumber.double(document.source(of: entry))
        }
    }

    /// The exact source text of this value, from its first to its last byte.
    public var rawJSON: String {
        withEntry { document, entry in
            String(decoding: document.source(of: entry), as: UTF8.self)
        } ?? ""
    }

    // MARK: Containers

    /// The number of elements of an array or members of an object; 0 for other kinds.
    public var count: Int {
        withEntry { _, entry in
            entry.kind == .array || entry.kind == .object ? entry.count : 0
        } ?? 0
    }

    /// The value of the first member named `key` of an object; nil when this is not an object
    /// or has no such member. Keys are compared by their decoded UTF-8 bytes (no Unicode
    /// normalization), without making Strings for keys that have no escapes.
    public subscript(key: String) -> JSONValue? {
        var key = key
        return key.withUTF8 { member(named: $0) }
    }

    /// Calls `body` with each member of an object, in source order (duplicates included), inside
    /// one read of the document: the key as a ``JSONKey`` that compares without allocating, and
    /// the value's ``Position``. Does nothing for other kinds.
    ///
    /// Generated field readers use it to read every field in one pass, each value read in place
    /// by `_WireReader` at its position: nothing is retained or allocated per member. Make a
    /// value of a position with ``value(at:)``.
    public func forEachMember(_ body: (JSONKey, Position) -> Void) {
        forEachMember(inObjectAt: position, body)
    }

    /// ``forEachMember(_:)`` of the object at `object`, a position of this value's document.
    public func forEachMember(inObjectAt object: Position, _ body: (JSONKey, Position) -> Void) {
        let index = Int(object.index)
        storage.read { document in
            guard let object = document.entry(index), object.kind == .object else { return }
            var keyIndex = index &+ 1
            for _ in 0..<object.count {
                guard keyIndex &+ 1 < document.tapeCount else { return }
                let keyEntry = document.tape[keyIndex]
                body(
                    JSONKey(content: document.stringContent(of: keyEntry), isEscaped: keyEntry.flag),
                    Position(index: UInt32(truncatingIfNeeded: keyIndex &+ 1)))
                keyIndex = Int(document.tape[keyIndex &+ 1].next)
            }
        }
    }

    /// The first member whose key's decoded bytes equal `key`.
    func member(named key: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        memberIndex(named: key).map { JSONValue(storage: storage, index: $0) }
    }

    /// The position of the first member named `key`; nil when this is not an object or has no
    /// such member. For readers that take one member's value in place (`_WireReader`'s
    /// `in:at:` forms) without a ``JSONValue`` for it.
    public func position(ofMember key: StaticString) -> Position? {
        position(ofMember: key, inObjectAt: position)
    }

    /// The position of the first member named `key` of the object at `object`, a position of
    /// this value's document; nil when that is not an object or has no such member.
    public func position(ofMember key: StaticString, inObjectAt object: Position) -> Position? {
        let index = key.withUTF8Buffer { memberIndex(named: $0, in: Int(object.index)) }
        return index.map { Position(index: UInt32(truncatingIfNeeded: $0)) }
    }

    /// The tape index of the value of the first member whose key's decoded bytes equal `key`.
    private func memberIndex(named key: UnsafeBufferPointer<UInt8>) -> Int? {
        memberIndex(named: key, in: index)
    }

    /// The tape index of the value of the first member, named `key`, of the object at tape index
    /// `index`.
    private func memberIndex(named key: UnsafeBufferPointer<UInt8>, in index: Int) -> Int? {
        storage.read { document in document.memberIndex(named: key, inObjectAt: index) }
    }

    /// ``lenientInt64`` of the first member named `key` of the object at `object`, a position of
    /// this value's document, found and read in one step; nil when there is no such member.
    /// (Generated views read ids so.)
    public func lenientInt64(ofMember key: StaticString, inObjectAt object: Position) -> Int64? {
        key.withUTF8Buffer { key in
            storage.read { document in
                guard let index = document.memberIndex(named: key, inObjectAt: Int(object.index)),
                    let entry = document.entry(index)
                else { return nil }
                return document.lenientInt64(entry)
            }
        }
    }

    /// The element at `index` of an array (counted from 0); nil when this is not an array or
    /// the index is out of range.
    public subscript(index: Int) -> JSONValue? {
        let found: Int? = storage.read { document in
            guard let array = document.entry(self.index), array.kind == .array,
                  index >= 0, index < array.count else { return nil }
            var elementIndex = self.index + 1
            for _ in 0..<index {
                guard let element = document.entry(elementIndex) else { return nil }
                elementIndex = Int(element.next)
            }
            return elementIndex
        }
        return found.map { JSONValue(storage: storage, index: $0) }
    }

    /// The elements of an array, in order; empty for other kinds.
    public var elements: JSONArrayElements {
        let count = kind == .array ? self.count : 0
        return JSONArrayElements(storage: storage, first: index + 1, count: count)
    }

    /// The members of an object as `(key, value)` pairs, in source order and with duplicates
    /// kept; empty for other kinds.
    public var members: JSONObjectMembers {
        let count = kind == .object ? self.count : 0
        return JSONObjectMembers(storage: storage, first: index + 1, count: count)
    }

    // MARK: Lenient readers for push payload wire types

    /// A 64-bit id as push payloads send them, as a number or as a numeric string.
    ///
    /// Accepts a JSON number written as an integer within Int64's range, or a string of an
    /// optional `-` followed by 1 to 19 ASCII digits whose value is within Int64's range.
    /// Everything else gives nil: spaces, `+`, fractions, exponents, empty strings, other kinds.
    public var lenientInt64: Int64? {
        withEntry { document, entry in document.lenientInt64(entry) }
    }

    /// A flag as push payloads send them: `true` for `true`, `1`, `"1"` and `"true"`; `false`
    /// for `false`, `0`, `"0"` and `"false"`; nil for anything else (`2`, `1.0`, `"yes"`, ...).
    public var lenientFlag: Bool? {
        withEntry { document, entry in document.lenientFlag(entry) }
    }
}
