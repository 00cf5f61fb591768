import PushSpecCatalog
import PushSpecCore
import Testing

/// Typed decoding beyond the templates: custom fields in every wire form, service notifications,
/// token types, errors that keep the raw data.
@Suite struct PayloadTests {
    func json(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text)
    }

    @Test func typedCasesHaveNamedArguments() throws {
        let notification = try TelegramNotification(locKey: "CHAT_MESSAGE_PHOTOS", locArgs: ["Bob", "Weekend trip", "5"])
        #expect(notification == .chatMessagePhotos(author: "Bob", chat: "Weekend trip", count: 5))
        #expect(notification.title == "Weekend trip")
        #expect(notification.peerKind == .group)
        #expect(notification.groupKind == .messages)
        #expect(try TelegramNotification(locKey: "PINNED_AUDIO", locArgs: ["Ann"]) == .pinnedAudioPrivate(author: "Ann"))
        #expect(
            try TelegramNotification(locKey: "PINNED_AUDIO", locArgs: ["Ann", "Team"])
                == .pinnedAudioGroup(author: "Ann", chat: "Team"))
    }

    @Test func textMessagesShowTheMessageAsBody() throws {
        let direct = try TelegramNotification(locKey: "MESSAGE_TEXT", locArgs: ["Alice", "See you at 7"])
        #expect(direct.title == "Alice")
        #expect(direct.body == "See you at 7")
        let group = try TelegramNotification(locKey: "CHAT_MESSAGE_TEXT", locArgs: ["Bob", "Team", "Hi"])
        #expect(group.title == "Team")
        #expect(group.body == "Bob: Hi")
        #expect(group.text == "Bob @ Team: Hi")
    }

    @Test func anUnknownLocKeyKeepsItsRawData() throws {
        let notification = try TelegramNotification(locKey: "MESSAGE_HOLOGRAM", locArgs: ["Zed", "3"])
        #expect(notification == .unknown(locKey: "MESSAGE_HOLOGRAM", locArgs: ["Zed", "3"]))
        #expect(notification.locKey == "MESSAGE_HOLOGRAM")
        #expect(notification.locArgs == ["Zed", "3"])
        #expect(notification.text == nil)
        #expect(notification.key == nil)
    }

    @Test func aWrongArgumentCountIsATypedErrorWithTheRawData() {
        #expect(throws: LocArgsDecodingError(
            reason: .wrongArgumentCount(expected: [3], actual: 1), locKey: "CHAT_MESSAGE_PHOTOS", locArgs: ["Bob"])
        ) {
            try TelegramNotification(locKey: "CHAT_MESSAGE_PHOTOS", locArgs: ["Bob"])
        }
        #expect(throws: LocArgsDecodingError(
            reason: .wrongArgumentCount(expected: [1, 2], actual: 0), locKey: "PINNED_GIF", locArgs: [])
        ) {
            try TelegramNotification(locKey: "PINNED_GIF", locArgs: [])
        }
    }

    @Test func aCountThatIsNotANumberIsATypedError() {
        let args = ["Bob", "Weekend trip", "five"]
        #expect(throws: LocArgsDecodingError(
            reason: .notAnInteger(position: 2, argument: "count"), locKey: "CHAT_MESSAGE_PHOTOS", locArgs: args)
        ) {
            try TelegramNotification(locKey: "CHAT_MESSAGE_PHOTOS", locArgs: args)
        }
        #expect(throws: LocArgsDecodingError.self) {
            try TelegramNotification(locKey: "MESSAGE_PHOTOS", locArgs: ["Bob", "-2"])
        }
    }

    /// Only the canonical form decodes, so `locArgs` gives back exactly what arrived.
    @Test(arguments: ["05", "00", "-0", "+5", " 5", "5 ", "", "5.0", "1e3", "99999999999999999999"])
    func aCountNotWrittenCanonicallyIsATypedError(_ count: String) {
        let args = ["Bob", "Weekend trip", count]
        #expect(throws: LocArgsDecodingError(
            reason: .notAnInteger(position: 2, argument: "count"), locKey: "CHAT_MESSAGE_PHOTOS", locArgs: args)
        ) {
            try TelegramNotification(locKey: "CHAT_MESSAGE_PHOTOS", locArgs: args)
        }
    }

    @Test(arguments: ["0", "7", "10", "9223372036854775807"])
    func aCanonicalCountRoundTrips(_ count: String) throws {
        let notification = try TelegramNotification(locKey: "CHAT_MESSAGE_PHOTOS", locArgs: ["Bob", "Weekend trip", count])
        #expect(notification.locArgs == ["Bob", "Weekend trip", count])
    }

    @Test func idsArriveAsNumbersOrStrings() throws {
        let numbers = TelegramCustomFields(payload: try json(#"{"custom":{"msg_id":88,"chat_id":241233,"from_id":-5}}"#))
        let strings = TelegramCustomFields(payload: try json(#"{"custom":{"msg_id":"88","chat_id":"241233","from_id":"-5"}}"#))
        #expect(numbers.messageID == 88)
        #expect(numbers.chatID == 241_233)
        #expect(numbers == strings)
        #expect(numbers.problems == [])
        #expect(numbers.peer == .chat(241_233))
    }

    @Test func theChannelIsThePeerBeforeTheChatAndTheUser() throws {
        let fields = TelegramCustomFields(payload: try json(#"{"custom":{"channel_id":"1","chat_id":2,"from_id":3}}"#))
        #expect(fields.peer == .channel(1))
        #expect(TelegramCustomFields(payload: try json(#"{"custom":{"from_id":3}}"#)).peer == .user(3))
    }

    @Test(arguments: [
        (#""1""#, true), ("1", true), ("true", true), (#""0""#, false), ("0", false), ("false", false),
    ])
    func flags(_ wire: String, _ expected: Bool) throws {
        let fields = TelegramCustomFields(payload: try json(#"{"custom":{"mention":\#(wire),"silent":\#(wire)}}"#))
        #expect(fields.isMention == expected)
        #expect(fields.isSilent == expected)
    }

    @Test func aFieldOfTheWrongShapeIsReportedNotFatal() throws {
        let fields = TelegramCustomFields(payload: try json(#"{"custom":{"msg_id":"12a","mention":"maybe","chat_id":7}}"#))
        #expect(fields.messageID == nil)
        #expect(fields.isMention == nil)
        #expect(fields.chatID == 7)
        #expect(fields.problems.map(\.field) == ["msg_id", "mention"])
        let notAnObject = TelegramCustomFields(payload: try json(#"{"custom":"chat_id=7"}"#))
        #expect(notAnObject.problems == [FieldProblem(field: "custom", expected: .object, found: "a string")])
    }

    /// A service notification, decoded from the push's parsed custom fields
    /// (``TelegramCatalogService``'s requirement, the runtime's).
    @Test func serviceNotifications() throws {
        func service(_ text: String) throws -> TelegramServiceNotification? {
            let payload = try json(text)
            let locKey = payload["loc_key"]?.stringValue ?? ""
            return try TelegramServiceNotification(locKey: locKey, fields: TelegramCustomFields(payload: payload))
        }
        #expect(
            try service(#"{"loc_key":"DC_UPDATE","custom":{"dc":2,"addr":"149.154.167.51:443"}}"#)
                == .dcUpdate(dc: 2, address: PushAddress(host: "149.154.167.51", port: 443)))
        #expect(
            try service(#"{"loc_key":"DC_UPDATE","custom":{"dc":"4","addr":"[2001:67c:4e8:f004::a]:443"}}"#)
                == .dcUpdate(dc: 4, address: PushAddress(host: "2001:67c:4e8:f004::a", port: 443)))
        #expect(
            try service(#"{"loc_key":"MESSAGE_DELETED","custom":{"channel_id":"77","messages":"12,13,14"}}"#)
                == .messageDeleted(peer: .channel(77), messageIDs: [12, 13, 14]))
        #expect(
            try service(#"{"loc_key":"READ_HISTORY","custom":{"from_id":5,"max_id":"900"}}"#)
                == .readHistory(peer: .user(5), maxID: 900))
        #expect(try service(#"{"loc_key":"GEO_LIVE_PENDING"}"#) == .geoLivePending)
        #expect(try service(#"{"loc_key":"MESSAGE_MUTED"}"#) == .messageMuted)
        let revoke = try service(#"{"loc_key":"SESSION_REVOKE","user_id":"99001"}"#)
        #expect(revoke == .sessionRevoke)
        #expect(revoke?.requiresEncryption == true)
        // The doc's form (data.announcement), and the clients' (data.message, an id in
        // custom.announcement: TDLib NotificationManager.cpp, Telegram-Android PushListenerController.java).
        #expect(
            try service(#"{"loc_key":"MESSAGE_ANNOUNCEMENT","announcement":"Maintenance at 02:00"}"#)
                == .messageAnnouncement(message: nil, announcement: "Maintenance at 02:00", announcementID: nil))
        #expect(
            try service(#"{"loc_key":"MESSAGE_ANNOUNCEMENT","message":"Maintenance at 02:00","custom":{"announcement":"17"}}"#)
                == .messageAnnouncement(message: "Maintenance at 02:00", announcement: nil, announcementID: 17))
        #expect(try service(#"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"]}"#) == nil)
        #expect(throws: ServiceDecodingError(locKey: "DC_UPDATE", missingField: "addr")) {
            try service(#"{"loc_key":"DC_UPDATE","custom":{"dc":2,"addr":"no port"}}"#)
        }
        #expect(throws: ServiceDecodingError(locKey: "MESSAGE_DELETED", missingField: "channel_id, chat_id, from_id")) {
            try service(#"{"loc_key":"MESSAGE_DELETED","custom":{"messages":"1"}}"#)
        }
        #expect(throws: ServiceDecodingError(locKey: "READ_HISTORY", missingField: "max_id")) {
            try service(#"{"loc_key":"READ_HISTORY","custom":{"chat_id":"5","max_id":[1]}}"#)
        }
    }

    @Test func tokenTypesAreTheThirteenOfRegisterDevice() {
        #expect(TelegramTokenType.allCases.map(\.rawValue) == Array(1...13))
        #expect(TelegramTokenType(rawValue: 10) == .webPush)
        #expect(TelegramTokenType(rawValue: 4) == .simplePush)
        #expect(TelegramTokenType(rawValue: 13) == .huawei)
    }

    @Test func factsOfTypes() {
        #expect(TelegramLocKey.phoneCallRequest.groupKind == .calls)
        #expect(TelegramLocKey.encryptionRequest.groupKind == .secretChat)
        #expect(TelegramLocKey.pinnedText.groupKind == .mentions)
        #expect(TelegramLocKey.messageText.needsFetch == false)
        #expect(TelegramLocKey(rawValue: "NOT_A_KEY") == nil)
        #expect(TelegramLocKey(rawValue: "MESSAGE_TEXT") == .messageText)
    }

    /// Fields the spec marks `rare` live in one slot apart from the rest: they read, compare and
    /// hash as any other field, and a value whose rare fields are all cleared equals a fresh one.
    @Test func rareFieldsBehaveAsTheOthers() throws {
        let read = TelegramCustomFields(
            payload: try JSONValue(parsing: #"{"loc_key":"DC_UPDATE","custom":{"dc":"2","addr":"1.2.3.4:443","msg_id":"7"}}"#))
        #expect(read.dc == 2)
        #expect(read.address == PushAddress(host: "1.2.3.4", port: 443))
        #expect(read == TelegramCustomFields(messageID: 7, dc: 2, address: PushAddress(host: "1.2.3.4", port: 443)))
        var edited = read
        edited.dc = nil
        edited.address = nil
        #expect(edited == TelegramCustomFields(messageID: 7))
        #expect(edited.hashValue == TelegramCustomFields(messageID: 7).hashValue)
        #expect(read.dc == 2)  // the copy was not changed with it
        #expect(edited.presentFields.map(\.name) == ["msg_id"])
        let problem = TelegramCustomFields(payload: try JSONValue(parsing: #"{"custom":{"dc":"two"}}"#))
        #expect(problem.dc == nil && problem == TelegramCustomFields(problems: problem.problems))
    }

    /// The runtime's `_forEachPresentField` (names as literals, for the JSON writer) hands over
    /// what the public `forEachPresentField` does, in the same order, with every field present.
    @Test func theRuntimesFieldWalkMatchesThePublicOne() throws {
        let fields = TelegramCustomFields(
            payload: try json(
                #"""
                {"custom":{"attachb64":"AQI","updates":"AwQ","call_id":"1","call_ah":"-2","encryption_id":"3","random_id":"4",
                "contact_id":"5","msg_id":"6","channel_id":"7","chat_id":"8","chat_from_broadcast_id":"9","chat_from_group_id":"10",
                "chat_from_id":"11","from_id":"12","mention":"1","silent":"0","schedule":"1","edit_date":"1700000000",
                "top_msg_id":"13","topic_id":"14","ringtone":"15","report_delivery_until_date":"1700000001","data_url":"https://t.me/x",
                "announcement":"16","dc":"2","addr":"1.2.3.4:443","messages":"17,18","max_id":"19","mtpeer":{"ah":"1"},
                "story_id":"20,21"},
                "user_id":"22","sound":"default","message":"m","announcement":"a","badge":"3","text":"t","mute":"1",
                "collapse_key":"k","line1":"l1","line2":"l2","system":"s"}
                """#))
        #expect(fields.problems.isEmpty)
        var walked: [FieldValue] = []
        fields._forEachPresentField { name, value in walked.append(FieldValue(name: name.description, value: value)) }
        #expect(fields.presentFields.count == 41)
        #expect(walked == fields.presentFields)
    }
}
