import PushSpecCompiler

/// Changes of the order in which members are declared, where the order is API: the parameters of
/// a generated memberwise initializer, the order in which payload schemas are tried.
enum DeclarationOrder {
    /// The names in both lists whose place relative to the others changed, in the new order, each
    /// with the name it now follows (`nil`: it now comes first). These are the names outside a
    /// longest common subsequence of the two orders: the fewest moves that explain the change.
    static func moved(old: [String], new: [String]) -> [(name: String, after: String?)] {
        let common = Set(old).intersection(new)
        let before = old.filter(common.contains)
        let after = new.filter(common.contains)
        let kept = Set(longestCommonSubsequence(before, after))
        return after.enumerated().compactMap { index, name in
            kept.contains(name) ? nil : (name, index == 0 ? nil : after[index - 1])
        }
    }

    /// `now comes after NAME`, or `now comes first` without a predecessor.
    static func newPlace(after predecessor: String?) -> String {
        predecessor.map { "now comes after \($0)" } ?? "now comes first"
    }

    /// A longest common subsequence of two lists of distinct names (dynamic programming; the lists
    /// are a type's members, a few dozen at most).
    private static func longestCommonSubsequence(_ lhs: [String], _ rhs: [String]) -> [String] {
        // lengths[i][j]: the length of an LCS of lhs[i...] and rhs[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in lhs.indices.reversed() {
            for j in rhs.indices.reversed() {
                lengths[i][j] = lhs[i] == rhs[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var subsequence: [String] = []
        var i = 0
        var j = 0
        while i < lhs.count, j < rhs.count {
            if lhs[i] == rhs[j] {
                subsequence.append(lhs[i])
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return subsequence
    }
}
