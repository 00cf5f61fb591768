@testable import PushSpecNotifications
import Testing

/// The chunked ranking against a plain sorted array, through random inserts and removals that
/// split chunks and empty them.
@Suite struct NotificationRankingTests {
    /// A small deterministic generator (SplitMix64), so that a failure repeats.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3])
    func keepsTheOrderOfASortedArray(seed: UInt64) {
        var random = SplitMix(state: seed)
        var ranking = NotificationRanking()
        var model: [NotificationRanking.Key] = []
        for step in 0..<6000 {
            // Insert more than remove for the first half, then the other way: chunks split, then empty.
            let inserting = model.isEmpty || Int.random(in: 0..<10, using: &random) < (step < 3000 ? 8 : 2)
            if inserting {
                let key = NotificationRanking.Key(
                    newestDate: Int64.random(in: 0..<500, using: &random), chatID: Int64.random(in: 0..<50, using: &random),
                    groupID: Int32(step))
                ranking.insert(key)
                model.append(key)
            } else {
                let key = model.remove(at: Int.random(in: 0..<model.count, using: &random))
                let removed = ranking.remove(key)
                #expect(removed)
            }
            if step % 500 == 0 || step == 5999 {
                #expect(ranking.keys == model.sorted())
                #expect(ranking.count == model.count)
                #expect(ranking.prefix(25) == Array(model.sorted().prefix(25)))
            }
        }
        let removedAbsent = ranking.remove(NotificationRanking.Key(newestDate: -1, chatID: 0, groupID: -1))
        #expect(!removedAbsent)
    }

    /// Newer first, then the greater chat id, then the greater group id (TDLib's order).
    @Test func ranksAsTDLibDoes() {
        var ranking = NotificationRanking()
        let keys = [
            NotificationRanking.Key(newestDate: 10, chatID: 5, groupID: 1), .init(newestDate: 20, chatID: 1, groupID: 2),
            .init(newestDate: 10, chatID: 7, groupID: 3), .init(newestDate: 10, chatID: 7, groupID: 4),
        ]
        for key in keys { ranking.insert(key) }
        #expect(ranking.keys.map(\.groupID) == [2, 4, 3, 1])
    }
}
