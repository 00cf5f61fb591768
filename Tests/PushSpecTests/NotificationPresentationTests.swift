import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Presentations made from one decoded push (issue 35), against expectations written from the
/// seeds: TDLib's example payload (seed 002), the Telegram doc's service notifications (seed 000),
/// Zulip's payload examples (seed 004).
@Suite struct NotificationPresentationTests {
    static func telegram(_ json: String) throws -> TelegramPush {
        guard case let .telegram(push) = try PushDecoder().decode(Array(json.utf8)) else { throw PushError.notAnObject }
        return push
    }

    /// Seed 002's CHAT_MESSAGE_TEXT (a supergroup, `channel_id` 56781234, a mention), for the
    /// account `user_id`, with `custom` members added.
    static func seedGroupText(userID: Int64 = 10, mention: Bool = true, extra: String = "") throws -> TelegramPush {
        try telegram("""
            {"date":1234567890,"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["First name Last name","Chat title","qwerty"],
             "custom":{"msg_id":"1234567","channel_id":"56781234","chat_from_id":"12345678"\(mention ? #","mention":"1""# : "")\(extra)},
             "badge":"239","user_id":\(userID)}
            """)
    }

    /// The supergroup's TDLib chat id: −10¹² − 56781234.
    static let seedChat = "-1000056781234"

    @Test func theSameMessageTwiceHasOneIdentifier() throws {
        let first = try #require(try Self.seedGroupText().presentation())
        let again = try #require(try Self.seedGroupText(extra: #","edit_date":"1234567999""#).presentation())
        #expect(first.identifier == "telegram/10/\(Self.seedChat)/1234567")
        #expect(again.identifier == first.identifier)
    }

    @Test func twoAccountsHaveDifferentIdentifiersForOneMessage() throws {
        let one = try #require(try Self.seedGroupText(userID: 10).presentation())
        let other = try #require(try Self.seedGroupText(userID: 11).presentation())
        #expect(one.identifier == "telegram/10/\(Self.seedChat)/1234567")
        #expect(other.identifier == "telegram/11/\(Self.seedChat)/1234567")
        #expect(one.thread != other.thread)
    }

    @Test func aGroupMessageHasTheChatAsSubtitle() throws {
        let presentation = try #require(try Self.seedGroupText(mention: false).presentation())
        #expect(presentation.title == "First name Last name")
        #expect(presentation.subtitle == "Chat title")
        // The spec's body of CHAT_MESSAGE_TEXT: "{1}: {3}".
        #expect(presentation.body == "First name Last name: qwerty")
        #expect(presentation.sender == NotificationPresentation.Sender(name: "First name Last name", id: 12_345_678))
        #expect(presentation.thread == "telegram/10/\(Self.seedChat)/messages")
        #expect(presentation.userInfo == ["account": "10", "chat_id": Self.seedChat, "message_id": "1234567"])
    }

