/// A growable run of bytes that the output is written into: appending is a capacity check and
/// a copy through a pointer (an array checks that its storage is not shared, and calls into
/// a generic append, for every piece).
///
/// A reference type, so that a writer appends to it in place; each is written by one thread
/// at a time (one part of a batch).
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

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity &- count < bytes.count { grow(toHold: count &+ bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
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
