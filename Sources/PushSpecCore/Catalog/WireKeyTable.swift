/// A lookup from a wire key's UTF-8 bytes (a `loc_key`) to a value, for generated key enums.
///
/// Made once per enum (a `static let`), it answers a lookup without making a String or hashing
/// one: an open-addressing table of slots, probed from a hash of the key's length and its first
/// and last eight bytes, and confirmed by comparing the bytes. A `switch` over the string
/// literals would cost the compiler time that grows faster than the spec; a `[String: Key]`
/// needs a String and a SipHash of it for every lookup.
public struct WireKeyTable<Value: Sendable>: Sendable {
    /// The values, in the order they were given.
    @usableFromInline let values: [Value]
    /// Every key's bytes, one after another.
    @usableFromInline let bytes: [UInt8]
    /// Key `i` is `bytes[starts[i]..<starts[i + 1]]`.
    @usableFromInline let starts: [Int]
    /// A power-of-two number of slots, each the index of a key or -1; at most half are used, so
    /// every probe sequence reaches an empty slot.
    @usableFromInline let slots: [Int32]

    /// Builds the table. Of keys given twice, the first wins.
    public init(_ entries: [(key: String, value: Value)]) {
        var values: [Value] = []
        var bytes: [UInt8] = []
        var starts = [0]
        var slotCount = 4
        while slotCount < 2 * entries.count { slotCount *= 2 }
        var slots = [Int32](repeating: -1, count: slotCount)
        for (key, value) in entries {
            let keyBytes = Array(key.utf8)
            let known = keyBytes.withUnsafeBufferPointer { key in
                Self.probe(key, bytes: bytes, starts: starts, slots: slots)
            }
            guard case let .empty(slot) = known else { continue }
            slots[slot] = Int32(values.count)
            values.append(value)
            bytes.append(contentsOf: keyBytes)
            starts.append(bytes.count)
        }
        (self.values, self.bytes, self.starts, self.slots) = (values, bytes, starts, slots)
    }

    /// The value of the key whose UTF-8 bytes are `key`, or nil.
    @inlinable
    public func value(forUTF8 key: UnsafeBufferPointer<UInt8>) -> Value? {
        guard case let .found(index) = Self.probe(key, bytes: bytes, starts: starts, slots: slots) else {
            return nil
        }
        return values[index]
    }

    /// The value of `key`, or nil.
    @inlinable
    public func value(for key: String) -> Value? {
        var key = key
        return key.withUTF8 { value(forUTF8: $0) }
    }

    @usableFromInline
    enum Probe {
        case found(Int)
        case empty(Int)
    }

    /// Follows `key`'s probe sequence to its entry, or to the empty slot where it would go.
    @inlinable
    static func probe(_ key: UnsafeBufferPointer<UInt8>, bytes: [UInt8], starts: [Int], slots: [Int32]) -> Probe {
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash(key)) & mask
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return .empty(slot) }
            let start = starts[index]
            let count = starts[index &+ 1] &- start
            if count == key.count, bytes.withUnsafeBufferPointer({ all in
                key.elementsEqual(UnsafeBufferPointer(rebasing: all[start..<(start &+ count)]))
            }) {
                return .found(index)
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Mixes the length with the first and last eight bytes (or all of them, when fewer).
    @inlinable
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
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
