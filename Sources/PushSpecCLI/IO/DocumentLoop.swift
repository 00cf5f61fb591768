import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads every input document in order and hands it to a handler that writes its result line.
/// Tracks whether any document failed, for the exit status.
struct DocumentLoop {
    let inputs: [String]
    let output: OutputSink
    let errors: OutputSink

    /// Runs `handle` on each document; it returns false for a document that failed.
    /// With `webPushBody`, an input file that holds a web push body (binary `aes128gcm`, folded
    /// `aesgcm`, or `version=N`) rather than JSON is read whole and given to it instead.
    /// Throws `ExitCode(2)` for an input that cannot be read, `ExitCode(1)` when a document failed.
    func run(webPushBody: (([UInt8], String) -> Bool)? = nil, _ handle: (Document) -> Bool) throws {
        var allSucceeded = true
        for input in inputs.isEmpty ? ["-"] : inputs {
            let descriptor: Int32 = input == "-" ? 0 : open(input, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                output.flush()
                errors.line("pushspec: \(InputError.cannotOpen(input, String(cString: strerror(errno))))")
                errors.flush()
                throw ExitCode(2)
            }
            defer { if descriptor != 0 { close(descriptor) } }
            if let webPushBody, descriptor != 0, let body = WebPushBodyFile.readBody(descriptor) {
                if !webPushBody(body, input) { allSucceeded = false }
                continue
            }
            var lines = LineReader(descriptor: descriptor, maxLineLength: DocumentReader.maxDocumentSize)
            lines.willBlock = { [output] in output.flush() }
            var documents = DocumentReader(lines: lines)
            do {
                while let document = try documents.next() {
                    if !handle(document) { allSucceeded = false }
                }
            } catch {
                output.flush()
                errors.line("pushspec: \(input): \(error)")
                errors.flush()
                throw ExitCode(2)
            }
        }
        output.flush()
        errors.flush()
        if !allSucceeded { throw ExitCode(1) }
    }

    /// Reports a failed document: an `error:` line in the output (so lines stay aligned with the
    /// input) and the line number on standard error. Returns false, for `run`'s handler.
    func fail(line: Int, code: String, message: String, json: Bool) -> Bool {
        fail(at: "line \(line)", code: code, message: message, json: json)
    }

    /// Reports a web push body file that failed, as ``fail(line:code:message:json:)`` does a
    /// document, naming the file on standard error.
    func fail(file path: String, code: String, message: String, json: Bool) -> Bool {
        fail(at: path, code: code, message: message, json: json)
    }

    private func fail(at place: String, code: String, message: String, json: Bool) -> Bool {
        if json {
            output.line(RenderedPush.errorJSON(code: code, message: message))
        } else {
            output.line("error: \(message)")
        }
        errors.line("pushspec: \(place): \(message)")
        return false
    }
}
