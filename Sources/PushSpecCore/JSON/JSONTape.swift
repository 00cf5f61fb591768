// The tape: the flat result of one parse.
//
// Every value of the document, and every object key, gets one 16-byte entry, in document
// order (a container's entry comes before its children's). An entry holds the value's byte
// range in the source, the index of the entry that follows the value's whole subtree (so a
// reader skips a subtree in one step), the number of elements or members of a container, the
// kind, and one flag bit whose meaning depends on the kind.
//
// An object with n members is followed by 2n subtrees: key, value, key, value, ...
//
// The tape and a copy of the input bytes live in a single heap block (one `JSONStorage`,
// a `ManagedBuffer` whose tail holds `tapeCapacity` entries followed by the bytes), so a
// parse costs at most one allocation, and none when the thread's last block is free to reuse
// (`JSONStorageCache`).

/// The kind code stored in the top three bits of `JSONTapeEntry.info`.
enum JSONTapeKind: UInt32 {
    case null = 0
    case bool = 1
    case number = 2
    case string = 3
    case array = 4
    case object = 5
}

/// One value (or key) of a parsed document. 16 bytes.
struct JSONTapeEntry {
    /// Byte offset of the value's first byte (for a string, its opening quote).
    var start: UInt32
    /// Byte offset just past the value's last byte (for a string, past its closing quote).
    var end: UInt32
    /// Tape index of the entry after this value's subtree. While a container is still open
    /// during parsing, it holds the index of the enclosing open container instead.
    var next: UInt32
    /// Bits 29...31: the kind; bit 28: the flag; bits 0...27: element or member count.
    var info: UInt32

    static let countMask: UInt32 = (1 << 28) - 1
    static let flagBit: UInt32 = 1 << 28
    static let kindShift: UInt32 = 29

    /// No enclosing container (in `next` while parsing).
    static let noParent: UInt32 = .max

    init(kind: JSONTapeKind, flag: Bool, start: Int, end: Int, next: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.next = UInt32(truncatingIfNeeded: next)
        self.info = (kind.rawValue << Self.kindShift) | (flag ? Self.flagBit : 0)
    }

    @inline(__always)  // read for every value looked at: a call would cost more than the read
    var kind: JSONTapeKind {
        JSONTapeKind(rawValue: info >> Self.kindShift) ?? .null
    }

    /// Strings: the source holds at least one backslash escape. Numbers: the source has a
    /// fraction or an exponent. Booleans: the value is `true`.
    var flag: Bool { info & Self.flagBit != 0 }

    /// Elements of an array, members of an object; 0 for scalars.
    var count: Int { Int(info & Self.countMask) }
}

/// The header of a `JSONStorage` block.
struct JSONStorageHeader {
    /// Length of the copied input.
    var byteCount: Int
    /// Entries reserved at the start of the tail; the bytes follow them.
    var tapeCapacity: Int
    /// Entries written by the parser (only after a successful parse is the tape complete).
    var tapeCount: Int
    /// Tail elements the block was made with: what a later document may use of it.
    var elementCapacity: Int
}

/// One parsed document: the tape and a copy of the input, in one heap block.
///
/// `ManagedBuffer` declares itself not `Sendable`, so the block is held through this wrapper:
/// it is written only while it is being parsed, before any `JSONValue` can see it, and is
/// immutable from then on, hence `@unchecked Sendable`. (A block is parsed into again only when
/// no value holds it any more: see ``JSONStorageCache``.)
struct JSONStorage: @unchecked Sendable {
    /// The most input the tape can index: counts have 28 bits and a document of n bytes has at
    /// most (n + 1) / 2 entries.
    static let hardMaxBytes = (1 << 29) - 1

    let block: JSONStorageBlock

    /// A block for `byteCount` bytes and `tapeCapacity` entries, both uninitialized: this thread's
    /// last block when nothing holds it any more and it is large enough, else a new one.
    static func allocate(byteCount: Int, tapeCapacity: Int) -> JSONStorage {
        let stride = MemoryLayout<JSONTapeEntry>.stride
        let elements = tapeCapacity + (byteCount + stride - 1) / stride
        if let block = JSONStorageCache.takeBlock(elements: elements) {
            block.withUnsafeMutablePointers { header, tape in
                header.pointee.byteCount = byteCount
                header.pointee.tapeCapacity = tapeCapacity
                header.pointee.tapeCount = 0
                bindRegions(tape, elements: header.pointee.elementCapacity, tapeCapacity: tapeCapacity, byteCount: byteCount)
            }
            return JSONStorage(block: block)
        }
        let created = JSONStorageBlock.create(minimumCapacity: elements) { _ in
            JSONStorageHeader(byteCount: byteCount, tapeCapacity: tapeCapacity, tapeCount: 0, elementCapacity: elements)
        }
        let block = unsafeDowncast(created, to: JSONStorageBlock.self)
        block.withUnsafeMutablePointerToElements { tape in
            _ = UnsafeMutableRawPointer(tape + tapeCapacity).bindMemory(to: UInt8.self, capacity: byteCount)
        }
        JSONStorageCache.keep(block, elements: elements)
        return JSONStorage(block: block)
    }

