import Foundation

do {
    guard let command = try GeneratorCommand(arguments: Array(CommandLine.arguments.dropFirst())) else { exit(0) }
    exit(command.run())
} catch {
    printError("pushspec-gen: \(error.message)\n\n\(GeneratorCommand.usage)")
    exit(2)
}
