import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// Telegram pushes in the shapes the clients read, where they go beyond the doc (seed 000).
/// Sources, cited per test:
/// - Telegram-Android: DrKLO/Telegram `TMessagesProj/src/main/java/org/telegram/messenger/PushListenerController.java`
///   and `res/values/strings.xml`, 12.1.1 (commit 9cbf03332a5a68fce3e616852d7dc929022c8441);
/// - TDLib: tdlib/td `td/telegram/NotificationManager.cpp` (commit 022d60202e446ad1287b9fb68e687c8a0760788b);
/// - the doc's older revision (seed 001) and TDLib's Notification API (seed 002).
@Suite struct TelegramClientShapesTests {
    func telegram(_ json: String) throws -> TelegramPush {
        guard case let .telegram(push) = try PushDecoder().decode(Array(json.utf8)) else {
            throw PushError.notAnObject
        }
        return push
    }

    // MARK: 5 and 6. Pins as the clients read them

    /// Android formats a group pin with content as (args[0], args[1], args[2]) into "%1$s pinned
    /// \"%2$s\" in the group %3$s" (PINNED_TEXT), or (args[0], args[2], args[1]) into strings whose
    /// %2$s is the group (CONTACT, POLL, QUIZ, STICKER): either way the group is sent last; TDLib
    /// takes the chat title from the last argument. The doc's sentence, bound so.
    @Test func groupPinsTakeTheGroupLast() throws {
        let member = #""custom":{"channel_id":"55","chat_from_id":"7","msg_id":"3"}"#
        let text = try telegram(#"{"loc_key":"PINNED_TEXT","loc_args":["Carol","Chapter 4","Book club"],\#(member)}"#)
        #expect(text.notification == .pinnedTextGroup(author: "Carol", body: "Chapter 4", chat: "Book club"))
        #expect(text.text == "Carol pinned \"Chapter 4\" in the group Book club")
        #expect(text.title == "Book club")
        let poll = try telegram(#"{"loc_key":"PINNED_POLL","loc_args":["Ann","Next title?","Book club"],\#(member)}"#)
        #expect(poll.text == "Ann pinned a poll Next title? in the group Book club")
        let sticker = try telegram(#"{"loc_key":"PINNED_STICKER","loc_args":["Ann","🐱","Book club"],\#(member)}"#)
        #expect(sticker.text == "Ann pinned a 🐱 sticker in the group Book club")
    }

    /// Android picks a pin's form by its chat: `from_id` alone is private, and it reads args[1]
    /// there even for PINNED_PHOTO ("%1$s pinned a photo" with args[0], args[1]); a group or
    /// channel with chat_from_id / chat_from_group_id is a group; any other is a channel post.
    @Test func aPinsFormIsItsChats() throws {
        let privatePhoto = try telegram(#"{"loc_key":"PINNED_PHOTO","loc_args":["Ann","Ann"],"custom":{"from_id":"5"}}"#)
        #expect(privatePhoto.notification == .pinnedPhotoPrivate(author: "Ann"))
        #expect(privatePhoto.text == "Ann pinned a photo")
        let groupPhoto = try telegram(#"{"loc_key":"PINNED_PHOTO","loc_args":["Ann","Team"],"custom":{"chat_id":"5"}}"#)
        #expect(groupPhoto.notification == .pinnedPhotoGroup(author: "Ann", chat: "Team"))
        let channelPhoto = try telegram(#"{"loc_key":"PINNED_PHOTO","loc_args":["Daily News"],"custom":{"channel_id":"5"}}"#)
        #expect(channelPhoto.notification == .pinnedPhotoChannel(channel: "Daily News"))
        #expect(channelPhoto.title == "Daily News")
        // Sent as the channel into a group (chat_from_broadcast_id) is not a member: a channel post.
        let asChannel = try telegram(
            #"{"loc_key":"PINNED_TEXT","loc_args":["News","hi"],"custom":{"channel_id":"5","chat_from_broadcast_id":"8"}}"#)
        #expect(asChannel.notification == .pinnedTextChannel(channel: "News", body: "hi"))
        // No chat named: the argument count decides, as before.
        let noChat = try telegram(#"{"loc_key":"PINNED_PHOTO","loc_args":["Ann","Team"]}"#)
        #expect(noChat.notification == .pinnedPhotoGroup(author: "Ann", chat: "Team"))
        // The view picks the same form, and renders it.
        var texts = NotificationTextBuffer()
        let view = try PushDecoder().telegramView(
            of: Array(#"{"loc_key":"PINNED_PHOTO","loc_args":["Ann","Ann"],"custom":{"from_id":"5"}}"#.utf8))
        #expect(try view.render(into: &texts))
        #expect(texts.text == "Ann pinned a photo")
    }

    // MARK: 7. ENCRYPTED_MESSAGE's optional argument

    /// TDLib: with an encryption_id, "Expected chat name as the next argument"; Android reads none.
    @Test func anEncryptedMessageMayNameItsChat() throws {
        let named = try telegram(#"{"loc_key":"ENCRYPTED_MESSAGE","loc_args":["Bob"],"custom":{"encryption_id":"9"}}"#)
        #expect(named.notification == .encryptedMessageInChat(chat: "Bob"))
        #expect(named.title == "Bob")
        let bare = try telegram(#"{"loc_key":"ENCRYPTED_MESSAGE","custom":{"encryption_id":"9"}}"#)
        #expect(bare.notification == .encryptedMessage)
        #expect(bare.text == "You have a new message")
    }

    /// The doc gives CHAT_MESSAGE_STORY one argument; both clients read two, [sender, group]
    /// (Android: the CHAT_ prefix takes args[1] as the group; TDLib rejects one argument).
    @Test func aStorySharedToAGroupNamesItsSender() throws {
        let push = try telegram(#"{"loc_key":"CHAT_MESSAGE_STORY","loc_args":["Ann","Team"],"custom":{"chat_id":"5"}}"#)
        #expect(push.notification == .chatMessageStoryWithAuthor(author: "Ann", chat: "Team"))
        #expect(push.title == "Team")
        #expect(push.text == "Ann shared a story to the group Team")
        let documented = try telegram(#"{"loc_key":"CHAT_MESSAGE_STORY","loc_args":["Team"],"custom":{"chat_id":"5"}}"#)
        #expect(documented.notification == .chatMessageStory(chat: "Team"))
    }

    // MARK: 11. Keys the doc does not list

    /// A few of the keys the clients handle, read as they read loc_args (Android: MESSAGE_STARGIFT
    /// [sender, stars], CHAT_MESSAGE_TODO [sender, group, title], CONF_CALL_MISSED [caller,
    /// others]; TDLib: OAUTH_REQUEST [domain, location] with custom.data_url).
    @Test func keysTheClientsHandleDecode() throws {
        let gift = try telegram(#"{"loc_key":"MESSAGE_STARGIFT","loc_args":["Ann","50"],"custom":{"from_id":"5","msg_id":"3"}}"#)
        #expect(gift.notification == .messageStargift(author: "Ann", stars: 50))
        let todo = try telegram(#"{"loc_key":"CHAT_MESSAGE_TODO","loc_args":["Ann","Team","Groceries"],"custom":{"chat_id":"5"}}"#)
        #expect(todo.notification == .chatMessageTodo(author: "Ann", chat: "Team", title: "Groceries"))
        #expect(todo.title == "Team")
        let missed = try telegram(#"{"loc_key":"CONF_CALL_MISSED","loc_args":["Ann","2"],"custom":{"from_id":"5"}}"#)
        #expect(missed.notification == .confCallMissed(author: "Ann", others: 2))
        let oauth = try telegram(
            #"{"loc_key":"OAUTH_REQUEST","loc_args":["example.com","Berlin, Germany"],"custom":{"data_url":"https://t.me/x"}}"#)
        #expect(oauth.notification == .oauthRequest(domain: "example.com", location: "Berlin, Germany"))
        #expect(oauth.fields.dataURL == "https://t.me/x")
        #expect(TelegramLocKey.oauthRequest.descriptor.source?.contains("TDLib") == true)
    }

    // MARK: 8. MESSAGE_ANNOUNCEMENT as the clients read it

    /// TDLib and Android read the text from `data.message`, TDLib the id from
    /// `custom.announcement`; it is shown as a message from Telegram (id 777000).
    @Test func anAnnouncementInTheClientsFormIsShown() throws {
        let push = try telegram(
            #"{"data":{"loc_key":"MESSAGE_ANNOUNCEMENT","message":"Telegram will be down at 02:00","custom":{"announcement":"42"}}}"#)
        #expect(push.service == .messageAnnouncement(message: "Telegram will be down at 02:00", announcement: nil, announcementID: 42))
        #expect(push.title == "Telegram")
        #expect(push.body == "Telegram will be down at 02:00")
        #expect(push.fields.announcementID == 42)
        #expect(push.actions.isEmpty)
    }

    // MARK: 9. Services the clients handle

    /// Android: READ_STORIES reads `custom.max_id`, STORY_DELETED `custom.story_id`, READ_REACTION
    /// `custom.messages` (and `topic_id`); TDLib reads STORY_DELETED's story_id as a list.
    @Test func storyAndReactionServicesAreTypedWithTheirActions() throws {
        let read = try telegram(#"{"loc_key":"READ_STORIES","custom":{"from_id":"5","max_id":"31"}}"#)
        #expect(read.service == .readStories(peer: .user(5), maxID: 31))
        #expect(read.actions == [.dismissStoriesUpTo(peer: .user(5), maxID: 31)])
        let deleted = try telegram(#"{"loc_key":"STORY_DELETED","custom":{"channel_id":"77","story_id":"4,5"}}"#)
        #expect(deleted.service == .storyDeleted(peer: .channel(77), storyIDs: [4, 5]))
        let one = try telegram(#"{"loc_key":"STORY_DELETED","custom":{"from_id":5,"story_id":9}}"#)
        #expect(one.actions == [.dismissStories(peer: .user(5), storyIDs: [9])])
        let reaction = try telegram(#"{"loc_key":"READ_REACTION","custom":{"channel_id":"77","messages":"10,11","topic_id":"3"}}"#)
        #expect(reaction.actions == [.dismissReactions(peer: .channel(77), messageIDs: [10, 11], topicID: 3)])
        #expect(reaction.fetch == .notRequired)
        #expect(
            try telegram(#"{"loc_key":"READ_STORIES","custom":{"from_id":"5"}}"#).content
                == .invalidService(ServiceDecodingError(locKey: "READ_STORIES", missingField: "max_id")))
    }

    // MARK: 10. Fields the clients read

    @Test func fieldsTheClientsReadAreTyped() throws {
        let push = try telegram(
            #"{"data":{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","hi"],"message":"x","custom":{"msg_id":"5","from_id":"7","#
                + #""topic_id":"12","ringtone":"-1","report_delivery_until_date":"1700000100","data_url":"https://t.me/x"}},"#
                + #""google.sent_time":1700000000123}"#)
        #expect(push.fields.topicID == 12)  // Android: the forum topic
        #expect(push.fields.ringtone == -1)  // TDLib: the notification sound
        #expect(push.fields.reportDeliveryUntilDate == 1_700_000_100)  // TDLib: report delivery until then
        #expect(push.fields.dataURL == "https://t.me/x")
        #expect(push.fields.message == "x")
        #expect(push.date == 1_700_000_000)  // google.sent_time is in milliseconds
    }

    // MARK: 12. The older revision's and TDLib's examples

    /// Seed 001's GCM example (collapse_key in the envelope, `text`, `mute`) and seed 002's first
    /// example (`line1`, `line2`, `random_id`, `system`, `text`): every field typed.
    @Test func theSeedsReadyMadeFieldsAreTyped() throws {
        let gcm = try telegram(
            #"{"collapse_key":"CHAT_MESSAGE_CONTACT","data":{"loc_key":"CHAT_MESSAGE_CONTACT","#
                + #""loc_args":["John Doe","Contact Exchange"],"text":"John Doe shared a contact in the group Contact Exchange","#
                + #""custom":{"chat_id":241233,"msg_id":123},"badge":1,"sound":"sound1.mp3","mute":true}}"#)
        #expect(gcm.collapseKey == "CHAT_MESSAGE_CONTACT")
        #expect(gcm.fields.isMuted == true)
        // The envelope's collapse_key is found with its other members, as a lookup by name would:
        // the first of two, a key written with an escape, none that is not a string, and the one
        // beside loc_key first.
        let inner = #""data":{"loc_key":"MESSAGE_TEXT","loc_args":["A","hi"]}"#
        #expect(try telegram(#"{"collapse_key":"one","collapse_key":"two","# + inner + "}").collapseKey == "one")
        #expect(try telegram(#"{"collapse\u005fkey":"escaped","# + inner + "}").collapseKey == "escaped")
        #expect(try telegram(#"{"collapse_key":5,"# + inner + "}").collapseKey == nil)
        #expect(try telegram(#"{"# + inner + "}").collapseKey == nil)
        let beside = #"{"collapse_key":"outer","data":{"loc_key":"MESSAGE_TEXT","loc_args":["A","hi"],"collapse_key":"inner"}}"#
        #expect(try telegram(beside).collapseKey == "inner")
        #expect(gcm.fields.text == "John Doe shared a contact in the group Contact Exchange")
        let tdlib = try telegram(
            #"{"date":1234567890,"data":{"custom":{"msg_id":"1234567","from_id":"12345678"},"badge":"239","#
                + #""loc_key":"MESSAGE_TEXT","loc_args":["First name Last name","qwerty"],"line1":"First name Last name","#
                + #""line2":"qwerty","random_id":728931540,"text":"First name Last name: qwerty","system":"Windows 10.0.20573.1"}}"#)
        #expect(tdlib.fields.line1 == "First name Last name")
        #expect(tdlib.fields.line2 == "qwerty")
        #expect(tdlib.fields.system == "Windows 10.0.20573.1")
        #expect(tdlib.fields.text == "First name Last name: qwerty")
        #expect(tdlib.fields.problems.isEmpty)
    }

    /// The ready-made `text` is the body when the loc_key is unknown or its arguments do not fit.
    @Test func theReadyMadeTextIsTheBodyWhenNothingElseIs() throws {
        let unknown = try telegram(#"{"loc_key":"MESSAGE_HOLOGRAM","loc_args":["Ann"],"text":"Ann sent you a hologram"}"#)
        #expect(unknown.body == "Ann sent you a hologram")
        #expect(unknown.fetch == .required(.unknownType))
        let misfit = try telegram(#"{"loc_key":"MESSAGE_PHOTOS","loc_args":["Ann","many"],"text":"Ann sent you photos"}"#)
        #expect(misfit.body == "Ann sent you photos")
        #expect(misfit.fetch == .required(.invalidContent))
        let known = try telegram(#"{"loc_key":"MESSAGE_PHOTO","loc_args":["Ann"],"text":"ignored"}"#)
        #expect(known.body == "Ann sent you a photo")
    }

    // MARK: 13. When the app must connect

    /// Seed 002: pushes sent without content always need a fetch; TDLib answers 406 for the
    /// types it cannot show (the spec's `fetch: true`) and for MESSAGE_MUTED.
    @Test func whatNeedsTheServerIsSaid() throws {
        #expect(try telegram(#"{"data":{}}"#).fetch == .required(.noContent))
        #expect(try telegram(#"{"data":{"custom":{"from_id":"5"}}}"#).fetch == .required(.noContent))
        #expect(try telegram(#"{"loc_key":"MESSAGE_MUTED","custom":{"chat_id":"5"}}"#).fetch == .required(.needsServer))
        #expect(try telegram(#"{"loc_key":"ENCRYPTED_MESSAGE","custom":{"encryption_id":"9"}}"#).fetch == .required(.needsServer))
        #expect(try telegram(#"{"loc_key":"MESSAGE_PHOTO","loc_args":["Ann"]}"#).fetch == .notRequired)
        #expect(try telegram(#"{"loc_key":"GEO_LIVE_PENDING"}"#).fetch == .notRequired)
    }

    // MARK: 14. Service actions as the doc words them

    /// DC_UPDATE for data center 1: "it is recommended to call it immediately using
    /// help.getConfig" (seed 000); GEO_LIVE_PENDING and MESSAGE_MUTED as the doc's table says.
    @Test func serviceActionsAsTheDocWordsThem() throws {
        let dc1 = try telegram(#"{"loc_key":"DC_UPDATE","custom":{"dc":"1","addr":"149.154.175.50:443"}}"#)
        let address = PushAddress(host: "149.154.175.50", port: 443)
        #expect(dc1.actions == [.addDataCenterAddress(dc: 1, address: address), .refreshConfiguration])
        let dc2 = try telegram(#"{"loc_key":"DC_UPDATE","custom":{"dc":"2","addr":"149.154.175.50:443"}}"#)
        #expect(dc2.actions == [.addDataCenterAddress(dc: 2, address: address)])
        #expect(try telegram(#"{"loc_key":"GEO_LIVE_PENDING"}"#).actions == [.updateLiveLocations])
        #expect(try telegram(#"{"loc_key":"MESSAGE_MUTED"}"#).actions == [.syncMessages])
        #expect(try telegram(#"{"loc_key":"SESSION_REVOKE"}"#).actions == [.logOut(honoured: false)])
    }

    // MARK: 15. One sender

    /// The doc: "ignore [chat_from_id] if any of chat_from_broadcast_id / chat_from_group_id was
    /// present"; TDLib's and Android's order, from_id last (a private chat).
    @Test func theSenderIsResolvedByTheDocsRule() throws {
        func sender(_ custom: String) throws -> Peer? {
            try telegram(#"{"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["A","G","hi"],"custom":\#(custom)}"#).sender
        }
        #expect(try sender(#"{"channel_id":"1","chat_from_id":"5","chat_from_broadcast_id":"8"}"#) == .channel(8))
        #expect(try sender(#"{"channel_id":"1","chat_from_id":"5","chat_from_group_id":"9"}"#) == .channel(9))
        #expect(try sender(#"{"channel_id":"1","chat_from_id":"5"}"#) == .user(5))
        #expect(try sender(#"{"from_id":"6"}"#) == .user(6))
        #expect(try sender(#"{"channel_id":"1"}"#) == nil)
    }
}