    /// Binds a reused block's tail again: the tape's entries first, then the bytes after them
    /// (the boundary moves with each document's tape capacity).
    private static func bindRegions(
        _ tape: UnsafeMutablePointer<JSONTapeEntry>, elements: Int, tapeCapacity: Int, byteCount: Int
    ) {
        _ = UnsafeMutableRawPointer(tape).bindMemory(to: JSONTapeEntry.self, capacity: elements)
        _ = UnsafeMutableRawPointer(tape + tapeCapacity).bindMemory(to: UInt8.self, capacity: byteCount)
    }

    /// Gives the parser write access to the header, the bytes region and the tape.
    func withMutableRegions<R, E: Error>(
        _ body: (UnsafeMutablePointer<JSONStorageHeader>, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<JSONTapeEntry>) throws(E) -> R
    ) throws(E) -> R {
        let result: Result<R, E> = block.withUnsafeMutablePointers { header, tape in
            let bytes = UnsafeMutableRawPointer(tape + header.pointee.tapeCapacity)
                .assumingMemoryBound(to: UInt8.self)
            return Result { () throws(E) -> R in try body(header, bytes, tape) }
        }
        return try result.get()
    }

    /// Gives read access to the finished document.
    @inline(__always)
    func read<R>(_ body: (JSONDocument) -> R) -> R {
        block.withUnsafeMutablePointers { header, tape in
            let bytes = UnsafeRawPointer(tape + header.pointee.tapeCapacity)
                .assumingMemoryBound(to: UInt8.self)
            return body(JSONDocument(
                bytes: bytes, byteCount: header.pointee.byteCount,
                tape: UnsafePointer(tape), tapeCount: header.pointee.tapeCount))
        }
    }
}

/// The heap block: a header, then `tapeCapacity` tape entries, then the input bytes.
final class JSONStorageBlock: ManagedBuffer<JSONStorageHeader, JSONTapeEntry> {}

/// A read-only view of a finished document, valid only inside `JSONStorage.read`.
struct JSONDocument {
    let bytes: UnsafePointer<UInt8>
    let byteCount: Int
    let tape: UnsafePointer<JSONTapeEntry>
    let tapeCount: Int

    /// The entry at `index`, or nil when out of range.
    @inline(__always)
    func entry(_ index: Int) -> JSONTapeEntry? {
        guard index >= 0, index < tapeCount else { return nil }
        return tape[index]
    }

    /// The source bytes `start..<end`, clamped to the document.
    @inline(__always)
    func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        let lower = max(0, min(start, byteCount))
        let upper = max(lower, min(end, byteCount))
        return UnsafeBufferPointer(start: bytes + lower, count: upper - lower)
    }

    /// The source bytes of the whole value.
    @inline(__always)
    func source(of entry: JSONTapeEntry) -> UnsafeBufferPointer<UInt8> {
        slice(Int(entry.start), Int(entry.end))
    }

    /// The bytes between a string's quotes, still escaped.
    @inline(__always)
    func stringContent(of entry: JSONTapeEntry) -> UnsafeBufferPointer<UInt8> {
        let start = Int(entry.start) + 1
        return slice(start, max(start, Int(entry.end) - 1))
    }
}

extension JSONDocument {
    /// The tape index of the value of the first member whose key's decoded bytes equal `key`, of
    /// the object at tape index `index`; nil when that is not an object or has no such member.
    func memberIndex(named key: UnsafeBufferPointer<UInt8>, inObjectAt index: Int) -> Int? {
        guard let object = entry(index), object.kind == .object else { return nil }
        let keyCount = key.count
        var keyIndex = index &+ 1
        for _ in 0..<object.count {
            // Every member is a key entry and a value entry, both before `object.next`.
            guard keyIndex &+ 1 < tapeCount else { return nil }
            let keyEntry = tape[keyIndex]
            let contentCount = Int(keyEntry.end) &- Int(keyEntry.start) &- 2
            // Without escapes the lengths must match; with them the source is longer.
            if keyEntry.flag ? contentCount >= keyCount : contentCount == keyCount,
                JSONStringDecoding.contentEquals(stringContent(of: keyEntry), escaped: keyEntry.flag, key)
            {
                return keyIndex &+ 1
            }
            keyIndex = Int(tape[keyIndex &+ 1].next)
        }
        return nil
    }
}
