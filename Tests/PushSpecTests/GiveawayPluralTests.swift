import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// Texts that depend on two numbers (issue 34, "English that is wrong"): the Stars giveaways say
/// "1 Star for 1 winner", "5 Stars for 2 winners". The expected texts are written here by hand
/// from the spec's templates (`Spec/telegram/*.yaml`, `locales/ru.yaml`, `locales/de.yaml`), each
/// number's category as CLDR's charts give it; every path renders them: the typed notification,
/// its rendering in a locale, and the wire view into a ``NotificationTextBuffer``.
@Suite struct GiveawayPluralTests {
    /// `(winners, stars)`, then the English, Russian and German texts of MESSAGE_GIVEAWAY_STARS.
    static let direct: [(Int, Int, String, String, String)] = [
        (1, 1, "Ann sent you a giveaway of 1 Star for 1 winner",
            "Ann отправил(а) вам розыгрыш 1 звезды для 1 победителя",
            "Ann hat dir ein Gewinnspiel um 1 Stern für einen Gewinner gesendet"),
        (2, 5, "Ann sent you a giveaway of 5 Stars for 2 winners",
            "Ann отправил(а) вам розыгрыш 5 звёзд для 2 победителей",
            "Ann hat dir ein Gewinnspiel um 5 Sterne für 2 Gewinner gesendet"),
        (3, 21, "Ann sent you a giveaway of 21 Stars for 3 winners",
            "Ann отправил(а) вам розыгрыш 21 звезды для 3 победителей",
            "Ann hat dir ein Gewinnspiel um 21 Sterne für 3 Gewinner gesendet"),
        (1, 500, "Ann sent you a giveaway of 500 Stars for 1 winner",
            "Ann отправил(а) вам розыгрыш 500 звёзд для 1 победителя",
            "Ann hat dir ein Gewinnspiel um 500 Sterne für einen Gewinner gesendet"),
        (21, 1, "Ann sent you a giveaway of 1 Star for 21 winners",
            "Ann отправил(а) вам розыгрыш 1 звезды для 21 победителя",
            "Ann hat dir ein Gewinnspiel um 1 Stern für 21 Gewinner gesendet"),
        (5, 2, "Ann sent you a giveaway of 2 Stars for 5 winners",
            "Ann отправил(а) вам розыгрыш 2 звёзд для 5 победителей",
            "Ann hat dir ein Gewinnspiel um 2 Sterne für 5 Gewinner gesendet"),
    ]

    /// Every path gives `expected` for `locKey` with `arguments` in `locale` (English for nil).
    static func expectRendered(_ locKey: String, _ arguments: [String], peer: PeerKind, locale: TelegramLocale?, _ expected: String) throws {
        let notification = try TelegramNotification(locKey: locKey, locArgs: arguments, peer: peer)
        if let locale {
            #expect(notification.rendered(locale: locale)?.text == expected)
        } else {
            #expect(notification.text == expected)
            #expect(notification.rendered?.text == expected)
            #expect(notification.rendered(locale: .english)?.text == expected)
        }
        let json = #"{"loc_key":"\#(locKey)","loc_args":[\#(arguments.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        let view = try PushDecoder().telegramView(of: Array(json.utf8))
        var buffer = NotificationTextBuffer()
        if let locale {
            #expect(try view.render(into: &buffer, locale: locale))
        } else {
            #expect(try view.render(into: &buffer))
        }
        #expect(buffer.text == expected)
    }

    @Test(arguments: direct.indices)
    func aGiveawaySentToYouAgreesWithBothNumbers(index: Int) throws {
        let (winners, stars, english, russian, german) = Self.direct[index]
        let arguments = ["Ann", String(winners), String(stars)]
        try Self.expectRendered("MESSAGE_GIVEAWAY_STARS", arguments, peer: .private, locale: nil, english)
        try Self.expectRendered("MESSAGE_GIVEAWAY_STARS", arguments, peer: .private, locale: TelegramLocale("ru"), russian)
        try Self.expectRendered("MESSAGE_GIVEAWAY_STARS", arguments, peer: .private, locale: TelegramLocale("de"), german)
    }

