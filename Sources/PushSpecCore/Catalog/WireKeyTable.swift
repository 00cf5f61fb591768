/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); it is `@_spi(Generated)`, which
/// generated code imports, and the leading underscore keeps it out of code completion.
///
/// A lookup from a wire key (a `loc_key`) to a value, for generated key enums.
///
/// Made once per enum (a `static let`), it answers without making a String or hashing one: an
/// open-addressing table probed from a hash of the key's length and its first and last eight
/// bytes, each candidate confirmed by comparing the bytes. A JSON string is looked up where it
/// stands in its document. Keys match byte for byte, not by the Unicode canonical equivalence
/// that String's `==` applies: wire keys are ASCII, and an equivalent spelling is another key.
/// A `switch` over the string literals would cost the compiler time that grows faster than the
/// spec; a `[String: Key]` needs a String and a SipHash of it for every lookup.
@_spi(Generated) public struct _WireKeyTable<Value: Sendable>: Sendable {
    /// The values, in the order of their keys in `index`.
    @usableFromInline let values: [Value]
    @usableFromInline let index: WireKeyIndex

    /// Builds the table. Of keys given twice, the first wins.
    public init(_ entries: [(key: String, value: Value)]) {
        var values: [Value] = []
        var index = WireKeyIndex(capacity: entries.count)
        for (key, value) in entries {
            if index.insert(key) { values.append(value) }
        }
        (self.values, self.index) = (values, index)
    }

    /// The value of `key`, or nil.
    @inlinable
    public func value(for key: String) -> Value? {
        index.position(of: key).map { values[$0] }
    }

    /// The value of the key a JSON string holds (escapes decoded), or nil, also when `json` is
    /// not a string. A string without escapes is read in place.
    @inlinable
    public func value(forString json: JSONValue) -> Value? {
        index.position(ofString: json, at: json.position).map { values[$0] }
    }

    /// ``value(forString:)`` of the value at `position` of `document`'s document, read without
    /// making a value for it.
    @inlinable
    public func value(forStringAt position: JSONValue.Position, in document: JSONValue) -> Value? {
        index.position(ofString: document, at: position).map { values[$0] }
    }
}

/// The keys of a `_WireKeyTable` and their slots, apart from the values so that nothing
/// here is generic.
@usableFromInline
struct WireKeyIndex: Sendable {
    /// Every key's bytes, one after another; key `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts = [0]
    /// A power-of-two number of slots, each the index of a key or -1; at most half are used, so
    /// every probe sequence reaches an empty slot.
    private var slots: [Int32]

    init(capacity: Int) {
        var slotCount = 4
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = [Int32](repeating: -1, count: slotCount)
    }

    /// Adds `key` as the next position; false (and nothing added) when it is already there.
    mutating func insert(_ key: String) -> Bool {
        let keyBytes = Array(key.utf8)
        guard case let .empty(slot) = keyBytes.withUnsafeBufferPointer(probe) else { return false }
        slots[slot] = Int32(starts.count - 1)
        bytes.append(contentsOf: keyBytes)
        starts.append(bytes.count)
        return true
    }

    @usableFromInline
    func position(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { position(ofUTF8: $0) }
    }

    @usableFromInline
    func position(ofString json: JSONValue, at place: JSONValue.Position) -> Int? {
        json.withEntry(at: Int(place.index)) { document, entry in
            guard entry.kind == .string else { return nil }
            let content = document.stringContent(of: entry)
            guard entry.flag else { return position(ofUTF8: content) }
            return position(of: JSONStringDecoding.string(content, escaped: true))
        }
    }

    private func position(ofUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard case let .found(position) = probe(key) else { return nil }
        return position
    }

    private enum Probe {
        case found(Int)
        case empty(Int)
    }

    /// Follows `key`'s probe sequence to its position, or to the empty slot where it would go.
    private func probe(_ key: UnsafeBufferPointer<UInt8>) -> Probe {
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        while true {
            let position = Int(slots[slot])
            guard position >= 0 else { return .empty(slot) }
            let start = starts[position]
            let end = starts[position &+ 1]
            if end &- start == key.count, bytes.withUnsafeBufferPointer({ all in
                Self.equal(key, UnsafeBufferPointer(rebasing: all[start..<end]))
            }) {
                return .found(position)
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Whether two buffers of the same length hold the same bytes, compared eight at a time.
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = min(a.count, b.count)
        guard let left = a.baseAddress.map(UnsafeRawPointer.init), let right = b.baseAddress.map(UnsafeRawPointer.init) else {
            return count == 0
        }
        var offset = 0
        while count &- offset >= 8 {
            let leftWord = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard leftWord == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset &+= 8
        }
        while offset < count {
            guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) else {
                return false
            }
            offset &+= 1
        }
        return true
    }

    /// Mixes the length with the first and last eight bytes (or all of them, when fewer).
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(key.count) &* multiplier
        if key.count >= 8, let base = key.baseAddress {
            let raw = UnsafeRawPointer(base)
            hash ^= UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            hash = (hash ^ (hash >> 29)) &* multiplier
            hash ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: key.count &- 8, as: UInt64.self))
        } else {
            for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
        }
        hash = (hash ^ (hash >> 32)) &* multiplier
        return hash ^ (hash >> 29)
    }
}
