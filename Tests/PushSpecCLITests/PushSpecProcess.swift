import Foundation

/// Runs the built `pushspec` binary, as a user would.
struct PushSpecProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String

        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The repository root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary beside the test bundle (`.build/<triple>/debug/pushspec`).
    static let binary = built("pushspec")

    /// `pushspec-notifications`, which `pushspec notifications` runs: built beside `pushspec`.
    static let notificationsBinary = built("pushspec-notifications")

    /// `pushspec-gen`, whose `validate` `pushspec validate` runs: built beside `pushspec`.
    static let genBinary = built("pushspec-gen")

    /// The program `name` beside the test bundle, or in `.build/debug`.
    static func built(_ name: String) -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [beside, beside.deletingLastPathComponent(), root.appending(path: ".build/debug")] {
            let candidate = directory.appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appending(path: ".build/debug/\(name)")
    }

    /// A new directory holding `pushspec` alone (none of the programs it runs beside it), for what
    /// it says without them; the caller removes it. The binary is hard-linked, not copied: a copy
    /// is written through a descriptor that a process another test starts meanwhile inherits, and
    /// running the copy then fails with "Text file busy". A copy only where the two directories
    /// are on different file systems.
    static func pushspecAlone() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let alone = directory.appending(path: "pushspec")
        do {
            try FileManager.default.linkItem(at: binary, to: alone)
        } catch {
            try FileManager.default.copyItem(at: binary, to: alone)
        }
        return directory
    }

    /// Runs `pushspec arguments…` (or another `program`) in `directory` (the repository root) with
    /// `input` on standard input.
    static func run(
        _ arguments: [String], input: [UInt8] = [], in directory: URL? = nil, program: URL = binary
    ) throws -> Result {
        let workingDirectory = directory ?? root
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appending(path: "stdin")
        let errorsURL = directory.appending(path: "stderr")
        try Data(input).write(to: inputURL)
        try Data().write(to: errorsURL)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
    }

    /// A fixture file's text.
    static func fixture(_ name: String) -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/\(name)")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}
