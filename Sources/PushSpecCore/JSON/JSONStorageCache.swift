#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last document block a thread parsed into, kept to parse the thread's next document into
/// once nothing else holds it: a loop that parses, reads and drops push after push then
/// allocates nothing.
///
/// Allocating and freeing a block took about 400 instructions a push (a typical block is about
/// 1 KB, at the edge of what glibc's malloc serves from its thread cache), a sixth of everything
/// past the parse in reading a push. The block is reused only when this cache holds the only
/// reference (`isKnownUniquelyReferenced`, as a copy-on-write buffer decides that it may write):
/// a value still holding its document, on this thread or another, keeps it, and the next
/// document gets a new block. Blocks of more than ``largestKeptElements`` entries are not kept,
/// so a thread holds at most 16 KiB for it.
final class JSONStorageCache {
    /// The most tail elements (16 bytes each) of a block kept for reuse.
    static let largestKeptElements = 1024

    /// The kept block; only this thread reads or writes it, so no access overlaps.
    @exclusivity(unchecked) private var block: JSONStorageBlock?

    private init() {}

    /// The kept block, when nothing else holds it and it has room for `elements` entries.
    func takeBlock(elements: Int) -> JSONStorageBlock? {
        guard isKnownUniquelyReferenced(&block), let block,
            block.withUnsafeMutablePointerToHeader({ $0.pointee.elementCapacity }) >= elements
        else { return nil }
        return block
    }

    /// Keeps a new block (not too large) in place of the last one, unless that one is still in
    /// use: a document parsed while another is read (a decrypted push inside its envelope) gets
    /// a block of its own, and the envelope's stays kept for the next envelope.
    func keep(_ newBlock: JSONStorageBlock, elements: Int) {
        guard elements <= Self.largestKeptElements, block == nil || isKnownUniquelyReferenced(&block) else { return }
        block = newBlock
    }

    /// This thread's cache, made on first use; nil where thread-local storage is not available.
    static func current() -> JSONStorageCache? {
        guard let key = threadKey else { return nil }
        if let stored = pthread_getspecific(key) {
            return Unmanaged<JSONStorageCache>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = JSONStorageCache()
        // The thread-local slot owns one reference, released with the thread (`releaseStored`).
        let retained = Unmanaged.passRetained(made)
        if pthread_setspecific(key, retained.toOpaque()) != 0 {
            retained.release()
            return nil
        }
        return made
    }

    /// The key of the thread-local slot, or nil if none could be made.
    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stored in
            JSONStorageCache.releaseStored(stored)
        }
        return status == 0 ? key : nil
    }()

    /// Releases the cache a thread-local slot held, when its thread ends.
    private static func releaseStored(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        Unmanaged<JSONStorageCache>.fromOpaque(stored).release()
    }
}
