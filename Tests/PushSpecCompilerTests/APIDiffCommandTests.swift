import Foundation
import PushSpecCompiler
import Testing

/// `pushspec-gen diff` as a user runs it: the built binary on two spec folders and, with
/// `--against`, on a temporary git repository; its exit status and its JSON.
@Suite struct APIDiffCommandTests {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The `pushspec-gen` binary that `swift test` builds beside the test bundle.
    static let binary: URL? = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let root = ReferenceFiles.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [beside, beside.deletingLastPathComponent(), root.appending(path: ".build/debug")]
            .map { $0.appending(path: "pushspec-gen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `executable arguments…` in `directory`.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errorsURL = directory.appending(path: ".stderr-\(UUID().uuidString)")
        try Data().write(to: errorsURL)
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
            errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
    }

    /// Runs `pushspec-gen diff arguments…` in `directory`.
    func diff(_ arguments: [String], in directory: URL) throws -> Result {
        let binary = try #require(Self.binary, "pushspec-gen is not built; run swift build first")
        return try Self.run(binary, ["diff"] + arguments, in: directory)
    }

    /// Runs git in `directory`, expecting it to succeed.
    func git(_ arguments: [String], in directory: URL) throws {
        let result = try Self.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.name=PushSpec Tests", "-c", "user.email=tests@example.com", "-c", "commit.gpgsign=false"]
                + arguments, in: directory)
        #expect(result.status == 0, "git \(arguments): \(result.errors)")
    }

    /// A new temporary directory, removed after `body`.
    func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-diff-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// The report's JSON object.
    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The base spec with MESSAGE_GAME_SCORE's `score` argument renamed (breaking) and a custom
    /// field added (additive).
    static let editedFiles: [String: String] = {
        var files = APIDiffSpecs.base
        files["telegram/notifications.yaml"] = files["telegram/notifications.yaml"]?
            .replacingOccurrences(of: "{name: score, type: integer", with: "{name: points, type: integer")
        files["telegram/fields.yaml"] = files["telegram/fields.yaml"]?
            .replacingOccurrences(of: "custom_fields:\n", with: "custom_fields:\n  - {name: topic_id, swift: topicID, type: id, doc: Topic}\n")
        return files
    }()

    @Test func againstACommitOfATemporaryRepository() throws {
        try withTemporaryDirectory { repository in
            let spec = repository.appending(path: "Spec")
            try APIDiffSpecs.write(APIDiffSpecs.base, to: spec)
            try git(["init", "-q"], in: repository)
            try git(["add", "Spec"], in: repository)
            try git(["commit", "-q", "-m", "The base spec"], in: repository)

            // Unchanged: no changes, exit 0.
            let unchanged = try diff(["--json", "--against", "HEAD"], in: repository)
            #expect(unchanged.status == 0, "\(unchanged.errors)")
            #expect(unchanged.output == "{\"changes\":[],\"bump\":\"none\"}\n")

            try APIDiffSpecs.write(Self.editedFiles, to: spec)
            let breaking = try diff(["--json", "--against", "HEAD"], in: repository)
            #expect(breaking.status == 1)
            #expect(breaking.errors.contains("1 breaking change"))
            let report = try json(breaking.output)
            #expect(report["bump"] as? String == "major")
            let changes = try #require(report["changes"] as? [[String: String]])
            #expect(changes == [
                [
                    "severity": "breaking", "loc_key": "MESSAGE_GAME_SCORE",
                    "what": "case TelegramNotification.messageGameScore: argument score renamed to points",
                ],
                [
                    "severity": "additive", "loc_key": "topic_id",
                    "what": "TelegramCustomFields.topicID: Int64? added (`topic_id` in custom)",
                ],
            ])

            // --allow-breaking: the same report, exit 0.
            let allowed = try diff(["--json", "--allow-breaking", "--against", "HEAD", "--spec", "Spec"], in: repository)
            #expect(allowed.status == 0)
            #expect(allowed.output == breaking.output)

