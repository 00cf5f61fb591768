import Foundation
import PushSpecCatalog
import PushSpecCompiler
import PushSpecCore
import Testing

/// The generated `CLDRPluralRules` against CLDR's own samples: every `@integer` and `@decimal`
/// sample of every locale in `Spec/cldr/plurals.json` must get the category CLDR lists it under.
/// (The compiler reads the samples; the functions under test are the generated Swift.)
@Suite struct GeneratedPluralRulesTests {
    static let plurals: CLDRPluralsFile = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Spec/cldr/plurals.json")
        var log = DiagnosticLog()
        return CLDRPluralsFile.read((try? Data(contentsOf: path)) ?? Data(), path: path.path, into: &log)
    }()

    @Test func everySampleOfEveryLocale() {
        var checked = 0
        for (locale, ruleSet) in Self.plurals.ruleSets.sorted(by: { $0.key < $1.key }) {
            let rule = CLDRPluralRules.rule(for: locale)
            #expect(rule.locale == locale)
            #expect(Set(rule.categories) == Set(ruleSet.samples.keys), "\(locale)'s categories")
            for (category, samples) in ruleSet.samples {
                for sample in samples {
                    #expect(rule.category(of: sample) == category, "\(locale) \(sample)")
                    checked += 1
                }
            }
        }
        #expect(Self.plurals.ruleSets.count == 219)
        #expect(checked == 12_071)
    }

    @Test func integersTakeTheirCategoryWithoutOperands() {
        let russian = CLDRPluralRules.rule(for: "ru")
        let expected: [(Int, PluralCategory)] = [
            (0, .many), (1, .one), (2, .few), (4, .few), (5, .many), (11, .many), (12, .many), (21, .one),
            (22, .few), (101, .one), (111, .many), (-1, .one), (Int.min, .many),
        ]
        for (number, category) in expected {
            #expect(russian.category(of: number) == category, "\(number)")
        }
    }

    @Test(arguments: [
        ("pt-BR", "pt"), ("pt_PT", "pt-PT"), ("PT-pt", "pt-PT"), ("de-CH", "de"), ("sr-Latn-RS", "sr"),
        ("zh-Hant-TW", "zh"), ("xx", "root"), ("", "root"), ("en-US-u-nu-latn", "en"),
    ])
    func aTagFallsBackToItsLanguageThenRoot(tag: String, locale: String) {
        #expect(CLDRPluralRules.rule(for: tag).locale == locale)
    }
}
