import ArgumentParser
import Testing

@testable import PushSpecCLI

/// Every command names itself: without `commandName`, ArgumentParser derives the name from the
/// type's through `String(describing:)`, whose conformance lookups scan all of the binary's
/// conformance records, about a million instructions a command at every start of `pushspec`
/// (issue 34).
struct CommandNameTests {
    @Test func everyCommandHasAnExplicitName() {
        var unnamed: [String] = []
        var pending: [any ParsableCommand.Type] = [PushSpecCommand.self]
        while let command = pending.popLast() {
            if command.configuration.commandName == nil { unnamed.append("\(command)") }
            pending += command.configuration.subcommands
        }
        #expect(unnamed.isEmpty, "commands without a commandName: \(unnamed)")
    }
}