    @Test(arguments: [
        (1, 1, "News posted a giveaway of 1 Star for 1 winner", "News опубликовал розыгрыш 1 звезды для 1 победителя",
            "News hat ein Gewinnspiel um 1 Stern für einen Gewinner veröffentlicht"),
        (2, 5, "News posted a giveaway of 5 Stars for 2 winners", "News опубликовал розыгрыш 5 звёзд для 2 победителей",
            "News hat ein Gewinnspiel um 5 Sterne für 2 Gewinner veröffentlicht"),
        (3, 21, "News posted a giveaway of 21 Stars for 3 winners", "News опубликовал розыгрыш 21 звезды для 3 победителей",
            "News hat ein Gewinnspiel um 21 Sterne für 3 Gewinner veröffentlicht"),
        (1, 5, "News posted a giveaway of 5 Stars for 1 winner", "News опубликовал розыгрыш 5 звёзд для 1 победителя",
            "News hat ein Gewinnspiel um 5 Sterne für einen Gewinner veröffentlicht"),
    ])
    func aChannelsGiveawayAgreesWithBothNumbers(winners: Int, stars: Int, english: String, russian: String, german: String) throws {
        let arguments = ["News", String(winners), String(stars)]
        try Self.expectRendered("CHANNEL_MESSAGE_GIVEAWAY_STARS", arguments, peer: .channel, locale: nil, english)
        try Self.expectRendered("CHANNEL_MESSAGE_GIVEAWAY_STARS", arguments, peer: .channel, locale: TelegramLocale("ru"), russian)
        try Self.expectRendered("CHANNEL_MESSAGE_GIVEAWAY_STARS", arguments, peer: .channel, locale: TelegramLocale("de"), german)
    }

    @Test(arguments: [
        (1, 1, "Ann sent a giveaway of 1 Star for 1 winner to the group Club",
            "Ann отправил(а) в группу Club розыгрыш 1 звезды для 1 победителя",
            "Ann hat ein Gewinnspiel um 1 Stern für einen Gewinner an die Gruppe Club gesendet"),
        (2, 5, "Ann sent a giveaway of 5 Stars for 2 winners to the group Club",
            "Ann отправил(а) в группу Club розыгрыш 5 звёзд для 2 победителей",
            "Ann hat ein Gewinnspiel um 5 Sterne für 2 Gewinner an die Gruppe Club gesendet"),
        (3, 21, "Ann sent a giveaway of 21 Stars for 3 winners to the group Club",
            "Ann отправил(а) в группу Club розыгрыш 21 звезды для 3 победителей",
            "Ann hat ein Gewinnspiel um 21 Sterne für 3 Gewinner an die Gruppe Club gesendet"),
        (11, 1, "Ann sent a giveaway of 1 Star for 11 winners to the group Club",
            "Ann отправил(а) в группу Club розыгрыш 1 звезды для 11 победителей",
            "Ann hat ein Gewinnspiel um 1 Stern für 11 Gewinner an die Gruppe Club gesendet"),
    ])
    func aGroupGiveawayAgreesWithBothNumbers(winners: Int, stars: Int, english: String, russian: String, german: String) throws {
        let arguments = ["Ann", "Club", String(winners), String(stars)]
        try Self.expectRendered("CHAT_MESSAGE_GIVEAWAY_STARS", arguments, peer: .group, locale: nil, english)
        try Self.expectRendered("CHAT_MESSAGE_GIVEAWAY_STARS", arguments, peer: .group, locale: TelegramLocale("ru"), russian)
        try Self.expectRendered("CHAT_MESSAGE_GIVEAWAY_STARS", arguments, peer: .group, locale: TelegramLocale("de"), german)
    }
}
