import Foundation
import PushSpec
import PushSpecNotifications
import PushSpecTestSupport
import Testing

/// Random sequences of pushes, deletions, reads, dismissals, option changes and restarts of two
/// accounts, applied to the SQLite store and to a small independent model written here from the
/// rules (seed 002; one Notification API per account, as TDLib runs one per account, the options
/// one for all): brute force, no ranking index, no cache, no database. Every update must agree.
@Suite struct NotificationPropertyTests {
    /// The model: every notification ever made, and the rules applied by brute force.
    struct Model {
        struct Item {
            var id: Int32
            var account: String
            var chat: Int64
            var type: String
            var date: Int64
            var message: Int64
            var active = true
        }

        var groupCountMax = 0
        var groupSizeMax = 10
        var items: [Item] = []
        var nextID: Int32 = 1
        var nextGroupID: Int32 = 1
        var freeGroupIDs: [Int32] = []
        var groupOf: [String: Int32] = [:]  // "account chat type" → group id, while the group has active items
        var accountOf: [Int32: String] = [:]  // group id → its account (of the last group with the id)
        var totalCount: [Int32: Int32] = [:]
        var known: Set<String> = []
        var readUpTo: [String: Int64] = [:]  // "account chat" → the read horizon

        func key(_ account: String, _ chat: Int64, _ type: String) -> String { "\(account) \(chat) \(type)" }

        /// The shown ids of each shown group, by group id: each account's first `groupCountMax`
        /// groups, ranked among that account's alone.
        func shown() -> [Int32: [Int32]] {
            guard groupCountMax > 0 else { return [:] }
            var byGroup: [Int32: [Item]] = [:]
            for item in items where item.active {
                guard let group = groupOf[key(item.account, item.chat, item.type)] else { continue }
                byGroup[group, default: []].append(item)
            }
            var result: [Int32: [Int32]] = [:]
            for account in Set(byGroup.values.map { $0[0].account }) {
                let ranked = byGroup.filter { $0.value[0].account == account }.sorted { lhs, rhs in
                    let left = (lhs.value.map(\.date).max() ?? 0, lhs.value[0].chat, Int64(lhs.key))
                    let right = (rhs.value.map(\.date).max() ?? 0, rhs.value[0].chat, Int64(rhs.key))
                    return left > right
                }
                for (group, members) in ranked.prefix(groupCountMax) {
                    result[group] = members.map(\.id).sorted().suffix(groupSizeMax).map { $0 }
                }
            }
            return result
        }

        /// "group G +[added] -[removed] total T" for each changed group, by id; then the empty groups forgotten.
        mutating func diff(_ before: [Int32: [Int32]]) -> [String] {
            let after = shown()
            var lines: [String] = []
            for id in Set(before.keys).union(after.keys).sorted() {
                let old = before[id] ?? []
                let new = after[id] ?? []
                guard old != new else { continue }
                let added = new.filter { !old.contains($0) }
                let removed = old.filter { !new.contains($0) }
                lines.append(
                    "group \(id) of \(accountOf[id] ?? "?") +\(added) -\(removed) total \(max(totalCount[id] ?? 0, Int32(new.count)))")
            }
            for (name, id) in groupOf where !items.contains(where: { $0.active && key($0.account, $0.chat, $0.type) == name }) {
                groupOf[name] = nil
                freeGroupIDs.append(id)
            }
            freeGroupIDs.sort()
            return lines
        }

        mutating func push(account: String, chat: Int64, message: Int64, date: Int64) -> [String] {
            let chatName = "\(account) \(chat)"
            guard groupCountMax > 0, !known.contains("\(chatName) \(message)"), message > (readUpTo[chatName] ?? 0) else { return [] }
            let before = shown()
            known.insert("\(chatName) \(message)")
            let name = key(account, chat, "messages")
            let group: Int32
            if let existing = groupOf[name] {
                group = existing
            } else if !freeGroupIDs.isEmpty {
                group = freeGroupIDs.removeFirst()
            } else {
                group = nextGroupID
                nextGroupID += 1
            }
            if groupOf[name] == nil { totalCount[group] = 0 }
            groupOf[name] = group
            accountOf[group] = account
            totalCount[group, default: 0] += 1
            items.append(Item(id: nextID, account: account, chat: chat, type: "messages", date: date, message: message))
            nextID += 1
            return diff(before)
        }

        mutating func delete(account: String, chat: Int64, messages: Set<Int64>) -> [String] {
            let before = shown()
            for index in items.indices
            where items[index].active && items[index].account == account && items[index].chat == chat
                && messages.contains(items[index].message)
            {
                items[index].active = false
                if let group = groupOf[key(account, chat, items[index].type)] { totalCount[group, default: 0] -= 1 }
            }
            return diff(before)
        }

        mutating func read(account: String, chat: Int64, upTo: Int64) -> [String] {
            let before = shown()
            readUpTo["\(account) \(chat)"] = max(readUpTo["\(account) \(chat)"] ?? 0, upTo)
            for index in items.indices
            where items[index].active && items[index].account == account && items[index].chat == chat && items[index].message <= upTo {
                items[index].active = false
            }
            if let group = groupOf[key(account, chat, "messages")] {
                totalCount[group] = Int32(items.filter { $0.active && $0.account == account && $0.chat == chat }.count)
            }
            return diff(before)
        }

