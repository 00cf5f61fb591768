import Foundation
import PushSpecCore
import Testing

/// `--presentation` (issue 35): per input line, one output line with what the platform shows.
@Suite(.serialized) struct PresentationCLITests {
    /// Seed 002's CHAT_MESSAGE_TEXT (a mention in supergroup 56781234) for account 10, a READ_HISTORY
    /// of that chat (seed 000's fields), and an incoming call.
    static let pushes = [
        #"{"date":1234567890,"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["First name Last name","Chat title","qwerty"],"custom":{"msg_id":"1234567","channel_id":"56781234","chat_from_id":"12345678","mention":"1"},"user_id":10}"#,
        #"{"loc_key":"READ_HISTORY","custom":{"channel_id":"56781234","max_id":"1234567"},"user_id":10}"#,
        #"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["Alice"],"custom":{"from_id":"5","call_id":"99","call_ah":"1"},"user_id":10}"#,
    ]

    @Test func renderPrintsOneLinePerInputWithWhatToShowAndRemove() throws {
        let input = Self.pushes.joined(separator: "\n") + "\n"
        let result = try PushSpecProcess.run(["render", "--presentation"], input: Array(input.utf8))
        #expect(result.status == 0)
        #expect(result.lines.count == 3)
        let lines = try result.lines.map { try JSONValue(parsing: $0) }
        // What render --json prints stays; the presentation follows it.
        #expect(lines[0]["loc_key"]?.stringValue == "CHAT_MESSAGE_TEXT")
        #expect(lines[0]["present"]?[0]?.rawJSON == #"{"identifier":"telegram/10/-1000056781234/1234567","thread":"telegram/10/-1000056781234/mentions","title":"First name Last name","subtitle":"Chat title","body":"First name Last name: qwerty","sound":"default","interruption":"active","relevance":0.8,"category":"telegram.message","user_info":{"account":"10","chat_id":"-1000056781234","message_id":"1234567"},"sender":{"name":"First name Last name","id":"12345678"}}"#)
        #expect(lines[0]["remove"] == nil && lines[0]["remove_where"] == nil)
        #expect(lines[1]["present"] == nil && lines[1]["remove"] == nil)
        #expect(lines[1]["remove_where"]?.rawJSON == #"{"threads":["telegram/10/-1000056781234/messages","telegram/10/-1000056781234/mentions"],"max_message_id":1234567}"#)
        #expect(lines[2]["present"]?[0]?["interruption"]?.stringValue == "time_sensitive")
        #expect(lines[2]["present"]?[0]?["category"]?.stringValue == "telegram.call")
        #expect(lines[2]["present"]?[0]?["subtitle"] == nil)
    }

    @Test func applyPrintsTheUpdatesThenWhatToShowAndRemove() throws {
        let state = FileManager.default.temporaryDirectory.appending(path: "pushspec-presentation-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "5"]).status == 0)
        let input = [
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","hi"],"custom":{"from_id":"5","msg_id":"1"},"user_id":10}"#,
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","again"],"custom":{"from_id":"5","msg_id":"2","silent":"1"},"user_id":10}"#,
            "",
            #"{"loc_key":"READ_HISTORY","custom":{"from_id":"5","max_id":"1"},"user_id":10}"#,
        ].joined(separator: "\n") + "\n"
        let result = try PushSpecProcess.run(["notifications", "apply", "--presentation", "--state", state], input: Array(input.utf8))
        #expect(result.status == 0)
        #expect(result.lines.count == 3)
        #expect(result.lines.allSatisfy { $0.hasPrefix(#"{"updates":["#) })
        let lines = try result.lines.map { try JSONValue(parsing: $0) }
        #expect(lines[0]["present"]?[0]?.rawJSON == #"{"identifier":"telegram/10/n1","thread":"telegram/10/5/messages","title":"Alice","body":"hi","sound":"default","interruption":"active","relevance":0.5,"category":"telegram.message","user_info":{"account":"10","chat_id":"5","group_id":"1","message_id":"1","notification_id":"1"},"sender":{"name":"Alice","id":"5"}}"#)
        // Silent: "sound" is null (present, not left out), and the interruption passive.
        #expect(lines[1]["present"]?[0]?["sound"]?.rawJSON == "null")
        #expect(lines[1]["present"]?[0]?["interruption"]?.stringValue == "passive")
        // READ_HISTORY up to message 1 removes notification 1, not 2: by identifier, no rule.
        #expect(lines[2]["remove"]?.rawJSON == #"["telegram/10/n1"]"#)
        #expect(lines[2]["remove_where"] == nil && lines[2]["present"] == nil)
    }
}
