import ArgumentParser
import PushSpec
import PushSpecCLI

/// `pushspec-notifications ARGUMENTS…` is `pushspec notifications ARGUMENTS…`, which runs it (as
/// `git` runs `git-<command>`): a program of its own because it alone links SQLite (GRDB). Its
/// root is named `pushspec`, with `notifications` its only command, so that help and usage
/// errors name the command as users type it.
struct NotificationsProgram: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pushspec",
        version: "pushspec \(PushSpec.version)",
        subcommands: [NotificationsCommand.self]
    )

    /// Runs `notifications` with the program's arguments, with usage errors exiting 2 as
    /// `pushspec`'s do.
    static func main() {
        do {
            var command = try parseAsRoot(["notifications"] + CommandLine.arguments.dropFirst())
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileOutput.standardError("\(fullMessage(for: error))")
                FileOutput.terminate(2)
            }
            exit(withError: error)
        }
    }
}

NotificationsProgram.main()
