#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last document block a thread parsed into, kept to parse the thread's next document into
/// once nothing else holds it: a loop that parses, reads and drops push after push then
/// allocates nothing.
///
/// Allocating and freeing a block was a sixth of everything past the parse in reading a push (a
/// typical block is about 1 KB, at the edge of what glibc's malloc serves from its thread cache). The block is reused only when this cache holds the only
/// reference (`isKnownUniquelyReferenced`, as a copy-on-write buffer decides that it may write):
/// a value still holding its document, on this thread or another, keeps it, and the next
/// document gets a new block. Blocks of more than ``largestKeptElements`` entries are not kept,
/// so a thread holds at most 16 KiB for it.
///
/// The block is held in a slot of thread-local memory, not in an object: reading and checking it
/// in place retains nothing but the block a reused document holds.
enum JSONStorageCache {
    /// The most tail elements (16 bytes each) of a block kept for reuse.
    static let largestKeptElements = 1024

    /// The kept block, when nothing else holds it and it has room for `elements` entries.
    static func takeBlock(elements: Int) -> JSONStorageBlock? {
        guard let slot = currentSlot(), isKnownUniquelyReferenced(&slot.pointee),
            let capacity = slot.pointee?.withUnsafeMutablePointerToHeader({ $0.pointee.elementCapacity }), capacity >= elements
        else { return nil }
        return slot.pointee
    }

    /// Keeps a new block (not too large) in place of the last one, unless that one is still in
    /// use: a document parsed while another is read (a decrypted push inside its envelope) gets
    /// a block of its own, and the envelope's stays kept for the next envelope.
    static func keep(_ newBlock: JSONStorageBlock, elements: Int) {
        guard elements <= largestKeptElements, let slot = currentSlot(),
            slot.pointee == nil || isKnownUniquelyReferenced(&slot.pointee)
        else { return }
        slot.pointee = newBlock
    }

    /// This thread's slot, made on first use; nil where thread-local storage is not available.
    /// Only this thread reads or writes it, so no access overlaps.
    private static func currentSlot() -> UnsafeMutablePointer<JSONStorageBlock?>? {
        guard let key = threadKey else { return nil }
        if let stored = pthread_getspecific(key) {
            return stored.assumingMemoryBound(to: JSONStorageBlock?.self)
        }
        let slot = UnsafeMutablePointer<JSONStorageBlock?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        // The thread-local slot owns the memory, freed with the thread (`releaseStored`).
        guard pthread_setspecific(key, slot) == 0 else {
            slot.deinitialize(count: 1)
            slot.deallocate()
            return nil
        }
        return slot
    }

    /// The key of the thread-local slot, or nil if none could be made.
    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stored in
            JSONStorageCache.releaseStored(stored)
        }
        return status == 0 ? key : nil
    }()

    /// Releases the block a thread's slot held, and frees the slot, when its thread ends.
    private static func releaseStored(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        let slot = stored.assumingMemoryBound(to: JSONStorageBlock?.self)
        slot.deinitialize(count: 1)
        slot.deallocate()
    }
}
