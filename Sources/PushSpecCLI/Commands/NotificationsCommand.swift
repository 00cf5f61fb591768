import ArgumentParser

/// `pushspec notifications …`, as listed in `pushspec --help`: the command is the program
/// `pushspec-notifications` (``CompanionProgram/notifications``), which alone links SQLite (GRDB),
/// which every start of `pushspec` would otherwise load and relocate.
///
/// ``PushSpecCommand/main()`` forwards before parsing (so `--help` and every option reach the real
/// command); this is what the top-level help shows, and it forwards too if it is ever run.
struct NotificationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        // The real command's abstract (pushspec-notifications; a test checks that they agree).
        abstract: "Keep the notifications of pushes as TDLib's Notification API does, in a state file."
    )

    @Argument(parsing: .captureForPassthrough, help: "The arguments of `pushspec-notifications`.")
    var arguments: [String] = []

    func run() throws {
        CompanionProgram.notifications.run(arguments)
    }
}
