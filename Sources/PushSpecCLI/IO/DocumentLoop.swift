import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The loop of `render`, `decrypt` and `receiver-id`: reads every input document in order, hands
/// each to a handler that writes its result line (on other threads, while reading goes on:
/// ``DocumentPipeline``), writes the results in input order, and sets the exit status.
package struct DocumentLoop {
    let inputs: [String]
    let output: OutputSink
    let errors: OutputSink
    /// The form of every input (`--ndjson`, `--documents`); nil: each input's first document
    /// decides (``DocumentPipeline``).
    var form: InputForm? = nil

    /// The processors this process may use (affinity and container limits included), at most 8.
    /// With one, documents are handled on the reading thread; with more, up to twice as many
    /// batches of them are handed to Dispatch's global queue, which runs as many at once as
    /// there are processors.
    static let threadCount = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)

    /// Reads every input and hands each document to `handle`, on other threads
    /// (``DocumentPipeline``), or on the reading thread one after the other with `inOrder` (for a
    /// handler whose documents change a state); what they write comes out in input order. `handle` may also be
    /// given a line that turns out to belong to a document over several lines, whose output is
    /// then dropped: it must only write into its ``DocumentOutput``. A file that holds one
    /// raw web push body goes to `webPushBody` instead, and so does one that is neither JSON text nor
    /// a web push body (an SQLite database, binary data), for its one error. Exits with status 2 when an input cannot
    /// be read, 1 when a document failed.
    init(inputs: [String], output: OutputSink, errors: OutputSink, form: InputForm?) {
        self.inputs = inputs
        self.output = output
        self.errors = errors
        self.form = form
    }

    /// Each input's first document decides its form (`notifications apply`).
    package init(inputs: [String], output: OutputSink, errors: OutputSink) {
        self.init(inputs: inputs, output: output, errors: errors, form: nil)
    }

    package func run(
        inOrder: Bool = false,
        webPushBody: ((WebPushBodyFile.Content, String, inout DocumentOutput) -> Void)? = nil,
        _ handle: @escaping @Sendable (Document, inout DocumentOutput) -> Void
    ) throws {
        let pipeline = DocumentPipeline(
            threads: inOrder ? 1 : Self.threadCount, output: output, errors: errors, handle: handle)
        for input in inputs.isEmpty ? ["-"] : inputs {
            let descriptor: Int32 = input == "-" ? 0 : open(input, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                output.flush()
                errors.line("pushspec: \(InputError.cannotOpen(input, String(cString: strerror(errno))))")
                errors.flush()
                throw ExitCode(2)
            }
            defer { if descriptor != 0 { close(descriptor) } }
            if let webPushBody, descriptor != 0, let content = WebPushBodyFile.contents(descriptor) {
                var result = DocumentOutput()
                webPushBody(content, input, &result)
                pipeline.write(result)
                continue
            }
            pipeline.begin(form: form)
            var lines = LineReader(descriptor: descriptor, maxLineLength: DocumentAssembler.maxDocumentSize)
            // Before waiting for more input (a terminal, a slow pipe), answer what has been read
            // and show it, errors included.
            lines.willBlock = { [output, errors] in
                pipeline.drain()
                output.flush()
                errors.flush()
            }
            do {
                while let line = try lines.next() {
                    switch line {
                    case let .text(range, number):
                        lines.withBytes(range) { pipeline.add(text: $0, number: number) }
                    case let .tooLong(length, number):
                        pipeline.add(tooLong: length, number: number)
                    }
                }
                pipeline.finishInput()
            } catch {
                pipeline.drain()
                output.flush()
                errors.line("pushspec: \(input): \(error)")
                errors.flush()
                throw ExitCode(2)
            }
        }
        output.flush()
        if !pipeline.allSucceeded {
            // Each error is printed once, as its document's line on standard output (the one
            // line per document there stays); this only says why the exit status is 1.
            let count = pipeline.failures
            errors.line("pushspec: \(count) document\(count == 1 ? "" : "s") failed (see the error lines on standard output)")
        }
        errors.flush()
        if !pipeline.allSucceeded { throw ExitCode(1) }
    }
}