    @Test func aPrivateMessageHasNoSubtitle() throws {
        let presentation = try #require(try Self.telegram(
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","hi"],"custom":{"from_id":"5","msg_id":"7"},"user_id":10}"#
        ).presentation())
        #expect(presentation.title == "Alice")
        #expect(presentation.subtitle == nil)
        #expect(presentation.body == "hi")
        #expect(presentation.thread == "telegram/10/5/messages")
    }

    @Test func aSilentPushHasNoSoundAndIsPassive() throws {
        // Seed 000: "silent - Whether the message was posted silently (no sound should be played
        // for this notification)".
        let silent = try #require(try Self.seedGroupText(mention: false, extra: #","silent":"1""#).presentation())
        #expect(silent.sound == .none)
        #expect(silent.interruption == .passive)
        let loud = try #require(try Self.seedGroupText(mention: false).presentation())
        #expect(loud.sound == .default)
        #expect(loud.interruption == .active)
    }

    @Test func aMentionIsMoreRelevantThanAPlainMessageOfTheChat() throws {
        let mention = try #require(try Self.seedGroupText(mention: true).presentation())
        let plain = try #require(try Self.seedGroupText(mention: false).presentation())
        #expect(mention.relevance > plain.relevance)
        #expect(mention.relevance == 0.8)
        #expect(plain.relevance == 0.5)
        // Seed 002: mentions are a notification group of their own, so a thread of their own.
        #expect(mention.thread == "telegram/10/\(Self.seedChat)/mentions")
        #expect(plain.thread == "telegram/10/\(Self.seedChat)/messages")
    }

    @Test func aReadHistoryWithoutTheStateIsARule() throws {
        // Seed 000: READ_HISTORY, "Message history was read, remove multiple notifications for
        // this chat", custom.channel_id and custom.max_id.
        let read = try Self.telegram(
            #"{"loc_key":"READ_HISTORY","custom":{"channel_id":"56781234","max_id":"1234567"},"user_id":10}"#)
        let changes = read.presentationChanges()
        #expect(changes.present.isEmpty)
        #expect(changes.remove.identifiers.isEmpty)
        let rule = try #require(changes.remove.rule)
        #expect(rule.threads == ["telegram/10/\(Self.seedChat)/messages", "telegram/10/\(Self.seedChat)/mentions"])
        #expect(rule.maxMessageID == 1_234_567)
        // The rule applied to what is delivered: the message itself and older ones, not newer ones
        // nor other chats'.
        let shown = try #require(try Self.seedGroupText().presentation())
        #expect(rule.matches(thread: shown.thread, userInfo: shown.userInfo))
        #expect(!rule.matches(thread: shown.thread, userInfo: ["message_id": "1234568"]))
        #expect(!rule.matches(thread: "telegram/10/5/messages", userInfo: ["message_id": "1"]))
    }

    @Test func aMessageDeletedRemovesItsMessagesByIdentifier() throws {
        // Seed 000: MESSAGE_DELETED, custom.channel_id and custom.messages (comma-separated).
        let deleted = try Self.telegram(
            #"{"loc_key":"MESSAGE_DELETED","custom":{"channel_id":"56781234","messages":"1234567,1234568"},"user_id":10}"#)
        #expect(deleted.presentationChanges().remove.identifiers == [
            "telegram/10/\(Self.seedChat)/1234567", "telegram/10/\(Self.seedChat)/1234568",
        ])
    }

    /// What the Apple adapter removes of what is delivered: a notification that keeps a listed
    /// identifier in its userInfo (an extension cannot choose its request identifier), or one the
    /// rule reads; nothing else.
    @Test func aRemovalMatchesByTheIdentifierKeptInUserInfoOrByItsRule() throws {
        let key = NotificationPresentation.identifierUserInfoKey
        let byIdentifier = NotificationRemoval(identifiers: ["telegram/10/5/7"])
        #expect(byIdentifier.matches(thread: "telegram/10/5/messages", userInfo: [key: "telegram/10/5/7"]))
        #expect(!byIdentifier.matches(thread: "telegram/10/5/messages", userInfo: [key: "telegram/10/5/8"]))
        #expect(!byIdentifier.matches(thread: "telegram/10/5/messages", userInfo: ["message_id": "7"]))
        let byRule = NotificationRemoval(rule: .init(threads: ["telegram/10/5/messages"], maxMessageID: 7))
        #expect(byRule.matches(thread: "telegram/10/5/messages", userInfo: ["message_id": "7"]))
        #expect(!byRule.matches(thread: "telegram/10/5/messages", userInfo: ["message_id": "8"]))
        #expect(!NotificationRemoval().matches(thread: "telegram/10/5/messages", userInfo: [key: "telegram/10/5/7"]))
    }

    @Test func aCallIsTimeSensitiveWithAcceptAndDecline() throws {
        let call = try #require(try Self.telegram(
            #"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["Alice"],"custom":{"from_id":"5","call_id":"99","call_ah":"1"},"user_id":10}"#
        ).presentation())
        #expect(call.interruption == .timeSensitive)
        #expect(call.category?.identifier == "telegram.call")
        #expect(call.category?.actions.map(\.identifier) == ["accept", "decline"])
        #expect(call.relevance == 1)
        #expect(call.thread == "telegram/10/5/calls")
        #expect(call.identifier == "telegram/10/5/call99")
    }

    /// Spec/telegram/custom-fields.yaml: TDLib takes `encryption_id` as the notification's chat
    /// (−2·10¹² + id), also for ENCRYPTED_MESSAGE, whose group is `messages`: two secret chats'
    /// messages never replace each other.
    @Test func aSecretChatMessageIsInItsSecretChat() throws {
        let first = try #require(try Self.telegram(
            #"{"loc_key":"ENCRYPTED_MESSAGE","loc_args":["Bob"],"custom":{"encryption_id":"9"},"user_id":10}"#).presentation())
        let second = try #require(try Self.telegram(
            #"{"loc_key":"ENCRYPTED_MESSAGE","loc_args":["Bob"],"custom":{"encryption_id":"12"},"user_id":10}"#).presentation())
        #expect(first.identifier == "telegram/10/-1999999999991/ENCRYPTED_MESSAGE")
        #expect(first.thread == "telegram/10/-1999999999991/messages")
        #expect(second.identifier == "telegram/10/-1999999999988/ENCRYPTED_MESSAGE")
    }

    /// Spec/telegram/custom-fields.yaml: `text`, "the notification's text, already rendered by
    /// the server". A key the spec lacks shows it under "Telegram"; without it, nothing.
    @Test func anUnknownKeyShowsTheServersTextOrNothing() throws {
        let shown = try #require(try Self.telegram(
            #"{"loc_key":"NEW_KEY_2030","loc_args":["Alice"],"text":"Alice did something new","custom":{"from_id":"5","msg_id":"7"},"user_id":10}"#
        ).presentation())
        #expect(shown.identifier == "telegram/10/5/NEW_KEY_2030")
        #expect(shown.thread == "telegram/10/5/none")
        #expect(shown.title == "Telegram")
        #expect(shown.body == "Alice did something new")
        #expect(shown.category == nil)
        #expect(shown.relevance == 0.5)
        let bare = try Self.telegram(#"{"loc_key":"NEW_KEY_2030","loc_args":["Alice"],"custom":{"from_id":"5"},"user_id":10}"#)
        #expect(bare.presentation() == nil)
        #expect(bare.presentationChanges().isEmpty)
    }

    @Test func aMessageOffersReplyAndMarkAsRead() throws {
        let message = try #require(try Self.seedGroupText().presentation())
        #expect(message.category?.identifier == "telegram.message")
        #expect(message.category?.actions.map(\.identifier) == ["reply", "mark_read"])
        #expect(message.category?.actions.first?.acceptsText == true)
    }

    @Test func theActionsAreTitledInTheLocale() throws {
        let push = try Self.seedGroupText()
        // Spec/telegram/actions.yaml: reply is "Ответить" in ru, "Antworten" in de; English elsewhere.
        #expect(push.presentation(locale: TelegramLocale("ru"))?.category?.actions.map(\.title) == ["Ответить", "Прочитано"])
        #expect(push.presentation(locale: TelegramLocale("de-AT"))?.category?.actions.first?.title == "Antworten")
        #expect(push.presentation(locale: TelegramLocale("fr"))?.category?.actions.first?.title == "Reply")
    }

    @Test func aChannelPostCanOnlyBeMarkedRead() throws {
        let post = try #require(try Self.telegram(
            #"{"loc_key":"CHANNEL_MESSAGE_TEXT","loc_args":["News","hello"],"custom":{"channel_id":"77","msg_id":"3"},"user_id":10}"#
        ).presentation())
        #expect(post.title == "News")
        #expect(post.subtitle == nil)  // the title is the channel already
        #expect(post.body == "hello")
        #expect(post.category?.identifier == "telegram.channel_post")
        #expect(post.category?.actions.map(\.identifier) == ["mark_read"])
    }

    // MARK: Zulip

    static let zulipKey: (id: UInt32, key32: [UInt8]) = (7, Array(0..<32))

    /// An E2EE FCM push of `plaintext`, decrypted with the test key.
    static func zulip(_ plaintext: String) throws -> ZulipPush {
        let sealed = ZulipTestEncryptor.seal(plaintext: Array(plaintext.utf8), key32: zulipKey.key32, nonce: Array(repeating: 1, count: 24))
        let key = try ZulipPushKey(pushKeyBase64: Data([0x31] + zulipKey.key32).base64EncodedString())
        let decoder = PushDecoder(keyring: PushKeyring(zulip: [PushKeyring.ZulipEntry(id: zulipKey.id, key: key)]))
        let push = #"{"push_key_id":"\#(zulipKey.id)","encrypted_data":"\#(Data(sealed).base64EncodedString())"}"#
        guard case let .zulip(zulip) = try decoder.decode(Array(push.utf8)) else { throw PushError.notAnObject }
        return zulip
    }

    /// Seed 004's channel message, in `topic`.
    static func zulipChannel(topic: String, messageID: Int = 45) throws -> ZulipPush {
        try zulip("""
            {"channel_id": 10, "channel_name": "Denmark", "content": "@test_user_group", "mentioned_user_group_id": 41,
             "mentioned_user_group_name": "test_user_group", "message_id": \(messageID), "realm_name": "Zulip Dev",
             "realm_url": "http://zulip.testserver", "recipient_type": "channel",
             "sender_avatar_url": "https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",
             "sender_full_name": "aaron", "sender_id": 6, "time": 1754385395, "topic": "\(topic)", "type": "message", "user_id": 10}
            """)
    }

    @Test func zulipChannelMessagesOfTwoTopicsAreTwoThreads() throws {
        let test = try #require(try Self.zulipChannel(topic: "test").presentation())
        let lunch = try #require(try Self.zulipChannel(topic: "lunch", messageID: 46).presentation())
        #expect(test.thread == "zulip/zulip.testserver/10/channel/10/test")
        #expect(lunch.thread == "zulip/zulip.testserver/10/channel/10/lunch")
        #expect(test.identifier == "zulip/zulip.testserver/10/45")
        #expect(test.title == "#Denmark > test")
        #expect(test.sender == NotificationPresentation.Sender(name: "aaron", id: 6))
        // Zulip compares topics without case: "Test" is the thread of "test".
        #expect(try Self.zulipChannel(topic: "Test").presentation()?.thread == test.thread)
        // A group mention (mentioned_user_group_id) ranks as a mention.
        #expect(test.relevance == 0.8)
        // Spec/zulip/actions.yaml.
        #expect(test.category?.identifier == "zulip.message")
        #expect(test.category?.actions.map(\.identifier) == ["reply", "mark_read"])
    }

    @Test func zulipDirectMessagesAreTheirConversationsThread() throws {
        let direct = try #require(try Self.zulip("""
            {"content": "test content", "message_id": 46, "realm_name": "Zulip Dev", "realm_url": "http://zulip.testserver",
             "recipient_type": "direct", "recipient_user_ids": [6,10,12,15],
             "sender_avatar_url": "https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",
             "sender_full_name": "aaron", "sender_id": 6, "time": 1754385290, "type": "message", "user_id": 10}
            """).presentation())
        #expect(direct.thread == "zulip/zulip.testserver/10/dm/6,10,12,15")
        #expect(direct.relevance == 0.5)
    }

    @Test func zulipRemoveTakesAwayItsMessages() throws {
        let remove = try Self.zulip("""
            {"message_ids": [31, 32], "realm_name": "Zulip Dev", "realm_url": "http://zulip.testserver", "type": "remove", "user_id": 10}
            """)
        let changes = remove.presentationChanges()
        #expect(changes.present.isEmpty)
        #expect(changes.remove.identifiers == ["zulip/zulip.testserver/10/31", "zulip/zulip.testserver/10/32"])
    }
}
