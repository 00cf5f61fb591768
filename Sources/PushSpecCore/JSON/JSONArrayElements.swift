/// The elements of a JSON array, in order, as ``JSONValue``s (empty for a value that is not an
/// array). Iterating walks the tape, skipping each element's subtree in one step.
public struct JSONArrayElements: Sequence, Sendable {
    let storage: JSONStorage
    let first: Int

    /// The number of elements.
    public let count: Int

    init(storage: JSONStorage, first: Int, count: Int) {
        self.storage = storage
        self.first = first
        self.count = count
    }

    /// The number of elements (exact).
    public var underestimatedCount: Int { count }

    /// Returns an iterator over the elements.
    public func makeIterator() -> Iterator {
        Iterator(storage: storage, next: first, remaining: count)
    }

    /// Produces the elements of an array one by one.
    public struct Iterator: IteratorProtocol, Sendable {
        let storage: JSONStorage
        var nextIndex: Int
        var remaining: Int

        init(storage: JSONStorage, next: Int, remaining: Int) {
            self.storage = storage
            self.nextIndex = next
            self.remaining = remaining
        }

        /// The next element, or nil after the last.
        public mutating func next() -> JSONValue? {
            guard remaining > 0 else { return nil }
            let current = nextIndex
            let following: Int? = storage.read { document in
                document.entry(current).map { Int($0.next) }
            }
            guard let following else {
                remaining = 0
                return nil
            }
            remaining -= 1
            nextIndex = following
            return JSONValue(storage: storage, index: current)
        }
    }
}
