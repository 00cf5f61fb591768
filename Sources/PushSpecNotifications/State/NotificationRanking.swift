/// The groups with an active notification, in rank order: a sorted collection that takes a
/// group in and out in time that does not grow with the number of groups. The keys are kept in
/// sorted chunks of at most ``chunkCapacity``: a change moves at most a chunk's keys, where one
/// sorted array would move every key after the change (a state of many chats moved thousands a push).
struct NotificationRanking: Sendable {
    /// A group's place: the date of its newest active notification, then its chat id, then its
    /// id, all compared descending.
    struct Key: Sendable, Hashable, Comparable {
        var newestDate: Int64
        var chatID: Int64
        var groupID: Int32

        /// `lhs` ranks before `rhs`: newer, else the greater chat id, else the greater group id.
        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.newestDate, lhs.chatID, lhs.groupID) > (rhs.newestDate, rhs.chatID, rhs.groupID)
        }
    }

    /// The most keys a chunk holds; a fuller one is split in two.
    static let chunkCapacity = 256

    /// Sorted, none empty; every key of a chunk ranks before every key of the next.
    private var chunks: [[Key]] = []

    /// An empty ranking.
    init() {}

    /// The number of keys.
    var count: Int { chunks.reduce(0) { $0 + $1.count } }

    /// Whether it holds no key.
    var isEmpty: Bool { chunks.isEmpty }

    /// Adds `key` in its place.
    mutating func insert(_ key: Key) {
        guard !chunks.isEmpty else {
            chunks = [[key]]
            return
        }
        let chunk = min(chunkIndex(of: key), chunks.count - 1)
        chunks[chunk].insert(key, at: Self.index(of: key, in: chunks[chunk]))
        if chunks[chunk].count > Self.chunkCapacity {
            let half = chunks[chunk].count / 2
            chunks.insert(Array(chunks[chunk][half...]), at: chunk + 1)
            chunks[chunk].removeSubrange(half...)
        }
    }

    /// Takes `key` out; returns whether it was there.
    @discardableResult
    mutating func remove(_ key: Key) -> Bool {
        let chunk = chunkIndex(of: key)
        guard chunk < chunks.count else { return false }
        let index = Self.index(of: key, in: chunks[chunk])
        guard index < chunks[chunk].count, chunks[chunk][index] == key else { return false }
        chunks[chunk].remove(at: index)
        if chunks[chunk].isEmpty { chunks.remove(at: chunk) }
        return true
    }

    /// Takes `old` out and puts `new` in its place.
    mutating func replace(_ old: Key, with new: Key) {
        remove(old)
        insert(new)
    }

    /// Takes `key` out; returns whether no key is left.
    mutating func removeLeavingEmpty(_ key: Key) -> Bool {
        remove(key)
        return isEmpty
    }

    /// The first `count` keys, in rank order.
    func prefix(_ count: Int) -> [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(count)
        for chunk in chunks {
            for key in chunk {
                guard keys.count < count else { return keys }
                keys.append(key)
            }
        }
        return keys
    }

    /// Every key, in rank order.
    var keys: [Key] { chunks.flatMap { $0 } }

    /// The first chunk whose last key does not rank before `key` (`chunks.count` when every key does).
    private func chunkIndex(of key: Key) -> Int {
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            let chunk = chunks[middle]
            if chunk[chunk.count - 1] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where `key` stands or would stand in `chunk`: the first key that does not rank before it.
    private static func index(of key: Key, in chunk: [Key]) -> Int {
        var low = 0
        var high = chunk.count
        while low < high {
            let middle = (low + high) / 2
            if chunk[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension NotificationRanking: Hashable {
    /// Equal when they hold the same keys, however they are chunked.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.keys == rhs.keys }

    func hash(into hasher: inout Hasher) { hasher.combine(keys) }
}
