import Foundation
import PushSpecCompiler
import PushSpecGenTools
import Testing

/// Export → import is lossless for every shipped translation in every format: the catalog read
/// back from each format is the one written, and the locale file written from it compiles to the
/// same translation as the shipped file.
@Suite struct TranslationRoundTripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Fixture {
        let directory: SpecDirectory
        let provider: ProviderModel
        let catalogs: [TranslationCatalog]
    }

    static func fixture() throws -> Fixture {
        let directory = try SpecDirectory(contentsOf: root.appending(path: "Spec"))
        let output = SpecCompiler().compile([directory])
        let telegram = try #require(output.model.providers.first { $0.name == "telegram" })
        let catalogs = try telegram.translations.map { translation in
            let rules = try #require(output.model.pluralRules?.ruleSet(for: translation.locale))
            return TranslationCatalog(provider: telegram, locale: translation.locale, pluralCategories: rules.categories)
        }
        return Fixture(directory: directory, provider: telegram, catalogs: catalogs)
    }

    /// The catalog as the spec gives it to read a file against: the same entries, untranslated.
    static func reference(_ catalog: TranslationCatalog) -> TranslationCatalog {
        var reference = catalog
        for index in reference.entries.indices { reference.entries[index].translation = nil }
        return reference
    }

    @Test func theShippedTranslationsAreComplete() throws {
        let fixture = try Self.fixture()
        #expect(fixture.catalogs.map(\.locale) == ["de", "ru"])
        for catalog in fixture.catalogs {
            #expect(catalog.entries.count == 253)
            #expect(catalog.entries.allSatisfy { $0.translation != nil }, "\(catalog.locale)")
        }
    }

    @Test func aStringCatalogReadsBackAsWritten() throws {
        let catalogs = try Self.fixture().catalogs
        var log = DiagnosticLog()
        let read = StringCatalogFormat.read(
            StringCatalogFormat.write(catalogs), path: "t.xcstrings", reference: catalogs.map(Self.reference), into: &log)
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
        #expect(read == catalogs)
    }

    @Test func androidStringsReadBackAsWritten() throws {
        for catalog in try Self.fixture().catalogs {
            var log = DiagnosticLog()
            let read = AndroidStringsFormat.read(
                AndroidStringsFormat.write(catalog), path: "strings.xml", reference: Self.reference(catalog), into: &log)
            #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
            #expect(read == catalog, "\(catalog.locale)")
        }
    }

    @Test func arbReadsBackAsWritten() throws {
        for catalog in try Self.fixture().catalogs {
            var log = DiagnosticLog()
            let read = ARBFormat.read(ARBFormat.write(catalog), path: "app.arb", reference: Self.reference(catalog), into: &log)
            #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
            #expect(read == catalog, "\(catalog.locale)")
        }
    }

    @Test func theWrittenLocaleFileCompilesToTheShippedTranslation() throws {
        let fixture = try Self.fixture()
        let files = fixture.catalogs.map { catalog in
            SpecFile(
                displayPath: "Spec/telegram/locales/\(catalog.locale).yaml", sourceName: "Spec/telegram/locales/\(catalog.locale).yaml",
                text: LocaleYAMLWriter.write(catalog, header: ["written by the test"]))
        }
        let output = SpecCompiler().compile([fixture.directory.replacingLocales(files, of: "telegram")])
        #expect(!output.hasErrors, "\(output.diagnostics)")
        let telegram = try #require(output.model.providers.first { $0.name == "telegram" })
        #expect(telegram.translations == fixture.provider.translations)
    }

    /// Apps format a catalog's strings with `loc_args` in the order the push has them: the group
    /// pin of a contact is sent author, contact, group, although the doc numbers it author, group,
    /// contact. Read with JSONSerialization, not with PushSpec's reader.
    @Test func specifiersAreLocArgsPositionsNotTheDocsNumbers() throws {
        let text = StringCatalogFormat.write(try Self.fixture().catalogs)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        let pin = try #require(strings["PINNED_CONTACT.group"] as? [String: Any])
        let localizations = try #require(pin["localizations"] as? [String: Any])
        func value(_ locale: String) -> String? {
            ((localizations[locale] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        #expect(value("en") == "%1$@ pinned a contact %2$@ in the group %3$@")
        #expect(value("ru") == "%1$@ закрепил(а) контакт %2$@ в группе %3$@")
        #expect(pin["comment"] as? String == "{1} author: User name; {2} contact: Contact name; {3} chat: Group name")
    }
}
