/// A growable run of bytes that the output is written into: appending is a capacity check and
/// a copy through a pointer (an array checks that its storage is not shared, and calls into
/// a generic append, for every piece).
///
/// A reference type, so that one buffer is written by one writer at a time without copies;
/// `@unchecked Sendable` because each is used by one thread at a time (one part of a batch),
/// then handed over whole.
final class ByteBuffer: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, valid until the next change to the buffer.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    var isEmpty: Bool { count == 0 }

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

    func append(_ other: ByteBuffer) {
        append(other.bytes)
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
