import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// Every envelope form, the payload examples of the seed documents, service semantics, and bad input.
@Suite struct EnvelopeTests {
    let decoder = PushDecoder()

    func telegram(_ json: String) throws -> TelegramPush {
        guard case let .telegram(push) = try decoder.decode(Array(json.utf8)) else { throw PushError.notAnObject }
        return push
    }

    @Test func fieldsAtTheTopLevel() throws {
        let push = try telegram(
            #"{"loc_key":"MESSAGE_PHOTO","loc_args":["Ann"],"custom":{"from_id":"7","msg_id":3},"user_id":12,"badge":2}"#)
        #expect(push.envelope == .flat)
        #expect(push.notification == .messagePhoto(author: "Ann"))
        #expect(push.receiverID == 12)
        #expect(push.fields.badge == 2)
        #expect(push.title == "Ann")
        #expect(push.text == "Ann sent you a photo")
        #expect(!push.isEncrypted)
    }

    @Test func fieldsInsideDataWithTheOuterDate() throws {
        let push = try telegram(
            #"{"google.sent_time":1700000000123,"data":{"loc_key":"CHAT_LEFT","loc_args":["Bo","Team"],"custom":{"chat_id":"9"}}}"#)
        #expect(push.envelope == .data)
        #expect(push.date == 1_700_000_000)
        #expect(push.notification == .chatLeft(author: "Bo", chat: "Team"))
        #expect(push.fields.peer == .chat(9))
        let dated = try telegram(#"{"date":1234567890,"data":{"loc_key":"CHAT_LEFT","loc_args":["Bo","Team"]}}"#)
        #expect(dated.date == 1_234_567_890)
    }

    @Test func dataAsAJSONStringAsHuaweiSendsIt() throws {
        let push = try telegram(#"{"data":"{\"loc_key\":\"MESSAGE_GIF\",\"loc_args\":[\"Cy\"],\"user_id\":\"5\"}"}"#)
        #expect(push.envelope == .dataString)
        #expect(push.notification == .messageGif(author: "Cy"))
        #expect(push.receiverID == 5)
    }

    @Test func apnsAlertWithHyphenatedKeysAndTopLevelCustomFields() throws {
        let push = try telegram(
            #"{"aps":{"alert":{"loc-key":"CHAT_MESSAGE_TEXT","loc-args":["Dee","Crew","hi"]},"badge":4,"sound":"default"},"chat_id":"77","msg_id":"5","mention":1}"#
        )
        #expect(push.envelope == .apns)
        #expect(push.notification == .chatMessageText(author: "Dee", chat: "Crew", body: "hi"))
        #expect(push.fields.chatID == 77)
        #expect(push.fields.isMention == true)
        #expect(push.title == "Crew")
        #expect(push.body == "Dee: hi")
        #expect(push.fields.badge == 4)  // from `aps`
        let stringBadge = try telegram(
            #"{"aps":{"alert":{"loc-key":"MESSAGE_TEXT","loc-args":["Dee","hi"]},"badge":"7"}}"#)
        #expect(stringBadge.fields.badge == 7)
    }

    @Test func idsAndFlagsInEveryWireForm() throws {
        let strings = try telegram(
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"],"custom":{"from_id":"1","silent":"1"},"badge":"3"}"#)
        let numbers = try telegram(
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"],"custom":{"from_id":1,"silent":true},"badge":3}"#)
        #expect(strings.fields == numbers.fields)
        #expect(strings.fields.badge == 3)
        #expect(strings.fields.isSilent == true)
    }

    // MARK: The seed documents' examples

    @Test func theCurrentDocsExampleHasATrailingCommaAndIsRejectedWithItsPosition() throws {
        // shared/seeds/000: the structure example, as printed (note the comma after "sound1.mp3").
        let printed = """
            {
              "data": {
                "loc_key": "CHAT_MESSAGE_CONTACT",
                "loc_args": ["John Doe", "My magical group", "Contact Exchange"],
                "user_id": 14124122,
                "custom": {
                  "chat_id": 241233,
                  "msg_id": 123
                },
                "sound": "sound1.mp3",
              }
            }
            """
        #expect(throws: PushError.self) { try decoder.decode(Array(printed.utf8)) }
        do {
            _ = try decoder.decode(Array(printed.utf8))
        } catch {
            #expect(error.code == "invalid_json")
        }
        let fixed = try telegram(printed.replacingOccurrences(of: "\"sound1.mp3\",", with: "\"sound1.mp3\""))
        #expect(
            fixed.notification
                == .chatMessageContact(author: "John Doe", chat: "My magical group", contact: "Contact Exchange"))
        #expect(fixed.receiverID == 14_124_122)
        #expect(fixed.fields.sound == "sound1.mp3")
        #expect(fixed.text == "John Doe shared a contact Contact Exchange in the group My magical group")
    }

    @Test func theOlderDocsGCMExampleDecodesAsTheOlderForm() throws {
        // shared/seeds/001: two arguments, where the current CHAT_MESSAGE_CONTACT takes three; the
        // older revision's template for them is "{1} shared a contact in the group {2}".
        let push = try telegram(
            """
            {"collapse_key": "CHAT_MESSAGE_CONTACT", "data": {"loc_key": "CHAT_MESSAGE_CONTACT",
             "loc_args": ["John Doe", "Contact Exchange"], "text": "John Doe shared a contact in the group Contact Exchange",
             "custom": {"chat_id": 241233, "msg_id": 123}, "badge": 1, "sound": "sound1.mp3", "mute": true}}
            """)
        #expect(push.notification == .chatMessageContactOlder(author: "John Doe", chat: "Contact Exchange"))
        #expect(push.text == "John Doe shared a contact in the group Contact Exchange")
        #expect(push.text == push.fields.text)  // the server's own rendering, in the payload
        #expect(push.locArgs == ["John Doe", "Contact Exchange"])
        let older = try telegram(#"{"loc_key":"MESSAGE_CONTACT","loc_args":["Jane"],"custom":{"from_id":5}}"#)
        #expect(older.text == "Jane shared a contact with you")  // seed 001's MESSAGE_CONTACT
        #expect(push.fields.chatID == 241_233)
    }

    @Test func tdlibsExamples() throws {
        // shared/seeds/002: the three payloads TDLib accepts.
        let first = try telegram(
            """
            {"date": 1234567890, "data": {"custom": {"msg_id": "1234567", "from_id": "12345678",
              "mtpeer": {"ah": "-1234567", "ph": {"volume_id": "987654321", "local_id": "98765", "secret": "998877665544332211",
              "file_reference": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "dc_id": 6, "_": "fileLocation"}}},
             "badge": "239", "loc_key": "MESSAGE_TEXT", "loc_args": ["First name Last name", "qwerty"],
             "line1": "First name Last name", "line2": "qwerty", "random_id": 728931540,
             "text": "First name Last name: qwerty", "system": "Windows 10.0.20573.1"}}
            """)
        #expect(first.notification == .messageText(author: "First name Last name", body: "qwerty"))
        #expect(first.text == "First name Last name: qwerty")
        #expect(first.fields.badge == 239)
        #expect(first.fields.fromID == 12_345_678)
        #expect(first.fields.mtPeer.map { try? $0.parsed()["ph"]?["dc_id"]?.int64Value } == 6)
        #expect(first.date == 1_234_567_890)

        let encrypted = #"{"google.sent_time": 1234567890123, "p": "jdTXkJnEMUTK6R82AB-55bLA3U_RB-2K-CLDz7mWp7ckjMIfnCoHEcm710SkN"}"#
        // Its `p` is a placeholder: routable (its first 12 characters are base64url), but as a whole
        // not canonical base64url (the last character carries stray bits), so it cannot be decrypted.
        #expect(try PushDecoder.receiverID(of: Array(encrypted.utf8)) == 4_913_924_832_277_025_933)
        #expect(throws: PushError.badBase64) { try decoder.decode(Array(encrypted.utf8)) }

        let third = try telegram(
            """
            {"date": 1234567890, "loc_key": "CHAT_MESSAGE_TEXT", "loc_args": ["First name Last name", "Chat title", "qwerty"],
             "custom": {"msg_id": "1234567", "channel_id": "56781234", "chat_from_id": "12345678", "mention": "1"}, "badge": "239"}
            """)
        #expect(third.notification == .chatMessageText(author: "First name Last name", chat: "Chat title", body: "qwerty"))
        #expect(third.fields.peer == .channel(56_781_234))
        #expect(third.fields.chatFromID == 12_345_678)
        #expect(third.fields.isMention == true)
    }

    // MARK: Services

    @Test func sessionRevokeInPlainTextIsRefused() throws {
        let push = try telegram(#"{"loc_key":"SESSION_REVOKE","loc_args":[],"user_id":"99001"}"#)
        guard case let .refused(service, reason) = push.content else {
            Issue.record("not refused: \(push.content)")
            return
        }
        #expect(service == .sessionRevoke)
        #expect(reason.contains("encrypted"))
        #expect(push.service == nil)
    }

    @Test func announcementsAndMissingFields() throws {
        let announcement = try telegram(#"{"loc_key":"MESSAGE_ANNOUNCEMENT","announcement":"New features!"}"#)
        #expect(announcement.service == .messageAnnouncement(message: nil, announcement: "New features!", announcementID: nil))
        // Shown as a notification from Telegram's service notifications account.
        #expect(announcement.rendered == RenderedNotification(title: "Telegram", body: "New features!", text: "New features!"))
        #expect(announcement.fetch == .notRequired)
        let neither = try telegram(#"{"loc_key":"MESSAGE_ANNOUNCEMENT","custom":{"announcement":3}}"#)
        #expect(neither.content == .invalidService(ServiceDecodingError(locKey: "MESSAGE_ANNOUNCEMENT", missingField: "message")))
        let broken = try telegram(#"{"loc_key":"READ_HISTORY","custom":{"max_id":"5"}}"#)
        #expect(
            broken.content
                == .invalidService(ServiceDecodingError(locKey: "READ_HISTORY", missingField: "channel_id, chat_id, from_id")))
        let ipv6 = try telegram(#"{"loc_key":"DC_UPDATE","custom":{"dc":5,"addr":"[2001:b28:f23f:f005::a]:80"}}"#)
        #expect(ipv6.service == .dcUpdate(dc: 5, address: PushAddress(host: "2001:b28:f23f:f005::a", port: 80)))
    }

    // MARK: Nothing lost, bad input refused clearly

    @Test func anUnknownLocKeyIsANotificationWithItsRawData() throws {
        let push = try telegram(#"{"loc_key":"MESSAGE_BRAND_NEW","loc_args":["x\u00e9\"",7,-1.5e3,""],"custom":{"msg_id":"1"}}"#)
        // Strings decoded, numbers as written.
        #expect(push.notification == .unknown(locKey: "MESSAGE_BRAND_NEW", locArgs: ["xé\"", "7", "-1.5e3", ""]))
        #expect(push.fields.messageID == 1)
    }

    @Test func aLocKeyWrittenWithEscapesIsTheSameKnownKey() throws {
        let push = try telegram(#"{"loc_key":"MESSAGE\u005fPHOTO","loc_args":["Ann"]}"#)
        #expect(push.locKey == "MESSAGE_PHOTO")
        #expect(push.notification == .messagePhoto(author: "Ann"))
    }

    @Test func aLocKeyOneByteFromAKnownOneIsUnknown() throws {
        // The last is canonically equivalent to MESSAGE_STICKER (U+212A KELVIN SIGN is K), and
        // String's == would say equal; a wire key matches byte for byte.
        for key in ["MESSAGE_PHOT", "MESSAGE_PHOTOX", "MESSAGE_PHOTo", "mESSAGE_PHOTO", "", "MESSAGE_STIC\u{212A}ER"] {
            let push = try telegram(#"{"loc_key":"\#(key)","loc_args":["Ann"]}"#)
            #expect(push.notification == .unknown(locKey: key, locArgs: ["Ann"]), "\(key)")
        }
        #expect(TelegramLocKey(rawValue: "MESSAGE_STIC\u{212A}ER") == nil)
        #expect(TelegramLocKey(rawValue: "MESSAGE_STICKER") == .messageSticker)
    }

    @Test func aPushWithoutLocKeyIsEmpty() throws {
        #expect(try telegram(#"{"user_id":"5"}"#).content == .empty)
    }

    @Test(arguments: [
        (#"{"data":5}"#, "invalid_envelope"),
        (#"{"p":5}"#, "invalid_envelope"),
        (#"{"loc_key":5}"#, "invalid_envelope"),
        (#"{"loc_key":"MESSAGE_TEXT","loc_args":"a,b"}"#, "invalid_envelope"),
        (#"{"loc_key":"MESSAGE_TEXT","loc_args":["a",{"b":1}]}"#, "invalid_envelope"),
        (#"[1,2]"#, "not_an_object"),
        (#"{"loc_key":"MESSAGE_TEXT""#, "invalid_json"),
        (#"{"data":"not json"}"#, "invalid_envelope"),
        (#"{"p":"!!!!"}"#, "bad_base64"),
        (#"{"p":"AAAA"}"#, "too_short"),
    ])
    func badInputIsATypedError(_ json: String, _ code: String) {
        do {
            _ = try decoder.decode(Array(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.code == code)
        }
    }

    @Test func inputsOver64KiBAreRefusedBeforeParsing() {
        let big = Array(repeating: UInt8(ascii: " "), count: 65_537)
        #expect(throws: PushError.tooLarge(65_537)) { try decoder.decode(big) }
    }

    @Test func anAPNsUserInfoDictionary() throws {
        let userInfo: [AnyHashable: Any] = [
            "aps": ["alert": ["loc-key": "MESSAGE_STICKER", "loc-args": ["Fay", "🐱"]]],
            "from_id": 8,
        ]
        let decoded = try decoder.decode(userInfo: userInfo)
        guard case let .telegram(push) = decoded else {
            Issue.record("not a Telegram push: \(decoded)")
            return
        }
        #expect(push.notification == .messageSticker(author: "Fay", emoji: "🐱"))
        #expect(push.fields.peer == .user(8))
    }

    /// `userInfo` decoded, after checking that its notification and fields are those of `json`,
    /// the same payload as text.
    func decodedAsItsText(userInfo: [AnyHashable: Any], json: String) throws -> TelegramPush {
        guard case let .telegram(push) = try decoder.decode(userInfo: userInfo) else { throw PushError.notTelegram }
        let fromJSON = try telegram(json)
        #expect(push.notification == fromJSON.notification)
        #expect(push.fields == fromJSON.fields)
        return push
    }

    /// A dictionary of every kind of JSON value decodes as the payload written as JSON text does
    /// (one member an object: a dictionary's order is not its text's).
    @Test func aUserInfoDictionaryDecodesAsItsJSONText() throws {
        let userInfo: [AnyHashable: Any] = [
            "loc_key": "CHAT_MESSAGE_PHOTOS",
            "loc_args": ["Ann \"A\"\n", "Team\u{2028}", "3"],
            "custom": ["chat_id": "15", "msg_id": 99, "silent": true, "mtpeer": ["ah": 1.5]],
            "badge": UInt8(2), "none": Int?.none as Any,
        ]
        let json = #"""
            {"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Ann \"A\"\n","Team\u2028","3"],
             "custom":{"chat_id":"15","msg_id":99,"silent":true,"mtpeer":{"ah":1.5}},"badge":2,"none":null}
            """#
        let push = try decodedAsItsText(userInfo: userInfo, json: json)
        #expect(push.notification == .chatMessagePhotos(author: "Ann \"A\"\n", chat: "Team\u{2028}", count: 3))
        #expect(push.fields.messageID == 99)
    }

    /// The objects Foundation's `JSONSerialization` makes of a payload (numbers, booleans and
    /// null as `NSNumber` and `NSNull` off Apple's platforms) decode as the payload's text does:
    /// a `true` stays a boolean and a `1` an integer.
    @Test func aUserInfoDictionaryFromJSONSerializationDecodesAsItsJSONText() throws {
        let json = #"""
            {"loc_key":"MESSAGE_TEXT","loc_args":["Ann","hi"],"badge":1,"nothing":null,
             "custom":{"from_id":"8","msg_id":12,"silent":1,"mention":true,"edit_date":0,"ratio":2.5}}
            """#
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let push = try decodedAsItsText(userInfo: #require(object as? [String: Any]), json: json)
        #expect(push.fields.isMention == true && push.fields.isSilent == true && push.fields.badge == 1)
        #expect(push.payload["custom"]?["mention"]?.kind == .bool)
        #expect(push.payload["custom"]?["silent"]?.kind == .number)
        #expect(push.payload["nothing"]?.kind == .null)
    }

    /// What JSON cannot hold is refused with one error: a key that is not a string, a date, an
    /// infinite number, nesting deeper than the parser's limit.
    @Test func aUserInfoDictionaryJSONCannotHoldIsRefused() {
        var deep: Any = "leaf"
        for _ in 0..<70 { deep = ["a": deep] }
        let refused: [[AnyHashable: Any]] = [
            [1: "one"], ["custom": [2: "two"] as [AnyHashable: Any]], ["date": Duration.seconds(1)],
            ["n": Double.infinity], ["deep": deep],
        ]
        for userInfo in refused {
            #expect(throws: PushError.notJSONSerializable) { try decoder.decode(userInfo: userInfo) }
        }
    }
}
