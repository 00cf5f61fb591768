import Foundation
import PushSpecCatalog
import PushSpecCore
import Testing

/// One row of the "Possible Notifications" table of the current Telegram doc, as
/// `Fixtures/make-seed-table.py` extracted it (never taken from Spec/).
struct SeedRow: Decodable, Sendable, CustomTestStringConvertible {
    let key: String
    let template: String
    let arguments: [String]

    var testDescription: String { "\(key)/\(arguments.count)" }

    static let all: [SeedRow] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/seed-table.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let rows = try? JSONDecoder().decode([SeedRow].self, from: data)
        else { return [] }
        return rows
    }()

    /// Whether the doc describes the argument as a number.
    static func isNumeric(_ description: String) -> Bool {
        description.hasPrefix("Number of") || description == "Score" || description.hasPrefix("Duration")
    }

    /// Sample loc_args: digits for numeric arguments, distinct text (with characters a template
    /// could trip on) for the others.
    var sampleArguments: [String] {
        arguments.enumerated().map { index, description in
            Self.isNumeric(description) ? String(3 + index * 4) : "Arg\(index + 1) \"é\\\(index + 1)\""
        }
    }

    /// The title a notification UI shows, from the doc's argument descriptions: the group or
    /// channel for chats, the sender for private chats; `nil` where the doc names neither.
    var expectedTitle: String? {
        let samples = sampleArguments
        if let chat = arguments.firstIndex(where: { $0 == "Chat name" || $0 == "Group name" }) {
            return samples[chat]
        }
        let privatePrefixes = ["MESSAGE_", "MESSAGES", "REACT_", "PINNED_", "CHANNEL_", "PHONE_CALL_"]
        if privatePrefixes.contains(where: key.hasPrefix), let first = samples.first {
            return first
        }
        return nil
    }

    /// The doc's template with `{N}` replaced by the N-th sample argument. A `|` separates the
    /// title from the body (`CHAT_REQ_JOINED`: `{2}|{1} was accepted into the group`): on one
    /// line they read `title: body`.
    var expectedText: String {
        var text = template
        for (index, argument) in sampleArguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index + 1)}", with: argument)
        }
        return text.replacingOccurrences(of: "|", with: ": ")
    }

    /// The group pins whose content the clients send before the group's name, where the doc
    /// numbers the group second: Telegram-Android formats author, content, group, and TDLib
    /// takes the chat title from the last argument (PushListenerController.java at 12.1.1;
    /// NotificationManager.cpp at 022d6020).
    static let clientsSendTheGroupLast: Set<String> = ["PINNED_TEXT", "PINNED_POLL", "PINNED_QUIZ", "PINNED_CONTACT", "PINNED_STICKER"]

    /// Whether the clients send this row's arguments in another order than the doc numbers them.
    var isReordered: Bool { Self.clientsSendTheGroupLast.contains(key) && arguments.count == 3 }

    /// The sample arguments in `loc_args` order, as the clients send them.
    var wireArguments: [String] {
        let samples = sampleArguments
        return isReordered ? [samples[0], samples[2], samples[1]] : samples
    }

    /// The title and body of a template written `title|body`, filled in.
    var expectedTitleAndBody: (title: String, body: String)? {
        let parts = expectedText.components(separatedBy: ": ")
        guard template.contains("|"), parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }
}

@Suite struct SeedTableTests {
    @Test func theFixtureHoldsTheWholeTable() {
        #expect(SeedRow.all.count == 178)
        #expect(Set(SeedRow.all.map(\.key)).count == 160)
    }

    @Test(arguments: SeedRow.all)
    func everyRowDecodesAndRendersAsTheDocSays(_ row: SeedRow) throws {
        let notification = try TelegramNotification(locKey: row.key, locArgs: row.wireArguments)
        #expect(notification.text == row.expectedText)
        // Only the text messages have a body of their own, the message, and a template written
        // `title|body` its part after the `|`; every other body is the sentence.
        let hasOwnBody =
            ["MESSAGE_TEXT", "CHAT_MESSAGE_TEXT", "CHANNEL_MESSAGE_TEXT"].contains(row.key) || row.template.contains("|")
        if let (title, body) = row.expectedTitleAndBody {
            #expect(notification.title == title)
            #expect(notification.body == body)
        }
        #expect(notification.bodyIsText == !hasOwnBody)
        #expect((notification.body == notification.text) == !hasOwnBody)
        #expect(notification.locKey == row.key)
        #expect(notification.locArgs == row.wireArguments)
        #expect(notification.key?.rawValue == row.key)
        if let title = row.expectedTitle {
            #expect(notification.title == title)
        } else {
            #expect(notification.title?.isEmpty == false)
        }
    }

