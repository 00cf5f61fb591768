import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let subcommand = subcommands.first(where: { $0.name == name }) {
    exit(subcommand.run(arguments: Array(arguments.dropFirst())))
}
do {
    guard let command = try GeneratorCommand(arguments: arguments) else { exit(0) }
    exit(command.run())
} catch {
    printError("pushspec-gen: \(error.message)\n\n\(GeneratorCommand.usage)")
    exit(2)
}
