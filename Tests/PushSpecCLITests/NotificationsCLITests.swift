import Foundation
import PushSpecCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `pushspec notifications`: one line per input, TDLib's requests, two processes on one state
/// file, and a process killed while applying.
@Suite(.serialized) struct NotificationsCLITests {
    static func temporaryState() -> String {
        FileManager.default.temporaryDirectory.appending(path: "pushspec-cli-state-\(UUID().uuidString).sqlite").path
    }

    /// A private text message from `user`; with `account`, its `user_id`, which makes the push
    /// receiver id, the account `apply` applies it for.
    static func text(from user: Int, id: Int, date: Int = 100, account: Int? = nil) -> String {
        let receiver = account.map { #""user_id":"\#($0)","# } ?? ""
        return #"{\#(receiver)"date":\#(date),"loc_key":"MESSAGE_TEXT","loc_args":["U\#(user)","hi"],"custom":{"from_id":"\#(user)","msg_id":"\#(id)"}}"#
    }

    /// The ids of the notifications an output line adds.
    static func addedIDs(_ line: String) throws -> [Int64] {
        var ids: [Int64] = []
        guard let updates = try JSONValue(parsing: line)["updates"] else { return ids }
        for update in updates.elements {
            guard let added = update["added_notifications"] else { continue }
            for notification in added.elements {
                if let id = notification["id"]?.int64Value { ids.append(id) }
            }
        }
        return ids
    }

    @Test func applyPrintsOneLinePerDocumentAndTakesTDLibsRequests() throws {
        let state = Self.temporaryState()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let configure = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "2", "--group-size-max", "2"])
        #expect(configure.status == 0)
        #expect(configure.lines == [#"{"updates":[]}"#])
        let input = [
            Self.text(from: 5, id: 1),
            Self.text(from: 5, id: 1),  // a repeat
            "{not json",
            #"{"@type":"removeNotification","notification_group_id":1,"notification_id":1}"#,
            #"{"@type":"removeNotificationGroup","notification_group_id":0,"max_notification_id":1}"#,
            #"{"@type":"setChatNotificationSettings","chat_id":6,"notification_settings":{"@type":"chatNotificationSettings","use_default_mute_for":false,"mute_for":3600}}"#,
            Self.text(from: 6, id: 1),  // muted now
            #"{"@type":"setScopeNotificationSettings","scope":{"@type":"notificationSettingsScopePrivateChats"},"notification_settings":{"@type":"scopeNotificationSettings","sound_id":"7"}}"#,
            Self.text(from: 7, id: 1),
        ].joined(separator: "\n") + "\n"
        let result = try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array(input.utf8))
        #expect(result.status == 1)  // two inputs failed
        #expect(result.lines.count == 9)
        let objects = try result.lines.map { try JSONValue(parsing: $0) }
        #expect(objects[0]["updates"]?[0]?["@type"]?.stringValue == "updateNotificationGroup")
        #expect(objects[0]["updates"]?[0]?["added_notifications"]?[0]?["id"]?.int64Value == 1)
        #expect(objects[1]["updates"]?.count == 0 && objects[1]["skipped"]?["code"]?.stringValue == "known_message")
        #expect(objects[2]["error"]?["code"]?.stringValue == "invalid_json")
        #expect(objects[3]["updates"]?[0]?["removed_notification_ids"]?.rawJSON == "[1]")
        #expect(objects[4]["error"]?["code"]?.stringValue == "invalid_id")
        #expect(objects[5].rawJSON == #"{"updates":[]}"#)
        #expect(objects[6]["skipped"]?.rawJSON == #"{"code":"muted_chat","message":"notifications of the chat are muted"}"#)
        // The scope's sound, an int64: a string in TDLib's JSON.
        #expect(objects[8]["updates"]?[0]?["notification_sound_id"]?.stringValue == "7")
        #expect(result.errors == "pushspec: 2 documents failed (see the error lines on standard output)\n")
        let active = try PushSpecProcess.run(["notifications", "active", "--state", state])
        #expect(active.status == 0)
        #expect(try JSONValue(parsing: active.output)["@type"]?.stringValue == "updateActiveNotifications")
    }

    /// The transcript of `configure | apply | active` in the article *Notification state* is what
    /// the commands print: its input lines are run, and each `apply` line condensed as its `jq`
    /// filter condenses it.
    @Test func theArticlesTranscriptIsWhatTheCommandsPrint() throws {
        let article = "Sources/PushSpecNotifications/PushSpecNotifications.docc/TheNotificationState.md"
        let readme = try String(contentsOfFile: article, encoding: .utf8)
        guard let start = readme.range(of: "A real transcript"),
            let block = readme[start.upperBound...].range(of: "```console\n"),
            let end = readme[block.upperBound...].range(of: "```\n")
        else {
            Issue.record("no transcript in \(article)")
            return
        }
        // Each command and the lines it prints (a command's continuation lines are indented).
        var outputs: [(command: String, lines: [String])] = []
        for line in readme[block.upperBound..<end.lowerBound].split(separator: "\n").map(String.init) {
            if line.hasPrefix("$ ") {
                outputs.append((line, []))
            } else if line.hasPrefix("{"), !outputs.isEmpty {
                outputs[outputs.count - 1].lines.append(line)
            }
        }
        func printed(_ prefix: String) -> [String] { outputs.first { $0.command.hasPrefix(prefix) }?.lines ?? [] }
        let state = Self.temporaryState()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let configure = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "2", "--group-size-max", "2"])
        #expect(printed("$ pushspec notifications configure --state demo.sqlite --group-count-max 2 --group-size-max 2") == configure.lines)
        let input = printed("$ cat demo.ndjson")
        #expect(input.count == 5)
        let apply = try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array((input.joined(separator: "\n") + "\n").utf8))
        let condensed = try apply.lines.map { line -> String in
            let object = try JSONValue(parsing: line)
            let updates = (object["updates"]?.elements).map(Array.init) ?? []
            let groups = updates.map { update in
                let added = (update["added_notifications"]?.elements).map(Array.init) ?? []
                return #"{"group":\#(update["notification_group_id"]?.rawJSON ?? "null"),"type":\#(update["type"]?["@type"]?.rawJSON ?? "null"),"#
                    + #""chat":\#(update["chat_id"]?.rawJSON ?? "null"),"added":[\#(added.map { $0["id"]?.rawJSON ?? "null" }.joined(separator: ","))],"#
                    + #""removed":\#(update["removed_notification_ids"]?.rawJSON ?? "null"),"total":\#(update["total_count"]?.rawJSON ?? "null")}"#
            }
            return #"{"updates":[\#(groups.joined(separator: ","))],"skipped":\#(object["skipped"]?.rawJSON ?? "null")}"#
        }
        #expect(printed("$ pushspec notifications apply --state demo.sqlite demo.ndjson") == condensed)
        let active = try PushSpecProcess.run(["notifications", "active", "--state", state])
        #expect(printed("$ pushspec notifications active --state demo.sqlite") == active.lines)
    }

    @Test func optionsOutOfRangeAndStatesThatAreNotOnesAreRefused() throws {
        let state = Self.temporaryState()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let wide = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "26"])
        #expect(wide.status == 1)
        #expect(try JSONValue(parsing: wide.output)["error"]?["code"]?.stringValue == "option_out_of_range")
        let notAState = try PushSpecProcess.run(["notifications", "active", "--state", "Examples/payloads/keyring.json"])
        #expect(notAState.status == 2)
        #expect(notAState.errors.contains("keyring.json"))
    }

    /// Two processes apply to one file at once (an app and its extension), each for an account of
    /// its own and the same chat: every notification is kept and shown (one group an account), and
    /// no id is given twice.
    @Test func twoProcessesOnOneStateGiveEveryIDOnce() throws {
        let state = Self.temporaryState()
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "1", "--group-size-max", "25"])
        let first = (1...150).map { Self.text(from: 5, id: $0, account: 111) }.joined(separator: "\n") + "\n"
        let second = (1...150).map { Self.text(from: 5, id: $0, account: 222) }.joined(separator: "\n") + "\n"
        let results = try [first, second].concurrentMap { input in
            try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array(input.utf8))
        }
        var ids: [Int64] = []
        for result in results {
            #expect(result.status == 0, "\(result.errors)")
            for line in result.lines {
                ids += try Self.addedIDs(line)
            }
        }
        #expect(ids.count == 300)
        #expect(Set(ids) == Set(1...300))
        let active = try JSONValue(parsing: try PushSpecProcess.run(["notifications", "active", "--state", state]).output)
        #expect(active["groups"]?.elements.map { $0["total_count"]?.int64Value } == [150, 150])
        #expect(active["groups"]?.elements.map { $0["account"]?.stringValue } == ["111", "222"])
    }

    /// The figure of the issue through the commands: with `--group-count-max 1`, account 111's
    /// push for chat 5, then account 222's for chat 6; each keeps its notification in view, and
    /// `active` says each group's account, for both or for one (`--account`).
    @Test func twoAccountsWithALimitOfOneKeepOneNotificationEachInView() throws {
        let state = Self.temporaryState()
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "1"])
        let input = [Self.text(from: 5, id: 1, account: 111), Self.text(from: 6, id: 1, date: 101, account: 222)]
        let apply = try PushSpecProcess.run(
            ["notifications", "apply", "--state", state], input: Array((input.joined(separator: "\n") + "\n").utf8))
        #expect(apply.status == 0)
        func notification(_ id: Int, chat: Int, date: Int) -> String {
            #"{"@type":"notification","id":\#(id),"date":\#(date),"is_silent":false,"type":{"@type":"notificationTypeNewPushMessage","message_id":1048576,"sender_id":{"@type":"messageSenderUser","user_id":\#(chat)},"sender_name":"U\#(chat)","is_outgoing":false,"content":{"@type":"pushMessageContentText","text":"hi","is_pinned":false}}}"#
        }
        #expect(
            apply.lines == [
                #"{"updates":[{"@type":"updateNotificationGroup","notification_group_id":1,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":5,"notification_settings_chat_id":5,"notification_sound_id":"-1","total_count":1,"added_notifications":["#
                    + notification(1, chat: 5, date: 100) + #"],"removed_notification_ids":[],"account":"111"}]}"#,
                #"{"updates":[{"@type":"updateNotificationGroup","notification_group_id":2,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":6,"notification_settings_chat_id":6,"notification_sound_id":"-1","total_count":1,"added_notifications":["#
                    + notification(2, chat: 6, date: 101) + #"],"removed_notification_ids":[],"account":"222"}]}"#,
            ])
        let group111 =
            #"{"@type":"notificationGroup","id":1,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":5,"total_count":1,"notifications":["#
            + notification(1, chat: 5, date: 100) + #"],"account":"111"}"#
        let group222 =
            #"{"@type":"notificationGroup","id":2,"type":{"@type":"notificationGroupTypeMessages"},"chat_id":6,"total_count":1,"notifications":["#
            + notification(2, chat: 6, date: 101) + #"],"account":"222"}"#
        let active = try PushSpecProcess.run(["notifications", "active", "--state", state])
        #expect(active.lines == [#"{"@type":"updateActiveNotifications","groups":["# + group111 + "," + group222 + "]}"])
        let of111 = try PushSpecProcess.run(["notifications", "active", "--state", state, "--account", "111"])
        #expect(of111.lines == [#"{"@type":"updateActiveNotifications","groups":["# + group111 + "]}"])
        let of222 = try PushSpecProcess.run(["notifications", "active", "--state", state, "--account", "222"])
        #expect(of222.lines == [#"{"@type":"updateActiveNotifications","groups":["# + group222 + "]}"])
    }

    /// A process killed while it applies pushes of two accounts: every line it printed is in the
    /// state, which opens and goes on.
    @Test func aKilledApplyLosesNothingItReported() throws {
        let state = Self.temporaryState()
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "25", "--group-size-max", "25"])
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appending(path: "input.ndjson")
        try Data(((1...20_000).map { Self.text(from: $0 % 40 + 1, id: $0, date: $0, account: 111 + $0 % 2) }.joined(separator: "\n") + "\n").utf8)
            .write(to: input)
        let outputURL = directory.appending(path: "output")
        try Data().write(to: outputURL)
        let process = Process()
        process.executableURL = PushSpecProcess.binary
        process.arguments = ["notifications", "apply", "--state", state, input.path]
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        try process.run()
        // Killed once it has reported lines (they come in batches), well before the end.
        var reported = 0
        for _ in 0..<8000 where reported == 0 {
            usleep(5_000)
            reported = (try? String(contentsOf: outputURL, encoding: .utf8))?.split(separator: "\n").count ?? 0
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let lines = try String(contentsOf: outputURL, encoding: .utf8).split(separator: "\n").dropLast()  // the last may be cut
        #expect(lines.count > 0 && lines.count < 20_000)
        var reportedIDs: Set<Int64> = []
        for line in lines {
            reportedIDs.formUnion(try Self.addedIDs(String(line)))
        }
        // The state opens; every reported push is in it (applied again, each is a repeat), and its
        // ids go on after every reported one.
        let again = (1...lines.count).map { Self.text(from: $0 % 40 + 1, id: $0, date: $0, account: 111 + $0 % 2) }.joined(separator: "\n") + "\n"
        let repeated = try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array(again.utf8))
        #expect(repeated.status == 0)
        #expect(repeated.lines.count == lines.count)
        #expect(repeated.lines.allSatisfy { $0.contains("a repeat of a known message") })
        let next = try PushSpecProcess.run(
            ["notifications", "apply", "--state", state], input: Array((Self.text(from: 99, id: 1, date: 999_999) + "\n").utf8))
        #expect(next.status == 0)
        let nextIDs = try Self.addedIDs(next.lines.first ?? "")
        #expect(nextIDs.count == 1 && nextIDs[0] > reportedIDs.max() ?? 0)
    }
}

extension Array where Element: Sendable {
    /// `transform` on each element at once, on threads of its own; the results in order.
    func concurrentMap<T: Sendable>(_ transform: @escaping @Sendable (Element) throws -> T) throws -> [T] {
        let results = UnsafeMutableBufferPointer<Result<T, any Error>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = results
        DispatchQueue.concurrentPerform(iterations: count) { index in
            shared[index] = Result { try transform(self[index]) }
        }
        return try results.map { try $0!.get() }
    }
}
