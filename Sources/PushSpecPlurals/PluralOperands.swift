/// The operands of UTS #35's plural rules for one number as it is written: `1.50` and `1.5` differ
/// (`v` is 2 or 1), and `1.1c6` is a compact decimal, 1.1 × 10⁶.
///
/// Pushes carry integers, whose operands are the integer itself and zeros; CLDR's rules are also
/// right for decimals written as text, `PluralOperands("1.50")`.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// `i`: the integer digits, as an integer.
    public var i: Int
    /// `v`: the number of visible fraction digits, trailing zeros included.
    public var v: Int
    /// `w`: the number of visible fraction digits without trailing zeros.
    public var w: Int
    /// `f`: the visible fraction digits as an integer, trailing zeros included.
    public var f: Int
    /// `t`: the visible fraction digits as an integer, without trailing zeros.
    public var t: Int
    /// `c` (and its synonym `e`): the exponent of a compact decimal.
    public var c: Int

    /// Whether `n`, the absolute value, is an integer: no nonzero fraction digit.
    @inlinable public var nIsInteger: Bool { t == 0 }

    /// The operands of an integer (its absolute value; `Int.min` counts as `Int.max`).
    @inlinable
    public init(_ integer: Int) {
        i = integer == .min ? .max : abs(integer)
        v = 0
        w = 0
        f = 0
        t = 0
        c = 0
    }

    /// The operands of a number written as CLDR's samples write it: digits, an optional `.` and
    /// fraction digits, an optional `c` (or `e`) and exponent. `nil` for anything else, or for
    /// more than 18 digits.
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
        var fraction = fractionText.compactMap(\.wholeNumberValue)
        var digits = integerText.compactMap(\.wholeNumberValue)
        for _ in 0..<exponent {
            digits.append(fraction.isEmpty ? 0 : fraction.removeFirst())
        }
        self.init(integerDigits: digits, fractionDigits: fraction, exponent: exponent)
    }

    /// The operands of a number given as its digits.
    public init(integerDigits: [Int], fractionDigits: [Int], exponent: Int = 0) {
        let significant = fractionDigits.reversed().drop { $0 == 0 }.reversed()
        i = integerDigits.reduce(0) { $0 * 10 + $1 }
        v = fractionDigits.count
        w = significant.count
        f = fractionDigits.reduce(0) { $0 * 10 + $1 }
        t = significant.reduce(0) { $0 * 10 + $1 }
        c = exponent
    }

    /// The number in plain digits, `1.50`, with `c` and the exponent of a compact decimal after it.
    public var description: String {
        let fraction = String(f)
        let digits = v == 0 ? "" : "." + String(repeating: "0", count: max(0, v - fraction.count)) + fraction
        return String(i) + digits + (c == 0 ? "" : " (c = \(c))")
    }
}
