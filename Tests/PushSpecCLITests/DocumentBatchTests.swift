import Foundation
import Testing

@testable import PushSpecCLI

/// The batch that splits documents between threads: what each document writes must come out in
/// input order, standard output and standard error alike, whatever part handled it.
@Suite("DocumentBatch")
struct DocumentBatchTests {
    /// Handles `count` documents in batches split into `threads` parts; returns what was
    /// written to standard output and standard error, and whether all succeeded.
    static func run(count: Int, threads: Int) throws -> (output: String, errors: String, allSucceeded: Bool) {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputPath = directory.appending(path: "out").path
        let errorsPath = directory.appending(path: "err").path
        let outputDescriptor = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errorsDescriptor = open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(outputDescriptor)
            close(errorsDescriptor)
        }
        let output = OutputSink(descriptor: outputDescriptor)
        let errors = OutputSink(descriptor: errorsDescriptor)
        let batch = DocumentBatch(threads: threads, output: output, errors: errors) { document, result in
            guard case let .invalid(_, line) = document else { return }
            result.line("document \(line)")
            if line % 3 == 0 { result.reportFailure(line: line, message: "a third") }
        }
        for line in 1...count {
            batch.add(.invalid(.emptyLine, firstLine: line))
        }
        batch.handleAll()
        output.flush()
        errors.flush()
        return (
            try String(contentsOfFile: outputPath, encoding: .utf8),
            try String(contentsOfFile: errorsPath, encoding: .utf8),
            batch.allSucceeded
        )
    }

    @Test("every document's lines in input order, split into 1 to 8 parts", arguments: [1, 2, 3, 8])
    func inputOrder(threads: Int) throws {
        // 2500 documents: two full batches and part of a third, each split between the threads.
        let count = 2500
        let result = try Self.run(count: count, threads: threads)
        #expect(result.output == (1...count).map { "document \($0)\n" }.joined())
        #expect(result.errors == (1...count).filter { $0 % 3 == 0 }.map { "pushspec: line \($0): a third\n" }.joined())
        #expect(!result.allSucceeded)
    }

    @Test("a batch with no failure succeeds")
    func allSucceeded() throws {
        let result = try Self.run(count: 2, threads: 2)
        #expect(result.output == "document 1\ndocument 2\n")
        #expect(result.errors.isEmpty)
        #expect(result.allSucceeded)  // only every third document fails
    }
}
