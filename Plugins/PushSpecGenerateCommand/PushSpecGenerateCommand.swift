import Foundation
import PackagePlugin

/// `swift package generate-pushspec [--check]`: regenerates `Generated/` from `Spec/` in place
/// (or, with `--check`, only reports drift).
@main
struct PushSpecGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "pushspec-gen")
        let root = context.package.directoryURL
        var toolArguments = [
            "--spec", root.appending(path: "Spec").path(percentEncoded: false),
            "--output", root.appending(path: "Generated").path(percentEncoded: false),
        ]
        if arguments.contains("--check") {
            toolArguments.append("--check")
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerationFailure(status: process.terminationStatus)
        }
    }
}

/// pushspec-gen reported spec errors or drift (its own output says which).
struct GenerationFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "pushspec-gen exited with status \(status)" }
}
