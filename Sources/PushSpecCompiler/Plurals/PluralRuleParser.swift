import Foundation
import PushSpecPlurals

/// Reads one CLDR plural rule as `plurals.json` writes it: a condition, then its samples,
/// `i = 1 and v = 0 @integer 1 @decimal 1.0, 1.00`.
package enum PluralRuleParser {
    /// Why a rule could not be read.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// The condition and the samples of a rule.
    package static func parse(_ text: String) throws(Failure) -> (PluralCondition, [PluralOperands]) {
        let conditionText = text.prefix { $0 != "@" }
        let condition = try parseCondition(conditionText)
        var samples: [PluralOperands] = []
        for list in text.dropFirst(conditionText.count).split(separator: "@") {
            let words = list.split(separator: " ", maxSplits: 1)
            guard let kind = words.first, kind == "integer" || kind == "decimal" else {
                throw Failure(message: "a sample list is not @integer or @decimal: '@\(list)'")
            }
            let items = words.count == 2 ? words[1].split(separator: ",") : []
            for item in items.map({ $0.trimmingCharacters(in: .whitespaces) }) where item != "…" && !item.isEmpty {
                samples += try expand(Substring(item))
            }
        }
        return (condition, samples)
    }

    /// `relation (and relation)* (or …)*`; the empty text is the condition that always holds.
    static func parseCondition(_ text: Substring) throws(Failure) -> PluralCondition {
        let words = text.split(separator: " ")
        guard !words.isEmpty else { return PluralCondition(alternatives: []) }
        var alternatives: [[PluralRelation]] = [[]]
        var relation: [Substring] = []
        for word in words + ["or"] {
            guard word == "and" || word == "or" else {
                relation.append(word)
                continue
            }
            alternatives[alternatives.count - 1].append(try parseRelation(relation))
            relation = []
            if word == "or" { alternatives.append([]) }
        }
        alternatives.removeLast()
        return PluralCondition(alternatives: alternatives)
    }

    /// `operand [% modulus] (= | !=) range_list`, its words split at spaces.
    static func parseRelation(_ words: [Substring]) throws(Failure) -> PluralRelation {
        let text = words.joined(separator: " ")
        guard let first = words.first, first.count == 1, let operand = first.first.flatMap(PluralOperand.init(rawValue:))
        else { throw Failure(message: "a relation does not start with an operand (n i v w f t c e): '\(text)'") }
        var rest = words.dropFirst()
        var modulus: Int?
        if rest.first == "%" {
            guard rest.count >= 2, let value = Int(rest[rest.startIndex + 1]), value > 0 else {
                throw Failure(message: "'%' is not followed by a positive integer: '\(text)'")
            }
            modulus = value
            rest = rest.dropFirst(2)
        }
        guard let comparison = rest.first, comparison == "=" || comparison == "!=" else {
            throw Failure(message: "a relation has no '=' or '!=': '\(text)'")
        }
        let list = rest.dropFirst().joined()
        var ranges: [ClosedRange<Int>] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: ".", omittingEmptySubsequences: false)
            if bounds.count == 1, let value = Int(item) {
                ranges.append(value...value)
            } else if bounds.count == 3, bounds[1].isEmpty, let low = Int(bounds[0]), let high = Int(bounds[2]), low <= high {
                ranges.append(low...high)
            } else {
                throw Failure(message: "'\(item)' is not a value or a range low..high: '\(text)'")
            }
        }
        return PluralRelation(operand: operand, modulus: modulus, isNegated: comparison == "!=", ranges: ranges)
    }

    /// One sample, or a range of them `0.00~0.04`: every number from the first to the last in
    /// steps of the last written digit (at most 1 000).
    static func expand(_ item: Substring) throws(Failure) -> [PluralOperands] {
        let bounds = item.split(separator: "~", omittingEmptySubsequences: false)
        guard bounds.count <= 2, let first = PluralOperands(bounds[0]) else {
            throw Failure(message: "'\(item)' is not a sample number or range")
        }
        guard bounds.count == 2 else { return [first] }
        guard let last = PluralOperands(bounds[1]), first.c == 0, last.c == 0, first.v == last.v
        else { throw Failure(message: "'\(item)' is not a range of numbers written alike") }
        let scale = first.v
        let low = first.scaled
        let high = last.scaled
        guard low <= high, high - low < 1_000 else { throw Failure(message: "'\(item)' is not a range of at most 1 000 numbers") }
        return (low...high).map { PluralOperands(scaled: $0, fractionDigitCount: scale) }
    }
}

extension PluralOperands {
    /// The number times 10^v: `1.05` is 105.
    fileprivate var scaled: Int {
        (0..<v).reduce(i) { value, _ in value * 10 } + f
    }

    /// The number `scaled` ÷ 10^`fractionDigitCount`, written with that many fraction digits.
    fileprivate init(scaled: Int, fractionDigitCount: Int) {
        var fraction: [Int] = []
        var rest = scaled
        for _ in 0..<fractionDigitCount {
            fraction.insert(rest % 10, at: 0)
            rest /= 10
        }
        self.init(integerDigits: [rest], fractionDigits: fraction)
    }
}
