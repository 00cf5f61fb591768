import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// `rendered`, the title, body and text at once, against the templates of the current Telegram
/// doc's table, and against the three one-by-one properties for every form of every type.
@Suite struct RenderedNotificationTests {
    let decoder = PushDecoder()

    func rendered(_ json: String) throws -> RenderedNotification? {
        guard case let .telegram(push) = try decoder.decode(Array(json.utf8)) else { throw PushError.notAnObject }
        return push.rendered
    }

    @Test func aSentenceIsBothTheBodyAndTheText() throws {
        // "{1} left the group {2}"; the title is the group.
        let chatLeft = try rendered(#"{"loc_key":"CHAT_LEFT","loc_args":["Bo","Team"]}"#)
        #expect(chatLeft == RenderedNotification(title: "Team", body: "Bo left the group Team", text: "Bo left the group Team"))
        // "{1} sent {3} photos to the group {2}"
        let photos = try rendered(#"{"data":{"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Ann","Club","4"]}}"#)
        #expect(photos?.body == "Ann sent 4 photos to the group Club")
        #expect(photos?.text == photos?.body)
        #expect(photos?.title == "Club")
    }

    @Test func aTextMessageHasTheMessageAsItsBody() throws {
        // "{1}: {2}" and "{1} @ {2}: {3}"
        let message = try rendered(#"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","hi there"]}"#)
        #expect(message == RenderedNotification(title: "Ann", body: "hi there", text: "Ann: hi there"))
        let chat = try rendered(#"{"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["Ann","Club","hi"]}"#)
        // In a group, the body names the author under the group's title.
        #expect(chat == RenderedNotification(title: "Club", body: "Ann: hi", text: "Ann @ Club: hi"))
    }

    @Test func nothingForAnUnknownKeyOrAServiceNotification() throws {
        #expect(try rendered(#"{"loc_key":"NOT_A_KEY_YET","loc_args":["x"]}"#) == nil)
        #expect(try rendered(#"{"loc_key":"MESSAGE_DELETED","custom":{"channel_id":"1","messages":"2"}}"#) == nil)
    }

    @Test(arguments: TelegramLocKey.allCases)
    func everyFormAgreesWithItsOneByOneProperties(_ key: TelegramLocKey) throws {
        for form in key.descriptor.forms {
            let arguments = form.arguments.enumerated().map { index, argument in
                argument.type == .text ? "Arg \(index + 1) \"é\"" : String(index + 2)
            }
            let notification = try TelegramNotification(key: key, locArgs: arguments)
            let rendered = try #require(notification.rendered)
            #expect(rendered.title == notification.title)
            #expect(rendered.body == notification.body)
            #expect(rendered.text == notification.text)
        }
    }
}
