/// One CLDR plural condition (UTS #35, "Language Plural Rules"): relations joined by `and`, those
/// joined by `or`. The empty condition, `other`'s, holds for every number.
public struct PluralCondition: Sendable, Hashable {
    /// `or` of `and`s: the condition holds when every relation of one of them holds.
    public var alternatives: [[PluralRelation]]

    public init(alternatives: [[PluralRelation]]) {
        self.alternatives = alternatives
    }

    /// Whether it holds for a number's operands.
    public func holds(for operands: PluralOperands) -> Bool {
        alternatives.isEmpty || alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }
}

/// `operand [% modulus] (= | !=) ranges`: for example `n % 100 != 11..14`.
public struct PluralRelation: Sendable, Hashable {
    public var operand: PluralOperand
    public var modulus: Int?
    /// `!=` (else `=`).
    public var isNegated: Bool
    /// Values and ranges, `2..4, 9`: integers only.
    public var ranges: [ClosedRange<Int>]

    public init(operand: PluralOperand, modulus: Int?, isNegated: Bool, ranges: [ClosedRange<Int>]) {
        self.operand = operand
        self.modulus = modulus
        self.isNegated = isNegated
        self.ranges = ranges
    }

    /// `=` holds when the operand (after `%`) is an integer within one of the ranges: `n = 2..4`
    /// does not hold for 2.5; `!=` is its negation.
    public func holds(for operands: PluralOperands) -> Bool {
        var value = operands.value(of: operand)
        if let modulus { value.integer %= modulus }
        let isIn = !value.hasFraction && ranges.contains { $0.contains(value.integer) }
        return isIn != isNegated
    }
}

/// The operands of UTS #35: `n` the absolute value, `i` its integer digits, `v` / `w` the number of
/// visible fraction digits with / without trailing zeros, `f` / `t` those digits as an integer
/// with / without trailing zeros, `c` / `e` the exponent of a compact decimal.
public enum PluralOperand: Character, Sendable, Hashable, CaseIterable {
    case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", c = "c", e = "e"
}
