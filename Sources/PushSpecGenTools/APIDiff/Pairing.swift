import PushSpecCompiler

/// The elements of an old and a new list paired by an identity: those in both, those only in the
/// old list (removed) and those only in the new one (added).
struct Pairing<Element> {
    /// The pairs, in the new list's order.
    private(set) var matched: [(old: Element, new: Element)]
    /// In the old list's order.
    private(set) var removed: [Element]
    /// In the new list's order.
    private(set) var added: [Element]

    /// Pairs the elements whose `key` is equal (the first of each key, should a list repeat one).
    init<Key: Hashable>(old: [Element], new: [Element], by key: (Element) -> Key) {
        let oldKeys = old.map(key)
        let newKeys = new.map(key)
        let oldByKey = Dictionary(zip(oldKeys, old.indices), uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(zip(newKeys, new.indices), uniquingKeysWith: { first, _ in first })
        matched = zip(newKeys, new).compactMap { newKey, element in oldByKey[newKey].map { (old[$0], element) } }
        removed = zip(oldKeys, old).filter { newByKey[$0.0] == nil }.map(\.1)
        added = zip(newKeys, new).filter { oldByKey[$0.0] == nil }.map(\.1)
    }

    /// Pairs the removed and added elements whose `key` is equal and not `nil`, takes them out of
    /// ``removed`` and ``added``, and returns them: elements that are the same thing on the wire
    /// under another Swift name, for instance.
    mutating func pairRemaining<Key: Hashable>(by key: (Element) -> Key?) -> [(old: Element, new: Element)] {
        var removedByKey: [Key: Int] = [:]
        for (index, element) in removed.enumerated() {
            if let elementKey = key(element), removedByKey[elementKey] == nil { removedByKey[elementKey] = index }
        }
        var pairs: [(old: Element, new: Element)] = []
        var pairedRemoved: Set<Int> = []
        var pairedAdded: Set<Int> = []
        for (index, element) in added.enumerated() {
            guard let elementKey = key(element), let removedIndex = removedByKey[elementKey],
                pairedRemoved.insert(removedIndex).inserted
            else { continue }
            pairs.append((removed[removedIndex], element))
            pairedAdded.insert(index)
        }
        removed = removed.enumerated().filter { !pairedRemoved.contains($0.offset) }.map(\.element)
        added = added.enumerated().filter { !pairedAdded.contains($0.offset) }.map(\.element)
        return pairs
    }
}
