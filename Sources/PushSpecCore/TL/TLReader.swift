/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// Reads TL's binary serialization, bounded: every length and vector count is checked against
/// the bytes left before anything is read or reserved, nesting is limited to ``maximumDepth``, and
/// damage is a ``TLDecodingError``, never a trap. The generated readers (`init(_from:)`) call it.
public struct _TLReader: Sendable {
    /// The deepest nesting of boxed objects accepted.
    public static let maximumDepth = 32

    /// The id of a boxed `Vector<T>`, which precedes its count.
    public static let vectorID: UInt32 = 0x1cb5_c415
    /// The id of `boolTrue`.
    public static let boolTrueID: UInt32 = 0x9972_75b5
    /// The id of `boolFalse`.
    public static let boolFalseID: UInt32 = 0xbc79_9737

    @usableFromInline let bytes: [UInt8]
    /// Where the next value starts.
    @usableFromInline var position: Int
    @usableFromInline var depth = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.position = 0
    }

    /// Where the next value starts, in bytes from the start.
    public var offset: Int { position }

    /// How many bytes are left.
    @inlinable public var remaining: Int { bytes.count &- position }

    /// Throws unless every byte was read.
    public func finish() throws(TLDecodingError) {
        if remaining > 0 { throw .trailingBytes(count: remaining, offset: offset) }
    }

    /// The next `count` bytes, which must be there; moves past them.
    @inlinable
    mutating func take(_ count: Int) throws(TLDecodingError) -> Int {
        guard count <= remaining else { throw .truncated(offset: offset) }
        let start = position
        position &+= count
        return start
    }

    /// A 32-bit little-endian word.
    @inlinable
    mutating func word() throws(TLDecodingError) -> UInt32 {
        let start = try take(4)
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: UInt32.self) }.littleEndian
    }

    /// `int`.
    @inlinable
    public mutating func int() throws(TLDecodingError) -> Int32 {
        Int32(bitPattern: try word())
    }

    /// `long`.
    @inlinable
    public mutating func long() throws(TLDecodingError) -> Int64 {
        let start = try take(8)
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: Int64.self) }.littleEndian
    }

    /// `double`.
    @inlinable
    public mutating func double() throws(TLDecodingError) -> Double {
        let start = try take(8)
        let bits = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: UInt64.self) }.littleEndian
        return Double(bitPattern: bits)
    }

    /// A `#` field: the word of flag bits.
    @inlinable
    public mutating func flags() throws(TLDecodingError) -> UInt32 {
        try word()
    }

    /// `Bool`: `boolTrue` or `boolFalse`.
    @inlinable
    public mutating func bool() throws(TLDecodingError) -> Bool {
        let at = position
        switch try word() {
        case Self.boolTrueID: return true
        case Self.boolFalseID: return false
        case let id: throw .unknownConstructor(id: id, type: "Bool", offset: at)
        }
    }

    /// `bytes`: a length (one byte below 254, or 254 and three bytes), the bytes, then padding
    /// to a multiple of four.
    @inlinable
    public mutating func bytesValue() throws(TLDecodingError) -> [UInt8] {
        let range = try lengthPrefixed()
        return Array(bytes[range])
    }

    /// `string`: bytes as `bytesValue()` reads them, as UTF-8 (a sequence that is not UTF-8
    /// becomes U+FFFD).
    @inlinable
    public mutating func string() throws(TLDecodingError) -> String {
        let range = try lengthPrefixed()
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where a length-prefixed value's bytes lie; moves past them and their padding.
    @inlinable
    mutating func lengthPrefixed() throws(TLDecodingError) -> Range<Int> {
        let at = position
        guard remaining > 0 else { throw .truncated(offset: at) }
        let first = Int(bytes[position])
        let headerLength: Int
        let length: Int
        switch first {
        case 0...253:
            headerLength = 1
            length = first
        case 254:
            let header = try word()
            position = at
            headerLength = 4
            length = Int(header >> 8)
        default:
            throw .invalidLength(offset: at)
        }
        let padded = (headerLength &+ length &+ 3) & ~3
        guard padded <= remaining else { throw .truncated(offset: at) }
        position &+= padded
        return (at &+ headerLength)..<(at &+ headerLength &+ length)
    }

    /// `int128` (16 bytes) or `int256` (32 bytes), as they lie.
    @inlinable
    public mutating func raw(count: Int) throws(TLDecodingError) -> [UInt8] {
        let start = try take(count)
        return Array(bytes[start..<(start &+ count)])
    }

    /// A vector: a boxed one's id and count (see ``vectorCount()``), or a bare one's count alone,
    /// then `count` elements read by `element`.
    @inlinable
    public mutating func vector<Element>(
        boxed: Bool, _ element: (inout _TLReader) throws(TLDecodingError) -> Element
    ) throws(TLDecodingError) -> [Element] {
        let count = boxed ? try vectorCount() : try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            elements.append(try element(&self))
        }
        return elements
    }

    /// A vector of objects: a boxed one's id and count, or a bare one's count alone, then `count`
    /// values of `type`.
    @inlinable
    public mutating func vector<Element: TLObject>(boxed: Bool, of type: Element.Type) throws(TLDecodingError) -> [Element] {
        try vector(boxed: boxed) { (reader: inout _TLReader) throws(TLDecodingError) in try Element(_from: &reader) }
    }

    /// A boxed vector's id and count: the count is checked against the bytes left (every element
    /// takes four bytes at least), so nothing is reserved for elements that cannot be there.
    @inlinable
    public mutating func vectorCount() throws(TLDecodingError) -> Int {
        let at = position
        let id = try word()
        guard id == Self.vectorID else { throw .unknownConstructor(id: id, type: "Vector", offset: at) }
        return try count()
    }

    /// A vector's count, checked against the bytes left.
    @inlinable
    mutating func count() throws(TLDecodingError) -> Int {
        let at = position
        let count = Int(try word())
        guard count <= remaining / 4 else { throw .truncated(offset: at) }
        return count
    }

    /// The id a boxed value starts with, entering one level of nesting: the caller reads the
    /// constructor's fields, then calls ``leave()``.
    @inlinable
    public mutating func enter() throws(TLDecodingError) -> UInt32 {
        guard depth < Self.maximumDepth else { throw .tooDeep(offset: offset) }
        depth &+= 1
        return try word()
    }

    /// Leaves the level ``enter()`` entered.
    @inlinable
    public mutating func leave() {
        depth &-= 1
    }

    /// The error for an id, just read by ``enter()``, that is not one of `type`'s constructors.
    public func unknownConstructor(_ id: UInt32, of type: String) -> TLDecodingError {
        .unknownConstructor(id: id, type: type, offset: offset &- 4)
    }

    /// The next word, without moving past it: the id a boxed value starts with.
    public func peekID() throws(TLDecodingError) -> UInt32 {
        var copy = self
        return try copy.word()
    }
}
