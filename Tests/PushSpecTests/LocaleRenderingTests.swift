import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// Rendering in a locale: the expected texts are written here from the spec's files
/// (`Spec/telegram/*.yaml` for English, `Spec/telegram/locales/ru.yaml` and `de.yaml`), with the
/// plural category CLDR's charts give each number.
@Suite struct LocaleRenderingTests {
    static let russian = TelegramLocale("ru")
    static let german = TelegramLocale("de")

    static func photos(_ count: Int) throws -> TelegramNotification {
        try TelegramNotification(locKey: "MESSAGE_PHOTOS", locArgs: ["Ann", String(count)])
    }

    @Test(arguments: [
        (1, "Ann sent you a photo"), (2, "Ann sent you 2 photos"), (0, "Ann sent you 0 photos"),
        (11, "Ann sent you 11 photos"), (21, "Ann sent you 21 photos"),
    ])
    func englishSaysOnePhotoForOne(count: Int, expected: String) throws {
        let notification = try Self.photos(count)
        #expect(notification.text == expected)
        #expect(notification.rendered?.body == expected)
        #expect(notification.rendered(locale: .english)?.text == expected)
        let view = try PushDecoder().telegramView(
            of: Array(#"{"loc_key":"MESSAGE_PHOTOS","loc_args":["Ann","\#(count)"]}"#.utf8))
        var buffer = NotificationTextBuffer()
        #expect(try view.render(into: &buffer))
        #expect(buffer.text == expected && buffer.body == expected && buffer.title == "Ann")
    }

    @Test(arguments: [
        (1, "Ann отправил(а) вам 1 фотографию"), (2, "Ann отправил(а) вам 2 фотографии"),
        (4, "Ann отправил(а) вам 4 фотографии"), (5, "Ann отправил(а) вам 5 фотографий"),
        (11, "Ann отправил(а) вам 11 фотографий"), (12, "Ann отправил(а) вам 12 фотографий"),
        (21, "Ann отправил(а) вам 21 фотографию"), (22, "Ann отправил(а) вам 22 фотографии"),
        (100, "Ann отправил(а) вам 100 фотографий"), (101, "Ann отправил(а) вам 101 фотографию"),
    ])
    func russianTakesOneFewAndMany(count: Int, expected: String) throws {
        let rendered = try #require(try Self.photos(count).rendered(locale: Self.russian))
        #expect(rendered == RenderedNotification(title: "Ann", body: expected, text: expected))
        let view = try PushDecoder().telegramView(
            of: Array(#"{"loc_key":"MESSAGE_PHOTOS","loc_args":["Ann","\#(count)"]}"#.utf8))
        var buffer = NotificationTextBuffer()
        #expect(try view.render(into: &buffer, locale: Self.russian))
        #expect(buffer.text == expected)
    }

    @Test func germanTakesOneAndOther() throws {
        #expect(try Self.photos(1).rendered(locale: Self.german)?.text == "Ann hat dir ein Foto gesendet")
        #expect(try Self.photos(3).rendered(locale: Self.german)?.text == "Ann hat dir 3 Fotos gesendet")
    }

    @Test func aFormPickedByThePeerIsTranslatedInTheDocsNumbering() throws {
        // The clients send author, message, group; the doc (and the translation) number author, group, message.
        let pinned = try TelegramNotification(locKey: "PINNED_TEXT", locArgs: ["Ann", "Hello", "Book club"], peer: .group)
        #expect(pinned.rendered(locale: Self.russian)?.text == "Ann закрепил(а) «Hello» в группе Book club")
        #expect(pinned.rendered(locale: Self.german)?.text == "Ann hat in der Gruppe Book club „Hello“ angeheftet")
        #expect(pinned.rendered(locale: Self.german)?.title == "Book club")
    }

    @Test func aTranslatedTitleBodySplitKeepsItsParts() throws {
        let joined = try TelegramNotification(locKey: "CHAT_REQ_JOINED", locArgs: ["Ann", "Book club"])
        #expect(
            joined.rendered(locale: Self.russian)
                == RenderedNotification(title: "Book club", body: "Ann принят(а) в группу", text: "Book club: Ann принят(а) в группу"))
    }

    @Test(arguments: [
        ("ru", ["ru"]), ("ru-RU", ["ru"]), ("RU_ru", ["ru"]), ("de-AT", ["de"]), ("fr", []), ("pt-BR", []), ("", []),
    ])
    func aTagFallsBackToItsLanguageThenEnglish(tag: String, translations: [String]) {
        #expect(TelegramLocale(tag).translations.map(\.rawValue) == translations)
    }

    @Test func aLocaleWithoutTranslationRendersEnglishWithTheSameTexts() throws {
        let french = TelegramLocale("fr")
        let notification = try Self.photos(1)
        #expect(notification.rendered(locale: french) == notification.rendered)
    }

    @Test func anUnknownKeyHasNothingToRenderInAnyLocale() throws {
        let unknown = try TelegramNotification(locKey: "SOMETHING_NEW", locArgs: ["x"])
        #expect(unknown.rendered(locale: Self.russian) == nil)
    }
}
