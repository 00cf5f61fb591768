import Foundation
import Testing

/// Compares generated text with expected files kept in the source tree, printing a unified diff
/// on mismatch. Run the tests with `PUSHSPEC_RECORD=1` to write the actual text as the new expectation.
enum ReferenceFiles {
    /// `Tests/PushSpecCompilerTests/Fixtures`, found from this source file.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["PUSHSPEC_RECORD"] == "1" }

    /// Expects `actual` to equal the file at `url`, or records it.
    static func expect(_ actual: String, matches url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expectedData = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing reference file \(url.path); run with PUSHSPEC_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: expectedData, as: UTF8.self)
        if expected != actual {
            Issue.record("\(url.lastPathComponent) differs from its reference:\n\(unifiedDiff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// `diff -u` of two texts.
    static func unifiedDiff(_ expected: String, _ actual: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let left = directory.appending(path: "expected")
            let right = directory.appending(path: "actual")
            try Data(expected.utf8).write(to: left)
            try Data(actual.utf8).write(to: right)
            let process = Process()
            let pipe = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
            process.arguments = ["-u", left.path, right.path]
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: output, as: UTF8.self)
        } catch {
            return "(no diff available: \(error))\n--- expected\n\(expected)\n+++ actual\n\(actual)"
        }
    }
}
