import ArgumentParser
import PushSpec

/// `pushspec`: render, decrypt and route push payloads; make keys; list and check the spec.
/// The executable `pushspec` (Sources/pushspec) runs ``main()``; `notifications` and `validate` are
/// the programs `pushspec-notifications` and `pushspec-gen` beside it (``CompanionProgram``).
package struct PushSpecCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "pushspec",
        abstract: "Decode, decrypt and render Telegram, Zulip and web push payloads, typed by the PushSpec spec.",
        discussion: """
            INPUT is a file or - (standard input, the default) holding one JSON document
            or NDJSON (one document a line). Results go to standard output, one line per
            document in input order. A document that fails is its line there, `error: line
            N: …` (with --json an object with `error`), and is printed nowhere else;
            standard error gets the count of failed documents at the end, and the
            problems that stop a command (a missing file, an unreadable keyring).

            Exit status: 0 every payload was fine; 1 some payloads failed (all were still
            processed and reported); 2 usage or I/O errors (a missing file, an unreadable
            keyring).

            Examples:
              pushspec render Examples/payloads/telegram.ndjson
              pushspec render --keyring keys.json --json captured.ndjson | jq .title
              pushspec receiver-id captured.ndjson
              pushspec keygen telegram --keyring keys.json
            """,
        version: "pushspec \(PushSpec.version)",
        subcommands: [
            RenderCommand.self, DecryptCommand.self, ReceiverIDCommand.self, WebPushCommand.self, KeygenCommand.self,
            ListCommand.self, ValidateCommand.self, NotificationsCommand.self,
        ]
    )

    /// Runs the command line, with usage errors exiting 2 (ArgumentParser's own default is 64).
    /// `notifications` and `validate` run their programs in place of this process.
    package static func main() {
        CompanionProgram.forwardIfCompanion(CommandLine.arguments)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileOutput.standardError("\(fullMessage(for: error))")
                FileOutput.terminate(2)
            }
            exit(withError: error)
        }
    }
}
