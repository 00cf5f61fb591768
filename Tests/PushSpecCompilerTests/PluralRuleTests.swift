import Foundation
import PushSpecCompiler
import PushSpecPlurals
import Testing

/// CLDR's plural rules as the generator reads them: the vendored `Spec/cldr/plurals.json` whole,
/// checked against its own samples, and categories from CLDR's published plural charts.
@Suite struct PluralRuleTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Spec/cldr/plurals.json")

    static func read(_ json: String) -> (CLDRPluralsFile, [Diagnostic]) {
        var log = DiagnosticLog()
        let file = CLDRPluralsFile.read(Data(json.utf8), path: "plurals.json", into: &log)
        return (file, log.diagnostics)
    }

    static let vendored: (CLDRPluralsFile, [Diagnostic]) = {
        var log = DiagnosticLog()
        let data = (try? Data(contentsOf: path)) ?? Data()
        return (CLDRPluralsFile.read(data, path: "Spec/cldr/plurals.json", into: &log), log.diagnostics)
    }()

    /// Every locale's rules read, and every sample of every category lands in that category.
    @Test func everyVendoredRuleHoldsForItsSamples() {
        let (file, diagnostics) = Self.vendored
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file.cldrVersion == "47")
        #expect(file.ruleSets.count >= 200)
        let samples = file.ruleSets.values.reduce(0) { $0 + $1.samples.values.reduce(0) { $0 + $1.count } }
        #expect(samples > 10_000, "\(file.ruleSets.count) locales, \(samples) samples")
    }

    /// Categories from CLDR's plural chart (cldr.unicode.org, "Language Plural Rules").
    @Test(arguments: [
        ("ru", "1", PluralCategory.one), ("ru", "21", .one), ("ru", "2", .few), ("ru", "24", .few),
        ("ru", "5", .many), ("ru", "11", .many), ("ru", "12", .many), ("ru", "1.5", .other),
        ("pl", "22", .few), ("pl", "12", .many), ("pl", "1", .one), ("uk", "101", .one),
        ("ar", "0", .zero), ("ar", "2", .two), ("ar", "103", .few), ("ar", "111", .many), ("ar", "100", .other),
        ("en", "1", .one), ("en", "1.0", .other), ("en", "0", .other),
        ("fr", "0", .one), ("fr", "1.5", .one), ("fr", "1000000", .many), ("fr", "1c6", .many), ("fr", "2", .other),
        ("de", "1", .one), ("ja", "1", .other), ("cy", "3", .few), ("cy", "6", .many),
    ])
    func chartCategories(locale: String, number: String, expected: PluralCategory) throws {
        let ruleSet = try #require(Self.vendored.0.ruleSets[locale])
        let operands = try #require(PluralOperands(Substring(number)))
        #expect(ruleSet.category(of: operands) == expected)
    }

    /// UTS #35's operands of numbers as written.
    @Test func operandsOfWrittenNumbers() throws {
        let rule = try #require(PluralRuleParser.parse("v = 2 and w = 1 and f = 50 and t = 5 and i = 1").0 as PluralCondition?)
        #expect(rule.holds(for: try #require(PluralOperands("1.50"))))
        #expect(!rule.holds(for: try #require(PluralOperands("1.5"))))
        let compact = try #require(PluralOperands("1.1c6"))
        #expect(compact.i == 1_100_000 && compact.v == 0 && compact.c == 6)
        #expect(PluralOperands("1.") == nil && PluralOperands("x") == nil && PluralOperands("1234567890123456789") == nil)
    }

    /// `n % 10 = 2..4` holds for integers only: 2.5 is in no range.
    @Test func rangesHoldForIntegersOnly() throws {
        let (condition, _) = try PluralRuleParser.parse("n % 10 = 2..4, 9")
        #expect(condition.holds(for: PluralOperands(12)))
        #expect(condition.holds(for: PluralOperands(19)))
        #expect(condition.holds(for: try #require(PluralOperands("104.0"))))
        #expect(!condition.holds(for: try #require(PluralOperands("2.5"))))
        #expect(!condition.holds(for: PluralOperands(15)))
    }

    /// A malformed rule is an error at its own line; a contradicting sample or a missing rule at
    /// the locale's.
    @Test func malformedRulesAreReportedAtTheirLocale() {
        let json = """
            {
              "supplemental": {
                "plurals-type-cardinal": {
                  "aa": {
                    "pluralRule-count-one": "n = 1.. @integer 1",
                    "pluralRule-count-other": " @integer 2"
                  },
                  "bb": {
                    "pluralRule-count-one": "n = 1 @integer 1, 3",
                    "pluralRule-count-other": " @integer 2"
                  },
                  "cc": {
                    "pluralRule-count-one": "n = 1 @integer 1"
                  },
                  "dd": {
                    "pluralRule-count-one": "n within 1 @integer 1",
                    "pluralRule-count-other": " @integer 2"
                  }
                }
              }
            }
            """
        let (file, diagnostics) = Self.read(json)
        #expect(diagnostics.map(\.description) == [
            "plurals.json:5:9: error: 'aa' one: '1..' is not a value or a range low..high: 'n = 1..'",
            "plurals.json:8:7: error: 'bb': the sample 3 of 'one' is 'other' by the rules",
            "plurals.json:12:7: error: 'cc' has no rule for 'other'",
            "plurals.json:16:9: error: 'dd' one: a relation has no '=' or '!=': 'n within 1'",
        ])
        #expect(file.ruleSets.isEmpty)
    }
}
