import Foundation
import PushSpec
import PushSpecCore
import PushSpecNotifications
import Testing

/// The rules of TDLib's Notification API (seed 002, and td_api.tl in tdlib/td), each a test
/// against hand-written expectations.
@Suite struct NotificationStateTests {
    static func push(_ json: String) throws -> TelegramPush {
        guard case let .telegram(push) = try PushDecoder().decode(Array(json.utf8)) else { throw PushError.notAnObject }
        return push
    }

    /// A private text message from `user`, message `id`, sent at `date`.
    static func text(from user: Int64, id: Int64, date: Int64, extra: String = "") throws -> TelegramPush {
        try push(#"{"date":\#(date),"data":{"loc_key":"MESSAGE_TEXT","loc_args":["U\#(user)","hi \#(id)"],"custom":{"from_id":"\#(user)","msg_id":"\#(id)"\#(extra)}}}"#)
    }

    /// The content JSON of the notification that the push `json` makes first.
    static func content(_ json: String) throws -> String? {
        var state = try Self.state(groups: 25, size: 25)
        let outcome = state.apply(try Self.push(json), account: "a", now: .unix(1))
        guard case let .group(_, _, _, _, _, _, added, _, _)? = outcome.updates.first,
            case let .newPushMessage(_, _, _, _, content)? = added.first?.kind
        else { return nil }
        return content.json
    }

    static func state(groups: Int, size: Int) throws -> NotificationState {
        var state = NotificationState()
        _ = try state.setOptions(NotificationOptions(groupCountMax: groups, groupSizeMax: size))
        return state
    }

    /// The (group id, added ids, removed ids) of each update.
    static func summary(_ outcome: NotificationState.Outcome) -> [String] {
        outcome.updates.map { update in
            switch update {
            case let .group(id, _, _, _, _, total, added, removed, _):
                "group \(id) +\(added.map(\.id)) -\(removed) total \(total)"
            case let .notification(groupID, notification): "edit \(groupID) #\(notification.id)"
            case let .active(groups): "active \(groups.map(\.id))"
            }
        }
    }

    @Test func disabledByDefault() throws {
        // "This option's value defaults to 0, i.e. there are no active notification groups and
        // the Notification API is effectively disabled."
        var state = NotificationState()
        #expect(state.options == NotificationOptions(groupCountMax: 0, groupSizeMax: 10))
        let outcome = state.apply(try Self.text(from: 5, id: 1, date: 100), account: "a", now: .unix(0))
        #expect(outcome.updates.isEmpty)
        #expect(outcome.skipped == .apiDisabled)
        #expect(state.shownGroups.isEmpty)
    }

    @Test func optionsOutOfRangeChangeNothing() throws {
        var state = try Self.state(groups: 2, size: 3)
        #expect(throws: NotificationStateError.optionOutOfRange(name: "notification_group_count_max", value: 26, range: 0...25)) {
            try state.setOptions(NotificationOptions(groupCountMax: 26, groupSizeMax: 3))
        }
        #expect(throws: NotificationStateError.optionOutOfRange(name: "notification_group_size_max", value: 0, range: 1...25)) {
            try state.setOptions(NotificationOptions(groupCountMax: 2, groupSizeMax: 0))
        }
        #expect(state.options == NotificationOptions(groupCountMax: 2, groupSizeMax: 3))
    }

    @Test func aPrivateMessageMakesAPushMessageNotification() throws {
        var state = try Self.state(groups: 2, size: 3)
        let outcome = state.apply(try Self.text(from: 5, id: 7, date: 100), account: "a", now: .unix(0))
        #expect(Self.summary(outcome) == ["group 1 +[1] -[] total 1"])
        // td_api.tl: updateNotificationGroup, notification, notificationTypeNewPushMessage; a
        // user's chat id is the user id, a message id the server id × 2^20; int64 as a string.
        #expect(
            outcome.updates.first?.tdlib.json
                == #"{"@type":"updateNotificationGroup","notification_group_id":1,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":5,"notification_settings_chat_id":5,"notification_sound_id":"-1","total_count":1,"added_notifications":[{"@type":"notification","id":1,"date":100,"is_silent":false,"type":{"@type":"notificationTypeNewPushMessage","message_id":7340032,"sender_id":{"@type":"messageSenderUser","user_id":5},"sender_name":"U5","is_outgoing":false,"content":{"@type":"pushMessageContentText","text":"hi 7","is_pinned":false}}}],"removed_notification_ids":[],"account":"a"}"#
        )
    }

    @Test func theSameMessageTwiceMakesOneNotificationAndAnEditUpdatesIt() throws {
        var state = try Self.state(groups: 2, size: 3)
        _ = state.apply(try Self.text(from: 5, id: 7, date: 100), account: "a", now: .unix(0))
        let again = state.apply(try Self.text(from: 5, id: 7, date: 100), account: "a", now: .unix(0))
        #expect(again.updates.isEmpty && again.skipped == .knownMessage)
        let edited = state.apply(try Self.text(from: 5, id: 7, date: 100, extra: #","edit_date":"150""#), account: "a", now: .unix(0))
        #expect(Self.summary(edited) == ["edit 1 #1"])
        let older = state.apply(try Self.text(from: 5, id: 7, date: 100, extra: #","edit_date":"120""#), account: "a", now: .unix(0))
        #expect(older.updates.isEmpty && older.skipped == .knownMessage)
    }

    @Test func groupsAreLimitedAndRankedByTheirNewestNotification() throws {
        var state = try Self.state(groups: 2, size: 3)
        _ = state.apply(try Self.text(from: 5, id: 1, date: 100), account: "a", now: .unix(0))
        _ = state.apply(try Self.text(from: 6, id: 1, date: 200), account: "a", now: .unix(0))
        // A third chat, newer: the oldest group (chat 5) is pushed out and loses its shown notification.
        let third = state.apply(try Self.text(from: 7, id: 1, date: 300), account: "a", now: .unix(0))
        #expect(Self.summary(third) == ["group 1 +[] -[1] total 1", "group 3 +[3] -[] total 1"])
        #expect(state.shownGroups.map(\.id) == [3, 2])
        // The newest group empties: the older one comes back with its notifications added again.
        let deleted = state.apply(try Self.push(#"{"loc_key":"MESSAGE_DELETED","custom":{"from_id":"7","messages":"1"}}"#), account: "a", now: .unix(0))
        #expect(Self.summary(deleted) == ["group 1 +[1] -[] total 1", "group 3 +[] -[3] total 0"])
        // Its id is free again, and taken by the next new group.
        _ = state.apply(try Self.text(from: 8, id: 1, date: 50), account: "a", now: .unix(0))
        #expect(state.shownGroups.map(\.id) == [2, 1])
        #expect(state.activeNotifications.tdlib.json.contains(#""id":2"#))
    }

    @Test func aGroupShowsItsNewestNotificationsAndOlderOnesComeBack() throws {
        var state = try Self.state(groups: 1, size: 2)
        for id in 1...3 { _ = state.apply(try Self.text(from: 5, id: Int64(id), date: Int64(100 + id)), account: "a", now: .unix(0)) }
        #expect(state.shownGroups.first?.notifications.map(\.id) == [2, 3])
        #expect(state.shownGroups.first?.totalCount == 3)
        let removed = try state.removeNotification(groupID: 1, notificationID: 3)
        #expect(Self.summary(removed) == ["group 1 +[1] -[3] total 3"])  // a message group keeps its count
        let read = state.apply(try Self.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"1"}}"#), account: "a", now: .unix(0))
        #expect(Self.summary(read) == ["group 1 +[] -[1] total 1"])  // a read sets the count to what is left
        // A message read already makes no notification.
        let late = state.apply(try Self.text(from: 5, id: 1, date: 400), account: "a", now: .unix(0))
        #expect(late.updates.isEmpty && late.skipped == .alreadyRead)
        // Dismissed notifications never come back.
        #expect(state.shownGroups.first?.notifications.map(\.id) == [2])
    }

    @Test func mentionsGoToTheMentionsGroupUnlessTheSettingsSayOtherwise() throws {
        var state = try Self.state(groups: 5, size: 5)
        let mention = #"{"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["Ann","Team","hi"],"custom":{"chat_id":"40","chat_from_id":"5","msg_id":"9","mention":"1"}}"#
        let outcome = state.apply(try Self.push(mention), account: "a", now: .unix(10))
        guard case let .group(_, type, chatID, settingsChatID, _, _, _, _, _)? = outcome.updates.first else {
            Issue.record("no update")
            return
        }
        #expect(type == .mentions)
        #expect(chatID == -40)  // a basic group's chat id is −chat_id
        #expect(settingsChatID == 5)  // a mention follows the settings of the sender's chat
        var settings = ScopeNotificationSettings()
        settings.disableMentionNotifications = true
        state.setScopeSettings(settings, scope: .groupChats)
        let second = state.apply(try Self.push(mention.replacingOccurrences(of: #""msg_id":"9""#, with: #""msg_id":"10""#)), account: "a", now: .unix(10))
        guard case let .group(_, plainType, _, _, _, _, _, _, _)? = second.updates.first else {
            Issue.record("no update")
            return
        }
        #expect(plainType == .messages)
    }

    @Test func pinsAreMentionsAndChannelIDsAreEncoded() throws {
        var state = try Self.state(groups: 5, size: 5)
        let pin = #"{"loc_key":"PINNED_TEXT","loc_args":["Ann","hi","Team"],"custom":{"channel_id":"77","chat_from_id":"5","msg_id":"9"}}"#
        let outcome = state.apply(try Self.push(pin), account: "a", now: .unix(10))
        guard case let .group(_, type, chatID, _, _, _, added, _, _)? = outcome.updates.first else {
            Issue.record("no update")
            return
        }
        #expect(type == .mentions)
        #expect(chatID == -1_000_000_000_077)  // a supergroup's chat id is −10^12 − channel_id
        #expect(added.first?.tdlib.json.contains(#""is_pinned":true"#) == true)
    }

    @Test func mutedChatsMakeNoNotification() throws {
        var state = try Self.state(groups: 5, size: 5)
        var settings = ChatNotificationSettings()
        settings.useDefaultMuteFor = false
        settings.muteFor = 3600
        state.setChatSettings(settings, chatID: 5)
        let outcome = state.apply(try Self.text(from: 5, id: 1, date: 10), account: "a", now: .unix(0))
        #expect(outcome.updates.isEmpty && outcome.skipped == .mutedChat)
    }

    @Test func changingTheOptionsReportsWhatTheyShowDifferently() throws {
        var state = try Self.state(groups: 1, size: 1)
        _ = state.apply(try Self.text(from: 5, id: 1, date: 100), account: "a", now: .unix(0))
        _ = state.apply(try Self.text(from: 5, id: 2, date: 101), account: "a", now: .unix(0))
        _ = state.apply(try Self.text(from: 6, id: 1, date: 50), account: "a", now: .unix(0))
        let wider = try state.setOptions(NotificationOptions(groupCountMax: 2, groupSizeMax: 2))
        #expect(Self.summary(wider) == ["group 1 +[1] -[] total 2", "group 2 +[3] -[] total 1"])
        let off = try state.setOptions(NotificationOptions(groupCountMax: 0, groupSizeMax: 2))
        #expect(Self.summary(off) == ["group 1 +[] -[1, 2] total 2", "group 2 +[] -[3] total 1"])
    }

    /// A push stored but ranked out of view says so: nothing shown changed, and why.
    @Test func aStoredPushRankedOutOfViewSaysSo() throws {
        var state = try Self.state(groups: 1, size: 2)
        let shown = state.apply(try Self.text(from: 5, id: 1, date: 200), account: "a", now: .unix(0))
        #expect(shown.skipped == nil && Self.summary(shown) == ["group 1 +[1] -[] total 1"])
        let older = state.apply(try Self.text(from: 6, id: 1, date: 100), account: "a", now: .unix(0))
        #expect(older.updates.isEmpty && older.skipped == .hiddenByLimits)
        // Stored: it shows when the newer group goes.
        let read = state.apply(try Self.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"1"}}"#), account: "a", now: .unix(0))
        #expect(Self.summary(read) == ["group 1 +[] -[1] total 0", "group 2 +[2] -[] total 1"])
        // An edit of a notification stored but not shown says so too.
        _ = state.apply(try Self.text(from: 7, id: 1, date: 300), account: "a", now: .unix(0))
        let edit = state.apply(try Self.text(from: 6, id: 1, date: 100, extra: #","edit_date":"150""#), account: "a", now: .unix(0))
        #expect(edit.updates.isEmpty && edit.skipped == .hiddenByLimits)
    }

    /// The app and its extension race: a read in one empties a group the other's user then
    /// dismisses. The removal of what is gone answers ok with no updates, as TDLib's does.
    @Test func removalsOfWhatIsGoneSucceed() throws {
        var state = try Self.state(groups: 2, size: 2)
        _ = state.apply(try Self.text(from: 5, id: 1, date: 100), account: "a", now: .unix(0))
        _ = state.apply(try Self.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"1"}}"#), account: "a", now: .unix(0))
        #expect(try state.removeNotificationGroup(groupID: 1, maxNotificationID: 1).updates.isEmpty)
        #expect(try state.removeNotification(groupID: 1, notificationID: 1).updates.isEmpty)
        #expect(try state.removeNotification(groupID: 7, notificationID: 3).updates.isEmpty)
        #expect(throws: NotificationStateError.invalidID(name: "notification_id", value: 0)) {
            try state.removeNotification(groupID: 1, notificationID: 0)
        }
        #expect(throws: NotificationStateError.invalidID(name: "notification_group_id", value: -2)) {
            try state.removeNotification(groupID: -2, notificationID: 1)
        }
    }

    /// Each reason of a push that shows nothing has its own stable code, and a message.
    /// A push with `edit_date` only edits, as in TDLib: for a message with no notification it
    /// makes none (a message it knows is edited, or refused as a repeat).
    @Test func anEditOfAnUnknownMessageMakesNoNotification() throws {
        var state = try Self.state(groups: 3, size: 3)
        let edit = try Self.text(from: 5, id: 1, date: 100, extra: #","edit_date":"7""#)
        #expect(state.apply(edit, account: "a", now: .unix(0)).skipped == .notificationGone)
        #expect(state.shownGroups.isEmpty)
    }

    /// A `READ_HISTORY` with a `max_id` of 0 or less reads nothing and traps on nothing, whatever
    /// the chat's messages (it used to make an empty range of the horizon).
    @Test func aReadOfNothingChangesNothing() throws {
        var state = try Self.state(groups: 3, size: 3)
        _ = state.apply(try Self.text(from: 5, id: 1, date: 100), account: "a", now: .unix(0))
        for maxID in [0, -5] {
            let read = try Self.push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"\#(maxID)"}}"#)
            #expect(state.apply(read, account: "a", now: .unix(0)).updates.isEmpty)
        }
        #expect(state.shownGroups.map(\.notifications.count) == [1])
    }

    @Test func skipReasonsHaveStableCodes() throws {
        let codes = NotificationSkipReason.allExamples.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "_" } })
        #expect(NotificationSkipReason.mutedChat.code == "muted_chat")
        #expect(NotificationSkipReason.needsFetch(locKey: "MESSAGE_TEXT").message.hasPrefix("MESSAGE_TEXT "))
        var state = try Self.state(groups: 2, size: 2)
        #expect(state.apply(try Self.push(#"{"loc_key":"MESSAGE_TEXT","loc_args":["A","b"],"custom":{"from_id":"5"}}"#), account: "a", now: .unix(0)).skipped == .noMessageID)
        #expect(state.apply(try Self.push(#"{"loc_key":"NO_SUCH_KEY","custom":{"from_id":"5","msg_id":"1"}}"#), account: "a", now: .unix(0)).skipped != nil)
    }

    /// Every error gives its message to `localizedDescription`; a state that cannot be used keeps
    /// SQLite's result code and says which failure it is.
    @Test func errorsAreLocalizedAndKeepSQLitesCode() throws {
        let error: any Error = NotificationStateError.invalidID(name: "notification_group_id", value: 0)
        #expect(error.localizedDescription == "notification_group_id must be positive, not 0")
        let busy = NotificationStateError.unusable(NotificationStateFailure(.busy, "database is locked", resultCode: 5))
        #expect(busy.stateFailure?.resultCode == 5 && busy.code == "state_busy")
        #expect((busy as any Error).localizedDescription == "the notification state is busy: database is locked")
        #expect(NotificationStateFailure.Kind.allCases.map { NotificationStateFailure($0, "").code } == [
            "state_corrupt", "state_newer", "state_busy", "state_full", "state_io",
        ])
        let path = FileManager.default.temporaryDirectory.appending(path: "pushspec-dir-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let example = URL(fileURLWithPath: path).appendingPathComponent("state.sqlite").path
        let failure = NotificationStateFailure(.io, "\(path) is a directory; the state is a file (made when missing), such as \(example)")
        #expect(throws: NotificationStateError.unusable(failure)) {
            try NotificationStore(path: path)
        }
    }

    @Test func removingAGroupDismissesItsNotificationsUpToAnID() throws {
        var state = try Self.state(groups: 2, size: 2)
        for id in 1...3 { _ = state.apply(try Self.text(from: 5, id: Int64(id), date: Int64(100 + id)), account: "a", now: .unix(0)) }
        // A group that is not there (gone already) is no error, as in TDLib; an id ≤ 0 is.
        #expect(try state.removeNotificationGroup(groupID: 9, maxNotificationID: 3) == NotificationState.Outcome(updates: []))
        #expect(throws: NotificationStateError.invalidID(name: "notification_group_id", value: 0)) {
            try state.removeNotificationGroup(groupID: 0, maxNotificationID: 3)
        }
        #expect(throws: NotificationStateError.invalidID(name: "max_notification_id", value: -1)) {
            try state.removeNotificationGroup(groupID: 1, maxNotificationID: -1)
        }
        let outcome = try state.removeNotificationGroup(groupID: 1, maxNotificationID: 2)
        #expect(Self.summary(outcome) == ["group 1 +[] -[2] total 3"])
        #expect(state.shownGroups.first?.notifications.map(\.id) == [3])
    }

    /// The content is the `pushMessageContent…` class TDLib makes for the loc_key (td_api.tl;
    /// NotificationType.cpp), its fields from the arguments: a few of each kind of field.
    @Test func contentIsTDLibsClassFilledFromTheArguments() throws {
        #expect(
            try Self.content(#"{"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Bob","Trip","5"],"custom":{"chat_id":"4","chat_from_id":"5","msg_id":"9"}}"#)
                == #"{"@type":"pushMessageContentMediaAlbum","total_count":5,"has_photos":true,"has_videos":false,"has_audios":false,"has_documents":false}"#)
        #expect(
            try Self.content(#"{"loc_key":"MESSAGE_CONTACT","loc_args":["Ann","Bob Smith"],"custom":{"from_id":"5","msg_id":"9"}}"#)
                == #"{"@type":"pushMessageContentContact","name":"Bob Smith","is_pinned":false}"#)
        #expect(
            try Self.content(#"{"loc_key":"PINNED_QUIZ","loc_args":["Ann","Capital?","Team"],"custom":{"channel_id":"4","chat_from_id":"5","msg_id":"9"}}"#)
                == #"{"@type":"pushMessageContentPoll","question":"Capital?","is_regular":false,"is_pinned":true}"#)
        #expect(
            try Self.content(#"{"loc_key":"MESSAGE_GEOLIVE","loc_args":["Ann"],"custom":{"from_id":"5","msg_id":"9"}}"#)
                == #"{"@type":"pushMessageContentLocation","is_live":true,"is_pinned":false}"#)
    }

    /// An object field TDLib writes as null without an attachment (`"photo":null`, in td_api.tl's
    /// order), and fills from `attachb64`: the Telethon fixture's `photo-typical`, its sizes as
    /// the fixture states them and its stripped size as Telethon expands it.
    @Test func attachmentFillsThePhoto() throws {
        #expect(
            try Self.content(#"{"loc_key":"MESSAGE_PHOTO","loc_args":["Ann"],"custom":{"from_id":"5","msg_id":"9"}}"#)
                == #"{"@type":"pushMessageContentPhoto","photo":null,"caption":"","is_secret":false,"is_pinned":false}"#)

        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../PushSpecTests/Fixtures/TL").standardizedFileURL
        func row(_ file: String, _ name: String) throws -> [String: Any] {
            let text = try String(contentsOf: fixtures.appending(path: file), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.contains("\"name\":\"\(name)\"") })
            return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let photo = try row("objects.jsonl", "photo-typical")
        let jpeg = try #require(try row("thumbnails.jsonl", "photo-typical")["jpeg"] as? String)
        let tlText = try #require(photo["tl"] as? String)
        let tl = try #require(Data(base64Encoded: tlText))
        let attachb64 = tl.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        // The fixture's sizes: i (stripped, 40×30), m 320×240, x 800×600, y 1280×960 progressive.
        let sizes = try #require((photo["json"] as? [String: Any])?["sizes"] as? [[String: Any]])
        func file(_ size: Int) -> String {
            #"{"@type":"file","id":0,"size":\#(size),"expected_size":\#(size),"local":{"@type":"localFile","path":"","can_be_downloaded":true,"can_be_deleted":false,"is_downloading_active":false,"is_downloading_completed":false,"download_offset":0,"downloaded_prefix_size":0,"downloaded_size":0},"remote":{"@type":"remoteFile","id":"","unique_id":"","is_uploading_active":false,"is_uploading_completed":true,"uploaded_size":\#(size)}}"#
        }
        let expectedSizes = sizes.compactMap { size -> String? in
            guard let type = size["type"] as? String, let width = size["w"] as? Int, let height = size["h"] as? Int else { return nil }
            let progressive = size["sizes"] as? [Int] ?? []
            let bytes = size["size"] as? Int ?? progressive.last ?? 0
            return #"{"@type":"photoSize","type":"\#(type)","photo":\#(file(bytes)),"width":\#(width),"height":\#(height),"progressive_sizes":[\#(progressive.map(String.init).joined(separator: ","))]}"#
        }
        #expect(expectedSizes.count == 3)
        let expected =
            #"{"@type":"pushMessageContentPhoto","photo":{"@type":"photo","has_stickers":false,"minithumbnail":{"@type":"minithumbnail","width":40,"height":30,"data":"\#(jpeg)"},"sizes":[\#(expectedSizes.joined(separator: ","))]},"caption":"","is_secret":false,"is_pinned":false}"#
        #expect(
            try Self.content(#"{"loc_key":"MESSAGE_PHOTO","loc_args":["Ann"],"custom":{"from_id":"5","msg_id":"9","attachb64":"\#(attachb64)"}}"#)
                == expected)
    }

    /// A document makes the object the class asks for, from its attributes (the fixtures' video
    /// and voice message, `Fixtures/TL/objects.jsonl`), in td_api.tl's field order.
    @Test func attachmentFillsVideosAndVoiceNotes() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../PushSpecTests/Fixtures/TL/objects.jsonl").standardizedFileURL
        let rows = try String(contentsOf: fixtures, encoding: .utf8).split(separator: "\n")
        func attachb64(_ name: String) throws -> String {
            let line = try #require(rows.first { $0.contains("\"name\":\"\(name)\"") })
            let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let tl = try #require(row["tl"] as? String)
            return tl.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        func content(_ key: String, _ name: String) throws -> [String: Any] {
            let json = #"{"loc_key":"\#(key)","loc_args":["Ann"],"custom":{"from_id":"5","msg_id":"9","attachb64":"\#(try attachb64(name))"}}"#
            let content = try #require(try Self.content(json))
            return try #require(try JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any])
        }
        let video = try #require(try content("MESSAGE_VIDEO", "document: a streamable video")["video"] as? [String: Any])
        #expect(video["@type"] as? String == "video")
        #expect(video["duration"] as? Int == 16)  // 15.5 s, rounded up as TDLib does
        #expect(video["width"] as? Int == 1280)
        #expect(video["height"] as? Int == 720)
        #expect(video["file_name"] as? String == "clip.mp4")
        #expect(video["mime_type"] as? String == "video/mp4")
        #expect(video["supports_streaming"] as? Bool == true)
        #expect((video["video"] as? [String: Any])?["size"] as? Int == 10_485_760)
        let thumbnail = try #require(video["thumbnail"] as? [String: Any])
        #expect(thumbnail["width"] as? Int == 320)
        #expect(thumbnail["height"] as? Int == 180)
        #expect((thumbnail["file"] as? [String: Any])?["size"] as? Int == 9832)
        let minithumbnail = try #require(video["minithumbnail"] as? [String: Any])
        // The stripped bytes begin 01 1e 28: height 30, width 40.
        #expect(minithumbnail["width"] as? Int == 40)
        #expect(minithumbnail["height"] as? Int == 30)
        #expect((minithumbnail["data"] as? String)?.hasPrefix("/9j/") == true)

        let voice = try #require(try content("MESSAGE_AUDIO", "document: a voice message")["voice_note"] as? [String: Any])
        #expect(voice["@type"] as? String == "voiceNote")
        #expect(voice["duration"] as? Int == 4)
        #expect(voice["mime_type"] as? String == "audio/ogg")
        #expect(voice["speech_recognition_result"] is NSNull)
        #expect((voice["waveform"] as? String).flatMap { Data(base64Encoded: $0) } == Data((0..<63).map { UInt8($0 * 4 % 256) }))
        #expect((voice["voice"] as? [String: Any])?["size"] as? Int == 17342)
    }
}

extension Date {
    /// The date `seconds` after the Unix epoch.
    static func unix(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
