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
        let notification = try TelegramNotification(locKey: row.key, locArgs: row.sampleArguments)
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
        #expect(notification.locArgs == row.sampleArguments)
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
        let form = try #require(key.descriptor.forms.first { $0.arguments.count == row.arguments.count })
        #expect(form.template == row.template)
        #expect(form.arguments.map(\.doc) == row.arguments)
        for (argument, description) in zip(form.arguments, row.arguments) {
            #expect((argument.type != .text) == SeedRow.isNumeric(description), "\(argument.name): \(description)")
        }
        #expect(!key.isLegacy)
    }

    @Test func theCatalogHasExactlyTheDocsKeysAndTheLegacyOnes() {
        let documented = Set(SeedRow.all.map(\.key))
        let catalog = Set(TelegramLocKey.allCases.map(\.rawValue))
        #expect(catalog.subtracting(documented) == ["CONTACT_PHOTO", "GEOCHAT_CHECKIN"])
        #expect(documented.subtracting(catalog) == [])
        #expect(TelegramLocKey.allCases.filter(\.isLegacy).map(\.rawValue).sorted() == ["CONTACT_PHOTO", "GEOCHAT_CHECKIN"])
    }

    @Test func legacyTypesRenderAsTheOlderRevisionSays() throws {
        // From the older revision of the doc (shared/seeds/001): templates and argument lists.
        let photo = try TelegramNotification(locKey: "CONTACT_PHOTO", locArgs: ["Dana"])
        #expect(photo.text == "Dana updated profile photo")
        let checkin = try TelegramNotification(locKey: "GEOCHAT_CHECKIN", locArgs: ["Eve", "Cafe"])
        #expect(checkin.text == "Eve has checked-in at Cafe")
    }

    @Test func everyPinnedKeyHasAPrivateAndAGroupForm() {
        let pinned = TelegramLocKey.allCases.filter { $0.rawValue.hasPrefix("PINNED_") }
        #expect(pinned.count == 18)
        for key in pinned {
            let forms = key.descriptor.forms
            #expect(forms.map(\.peerKind) == [.private, .group], "\(key)")
            #expect(forms.count == 2 && forms[1].arguments.count == forms[0].arguments.count + 1, "\(key)")
        }
    }
}
