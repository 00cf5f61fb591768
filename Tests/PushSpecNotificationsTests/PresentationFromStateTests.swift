import Foundation
import PushSpec
import PushSpecCore
import PushSpecNotifications
import Testing

/// Presentations made from the state's updates (issue 35): the state's notification ids make the
/// identifiers, and a READ_HISTORY removes exactly the notifications the state removes.
@Suite struct PresentationFromStateTests {
    /// A private text message from user 5 to account 10, message `id`.
    static func text(_ id: Int64, from user: Int64 = 5, extra: String = "") throws -> TelegramPush {
        try NotificationStateTests.push(
            #"{"date":\#(100 + id),"data":{"user_id":10,"loc_key":"MESSAGE_TEXT","loc_args":["U\#(user)","hi \#(id)"],"custom":{"from_id":"\#(user)","msg_id":"\#(id)"\#(extra)}}}"#)
    }

    static func apply(_ push: TelegramPush, to state: inout NotificationState) -> PresentationChanges {
        PresentationChanges(updates: state.apply(push, account: "a", now: Date(timeIntervalSince1970: 1)).updates, push: push)
    }

    @Test func aNewMessageIsPresentedUnderItsNotificationID() throws {
        var state = try NotificationStateTests.state(groups: 25, size: 25)
        let changes = Self.apply(try Self.text(7), to: &state)
        #expect(changes.remove.isEmpty)
        let presentation = try #require(changes.present.first)
        #expect(changes.present.count == 1)
        #expect(presentation.identifier == "telegram/10/n1")
        #expect(presentation.thread == "telegram/10/5/messages")
        #expect(presentation.title == "U5")
        #expect(presentation.body == "hi 7")
        #expect(presentation.userInfo == ["account": "10", "chat_id": "5", "message_id": "7", "group_id": "1", "notification_id": "1"])
        // The same message again makes no notification, so nothing new is presented.
        #expect(Self.apply(try Self.text(7), to: &state).present.isEmpty)
    }

    @Test func anEditReplacesTheNotificationOfItsIdentifier() throws {
        var state = try NotificationStateTests.state(groups: 25, size: 25)
        _ = Self.apply(try Self.text(7), to: &state)
        let edit = Self.apply(try Self.text(7, extra: #","edit_date":"500""#), to: &state)
        #expect(edit.present.map(\.identifier) == ["telegram/10/n1"])
    }

    @Test func aReadHistoryRemovesExactlyTheNotificationsItReads() throws {
        var state = try NotificationStateTests.state(groups: 25, size: 25)
        for id in [1, 2, 3] as [Int64] { _ = Self.apply(try Self.text(id), to: &state) }  // notifications 1, 2, 3
        _ = Self.apply(try Self.text(1, from: 6), to: &state)  // notification 4, another chat
        // Seed 000: READ_HISTORY, custom.from_id for PMs and custom.max_id.
        let read = try NotificationStateTests.push(#"{"data":{"user_id":10,"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"2"}}}"#)
        let changes = Self.apply(read, to: &state)
        #expect(changes.present.isEmpty)
        #expect(changes.remove.identifiers == ["telegram/10/n1", "telegram/10/n2"])
        #expect(changes.remove.rule == nil)
    }

    @Test func aSilentMessageOfTheStateIsPassive() throws {
        var state = try NotificationStateTests.state(groups: 25, size: 25)
        let presentation = try #require(Self.apply(try Self.text(7, extra: #","silent":"1""#), to: &state).present.first)
        #expect(presentation.sound == .none)
        #expect(presentation.interruption == .passive)
    }
}
