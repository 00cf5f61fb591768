import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecTestSupport
import Testing

/// Pushes in the shapes the Zulip server sends and zulip-flutter reads, where they differ from
/// the mobile-notifications doc (seed 004). Sources, cited per test:
/// - zulip/zulip `zerver/lib/push_notifications.py` (get_base_payload, get_message_payload_apns,
///   send_apple_push_notification, send_test_push_notification_directly_to_devices) and
///   `zerver/tests/test_push_notifications.py`, `zerver/tests/test_e2ee_push_notifications.py`;
/// - zulip/zulip-flutter `lib/api/notifications.dart`, `lib/notifications/open.dart`,
///   `lib/notifications/display.dart`, `assets/l10n/app_en.arb`.
@Suite struct ZulipServerShapesTests {
    let file = ZulipVectorFile.shared

    func zulip(_ json: String, decoder: PushDecoder = PushDecoder()) throws -> ZulipPush {
        guard case let .zulip(push) = try decoder.decode(Array(json.utf8)) else {
            Issue.record("not decoded as a Zulip push: \(json)")
            throw PushError.notAnObject
        }
        return push
    }

    /// An E2EE push of `plaintext`, sealed under the vector file's first key.
    func encrypted(_ plaintext: String) throws -> ZulipPush {
        let key = try #require(file.keys.first)
        let key32 = Array(try #require(Base64.decodeStandard(key.key)).dropFirst())  // without the 0x31 version byte
        let sealed = ZulipTestEncryptor.seal(plaintext: Array(plaintext.utf8), key32: key32)
        return try zulip(
            #"{"push_key_id":"\#(key.id)","encrypted_data":"\#(Base64.encodeStandard(sealed))"}"#,
            decoder: file.decoder())
    }

    // MARK: 1. Legacy APNs: the fields under a top-level `zulip`

    /// `send_apple_push_notification` merges `custom` into the payload, so the device gets
    /// `zulip` beside `aps` (test_push_notifications.py, TestGetAPNsPayload, a personal message).
    @Test func aLegacyAPNsPushHasItsFieldsUnderATopLevelZulip() throws {
        let push = try zulip(
            #"{"aps":{"alert":{"title":"King Hamlet","subtitle":"","body":"Hi there"},"sound":"default","badge":0},"#
                + #""zulip":{"message_ids":[88],"recipient_type":"private","sender_email":"hamlet@zulip.com","#
                + #""sender_id":4,"server":"testserver","realm_id":2,"realm_name":"Zulip Dev","#
                + #""realm_uri":"http://zulip.testserver","realm_url":"http://zulip.testserver","user_id":5,"time":1700000000}}"#)
        #expect(push.envelope == .legacyAPNs)
        guard case let .apnsDirectMessage(message) = push.payload else {
            Issue.record("payload \(push.payload)")
            return
        }
        #expect(message.messageIDs == [88])
        #expect(message.realmURL == "http://zulip.testserver")
        #expect(message.realmName == "Zulip Dev")
        #expect(push.title == "King Hamlet")
        #expect(push.body == "Hi there")
        #expect(push.userID == 5)
        #expect(push.recipientUserIDs == [4, 5])  // one-to-one: the sender and the receiving user
    }

    /// The same object under `custom.zulip` (the server-side form, as a bouncer passes it on)
    /// reads the same; a `zulip` object makes a push a Zulip one even beside a `custom` of other
    /// members, which a Telegram APNs push could have.
    @Test func theZulipObjectIsReadInEitherPlace() throws {
        let fields = #"{"message_ids":[88],"recipient_type":"private","sender_id":4,"user_id":5}"#
        let nested = try zulip(#"{"aps":{"alert":{"title":"A","body":"B"}},"custom":{"zulip":\#(fields)}}"#)
        let top = try zulip(#"{"aps":{"alert":{"title":"A","body":"B"}},"zulip":\#(fields)}"#)
        #expect(nested.payload == top.payload)
        let withCustom = try zulip(#"{"aps":{"alert":{"title":"A","body":"B"}},"custom":{"x":1},"zulip":\#(fields)}"#)
        #expect(withCustom.payload == top.payload)
    }

    /// A group DM: `pm_users` is every member, sorted, comma-separated (TestGetAPNsPayload,
    /// group personal message); a removal carries only `zulip_message_ids` (get_remove_payload_apns).
    @Test func legacyAPNsGroupsAndRemovals() throws {
        let group = try zulip(
            #"{"aps":{"alert":{"title":"Cordelia, Hamlet, Othello","subtitle":"King Hamlet:","body":"Hi"}},"#
                + #""zulip":{"message_ids":[9],"recipient_type":"private","pm_users":"4,6,5","sender_id":4,"user_id":5}}"#)
        #expect(group.recipientUserIDs == [4, 5, 6])
        #expect(group.title == "Cordelia, Hamlet, Othello")  // the alert, as iOS shows it
        let removal = try zulip(
            #"{"aps":{"badge":0},"zulip":{"server":"testserver","realm_id":2,"realm_uri":"http://zulip.testserver","#
                + #""user_id":5,"event":"remove","zulip_message_ids":"31,32,33"}}"#)
        #expect(removal.messageIDsToRemove == [31, 32, 33])
        #expect(removal.title == nil)
    }

    // MARK: 2. Fields servers may leave out

    /// zulip-flutter tells a channel message by `channel_id` (NotifPayloadRecipient.fromJson)
    /// and titles one without `channel_name` "#(unknown channel) > topic" (display.dart,
    /// titleForNotifPayload; app_en.arb `unknownChannelName`).
    @Test func anE2EEChannelMessageWithoutItsNameOrRecipientType() throws {
        let push = try encrypted(
            #"{"realm_url":"https://chat.example.com","user_id":10,"sender_id":6,"type":"message","#
                + #""channel_id":5,"topic":"lunch","message_id":46,"time":1754385290,"content":"noon?","#
                + #""sender_full_name":"aaron","sender_avatar_url":"https://example.com/a.png"}"#)
        guard case let .channelMessage(message) = push.payload else {
            Issue.record("payload \(push.payload)")
            return
        }
        #expect(message.channelName == nil && message.realmName == nil)
        #expect(push.title == "#(unknown channel) > lunch")
        #expect(push.body == "noon?")
    }

    /// A legacy FCM channel message without `stream` but with `stream_id` (zulip-flutter:
    /// notifications.dart reads `stream` as optional, tells channels by `stream_id`).
    @Test func aLegacyChannelMessageWithoutItsName() throws {
        let push = try zulip(
            #"{"event":"message","server":"testserver","realm_uri":"http://zulip.testserver","user_id":"5","#
                + #""stream_id":"7","topic":"general chat","zulip_message_id":"88","content":"hi","sender_full_name":"Iago"}"#)
        guard case .legacyChannelMessage = push.payload else {
            Issue.record("payload \(push.payload)")
            return
        }
        #expect(push.title == "#(unknown channel) > general chat")
    }

    // MARK: 3. Test notifications

    /// E2EE: the plaintext is only the realm, the user and the time (api docs, FL 420); the
    /// server's wording is "Test notification" / "This is a test notification from {realm_name}
    /// ({realm_url})." (send_test_push_notification_directly_to_devices).
    @Test func anE2EETestIsMarkedAndWordedAsTheServerWordsIt() throws {
        let push = try encrypted(
            #"{"realm_name":"Zulip Dev","realm_url":"http://zulip.testserver","time":1754577820,"type":"test","user_id":10}"#)
        #expect(push.isTest)
        #expect(push.title == "Test notification")
        #expect(push.body == "This is a test notification from Zulip Dev (http://zulip.testserver).")
    }

    /// Legacy: `event: test` in FCM data with no text, and in APNs with the server's alert
    /// (test_push_notifications.py, test_send_test_push_notification_api_no_bouncer_config).
    @Test func legacyTestsInFCMAndAPNs() throws {
        let fcm = try zulip(
            #"{"server":"testserver","realm_id":"2","realm_name":"Zulip Dev","realm_uri":"http://zulip.testserver","#
                + #""user_id":"10","event":"test","time":"1754577820"}"#)
        #expect(fcm.isTest)
        #expect(fcm.envelope == .legacyFCM)
        #expect(fcm.title == "Test notification")
        #expect(fcm.body == "This is a test notification from Zulip Dev (http://zulip.testserver).")
        let apns = try zulip(
            #"{"aps":{"alert":{"title":"Test notification","body":"This is a test notification from Zulip Dev (http://zulip.testserver)."},"#
                + #""sound":"default"},"zulip":{"server":"testserver","realm_id":2,"realm_name":"Zulip Dev","#
                + #""realm_uri":"http://zulip.testserver","user_id":10,"event":"test"}}"#)
        #expect(apns.isTest)
        #expect(apns.text == "Test notification: This is a test notification from Zulip Dev (http://zulip.testserver).")
        // Servers of feature levels 217 to 233 wrote the event as `test-by-device-token`.
        let older = try zulip(
            #"{"server":"testserver","realm_uri":"http://zulip.testserver","user_id":"10","event":"test-by-device-token"}"#)
        #expect(older.isTest)
        #expect(older.body == "This is a test notification from http://zulip.testserver.")
    }

    /// A payload without text of its own shows the APNs alert beside it, its title and its body
    /// alike: here a test in the form the server encrypts, given in the clear beside an alert.
    @Test func aTestBesideAnAlertShowsTheAlertsTitleAndBody() throws {
        let push = try zulip(
            #"{"aps":{"alert":{"title":"Hello","body":"From the server"}},"realm_url":"http://zulip.testserver","#
                + #""user_id":10,"type":"test","time":1}"#)
        #expect(push.envelope == .decrypted)
        #expect(push.isTest)
        #expect(push.text == "Hello: From the server")
    }

    // MARK: 4. Direct messages from servers before Zulip 12.0

    /// Group DMs carry `pm_users`, one-to-one DMs neither list (seed 004;
    /// test_e2ee_push_notifications.py, test_payload_data_to_encrypt_direct_message); all three
    /// forms give the same recipients, the receiving user included.
    @Test func everyFormOfDirectMessageGivesTheSameRecipients() throws {
        let common =
            #""realm_url":"https://chat.example.com","realm_name":"Example","user_id":10,"sender_id":6,"type":"message","#
            + #""message_id":46,"time":1754385290,"content":"hi","sender_full_name":"aaron","sender_avatar_url":"a.png""#
        let current = try encrypted(#"{\#(common),"recipient_type":"direct","recipient_user_ids":[6,10,12,15]}"#)
        let older = try encrypted(#"{\#(common),"recipient_type":"direct","pm_users":"6,10,12,15"}"#)
        #expect(current.recipientUserIDs == [6, 10, 12, 15])
        #expect(older.recipientUserIDs == [6, 10, 12, 15])
        #expect(older.title == "aaron to you and 2 others")
        let oneToOne = try encrypted(#"{\#(common),"recipient_type":"direct"}"#)
        #expect(oneToOne.recipientUserIDs == [6, 10])
        #expect(oneToOne.title == "aaron")
        let toSelf = try encrypted(#"{\#(common.replacingOccurrences(of: #""sender_id":6"#, with: #""sender_id":10"#))}"#)
        #expect(toSelf.recipientUserIDs == [10])
        guard case .directMessage = toSelf.payload else {
            Issue.record("no recipient_type and no channel_id is a direct message: \(toSelf.payload)")
            return
        }
    }
}
