import Foundation
import PushSpecPlurals

/// CLDR's `plurals.json` (`cldr-core/supplemental`): every locale's cardinal rules, read and
/// checked against their own samples.
package struct CLDRPluralsFile: Sendable {
    /// The rule sets, by locale.
    package var ruleSets: [String: PluralRuleSet]
    /// The CLDR version the file names (`_cldrVersion`).
    package var cldrVersion: String?

    /// Reads the file; what it cannot read, or a rule that puts one of its samples in another
    /// category, is reported as `file:line:column: error:` at the locale's line.
    package static func read(_ data: Data, path: String, into log: inout DiagnosticLog) -> CLDRPluralsFile {
        var file = CLDRPluralsFile(ruleSets: [:], cldrVersion: nil)
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        /// The first line naming `"locale": {` after the cardinal section starts.
        let cardinalStart = lines.firstIndex { $0.contains("\"plurals-type-cardinal\"") } ?? 0
        /// The locale's line, or the line of one of its members after it (a rule, by its key).
        func location(of locale: String, member: String? = nil) -> SourceLocation {
            var line = lines[cardinalStart...].firstIndex { $0.contains("\"\(locale)\": {") } ?? cardinalStart
            if let member, let memberLine = lines[line...].firstIndex(where: { $0.contains("\"\(member)\"") }) {
                line = memberLine
            }
            let column = lines[line].firstIndex(of: "\"").map { lines[line].distance(from: lines[line].startIndex, to: $0) } ?? 0
            return SourceLocation(file: path, line: line + 1, column: column + 1)
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let supplemental = root["supplemental"] as? [String: Any],
            let cardinal = supplemental["plurals-type-cardinal"] as? [String: Any]
        else {
            log.error("not CLDR's plurals.json: no supplemental.plurals-type-cardinal object",
                at: SourceLocation(file: path, line: 1, column: 1))
            return file
        }
        file.cldrVersion = (supplemental["version"] as? [String: Any])?["_cldrVersion"] as? String
        for (locale, value) in cardinal.sorted(by: { $0.key < $1.key }) {
            guard let members = value as? [String: String] else {
                log.error("the rules of '\(locale)' are not an object of strings", at: location(of: locale))
                continue
            }
            var ruleSet = PluralRuleSet(locale: locale, rules: [:], samples: [:])
            var readable = true
            for (key, ruleText) in members.sorted(by: { $0.key < $1.key }) {
                let prefix = "pluralRule-count-"
                guard key.hasPrefix(prefix), let category = PluralCategory(rawValue: String(key.dropFirst(prefix.count))) else {
                    log.error("'\(locale)': '\(key)' is not pluralRule-count-<category>", at: location(of: locale, member: key))
                    readable = false
                    continue
                }
                do {
                    let (condition, samples) = try PluralRuleParser.parse(ruleText)
                    if category == .other, !condition.alternatives.isEmpty {
                        log.error("'\(locale)': the rule of 'other' has a condition", at: location(of: locale, member: key))
                        readable = false
                    }
                    ruleSet.rules[category] = condition
                    ruleSet.samples[category] = samples
                } catch {
                    log.error("'\(locale)' \(category.rawValue): \(error.message)", at: location(of: locale, member: key))
                    readable = false
                }
            }
            guard readable else { continue }
            if ruleSet.rules[.other] == nil {
                log.error("'\(locale)' has no rule for 'other'", at: location(of: locale))
                continue
            }
            if let misplaced = ruleSet.misplacedSamples.first {
                log.error(
                    "'\(locale)': the sample \(misplaced.sample) of '\(misplaced.listedUnder.rawValue)' is '\(misplaced.ruledAs.rawValue)' by the rules",
                    at: location(of: locale))
                continue
            }
            file.ruleSets[locale] = ruleSet
        }
        return file
    }
}
