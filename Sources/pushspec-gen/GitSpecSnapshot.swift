import Foundation

/// A spec folder as it is at a git commit, extracted into a temporary directory with
/// `git archive COMMIT:PATH | tar -x`. ``remove()`` deletes the directory.
struct GitSpecSnapshot {
    /// The extracted spec folder (named as the working tree's, so that generated names agree).
    let directory: URL
    /// `HEAD~1:Spec`: how diagnostics name the snapshot's files.
    let displayName: String
    private let temporaryRoot: URL

    /// Why a spec folder could not be read at a commit.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Extracts `specDirectory` (a folder of a git working tree) as it is at `ref`.
    init(of specDirectory: URL, at ref: String) throws(Failure) {
        let location = try Self.git(["rev-parse", "--show-toplevel", "--show-prefix"], in: specDirectory) { message in
            "\(specDirectory.relativePath) is not inside a git working tree: \(message)"
        }.split(separator: "\n", omittingEmptySubsequences: false)
        // The top level, then the prefix (an empty line at the top level).
        let topLevel = URL(fileURLWithPath: location.first.map(String.init) ?? ".")
        let prefix = location.dropFirst().first.map(String.init) ?? ""
        _ = try Self.git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: specDirectory) { _ in
            "'\(ref)' names no commit"
        }
        let path = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        displayName = "\(ref):\(path.isEmpty ? "." : path)"
        temporaryRoot = try Self.makeTemporaryDirectory()
        directory = temporaryRoot.appending(path: specDirectory.standardizedFileURL.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        let archive = temporaryRoot.appending(path: "spec.tar")
        do {
            // From the top level: in a subdirectory, `git archive` keeps only what lies under it.
            _ = try Self.git(
                ["archive", "--format=tar", "--output=\(archive.path)", "\(ref):\(path)"], in: topLevel
            ) { message in "\(path.isEmpty ? "the repository" : path) does not exist at \(ref): \(message)" }
            _ = try Self.run("tar", ["-x", "-f", archive.path, "-C", directory.path], in: temporaryRoot) { message in
                "cannot extract \(displayName): \(message)"
            }
        } catch {
            remove()
            throw error
        }
    }

    /// Deletes the extracted files.
    func remove() {
        try? FileManager.default.removeItem(at: temporaryRoot)
    }

    private static func git(
        _ arguments: [String], in directory: URL, failure: (String) -> String
    ) throws(Failure) -> String {
        try run("git", arguments, in: directory, failure: failure)
    }

    /// Runs `tool` (found on the PATH) in `directory`; its standard output, or a ``Failure`` made
    /// by `failure` from its standard error when it fails.
    private static func run(
        _ tool: String, _ arguments: [String], in directory: URL, failure: (String) -> String
    ) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: failure("cannot run \(tool): \(error.localizedDescription)"))
        }
        // Standard error is read on another thread, so that neither pipe can fill up and stall
        // the tool while the other is being read.
        let errorText = ErrorCollector(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = errorText.wait().trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let reason = message.isEmpty ? "\(tool) exited with status \(process.terminationStatus)" : message
            throw Failure(description: failure(reason))
        }
        return String(decoding: outputData, as: UTF8.self)
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class ErrorCollector: @unchecked Sendable {
        // `data` is written by the reading thread before `done` is signalled, and read only after.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A new, empty directory of its own under the system's temporary directory (`mkdtemp`).
    private static func makeTemporaryDirectory() throws(Failure) -> URL {
        var template = Array(FileManager.default.temporaryDirectory.appending(path: "pushspec-diff-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw Failure(description: "cannot create a temporary directory") }
        // mkdtemp replaced the X's in place; the last byte is the terminating zero.
        return URL(fileURLWithPath: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}

