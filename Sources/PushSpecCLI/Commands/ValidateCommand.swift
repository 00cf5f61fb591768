import ArgumentParser

/// `pushspec validate …`, as listed in `pushspec --help`: the command is `pushspec-gen validate`
/// (``CompanionProgram/validate``), so that `pushspec` links neither the spec compiler nor Yams.
///
/// ``PushSpecCommand/main()`` forwards before parsing (so `--help` and every option reach the real
/// command); this is what the top-level help shows, and it forwards too if it is ever run.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        // The real command's summary (pushspec-gen validate; a test checks that they agree).
        abstract: "Check a spec and print its diagnostics as FILE:LINE:COLUMN: error: MESSAGE."
    )

    @Argument(parsing: .captureForPassthrough, help: "The arguments of `pushspec-gen validate`.")
    var arguments: [String] = []

    func run() throws {
        CompanionProgram.validate.run(arguments)
    }
}