            // The human report, from another directory with --spec.
            let text = try diff(["--allow-breaking", "--against", "HEAD", "--spec", spec.path], in: FileManager.default.temporaryDirectory)
            #expect(text.status == 0, "\(text.errors)")
            #expect(text.output == """
                breaking  MESSAGE_GAME_SCORE  case TelegramNotification.messageGameScore: argument score renamed to points
                additive  topic_id            TelegramCustomFields.topicID: Int64? added (`topic_id` in custom)

                1 breaking, 1 additive, 0 cosmetic
                bump: major

                """)

            // A ref that names no commit, and a spec folder a commit does not have.
            let unknown = try diff(["--against", "no-such-ref"], in: repository)
            #expect(unknown.status == 2)
            #expect(unknown.errors == "pushspec-gen diff: 'no-such-ref' names no commit\n")
            try APIDiffSpecs.write(APIDiffSpecs.base, to: repository.appending(path: "Other"))
            let missing = try diff(["--against", "HEAD", "--spec", "Other"], in: repository)
            #expect(missing.status == 2)
            #expect(missing.errors.hasPrefix("pushspec-gen diff: Other does not exist at HEAD: "))
        }
    }

    @Test func twoSpecFolders() throws {
        try withTemporaryDirectory { directory in
            try APIDiffSpecs.write(APIDiffSpecs.base, to: directory.appending(path: "old"))
            try APIDiffSpecs.write(Self.editedFiles, to: directory.appending(path: "new"))
            var additiveOnly = APIDiffSpecs.base
            additiveOnly["telegram/fields.yaml"] = Self.editedFiles["telegram/fields.yaml"]
            try APIDiffSpecs.write(additiveOnly, to: directory.appending(path: "additive"))

            let breaking = try diff(["--json", "old", "new"], in: directory)
            #expect(breaking.status == 1)
            #expect(try json(breaking.output)["bump"] as? String == "major")

            let additive = try diff(["--json", "old", "additive"], in: directory)
            #expect(additive.status == 0)
            #expect(try json(additive.output)["bump"] as? String == "minor")

            // Backwards: the field removed, the argument renamed back.
            let backwards = try diff(["new", "old"], in: directory)
            #expect(backwards.status == 1)
            #expect(backwards.output.hasSuffix("2 breaking, 0 additive, 0 cosmetic\nbump: major\n"))
        }
    }

    @Test func errorsExitWithStatus2() throws {
        try withTemporaryDirectory { directory in
            try APIDiffSpecs.write(APIDiffSpecs.base, to: directory.appending(path: "old"))
            var broken = APIDiffSpecs.base
            broken["telegram/notifications.yaml"] = broken["telegram/notifications.yaml"]?
                .replacingOccurrences(of: "template: \"{1}: {2}\"", with: "template: \"{1}: {3}\"")
            try APIDiffSpecs.write(broken, to: directory.appending(path: "broken"))

            let compileErrors = try diff(["old", "broken"], in: directory)
            #expect(compileErrors.status == 2)
            #expect(compileErrors.output == "")
            #expect(compileErrors.errors == """
                pushspec-gen diff: the spec broken has 1 error:
                broken/telegram/notifications.yaml:9:15: error: template of MESSAGE_TEXT uses {3} but there are only 2 arguments

                """)

            let notADirectory = try diff(["old", "missing"], in: directory)
            #expect(notADirectory.status == 2)
            #expect(notADirectory.errors.hasPrefix("pushspec-gen diff: /"))
            #expect(notADirectory.errors.hasSuffix("/missing: error: not a spec directory\n"))

            for arguments in [["old"], ["--against"], ["--against", "HEAD", "old", "new"], ["--spec", "old", "old", "old"], ["--colour", "old", "old"]] {
                let usage = try diff(arguments, in: directory)
                #expect(usage.status == 2, "\(arguments)")
                #expect(usage.errors.contains("usage: pushspec-gen diff"), "\(arguments)")
            }
        }
    }
}
