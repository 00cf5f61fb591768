import Foundation

/// Runs the built `pushspec-gen import-doc`, as a maintainer would, in the repository root.
enum ImportDocProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The repository root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Fixtures/ImportDoc`, relative to the root (as paths appear in reports).
    static let fixtures = "Tests/PushSpecCompilerTests/Fixtures/ImportDoc"

    /// The seeds the fixtures are excerpts of, beside the repository (`../shared/seeds`), when they
    /// are there.
    static let seeds = root.deletingLastPathComponent().appending(path: "shared/seeds")

    /// The binary beside the test bundle (`.build/<triple>/debug/pushspec-gen`).
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [beside, beside.deletingLastPathComponent(), root.appending(path: ".build/debug")] {
            let candidate = directory.appending(path: "pushspec-gen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appending(path: ".build/debug/pushspec-gen")
    }()

    /// Runs `pushspec-gen import-doc arguments…`.
    static func run(_ arguments: [String]) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appending(path: "import-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appending(path: "stdout")
        let errorsURL = directory.appending(path: "stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorsURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["import-doc"] + arguments
        process.currentDirectoryURL = root
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorsURL, encoding: .utf8))
    }

    /// A copy of `Spec/` in a new temporary directory, removed by the caller.
    static func copyOfSpec() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "import-doc-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let copy = directory.appending(path: "Spec")
        try FileManager.default.copyItem(at: root.appending(path: "Spec"), to: copy)
        return copy
    }
}
