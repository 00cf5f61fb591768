import Foundation
import PushSpecCompiler
import PushSpecGenTools
import PushSpecPlurals
import Testing

/// Texts selected by two numbers (ICU's nested plurals, issue 34): the spec's nested mappings, their
/// diagnostics, and the translators' formats carrying them (ARB's nested plural, the String
/// Catalog's substitution per category, Android's companion `<plurals>`), each read back as written.
@Suite struct NestedPluralTests {
    typealias Entry = TranslationCatalog.Entry
    typealias Argument = TranslationCatalog.Argument
    typealias Text = TranslationCatalog.Text

    static let author = Argument(name: "author", type: .text, doc: "User name")
    static let winners = Argument(name: "winners", type: .count, doc: "Number of winners")
    static let stars = Argument(name: "stars", type: .count, doc: "Number of Stars")
    static let russian: [PluralCategory] = [.one, .few, .many, .other]

    /// `forms[first][second]` from a function of both categories.
    static func grid(_ categories: [PluralCategory], _ text: (PluralCategory, PluralCategory) -> String) -> [PluralCategory: [PluralCategory: String]] {
        Dictionary(uniqueKeysWithValues: categories.map { first in
            (first, Dictionary(uniqueKeysWithValues: categories.map { ($0, text(first, $0)) }))
        })
    }

    static let english = Text.nestedPlural(selector: 2, second: 3, forms: grid([.one, .other]) { winner, star in
        "{1} sent you a giveaway of {3} \(star == .one ? "Star" : "Stars") for {2} \(winner == .one ? "winner" : "winners")"
    })

    /// Selected by the stars first; the `many` row is one text for every number of winners, and the
    /// text has what each format escapes (`#`, `'`, `%`, braces).
    static let russianText = Text.nestedPlural(selector: 3, second: 2, forms: grid(russian) { star, winner in
        if star == .many { return "{1}: {3} звёзд (100%) — 'всем' {2} #" }
        let stars = star == .one || star == .other ? "звезды" : "звёзд"
        let winners = winner == .one || winner == .other ? "победителя" : "победителей"
        return "{1} отправил(а) вам розыгрыш {3} \(stars) для {2} \(winners) {x}"
    })

    static let germanText = Text.nestedPlural(selector: 3, second: 2, forms: grid([.one, .other]) { star, winner in
        "{1} hat dir ein Gewinnspiel um {3} \(star == .one ? "Stern" : "Sterne") für \(winner == .one ? "einen Gewinner" : "{2} Gewinner") gesendet"
    })

    static func catalog(_ locale: String, _ categories: [PluralCategory], _ translation: Text) -> TranslationCatalog {
        let photos = Entry(
            key: "MESSAGE_PHOTOS", locKey: "MESSAGE_PHOTOS", form: nil,
            arguments: [author, Argument(name: "count", type: .count, doc: "Number of photos")],
            english: .plural(selector: 2, forms: [.one: "{1} sent you a photo", .other: "{1} sent you {2} photos"]),
            translation: .plain("{1}: {2}"))
        let giveaway = Entry(
            key: "MESSAGE_GIVEAWAY_STARS", locKey: "MESSAGE_GIVEAWAY_STARS", form: nil, arguments: [author, winners, stars],
            english: english, translation: translation)
        return TranslationCatalog(locale: locale, pluralCategories: categories, entries: [photos, giveaway])
    }

    static let ru = catalog("ru", russian, russianText)
    static let de = catalog("de", [.one, .other], germanText)

    static func reference(_ catalog: TranslationCatalog) -> TranslationCatalog {
        var reference = catalog
        for index in reference.entries.indices { reference.entries[index].translation = nil }
        return reference
    }

    // MARK: Formats

