import Foundation
import PushSpecCore
import Testing

/// `pushspec notifications apply --presentation` presents a push whatever happens to the state
/// file: each way a shared file goes bad gives the push's line with the failure's code beside what
/// `render --presentation` presents, exit status 1, and a file it could not read left as it was.
@Suite(.serialized) struct StateFailureCLITests {
    /// A private message from user 5, and what presenting it alone gives (no state: its identifier
    /// is receiver/chat/message), written out from the push.
    static let push = #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","hi"],"custom":{"from_id":"5","msg_id":"1"}}"#
    static let presentAlone =
        #""present":[{"identifier":"telegram/0/5/1","thread":"telegram/0/5/messages","title":"Alice","body":"hi","#
        + #""sound":"default","interruption":"active","relevance":0.5,"category":"telegram.message","#
        + #""user_info":{"account":"0","chat_id":"5","message_id":"1"},"sender":{"name":"Alice","id":"5"}}]"#

    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-state-failure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A state with the API on and one notification (user 6's), checkpointed into the main file.
    static func state(in directory: URL) throws -> String {
        let state = directory.appending(path: "state.sqlite").path
        _ = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "3"])
        let other = #"{"loc_key":"MESSAGE_TEXT","loc_args":["Bob","yo"],"custom":{"from_id":"6","msg_id":"1"}}"#
        #expect(try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array(other.utf8)).status == 0)
        try python("import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()", state)
        return state
    }

    static func python(_ script: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Applies the push with `--presentation`; checks its one line is the push presented alone with
    /// the state error `code`, exit status 1; returns the error's message.
    static func presentedAlone(state: String, code: String, arguments: [String] = []) throws -> String {
        let result = try PushSpecProcess.run(
            ["notifications", "apply", "--presentation", "--state", state] + arguments, input: Array((push + "\n").utf8))
        #expect(result.status == 1)
        #expect(result.lines.count == 1)
        let line = result.lines.first ?? ""
        let start = #"{"updates":[],"state_error":{"code":""# + code + #"","message":""#
        let end = #""},"# + presentAlone + "}"
        #expect(line.hasPrefix(start) && line.hasSuffix(end), "\(line)")
        #expect(result.errors == "pushspec: 1 document failed (see the error lines on standard output)\n")
        return String(line.dropFirst(start.count).dropLast(end.count))
    }

    /// The push's `present`, as `render --presentation` gives it without a state, is the one above.
    @Test func renderPresentsThePushAsTheStateErrorLinesDo() throws {
        let render = try PushSpecProcess.run(["render", "--presentation"], input: Array((Self.push + "\n").utf8))
        #expect(render.status == 0)
        #expect(render.output.hasSuffix("," + Self.presentAlone + "}\n"))
    }

    @Test(arguments: ["not SQLite", "cut short", "pages overwritten"])
    func aCorruptStateIsStateCorruptAndLeftAsItWas(damage: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = try Self.state(in: directory)
        var file = try Self.bytes(state)
        switch damage {
        case "not SQLite": file = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        case "cut short": file = file.prefix(4096 + 100)
        default: file.replaceSubrange(4096..<file.count, with: Data(repeating: 0xA5, count: file.count - 4096))
        }
        try file.write(to: URL(fileURLWithPath: state))
        let message = try Self.presentedAlone(state: state, code: "state_corrupt")
        #expect(message.hasPrefix("the notification state is corrupt: "))
        #expect(try Self.bytes(state) == file)
        // Without --presentation, the line is the error, naming the input line.
        let plain = try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array((Self.push + "\n").utf8))
        #expect(plain.status == 1)
        #expect(plain.lines == [#"{"error":{"code":"state_corrupt","message":""# + message + #""},"line":1}"#])
        #expect(try Self.bytes(state) == file)
    }

    @Test func aStateOfANewerSchemaIsStateNewerAndLeftAsItWas() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = try Self.state(in: directory)
        try Self.python(
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"insert into grdb_migrations values ('v99')\"); c.commit(); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()",
            state)
        let file = try Self.bytes(state)
        let message = try Self.presentedAlone(state: state, code: "state_newer")
        #expect(message == "the notification state is of a newer schema: its schema is newer than this PushSpec's")
        #expect(try Self.bytes(state) == file)
        let recover = try PushSpecProcess.run(["notifications", "recover", "--state", state])
        #expect(recover.status == 1)
        #expect(recover.lines == [#"{"error":{"code":"state_newer","message":""# + message + #""}}"#])
        #expect(try Self.bytes(state) == file)
    }

    /// Another process holds `BEGIN EXCLUSIVE`: the push is presented after the default busy
    /// timeout (5 s), well within the 15 s an extension can spare.
    @Test func aStateLockedByAnotherProcessIsStateBusy() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = try Self.state(in: directory)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = [
            "python3", "-c",
            "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(60)",
            state,
        ]
        let pipe = Pipe()
        holder.standardOutput = pipe
        try holder.run()
        defer { holder.terminate() }
        #expect(String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("locked"))
        let start = Date()
        let message = try Self.presentedAlone(state: state, code: "state_busy")
        let waited = Date().timeIntervalSince(start)
        #expect(message == "the notification state is busy: database is locked")
        #expect(waited >= 5 && waited < 15, "waited \(waited) s")
        // A shorter wait, as asked.
        let quick = Date()
        _ = try Self.presentedAlone(state: state, code: "state_busy", arguments: ["--busy-timeout", "0.2"])
        #expect(Date().timeIntervalSince(quick) < 4)
    }

    @Test func aStateWhoseDirectoryIsGoneIsStateIO() throws {
        let directory = try Self.directory()
        let state = directory.appending(path: "state.sqlite").path
        try FileManager.default.removeItem(at: directory)
        let message = try Self.presentedAlone(state: state, code: "state_io")
        #expect(message == "the notification state cannot be used: the directory \(directory.path) does not exist (a missing state file is made, its directory is not)")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// TDLib's Notification API off (the default of a new state) is not a failure: the push is
    /// presented alone, the skip beside it, exit status 0.
    @Test func withTheAPIOffThePushIsPresentedAlone() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appending(path: "state.sqlite").path
        let result = try PushSpecProcess.run(
            ["notifications", "apply", "--presentation", "--state", state], input: Array((Self.push + "\n").utf8))
        #expect(result.status == 0)
        #expect(result.lines == [
            #"{"updates":[],"skipped":{"code":"api_disabled","message":"the API is disabled (notification_group_count_max is 0)"},"#
                + Self.presentAlone + "}"
        ])
    }

    /// The disk fills: the push is presented, the state is as it was before it, and once there is
    /// room again the next push is applied.
    @Test func aFullDiskLosesNothing() throws {
        let script = PushSpecProcess.root.appending(path: "Tests/PushSpecCLITests/Fixtures/disk-full.sh").path
        let result = try PushSpecProcess.run(["bash", script, PushSpecProcess.binary.path], program: URL(fileURLWithPath: "/usr/bin/env"))
        let lines = Dictionary(
            result.lines.compactMap { line in line.firstIndex(of: ":").map { (String(line[..<$0]), String(line[$0...].dropFirst(2))) } },
            uniquingKeysWith: { first, _ in first })
        #expect(lines["status"] == "1", "\(result.output) \(result.errors)")
        #expect(lines["full"] == #"{"updates":[],"state_error":{"code":"state_full","message":"the notification state cannot grow: database or disk is full"},"present":[{"identifier":"telegram/0/9/1","thread":"telegram/0/9/messages","title":"U9","body":"LONG","sound":"default","interruption":"active","relevance":0.5,"category":"telegram.message","user_info":{"account":"0","chat_id":"9","message_id":"1"},"sender":{"name":"U9","id":"9"}}]}"#)
        let before = try #require(lines["before"])
        #expect(try JSONValue(parsing: before)["groups"]?.count == 3)
        #expect(lines["after"] == before)
        let again = try JSONValue(parsing: try #require(lines["again"]))
        #expect(again["updates"]?[0]?["added_notifications"]?[0]?["id"]?.int64Value == 4)
    }

    /// `recover` moves a corrupt state aside and makes a new one that `configure` and `apply` use;
    /// it leaves a healthy one alone and says so.
    @Test func recoverThenConfigureThenApplyWorks() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = try Self.state(in: directory)
        #expect(try PushSpecProcess.run(["notifications", "recover", "--state", state]).lines == [#"{"recovery":"healthy"}"#])
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: state))
        let recover = try PushSpecProcess.run(["notifications", "recover", "--state", state])
        #expect(recover.status == 0)
        let line = try JSONValue(parsing: recover.output)
        #expect(line["recovery"]?.stringValue == "moved_aside")
        #expect(line["state_error"]?.rawJSON == #"{"code":"state_corrupt","message":"the notification state is corrupt: file is not a database"}"#)
        let movedTo = try #require(line["moved_to"]?.stringValue)
        #expect(movedTo.hasPrefix(state + ".corrupt-"))
        #expect(try Self.bytes(movedTo) == garbage)
        let configure = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "3"])
        #expect(configure.lines == [#"{"updates":[]}"#])
        let apply = try PushSpecProcess.run(["notifications", "apply", "--state", state], input: Array((Self.push + "\n").utf8))
        #expect(apply.status == 0)
        #expect(try JSONValue(parsing: apply.output)["updates"]?[0]?["added_notifications"]?[0]?["id"]?.int64Value == 1)
    }

    /// A read-only command on a path with no state is an error naming the path, and makes nothing.
    @Test func activeOnAMissingStateIsAnErrorNamingThePath() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appending(path: "fresh.sqlite").path
        let active = try PushSpecProcess.run(["notifications", "active", "--state", state])
        #expect(active.status == 2)
        #expect(active.output.isEmpty)
        #expect(active.errors == "pushspec: --state \(state): the notification state cannot be used: \(state) does not exist (no state has been made there)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
