/// The operands of one number as it is written, `1.50` or `1.1c6` (a compact decimal: 1.1 × 10⁶).
/// `1.50` and `1.5` differ (`v` is 2 or 1), as CLDR's rules need.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// The integer digits (`i`).
    public var integerDigits: Int
    /// The visible fraction digits, as written (their count is `v`).
    public var fractionDigits: [UInt8]
    /// The compact decimal exponent (`c`, `e`).
    public var exponent: Int

    /// An operand's value: an integer, and whether a nonzero fraction follows it (only `n` can have one).
    struct Value {
        var integer: Int
        var hasFraction: Bool
    }

    /// The operands of an integer.
    public init(_ integer: Int) {
        integerDigits = integer.magnitude > Int.max ? Int.max : abs(integer)
        fractionDigits = []
        exponent = 0
    }

    /// The operands of a number written as CLDR's samples write them: digits, an optional `.`
    /// and fraction digits, an optional `c` (or `e`) and exponent. `nil` for anything else, or
    /// for more than 18 digits.
    public init?(_ text: Substring) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "c" || $0 == "e" }
        guard parts.count <= 2, let mantissa = parts.first else { return nil }
        var exponent = 0
        if parts.count == 2 {
            guard let value = Int(parts[1]), (0...18).contains(value) else { return nil }
            exponent = value
        }
        let halves = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerText = halves[0]
        let fractionText = halves.count == 2 ? halves[1] : ""
        guard !integerText.isEmpty, halves.count == 1 || !fractionText.isEmpty,
            (integerText + fractionText).allSatisfy({ $0.isASCII && $0.isNumber }),
            integerText.count + max(fractionText.count, exponent) <= 18
        else { return nil }
        // Moving the point `exponent` places to the right: fraction digits become integer digits.
        var fraction = fractionText.compactMap { $0.wholeNumberValue.map(UInt8.init) }
        var digits = integerText.compactMap { $0.wholeNumberValue.map(UInt8.init) }
        for _ in 0..<exponent {
            digits.append(fraction.isEmpty ? 0 : fraction.removeFirst())
        }
        integerDigits = digits.reduce(0) { $0 * 10 + Int($1) }
        fractionDigits = fraction
        self.exponent = exponent
    }

    /// The number in plain digits, `1.50`, with `c` and the exponent of a compact decimal after it.
    public var description: String {
        String(integerDigits) + (fractionDigits.isEmpty ? "" : "." + fractionDigits.map(String.init).joined())
            + (exponent == 0 ? "" : " (c = \(exponent))")
    }

    func value(of operand: PluralOperand) -> Value {
        let withoutTrailingZeros = fractionDigits.reversed().drop { $0 == 0 }.reversed()
        switch operand {
        case .n: return Value(integer: integerDigits, hasFraction: !withoutTrailingZeros.isEmpty)
        case .i: return Value(integer: integerDigits, hasFraction: false)
        case .v: return Value(integer: fractionDigits.count, hasFraction: false)
        case .w: return Value(integer: withoutTrailingZeros.count, hasFraction: false)
        case .f: return Value(integer: fractionDigits.reduce(0) { $0 * 10 + Int($1) }, hasFraction: false)
        case .t: return Value(integer: withoutTrailingZeros.reduce(0) { $0 * 10 + Int($1) }, hasFraction: false)
        case .c, .e: return Value(integer: exponent, hasFraction: false)
        }
    }
}