    @Test func arbWritesANestedPluralAndReadsItBack() throws {
        for catalog in [Self.ru, Self.de] {
            let text = ARBFormat.write(catalog)
            var log = DiagnosticLog()
            #expect(ARBFormat.read(text, path: "app.arb", reference: Self.reference(catalog), into: &log) == catalog)
            #expect(log.diagnostics.map(\.description) == [])
        }
        let json = try JSONSerialization.jsonObject(with: Data(ARBFormat.write(Self.de).utf8)) as? [String: Any]
        #expect(
            json?["messageGiveawayStars"] as? String
                == "{stars, plural, one{{winners, plural, one{{author} hat dir ein Gewinnspiel um {stars} Stern für einen Gewinner gesendet} "
                + "other{{author} hat dir ein Gewinnspiel um {stars} Stern für {winners} Gewinner gesendet}}} "
                + "other{{winners, plural, one{{author} hat dir ein Gewinnspiel um {stars} Sterne für einen Gewinner gesendet} "
                + "other{{author} hat dir ein Gewinnspiel um {stars} Sterne für {winners} Gewinner gesendet}}}}")
        // A row that is one text for every number of winners is that text, its `#` quoted.
        let russian = try JSONSerialization.jsonObject(with: Data(ARBFormat.write(Self.ru).utf8)) as? [String: Any]
        #expect((russian?["messageGiveawayStars"] as? String)?.contains("many{{author}: {stars} звёзд (100%) — ''всем'' {winners} '#'}") == true)
    }

    @Test func arbReadsTextAroundANestedPluralAndHashesOfEachNumber() throws {
        let message = "{stars, plural, one{{author}: # Stern{winners, plural, one{, ein Gewinner} other{, # Gewinner}}!} "
            + "other{{author}: # Sterne, {winners} Gewinner!}}"
        var log = DiagnosticLog()
        let file = String(decoding: try JSONSerialization.data(withJSONObject: ["@@locale": "de", "messageGiveawayStars": message]), as: UTF8.self)
        let read = ARBFormat.read(file, path: "app.arb", reference: Self.reference(Self.de), into: &log)
        #expect(log.diagnostics.map(\.description) == [])
        #expect(
            read?.entries[1].translation
                == .nestedPlural(selector: 3, second: 2, forms: [
                    .one: [.one: "{1}: {3} Stern, ein Gewinner!", .other: "{1}: {3} Stern, {2} Gewinner!"],
                    .other: [.one: "{1}: {3} Sterne, {2} Gewinner!", .other: "{1}: {3} Sterne, {2} Gewinner!"],
                ]))
    }

    @Test func stringCatalogWritesASubstitutionPerCategoryAndReadsItBack() throws {
        let text = StringCatalogFormat.write([Self.ru, Self.de])
        var log = DiagnosticLog()
        let read = StringCatalogFormat.read(text, path: "Localizable.xcstrings", reference: [Self.reference(Self.ru), Self.reference(Self.de)], into: &log)
        #expect(log.diagnostics.map(\.description) == [])
        #expect(read == [Self.ru, Self.de])
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let german = (((json?["strings"] as? [String: Any])?["MESSAGE_GIVEAWAY_STARS"] as? [String: Any])?["localizations"] as? [String: Any])?["de"]
            as? [String: Any]
        #expect((german?["stringUnit"] as? [String: Any])?["value"] as? String == "%3$#@stars@")
        let substitutions = german?["substitutions"] as? [String: Any]
        #expect(substitutions?.keys.sorted() == ["stars", "winners__one", "winners__other"])
        let outer = ((substitutions?["stars"] as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any]
        #expect(((outer?["one"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "%2$#@winners__one@")
        let row = substitutions?["winners__other"] as? [String: Any]
        #expect(row?["argNum"] as? Int == 2)
        let rowPlural = (row?["variations"] as? [String: Any])?["plural"] as? [String: Any]
        #expect(
            ((rowPlural?["one"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
                == "%1$@ hat dir ein Gewinnspiel um %3$lld Sterne für einen Gewinner gesendet")
        #expect(
            ((rowPlural?["other"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
                == "%1$@ hat dir ein Gewinnspiel um %3$lld Sterne für %arg Gewinner gesendet")
    }

    @Test func androidWritesCompanionPluralsAndReadsThemBack() {
        for catalog in [Self.ru, Self.de] {
            let text = AndroidStringsFormat.write(catalog)
            var log = DiagnosticLog()
            #expect(AndroidStringsFormat.read(text, path: "strings.xml", reference: Self.reference(catalog), into: &log) == catalog)
            #expect(log.diagnostics.map(\.description) == [])
        }
        let text = AndroidStringsFormat.write(Self.de)
        #expect(
            text.contains(
                """
                    <plurals name="message_giveaway_stars">
                        <item quantity="one">%1$s hat dir ein Gewinnspiel um %3$d Stern für %2$d Gewinner gesendet</item>
                        <item quantity="other">%1$s hat dir ein Gewinnspiel um %3$d Sterne für %2$d Gewinner gesendet</item>
                    </plurals>
                    <!-- quantity: {2} -->
                    <plurals name="message_giveaway_stars__one">
                        <item quantity="one">%1$s hat dir ein Gewinnspiel um %3$d Stern für einen Gewinner gesendet</item>
                        <item quantity="other">%1$s hat dir ein Gewinnspiel um %3$d Stern für %2$d Gewinner gesendet</item>
                    </plurals>
                """))
        #expect(text.contains("<!-- {1} author: User name; {2} winners: Number of winners; {3} stars: Number of Stars; quantity: {3}"))
    }

    @Test func localeYAMLWritesNestedMappingsTheCompilerReads() {
        let text = LocaleYAMLWriter.write(Self.de, header: ["A test."])
        #expect(
            text.contains(
                """
                  MESSAGE_GIVEAWAY_STARS:
                    count: "{3}"
                    one:
                      count: "{2}"
                      one: "{1} hat dir ein Gewinnspiel um {3} Stern für einen Gewinner gesendet"
                      other: "{1} hat dir ein Gewinnspiel um {3} Stern für {2} Gewinner gesendet"
                    other:
                      count: "{2}"

                """))
        // The row that is one text for every number of winners is that text.
        #expect(LocaleYAMLWriter.write(Self.ru, header: []).contains("    many: \"{1}: {3} звёзд (100%) — 'всем' {2} #\"\n"))
    }

    // MARK: The spec's nested mappings

    static let spec = """
        notifications:
          - key: MESSAGE_GIVEAWAY_STARS
            doc: A giveaway.
            peer: private
            group: messages
            args:
              - {name: author, type: text, doc: Author}
              - {name: winners, type: count, doc: Winners}
              - {name: stars, type: count, doc: Stars}
            template:
              count: "{2}"
              one:
                count: "{3}"
                one: "{1}: {3} Star, {2} winner"
                other: "{1}: {3} Stars, {2} winner"
              other: "{1}: {3} Stars, {2} winners"

        """

    func compile(_ yaml: String, ru: String = "locale: ru\nnotifications: {}\n") -> SpecCompiler.Output {
        let plurals = (try? String(contentsOf: ReferenceFiles.fixtures.appending(path: "ReferenceSpec/Spec/cldr/plurals.json"), encoding: .utf8)) ?? ""
        let spec = SpecDirectory(
            providers: [
                .init(
                    name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)],
                    locales: [SpecFile(displayPath: "Spec/t/locales/ru.yaml", text: ru)])
            ],
            pluralRules: SpecFile(displayPath: "Spec/cldr/plurals.json", text: plurals))
        return SpecCompiler().compile([spec])
    }

    @Test func aCategoryWithOneTextHasItForEveryNumberOfTheSecond() throws {
        let output = compile(Self.spec)
        #expect(output.diagnostics.filter { $0.severity != .note }.map(\.description) == [])
        let form = try #require(output.model.providers.first?.forms.first)
        let second = try #require(form.plural?.second)
        #expect(form.plural?.argument == 2 && second.argument == 3)
        #expect(second.texts.mapValues { $0.mapValues(\.source) } == [
            .one: [.one: "{1}: {3} Star, {2} winner", .other: "{1}: {3} Stars, {2} winner"],
            .other: [.one: "{1}: {3} Stars, {2} winners", .other: "{1}: {3} Stars, {2} winners"],
        ])
        #expect(form.template.source == "{1}: {3} Stars, {2} winners")
    }

    @Test func aBadNestedPluralIsReportedWhereItIsWritten() {
        let yaml = Self.spec
            .replacingOccurrences(of: "        count: \"{3}\"\n        one:", with: "        count: \"{1}\"\n        few:")
            + """
              - key: CHAT_GIVEAWAY
                doc: A giveaway.
                peer: private
                group: messages
                args:
                  - {name: author, type: text, doc: Author}
                  - {name: winners, type: count, doc: Winners}
                  - {name: stars, type: count, doc: Stars}
                  - {name: months, type: count, doc: Months}
                template:
                  count: "{2}"
                  one:
                    count: "{2}"
                    one: "{1}: {3} Star, {2} winner, {4}"
                    other: "{1}: {3} Stars, {2} winner, {4}"
                  other:
                    count: "{3}"
                    one: "{1}: {3} Star, {2} winners, {4}"
                    other: "{1}: {3} Stars, {2} winners, {4}"
              - key: CHANNEL_GIVEAWAY
                doc: A giveaway.
                peer: channel
                group: messages
                args:
                  - {name: channel, type: text, doc: Channel}
                  - {name: winners, type: count, doc: Winners}
                  - {name: stars, type: count, doc: Stars}
                  - {name: months, type: count, doc: Months}
                template:
                  count: "{2}"
                  one:
                    count: "{3}"
                    one: "{1}: {3} Star, {2} winner, {4}"
                    other: "{1}: {3} Stars, {2} winner, {4}"
                  other:
                    count: "{4}"
                    one: "{1}: {3} Stars, {2} winners, {4} month"
                    other: "{1}: {3} Stars, {2} winners, {4} months"
              - key: PINNED_GIVEAWAY
                doc: A giveaway.
                peer: private
                group: messages
                args:
                  - {name: author, type: text, doc: Author}
                  - {name: winners, type: count, doc: Winners}
                  - {name: stars, type: count, doc: Stars}
                template:
                  count: "{2}"
                  one: "{1}"
                  other:
                    count: "{3}"
                    one: "{1}: {3} Star"
                    other:
                      count: "{2}"
                      other: "{1}"

            """
        #expect(
            compile(yaml).diagnostics.filter { $0.severity != .note }.map(\.description) == [
                "Spec/t/spec.yaml:13:9: error: template of MESSAGE_GIVEAWAY_STARS (one) lacks the plural category 'one', which CLDR gives 'en'",
                "Spec/t/spec.yaml:13:16: error: 'count' of MESSAGE_GIVEAWAY_STARS (one) must be one placeholder of a count or integer argument, such as \"{2}\"; found '{1}'",
                "Spec/t/spec.yaml:14:14: error: template of MESSAGE_GIVEAWAY_STARS (one) has the plural category 'few', which CLDR does not give 'en'",
                "Spec/t/spec.yaml:29:16: error: 'count' of CHAT_GIVEAWAY (one) selects by {2} again; a nested plural mapping selects by another number than the one it is nested in",
                "Spec/t/spec.yaml:52:16: error: 'count' of CHANNEL_GIVEAWAY (other) selects by {4}, but that of 'one' by {3}; every nested mapping of a template selects by the same number",
                "Spec/t/spec.yaml:70:11: error: 'other' of template of notification PINNED_GIVEAWAY (other) is a plural mapping inside a nested one; plurals nest one level deep",
            ])
    }

    @Test func aTranslationsNestedPluralHasTheLocalesCategories() {
        let ru = """
            locale: ru
            notifications:
              MESSAGE_GIVEAWAY_STARS:
                count: "{3}"
                one: "{1}: {3} звезда, {2}"
                few: "{1}: {3} звезды, {2}"
                many:
                  count: "{2}"
                  one: "{1}: {3} звёзд, {2} победитель"
                  two: "{1}: {3} звёзд, {2} победителя"
                  other: "{1}: {3} звёзд, {2} победителей"
                other:
                  count: "{1}"
                  one: "{1}: {3} звезды, {2} победитель"
                  few: "{1}: {3} звезды, {2} победителя"
                  many: "{1}: {3} звезды, {2} победителей"
                  other: "{1}: {3} звезды, {2} победителя"

            """
        #expect(
            compile(Self.spec, ru: ru).diagnostics.filter { $0.severity != .note }.map(\.description) == [
                "Spec/t/locales/ru.yaml:8:7: error: template of the translation of MESSAGE_GIVEAWAY_STARS (many) lacks the plural category 'few', which CLDR gives 'ru'",
                "Spec/t/locales/ru.yaml:8:7: error: template of the translation of MESSAGE_GIVEAWAY_STARS (many) lacks the plural category 'many', which CLDR gives 'ru'",
                "Spec/t/locales/ru.yaml:10:12: error: template of the translation of MESSAGE_GIVEAWAY_STARS (many) has the plural category 'two', which CLDR does not give 'ru'",
                "Spec/t/locales/ru.yaml:13:14: error: 'count' of the translation of MESSAGE_GIVEAWAY_STARS (other) must be one placeholder of a count or integer argument, such as \"{2}\"; found '{1}'",
            ])
    }
}