    @Test(arguments: SeedRow.all)
    func everyRowIsInTheDescriptorWithTheDocsTemplateAndTypes(_ row: SeedRow) throws {
        let key = try #require(TelegramLocKey(rawValue: row.key))
        // The doc's form: where a channel form (from the clients) takes as many, it is written after.
        let form = try #require(key.descriptor.forms.first { $0.arguments.count == row.arguments.count })
        #expect(form.template == row.template)
        // The template's numbers: the doc's, which for the reordered pins are not the wire order.
        #expect(form.documentedNumbers == (row.isReordered ? [1, 3, 2] : Array(1..<(row.arguments.count + 1))))
        let inDocOrder = zip(form.documentedNumbers, form.arguments).sorted { $0.0 < $1.0 }.map(\.1)
        #expect(inDocOrder.map(\.doc) == row.arguments)
        for (argument, description) in zip(inDocOrder, row.arguments) {
            #expect((argument.type != .text) == SeedRow.isNumeric(description), "\(argument.name): \(description)")
        }
        #expect(!key.isLegacy)
    }

    /// The lookup a push read where it stands renders with (`templates(argumentCount:peer:)`, and
    /// the index into the table `_formIndex` gives, read by `_withFormTemplates`): the doc's form,
    /// filled in as the doc says, and with every peer the form the typed decoding picks.
    @Test(arguments: SeedRow.all)
    func everyRowsTemplatesLookedUpByItsArgumentsAreTheDocs(_ row: SeedRow) throws {
        let key = try #require(TelegramLocKey(rawValue: row.key))
        let notification = try TelegramNotification(locKey: row.key, locArgs: row.wireArguments)
        let templates = try #require(key.templates(argumentCount: row.arguments.count, peer: notification.peerKind))
        let arguments: [_FormArgument] = zip(templates.argumentTypes.description, row.wireArguments).map { type, text in
            type == "t" ? .text(text) : .number(Int(text) ?? -1)
        }
        let text = arguments.withUnsafeBufferPointer { templates._text($0) }
        #expect(text == row.expectedText)

        // With each peer (a pinned message's forms differ by chat), the form the typed
        // notification decodes as and renders, or none when it does not decode.
        for peer in [nil] + PeerKind.allCases {
            let typed = (try? TelegramNotification(key: key, locArgs: row.wireArguments, peer: peer))?
                ._withForm { form, _ in form.formNumber }
            #expect(key.templates(argumentCount: row.arguments.count, peer: peer)?.formNumber == typed, "peer \(String(describing: peer))")
            var handed: [Int] = []
            if let index = key._formIndex(argumentCount: row.arguments.count, peer: peer) {
                key._withFormTemplates(index) { handed.append($0.formNumber) }
            }
            #expect(handed == (typed.map { [$0] } ?? []), "peer \(String(describing: peer))")
        }

        var pastTheForms = 0
        key._withFormTemplates(key.descriptor.forms.count) { _ in pastTheForms += 1 }
        #expect(pastTheForms == 0)
    }

    /// With a peer, a form may take fewer arguments than there are; by the count alone, not.
    @Test func noFormTakesMoreArgumentsThanAFormCanHave() {
        for key in TelegramLocKey.allCases {
            #expect(key.templates(argumentCount: FormTemplates.maximumArgumentCount + 1, peer: nil) == nil, "\(key)")
        }
    }

