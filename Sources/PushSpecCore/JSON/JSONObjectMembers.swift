/// The members of a JSON object, in source order and with duplicate keys kept, as
/// `(key: String, value: JSONValue)` pairs (empty for a value that is not an object).
/// Each key is decoded when its member is reached.
public struct JSONObjectMembers: Sequence, Sendable {
    /// One member: its decoded key and its value.
    public typealias Element = (key: String, value: JSONValue)

    let storage: JSONStorage
    let first: Int

    /// The number of members.
    public let count: Int

    init(storage: JSONStorage, first: Int, count: Int) {
        self.storage = storage
        self.first = first
        self.count = count
    }

    /// The number of members (exact).
    public var underestimatedCount: Int { count }

    /// Returns an iterator over the members.
    public func makeIterator() -> Iterator {
        Iterator(storage: storage, next: first, remaining: count)
    }

    /// Produces the members of an object one by one.
    public struct Iterator: IteratorProtocol, Sendable {
        let storage: JSONStorage
        var nextIndex: Int
        var remaining: Int

        init(storage: JSONStorage, next: Int, remaining: Int) {
            self.storage = storage
            self.nextIndex = next
            self.remaining = remaining
        }

        /// The next member, or nil after the last.
        public mutating func next() -> Element? {
            guard remaining > 0 else { return nil }
            let keyIndex = nextIndex
            let step: (key: String, following: Int)? = storage.read { document in
                guard let keyEntry = document.entry(keyIndex), keyEntry.kind == .string,
                      let valueEntry = document.entry(keyIndex + 1) else { return nil }
                let key = JSONStringDecoding.string(document.stringContent(of: keyEntry), escaped: keyEntry.flag)
                return (key, Int(valueEntry.next))
            }
            guard let step else {
                remaining = 0
                return nil
            }
            remaining -= 1
            nextIndex = step.following
            return (key: step.key, value: JSONValue(storage: storage, index: keyIndex + 1))
        }
    }
}
