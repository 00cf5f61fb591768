import PushSpecPlurals

/// One CLDR plural condition (UTS #35, "Language Plural Rules"): relations joined by `and`, those
/// joined by `or`. The empty condition, `other`'s, holds for every number.
package struct PluralCondition: Sendable, Hashable, CustomStringConvertible {
    /// `or` of `and`s: the condition holds when every relation of one of them holds.
    package var alternatives: [[PluralRelation]]

    package init(alternatives: [[PluralRelation]]) {
        self.alternatives = alternatives
    }

    /// The condition as CLDR writes it: `n % 10 = 1 and n % 100 != 11`.
    package var description: String {
        alternatives.map { $0.map(\.description).joined(separator: " and ") }.joined(separator: " or ")
    }

    /// Whether it holds for a number's operands.
    package func holds(for operands: PluralOperands) -> Bool {
        alternatives.isEmpty || alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }
}

/// `operand [% modulus] (= | !=) ranges`: for example `n % 100 != 11..14`.
package struct PluralRelation: Sendable, Hashable, CustomStringConvertible {
    package var operand: PluralOperand
    package var modulus: Int?
    /// `!=` (else `=`).
    package var isNegated: Bool
    /// Values and ranges, `2..4, 9`: integers only.
    package var ranges: [ClosedRange<Int>]

    package init(operand: PluralOperand, modulus: Int?, isNegated: Bool, ranges: [ClosedRange<Int>]) {
        self.operand = operand
        self.modulus = modulus
        self.isNegated = isNegated
        self.ranges = ranges
    }

    /// The relation as CLDR writes it.
    package var description: String {
        let values = ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
        return "\(operand.rawValue)" + (modulus.map { " % \($0)" } ?? "") + (isNegated ? " != " : " = ")
            + values.joined(separator: ",")
    }

    /// `=` holds when the operand (after `%`) is an integer within one of the ranges: `n = 2..4`
    /// does not hold for 2.5; `!=` is its negation.
    package func holds(for operands: PluralOperands) -> Bool {
        var value = operands.value(of: operand)
        if let modulus { value %= modulus }
        let isIn = (operand != .n || operands.nIsInteger) && ranges.contains { $0.contains(value) }
        return isIn != isNegated
    }
}

/// The operands of UTS #35: `n` the absolute value, `i` its integer digits, `v` / `w` the number of
/// visible fraction digits with / without trailing zeros, `f` / `t` those digits as an integer
/// with / without trailing zeros, `c` / `e` the exponent of a compact decimal.
package enum PluralOperand: Character, Sendable, Hashable, CaseIterable {
    case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", c = "c", e = "e"
}

extension PluralOperands {
    /// An operand's integer value; for `n`, its integer part (``nIsInteger`` says whether that is all of it).
    func value(of operand: PluralOperand) -> Int {
        switch operand {
        case .n, .i: i
        case .v: v
        case .w: w
        case .f: f
        case .t: t
        case .c, .e: c
        }
    }
}