    /// The keys the clients handle that the doc does not list, with where each comes from: the
    /// list the closing note of issue 21 gives. Every one is in the catalog with a source.
    static let clientKeys: Set<String> = [
        // Telegram-Android and TDLib
        "MESSAGE_PAID_MEDIA", "MESSAGE_GIVEAWAY_STARS", "MESSAGE_STARGIFT", "MESSAGE_UNIQUE_STARGIFT",
        "MESSAGE_STARGIFT_UPGRADE", "MESSAGE_STARGIFT_PREPAID_UPGRADE", "MESSAGE_STARGIFT_UNPACK_UPGRADE", "MESSAGE_TODO",
        "MESSAGE_SUGGEST_BIRTHDAY", "CHAT_MESSAGE_PAID_MEDIA", "CHAT_MESSAGE_GIVEAWAY_STARS", "CHAT_MESSAGE_TODO",
        "CHAT_MESSAGE_TODO_DONE", "CHAT_MESSAGE_TODO_APPEND", "CHANNEL_MESSAGE_PAID_MEDIA", "CHANNEL_MESSAGE_GIVEAWAY_STARS",
        "CHANNEL_MESSAGE_TODO", "CHANNEL_MESSAGE_TODO_DONE", "CHANNEL_MESSAGE_TODO_APPEND", "PINNED_TODO", "PINNED_PAID_MEDIA",
        "REACT_HIDDEN", "REACT_TODO", "CHAT_REACT_TODO", "REACT_STORY", "REACT_STORY_HIDDEN",
        "CONF_CALL_REQUEST", "CONF_VIDEOCALL_REQUEST", "CONF_CALL_MISSED",
        // TDLib alone
        "MESSAGE_TODO_APPEND", "MESSAGE_TODO_DONE", "MESSAGE_THEME", "MESSAGE_NOTHEME", "MESSAGE_GIFT_THEME",
        "MESSAGE_POLL_APPEND", "MESSAGE_PROXIMITY", "MESSAGE_SUGGEST_USERPIC", "CONTACT_JOINED_PREMIUM",
        "CHAT_LIVESTREAM_START", "CHAT_LIVESTREAM_END", "PINNED_STORY", "PINNED_GIVEAWAY_STARS", "OAUTH_REQUEST",
    ]

    @Test func theCatalogHasTheDocsKeysTheLegacyOnesAndTheClientsOnes() {
        let documented = Set(SeedRow.all.map(\.key))
        let catalog = Set(TelegramLocKey.allCases.map(\.rawValue))
        #expect(catalog.subtracting(documented) == Self.clientKeys.union(["CONTACT_PHOTO", "GEOCHAT_CHECKIN"]))
        #expect(documented.subtracting(catalog) == [])
        #expect(TelegramLocKey.allCases.filter(\.isLegacy).map(\.rawValue).sorted() == ["CONTACT_PHOTO", "GEOCHAT_CHECKIN"])
        for key in TelegramLocKey.allCases {
            #expect((key.descriptor.source != nil) == Self.clientKeys.contains(key.rawValue), "\(key.rawValue) names its source")
        }
    }

    @Test func legacyTypesRenderAsTheOlderRevisionSays() throws {
        // From the older revision of the doc (shared/seeds/001): templates and argument lists.
        let photo = try TelegramNotification(locKey: "CONTACT_PHOTO", locArgs: ["Dana"])
        #expect(photo.text == "Dana updated profile photo")
        let checkin = try TelegramNotification(locKey: "GEOCHAT_CHECKIN", locArgs: ["Eve", "Cafe"])
        #expect(checkin.text == "Eve has checked-in at Cafe")
    }

    /// The doc's private and group forms, and the channel form Telegram-Android reads (the
    /// channel's name first, in place of the author): the push's chat picks one.
    @Test func everyPinnedKeyHasAPrivateAGroupAndAChannelForm() throws {
        let pinned = TelegramLocKey.allCases.filter { $0.rawValue.hasPrefix("PINNED_") }
        #expect(pinned.count == 22)
        for key in pinned {
            let forms = key.descriptor.forms
            #expect(key.formsDependOnPeer, "\(key)")
            #expect(Set(forms.map(\.peerKind)) == [.private, .group, .channel], "\(key)")
            let byPeer = Dictionary(forms.map { ($0.peerKind, $0.arguments.count) }, uniquingKeysWith: { first, _ in first })
            #expect(byPeer[.group] == (byPeer[.private] ?? 0) + 1, "\(key)")
            #expect(byPeer[.channel] == byPeer[.private], "\(key)")
        }
    }
}