        mutating func dismiss(group: Int32, upTo: Int32, only: Bool) -> [String] {
            let before = shown()
            for index in items.indices
            where items[index].active && groupOf[key(items[index].account, items[index].chat, items[index].type)] == group {
                if only ? items[index].id == upTo : items[index].id <= upTo { items[index].active = false }
            }
            return diff(before)
        }

        mutating func setOptions(count: Int, size: Int) -> [String] {
            let before = shown()
            groupCountMax = count
            groupSizeMax = size
            return diff(before)
        }
    }

    static func summary(_ outcome: NotificationState.Outcome) -> [String] {
        outcome.updates.compactMap { update in
            guard case let .group(id, _, _, _, _, total, added, removed, account) = update else { return nil }
            return "group \(id) of \(account) +\(added.map(\.id)) -\(removed) total \(total)"
        }
    }

    /// With `stores` 2, each step goes to one of two stores on the file, at random (an app and its
    /// extension): each must see what the other wrote.
    @Test(arguments: [1, 2, 3, 4, 5, 6], [1, 2])
    func randomSequencesAgreeWithTheModel(seed: UInt64, stores count: Int) throws {
        var random = SplitMix64(seed: seed)
        let path = FileManager.default.temporaryDirectory.appending(path: "pushspec-property-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        var stores = try (0..<count).map { _ in try NotificationStore(path: path) }
        var model = Model()
        var date: Int64 = 1000
        var log: [String] = []  // what was done, for the message of a disagreement
        for step in 0..<400 {
            let expected: [String]
            let actual: [String]
            let chat = Int64(random.next(in: 1...6))
            // Two accounts, with chats of the same ids: each has its own groups, limits and ranking.
            let account = random.next(in: 0...1) == 0 ? "111" : "222"
            let which = random.next(in: 0...(count - 1))
            let store = stores[which]
            switch random.next(in: 0...99) {
            case 0..<55:
                let message = Int64(random.next(in: 1...40))
                date += Int64(random.next(in: 0...3))
                log.append("\(which): push \(account) chat \(chat) message \(message) date \(date)")
                expected = model.push(account: account, chat: chat, message: message, date: date)
                actual = Self.summary(
                    try store.apply(try NotificationStateTests.text(from: chat, id: message, date: date), account: account, now: .unix(0)))
            case 55..<65:
                let messages = Set((0..<random.next(in: 1...3)).map { _ in Int64(random.next(in: 1...40)) })
                log.append("\(which): delete \(account) chat \(chat) messages \(messages.sorted())")
                expected = model.delete(account: account, chat: chat, messages: messages)
                let list = messages.map(String.init).joined(separator: ",")
                actual = Self.summary(
                    try store.apply(
                        try NotificationStateTests.push(#"{"loc_key":"MESSAGE_DELETED","custom":{"from_id":"\#(chat)","messages":"\#(list)"}}"#),
                        account: account, now: .unix(0)))
            case 65..<72:
                let upTo = Int64(random.next(in: 1...40))
                log.append("\(which): read \(account) chat \(chat) up to \(upTo)")
                expected = model.read(account: account, chat: chat, upTo: upTo)
                actual = Self.summary(
                    try store.apply(
                        try NotificationStateTests.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"\#(chat)","max_id":"\#(upTo)"}}"#),
                        account: account, now: .unix(0)))
            case 72..<85:
                guard let group = model.groupOf.values.sorted().first(where: { _ in random.next(in: 0...1) == 0 }) ?? model.groupOf.values.min()
                else { continue }
                let only = random.next(in: 0...1) == 0
                let id = Int32(random.next(in: 1...Int(max(1, model.nextID))))
                log.append("\(which): dismiss group \(group) \(only ? "notification" : "up to") \(id)")
                expected = model.dismiss(group: group, upTo: id, only: only)
                actual = Self.summary(
                    only
                        ? try store.removeNotification(groupID: group, notificationID: id)
                        : try store.removeNotificationGroup(groupID: group, maxNotificationID: id))
            case 85..<93:
                let count = random.next(in: 0...4)
                let size = random.next(in: 1...4)
                log.append("\(which): options \(count) x \(size)")
                expected = model.setOptions(count: count, size: size)
                actual = Self.summary(try store.setOptions(NotificationOptions(groupCountMax: count, groupSizeMax: size)))
            default:
                log.append("restart \(which), active of \(account)")
                stores[which] = try NotificationStore(path: path)  // a restart: everything from the file
                // What the account shows, asked for alone: its groups and no other account's.
                expected = model.shown().filter { model.accountOf[$0.key] == account }.sorted { $0.key < $1.key }
                    .map { "group \($0.key) of \(account) \($0.value)" }
                guard case let .active(groups) = try stores[which].activeNotifications(account: account) else {
                    Issue.record("activeNotifications(account:) is not updateActiveNotifications")
                    return
                }
                actual = groups.sorted { $0.id < $1.id }.map { "group \($0.id) of \($0.account) \($0.notifications.map(\.id))" }
            }
            #expect(actual == expected, "seed \(seed), \(count) stores, step \(step) (store \(which)), after: \(log.suffix(12).joined(separator: "; "))")
            if actual != expected { return }
        }
    }
}

extension SplitMix64 {
    /// A number in `range`, so that a failing seed replays.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
