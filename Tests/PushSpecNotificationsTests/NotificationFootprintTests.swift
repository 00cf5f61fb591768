import Foundation
import PushSpec
@testable import PushSpecNotifications
import PushSpecTestSupport
import Testing

/// The rules read nothing but what an input's footprint names and what is shown: applied to a
/// working set cut out of a whole state as a store reads one (the ranked groups that can be shown
/// of the accounts the input may change, each with its newest notifications, and what the
/// footprint names), every input gives the outcome it gives on the whole state, of two accounts.
/// No SQLite: the whole state is the pure value.
@Suite struct NotificationFootprintTests {
    /// The working set a store would read for `footprint` from a file holding `state`.
    static func workingSet(of state: NotificationState, for footprint: NotificationState.Footprint) -> NotificationState {
        var set = NotificationState()
        set.options = state.options
        set.nextNotificationID = state.nextNotificationID
        set.nextGroupID = state.nextGroupID
        set.nextCallID = state.nextCallID
        set.scopeSettings = state.scopeSettings
        let (ranked, size) = footprint.shownExtent(of: state.options)
        func newest(_ id: Int32, _ count: Int?) -> NotificationState.StoredGroup? {
            guard var group = state.groups[id] else { return nil }
            if let count { group.keepNewest(count) }
            return group
        }
        // The ranked groups of the accounts the input may change: its own, a dismissed group's, or
        // (options) every account's.
        var accounts = footprint.allAccounts ? state.rankings.keys.sorted() : footprint.accounts
        accounts += footprint.groupIDs.compactMap { state.groups[$0]?.key.account }
        for account in accounts {
            for key in state.rankings[account]?.prefix(ranked) ?? [] {
                if let group = newest(key.groupID, size) { set.hold(group) }
            }
        }
        let named = footprint.groupKeys.compactMap { state.groupIDs[$0] } + footprint.groupIDs.filter { state.groups[$0] != nil }
        for id in named where footprint.wholeGroups || set.groups[id] == nil {
            if let group = newest(id, footprint.wholeGroups ? nil : size) { set.hold(group) }
        }
        if let message = footprint.message {
            set.knownMessages[message] = state.knownMessages[message]
            for id in named {
                guard message.serverID > 0,
                    let notification = state.groups[id]?.notifications.first(where: { $0.serverMessageID == message.serverID })
                else { continue }
                set.groups[id]?.insertLoaded(notification)
            }
        }
        if let chat = footprint.readHorizon { set.readUpTo[chat] = state.readUpTo[chat] }
        if let call = footprint.serverCallID { set.callIDs[call] = state.callIDs[call] }
        for chatID in footprint.settingsChatIDs { set.chatSettings[chatID] = state.chatSettings[chatID] }
        if footprint.mayMakeGroup, let free = state.freeGroupIDs.last { set.freeGroupIDs = [free] }
        return set
    }

    /// A random input: a push (a private message, a group message that may mention, an edit, a
    /// repeat, a call, a secret chat), a deletion, a read, a dismissal, or options.
    enum Input {
        case push(TelegramPush)
        case dismiss(group: Int32, notification: Int32)
        case dismissGroup(group: Int32, upTo: Int32)
        case options(NotificationOptions)
    }

    static func input(_ random: inout SplitMix64, date: inout Int64, groups: [Int32], nextID: Int32) throws -> Input {
        let user = Int64(random.next(in: 1...6))
        let message = Int64(random.next(in: 1...30))
        date += Int64(random.next(in: 0...3))
        func push(_ json: String) throws -> Input { .push(try NotificationStateTests.push(json)) }
        switch random.next(in: 0...99) {
        case 0..<35:
            return .push(try NotificationStateTests.text(from: user, id: message, date: date))
        case 35..<50:
            let mention = random.next(in: 0...1)
            return try push(
                #"{"date":\#(date),"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["U\#(user)","Team","hi"],"custom":{"chat_id":"\#(900 + user % 2)","chat_from_id":"\#(user)","msg_id":"\#(message)","mention":"\#(mention)"}}"#)
        case 50..<57:
            let edit = random.next(in: 1...9)
            return .push(try NotificationStateTests.text(from: user, id: message, date: date, extra: #","edit_date":"\#(edit)""#))
        case 57..<61:
            return try push(#"{"date":\#(date),"loc_key":"PHONE_CALL_REQUEST","loc_args":["U\#(user)"],"custom":{"from_id":"\#(user)","call_id":"\#(message)"}}"#)
        case 61..<64:
            return try push(#"{"date":\#(date),"loc_key":"ENCRYPTION_REQUEST","loc_args":["U\#(user)"],"custom":{"encryption_id":"\#(user)"}}"#)
        case 64..<72:
            return try push(#"{"loc_key":"MESSAGE_DELETED","custom":{"from_id":"\#(user)","messages":"\#(message),\#(message + 1)"}}"#)
        case 72..<80:
            return try push(#"{"loc_key":"READ_HISTORY","custom":{"from_id":"\#(user)","max_id":"\#(message)"}}"#)
        case 80..<88:
            guard let group = groups.randomElement(using: &random) else { return .options(NotificationOptions(groupCountMax: 3, groupSizeMax: 2)) }
            return .dismiss(group: group, notification: Int32(random.next(in: 1...Int(max(1, nextID)))))
        case 88..<94:
            guard let group = groups.randomElement(using: &random) else { return .options(NotificationOptions(groupCountMax: 3, groupSizeMax: 2)) }
            return .dismissGroup(group: group, upTo: Int32(random.next(in: 1...Int(max(1, nextID)))))
        default:
            return .options(NotificationOptions(groupCountMax: random.next(in: 0...4), groupSizeMax: random.next(in: 1...4)))
        }
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func theRulesReadOnlyTheirFootprint(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var whole = NotificationState()
        _ = try whole.setOptions(NotificationOptions(groupCountMax: 3, groupSizeMax: 2))
        var date: Int64 = 1000
        var compared = 0
        for step in 0..<600 {
            let input = try Self.input(&random, date: &date, groups: whole.groups.keys.sorted(), nextID: whole.nextNotificationID)
            let account = random.next(in: 0...1) == 0 ? "111" : "222"
            let footprint: NotificationState.Footprint
            switch input {
            case let .push(push): footprint = NotificationState.footprint(of: push, account: account)
            case let .dismiss(group, _), let .dismissGroup(group, _): footprint = NotificationState.footprint(dismissingIn: group)
            case let .options(options): footprint = NotificationState.footprint(setting: options)
            }
            var part = Self.workingSet(of: whole, for: footprint)
            func apply(_ state: inout NotificationState) -> NotificationState.Outcome? {
                switch input {
                case let .push(push): return state.apply(push, account: account, now: .unix(0))
                case let .dismiss(group, id): return try? state.removeNotification(groupID: group, notificationID: id)
                case let .dismissGroup(group, id): return try? state.removeNotificationGroup(groupID: group, maxNotificationID: id)
                case let .options(options): return try? state.setOptions(options)
                }
            }
            let expected = apply(&whole)
            let actual = apply(&part)
            #expect(actual == expected, "seed \(seed), step \(step): \(input)")
            if actual != expected { return }
            if !(expected?.updates.isEmpty ?? true) { compared += 1 }
        }
        // The sequence must have shown and taken away notifications, not only skipped.
        #expect(compared > 100)
    }
}
