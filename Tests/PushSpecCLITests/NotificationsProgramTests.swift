import Foundation
import Testing

/// `pushspec notifications …` is the program `pushspec-notifications` beside `pushspec`, which it
/// runs in its place (issue 34): the same help, the same command line, a clear error without it.
struct NotificationsProgramTests {
    /// `text` with every run of white space one space (help is wrapped to the terminal).
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func topLevelHelpListsNotificationsWithTheProgramsAbstract() throws {
        let top = try PushSpecProcess.run(["--help"])
        let real = try PushSpecProcess.run(["--help"], program: PushSpecProcess.notificationsBinary)
        #expect(top.status == 0 && real.status == 0)
        let overview = try #require(real.output.components(separatedBy: "\n\n").first)
        #expect(overview.hasPrefix("OVERVIEW: "))
        let abstract = Self.flattened(String(overview.dropFirst("OVERVIEW: ".count)))
        #expect(Self.flattened(top.output).contains("notifications \(abstract)"), "\(top.output)")
    }

    @Test func helpIsTheProgramsOwn() throws {
        let real = try PushSpecProcess.run(["--help"], program: PushSpecProcess.notificationsBinary)
        #expect(real.output.contains("USAGE: pushspec notifications <subcommand>"))
        #expect(real.output.contains("configure") && real.output.contains("apply") && real.output.contains("active"))
        for arguments in [["notifications", "--help"], ["help", "notifications"], ["notifications"]] {
            let forwarded = try PushSpecProcess.run(arguments)
            #expect(forwarded.status == 0)
            #expect(forwarded.output == real.output, "pushspec \(arguments)")
        }
        let apply = try PushSpecProcess.run(["apply", "--help"], program: PushSpecProcess.notificationsBinary)
        #expect(apply.output.contains("USAGE: pushspec notifications apply"))
        #expect(try PushSpecProcess.run(["help", "notifications", "apply"]).output == apply.output)
        #expect(try PushSpecProcess.run(["notifications", "apply", "--help"]).output == apply.output)
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try PushSpecProcess.run(["notifications", "configure"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--state"))
    }

    /// `pushspec` alone, without `pushspec-notifications` beside it.
    @Test func withoutTheProgramNotificationsSaysWhatIsMissing() throws {
        let directory = try PushSpecProcess.pushspecAlone()
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = directory.appending(path: "pushspec")
        let result = try PushSpecProcess.run(["notifications", "active", "--state", "state.sqlite"], program: alone)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("cannot run \(directory.appending(path: "pushspec-notifications").path)"), "\(result.errors)")
        // Every other command still works.
        #expect(try PushSpecProcess.run(["list"], program: alone).status == 0)
    }
}
