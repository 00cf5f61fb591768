import Foundation
import PushSpecCompiler
import Testing

/// Plural templates and translation files: each class of error, with the exact
/// `file:line:column: severity: message` it produces, and the coverage note.
@Suite struct TranslationDiagnosticsTests {
    /// CLDR's rules for `en` and `ru` (the reference spec's excerpt of `plurals.json`).
    static let plurals: String = {
        let url = ReferenceFiles.fixtures.appending(path: "ReferenceSpec/Spec/cldr/plurals.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static let spec = """
        notifications:
          - key: MESSAGE_PHOTOS
            doc: Photos.
            peer: private
            group: messages
            args:
              - {name: author, type: text, doc: Author}
              - {name: count, type: count, doc: Number of photos}
            template: {count: "{2}", one: "{1} sent you a photo", other: "{1} sent you {2} photos"}
          - key: CHAT_REQ_JOINED
            doc: Joined.
            peer: group
            group: messages
            args:
              - {name: author, type: text, doc: Author}
              - {name: chat, type: text, doc: Chat}
            template: "{2}|{1} was accepted into the group"
          - key: PINNED_TEXT
            doc: Pinned.
            group: mentions
            variants:
              - name: private
                peer: private
                args: [{name: author, type: text, doc: Author}]
                template: "{1} pinned a message"
              - name: group
                peer: group
                args:
                  - {name: author, type: text, doc: Author}
                  - {name: chat, type: text, doc: Chat}
                template: "{1} pinned a message in {2}"

        """

    /// Compiles the spec above with `translation` as `Spec/t/locales/ru.yaml` (and the English
    /// `template` of MESSAGE_PHOTOS replaced when `photos` is given).
    func diagnostics(translation: String, photos: String? = nil) -> [String] {
        var yaml = Self.spec
        if let photos {
            yaml = yaml.replacingOccurrences(
                of: #"{count: "{2}", one: "{1} sent you a photo", other: "{1} sent you {2} photos"}"#, with: photos)
        }
        let spec = SpecDirectory(
            providers: [
                .init(
                    name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)],
                    locales: [SpecFile(displayPath: "Spec/t/locales/ru.yaml", text: translation)])
            ],
            pluralRules: SpecFile(displayPath: "Spec/cldr/plurals.json", text: Self.plurals))
        return SpecCompiler().compile([spec]).diagnostics.map(\.description)
    }

    @Test func aCompleteTranslationHasOnlyItsCoverageNote() {
        let translation = """
            locale: ru
            notifications:
              MESSAGE_PHOTOS: {count: "{2}", one: "{1}: {2} фото", few: "{1}: {2} фото", many: "{1}: {2} фото", other: "{1}: {2} фото"}
              CHAT_REQ_JOINED: "{2}|{1} в группе"
              PINNED_TEXT:
                private: "{1} закрепил(а) сообщение"
                group: "{1} закрепил(а) сообщение в {2}"

            """
        #expect(diagnostics(translation: translation) == ["Spec/t/locales/ru.yaml:1:9: note: 'ru' translates 4 of 4 forms (100%)"])
    }

    @Test func everyProblemOfATranslationIsReported() {
        let translation = """
            locale: ru
            notifications:
              MESSAGE_PHOTOS: {count: "{2}", one: "{1}: {2} фото", few: "{1}: {3} фото", two: "x", other: "{1}: {2} фото"}
              CHAT_REQ_JOINED: "{1} в группе {2}"
              PINNED_TEXT:
                privat: "{1} закрепил(а) сообщение"
                group: "{1} закрепил(а) сообщение"
              MESSAGE_NEW: "{1}"

            """
        #expect(
            diagnostics(translation: translation) == [
                "Spec/t/locales/ru.yaml:3:19: error: template of the translation of MESSAGE_PHOTOS lacks the plural category 'many', which CLDR gives 'ru'",
                "Spec/t/locales/ru.yaml:3:61: error: template of the translation of MESSAGE_PHOTOS (few) uses {3} but there are only 2 arguments",
                "Spec/t/locales/ru.yaml:3:83: error: template of the translation of MESSAGE_PHOTOS has the plural category 'two', which CLDR does not give 'ru'",
                "Spec/t/locales/ru.yaml:4:20: error: the translation of CHAT_REQ_JOINED must give its title before '|', as the English template does ({2}|{1} was accepted into the group)",
                "Spec/t/locales/ru.yaml:6:5: error: PINNED_TEXT has no form 'privat'; its forms are private, group",
                "Spec/t/locales/ru.yaml:7:12: warning: the translation of PINNED_TEXT (group) does not show {2} (chat), which the English template shows",
                "Spec/t/locales/ru.yaml:8:3: error: 'MESSAGE_NEW' is not a loc_key of the spec",
                // Only the group pin is translated: a warning does not take a translation away.
                "Spec/t/locales/ru.yaml:1:9: note: 'ru' translates 1 of 4 forms (25%); 3 types fall back to English: CHAT_REQ_JOINED, MESSAGE_PHOTOS, PINNED_TEXT",
            ])
    }

    @Test func aTranslationNamedOtherwiseThanItsFileOrUnknownToCLDR() {
        #expect(
            diagnostics(translation: "locale: de\nnotifications: {}\n") == [
                "Spec/t/locales/ru.yaml:1:9: error: the translation in 'ru.yaml' says 'locale: de'; name the file after its locale"
            ])
    }

    @Test func anEnglishPluralTemplateHasExactlyEnglishCategoriesAndSelectsByANumber() {
        let complete = "locale: ru\nnotifications: {}\n"
        #expect(
            diagnostics(translation: complete, photos: #"{count: "{1}", few: "{1} sent {2}", other: "{1} sent {2} photos"}"#)
                .filter { !$0.contains("note:") } == [
                    "Spec/t/spec.yaml:9:15: error: template of MESSAGE_PHOTOS lacks the plural category 'one', which CLDR gives 'en'",
                    "Spec/t/spec.yaml:9:23: error: 'count' of MESSAGE_PHOTOS must be one placeholder of a count or integer argument, such as \"{2}\"; found '{1}'",
                    "Spec/t/spec.yaml:9:35: error: template of MESSAGE_PHOTOS has the plural category 'few', which CLDR does not give 'en'",
                ])
    }
}
