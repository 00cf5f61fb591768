/// A growable run of bytes that the output is written into: appending is a capacity check and
/// a copy through a pointer (an array checks that its storage is not shared, and calls into
/// a generic append, for every piece).
///
/// A reference type, so that a writer appends to it in place; each is written by one thread
/// at a time (a batch's output, while its thread handles it).
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    /// The bytes it holds room for.
    private(set) var capacity: Int
    /// The bytes written.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, valid until the next change to the buffer.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties the buffer, keeping its capacity.
    func removeAll() { count = 0 }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count &+ 1) }
        base[count] = byte
        count &+= 1
    }

    /// Appends `bytes` (copied as ``copy(from:to:count:)`` copies).
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if capacity &- count < length { grow(toHold: count &+ length) }
        Self.copy(from: source, to: base + count, count: length)
        count &+= length
    }

    /// Calls `write` with the end of the buffer and room for `maximum` bytes there, and keeps
    /// the bytes `write` says it wrote (at most `maximum`).
    @inline(__always)
    func appendInPlace(maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if capacity &- count < maximum { grow(toHold: count &+ maximum) }
        count &+= min(max(0, write(base + count)), maximum)
    }

    /// Copies `count` bytes: up to sixteen as words (keys, short values, the runs between
    /// escapes: most copies) in place of a call to `memcpy`. The two may overlap when `target`
    /// comes first (bytes moved towards the start): each way of copying reads a byte before it
    /// writes over it then.
    @inline(__always)
    static func copy(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        if count > 16 {
            target.update(from: source, count: count)
        } else {
            copySmall(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count: count)
        }
    }

    /// Appends the text of a literal: through its pointer when it has one (a text literal), so
    /// that no closure is called.
    @inline(__always)
    func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append($0) }  // a one-scalar literal
            return
        }
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Copies `count` bytes, at most sixteen: the first and the last eight (which overlap when
    /// fewer than sixteen), or four, or one by one below four.
    @inline(__always)
    private static func copySmall(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            let first = source.loadUnaligned(as: UInt64.self)
            let last = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            target.storeBytes(of: first, as: UInt64.self)
            target.storeBytes(of: last, toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            let first = source.loadUnaligned(as: UInt32.self)
            let last = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
        } else {
            for offset in 0..<count {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Writes a space over every `\n` and `\r` from `start` on (a line's text stays one line).
    func replaceLineBreaks(from start: Int) {
        var index = max(0, start)
        while index < count {
            if base[index] == UInt8(ascii: "\n") || base[index] == UInt8(ascii: "\r") { base[index] = UInt8(ascii: " ") }
            index &+= 1
        }
    }

    /// Appends a copy of bytes it already holds, `range` of ``bytes`` (clamped to them).
    func appendCopy(of range: Range<Int>) {
        let lower = min(max(0, range.lowerBound), count)
        let length = min(max(lower, range.upperBound), count) &- lower
        if capacity &- count < length { grow(toHold: count &+ length) }
        (base + count).update(from: base + lower, count: length)  // disjoint: the copy ends before `count`
        count &+= length
    }

    /// Makes room for `needed` bytes in all, at least doubling.
    private func grow(toHold needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
