import Foundation
import Testing

@testable import PushSpecCLI

/// The pipeline that hands batches of lines to other threads: what each document writes must
/// come out in input order, standard output and standard error alike, whatever thread handled
/// it — documents over several lines included, across the end of a batch.
@Suite("DocumentPipeline")
struct DocumentPipelineTests {
    /// One input line: its text, or a line too long to keep, of that length; or the point where
    /// reading would wait for more input (the reader then drains the pipeline; not a line).
    enum InputLine {
        case text(String)
        case tooLong(Int)
        case wait
    }

    /// Sends `lines` through a pipeline on `threads` threads, as an input of `form` (nil: its
    /// first document decides); returns what was written to
    /// standard output and standard error, and whether all succeeded. The handler writes
    /// `json LINE` for a document, `invalid LINE CODE` for an error, and fails each error and
    /// each document on a line that is a multiple of a hundred.
    static func run(_ lines: [InputLine], threads: Int, form: InputForm? = nil) throws -> (output: [String], errors: [String], allSucceeded: Bool) {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-pipeline-\(UUID().uuidString)")
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
        let pipeline = DocumentPipeline(threads: threads, output: output, errors: errors) { document, result in
            switch document {
            case let .json(_, line):
                result.line("json \(line)")
                if line % 100 == 0 {
                    // Standard error of its own, to see that it keeps input order too.
                    result.errors.append(contentsOf: "pushspec: line \(line): a hundredth\n")
                    result.failures += 1
                }
            case let .invalid(error, line):
                result.fail(line: line, code: error.code, message: error.code, json: false)
                result.errors.append(contentsOf: "pushspec: line \(line): \(error.code)\n")
            }
        }
        pipeline.begin(form: form)
        var number = 0
        for line in lines {
            switch line {
            case let .text(text):
                number += 1
                Array(text.utf8).withUnsafeBufferPointer { pipeline.add(text: $0, number: number) }
            case let .tooLong(length):
                number += 1
                pipeline.add(tooLong: length, number: number)
            case .wait:
                pipeline.drain()
            }
        }
        pipeline.finishInput()
        output.flush()
        errors.flush()
        let split = { (path: String) in
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        return (try split(outputPath), try split(errorsPath), pipeline.allSucceeded)
    }

    static func document(_ line: Int) -> InputLine { .text(#"{"n":\#(line)}"#) }

    @Test("every document's lines in input order, on 1 to 8 threads", arguments: [1, 2, 3, 8])
    func inputOrder(threads: Int) throws {
        // 2500 lines: two full batches and part of a third.
        let count = 2500
        let result = try Self.run((1...count).map(Self.document), threads: threads)
        #expect(result.output == (1...count).map { "json \($0)" })
        #expect(result.errors == (1...count).filter { $0 % 100 == 0 }.map { "pushspec: line \($0): a hundredth" })
        #expect(!result.allSucceeded)
    }

    @Test("documents over several lines, cut short or not, across the end of a batch", arguments: [1, 2, 8])
    func documentsOverSeveralLines(threads: Int) throws {
        var lines = (1...1019).map(Self.document)
        // Lines 1020 to 1030 (a batch holds 1024 lines): one pretty-printed document.
        lines.append(.text("{"))
        lines += (1021...1029).map { .text(#"  "k\#($0)": 1,"#) }
        lines.append(.text(#"  "end": 0}"#))
        lines += (1031...2040).map(Self.document)
        lines.append(.text(#"{"cut": ["#))  // 2041: cut short by a document starting in column 1
        lines.append(Self.document(2042))
        lines += (2043...2047).map(Self.document)
        lines.append(.text("[1,"))  // 2048: cut short by a line too long
        lines.append(.tooLong(70_000))  // 2049
        lines.append(.text("  "))  // 2050: an empty line
        lines += (2051...2500).map(Self.document)
        lines.append(.text(#"{"last":"#))  // 2501: cut short by the end of the input

        // The first document is one line: the form must be forced.
        let result = try Self.run(lines, threads: threads, form: .documents)

        var expected = (1...1019).map { "json \($0)" }
        expected.append("json 1020")
        expected += (1031...2040).map { "json \($0)" }
        expected += ["error: line 2041: invalid_json", "json 2042"]
        expected += (2043...2047).map { "json \($0)" }
        // The document started on 2048 takes the line too long: it is too large, and the lines
        // up to the next `{` in column 1 (an empty one) are skipped.
        expected.append("error: line 2048: too_large")
        expected += (2051...2500).map { "json \($0)" }
        expected.append("error: line 2501: invalid_json")
        #expect(result.output == expected)

        let expectedErrors = ((1...1019).filter { $0 % 100 == 0 } + (1031...2040).filter { $0 % 100 == 0 }).map {
            "pushspec: line \($0): a hundredth"
        }
            + ["pushspec: line 2041: invalid_json", "pushspec: line 2048: too_large"]
            + (2051...2500).filter { $0 % 100 == 0 }.map { "pushspec: line \($0): a hundredth" }
            + ["pushspec: line 2501: invalid_json"]
        #expect(result.errors == expectedErrors)
        #expect(!result.allSucceeded)
    }

    @Test("a document continued in batches of its own, as reading a slow pipe makes them", arguments: [1, 2])
    func documentAcrossDrainedBatches(threads: Int) throws {
        // Each wait hands over what was read: the document's later lines come in batches with
        // no start of their own. Alone, each of them is invalid JSON (a failure its thread
        // counts); together they succeed, and so does the document after them in the same batch.
        let lines: [InputLine] = [
            Self.document(1), .text("{"), .wait, .text(#"  "k": 1,"#), .text(#"  "end": 0}"#), Self.document(5),
        ]
        let result = try Self.run(lines, threads: threads, form: .documents)
        #expect(result.output == ["json 1", "json 2", "json 5"])
        #expect(result.errors.isEmpty)
        #expect(result.allSucceeded)
    }

    @Test("the first document decides the form, also when reading waits within it", arguments: [1, 2])
    func formDecidedByTheFirstDocument(threads: Int) throws {
        // Spans lines (and waits): documents over several lines.
        let pretty: [InputLine] = [.text(""), .text("{"), .wait, .text(#"  "k": 1,"#), .wait, .text(#"  "end": 0}"#), Self.document(5)]
        let documents = try Self.run(pretty, threads: threads)
        #expect(documents.output == ["json 2", "json 5"])
        // A first line that starts a document decides, whether or not the document turns out
        // valid (issue 34): cut short by the next line starting with `{`, one error; that line's
        // document, broken, one error; reading resumes at the next `{` in column 1.
        let cut: [InputLine] = [.text(#"{"a":"#), .wait, .text(#"{"b":"#), .text(#"  "c": 1}"#), Self.document(4)]
        let started = try Self.run(cut, threads: threads)
        #expect(started.output == ["error: line 1: invalid_json", "error: line 2: invalid_json", "json 4"])
        // Broken, or ended by the input: one error for the document, not one a line.
        let broken = try Self.run([.text("{"), .text("  x"), .text("}")], threads: threads)
        #expect(broken.output == ["error: line 1: invalid_json"])
        let ended = try Self.run([.text("{"), .text(#"  "k": 1,"#)], threads: threads)
        #expect(ended.output == ["error: line 1: invalid_json"])
        // A first line that is a document or an error by itself: NDJSON.
        let ndjson = try Self.run([.text("x"), .text("{"), .text("}")], threads: threads)
        #expect(ndjson.output == ["error: line 1: invalid_json", "error: line 2: invalid_json", "error: line 3: invalid_json"])
    }

    @Test("NDJSON: lines that start a document are never joined, across batches", arguments: [1, 2, 8])
    func ndjsonLinesAreNeverJoined(threads: Int) throws {
        // A start (JSON ending early) on every line around two batch boundaries, and a line too long.
        let starts: Set<Int> = [1023, 1024, 1025, 2047, 2048, 2049, 2050]
        let lines: [InputLine] = (1...2100).map { starts.contains($0) ? .text(#"{"cut":"#) : $0 == 1026 ? .tooLong(70_000) : Self.document($0) }
        let result = try Self.run(lines, threads: threads)
        #expect(
            result.output
                == (1...2100).map { starts.contains($0) ? "error: line \($0): invalid_json" : $0 == 1026 ? "error: line 1026: too_large" : "json \($0)" })
    }

    @Test("a run with no failure succeeds")
    func allSucceeded() throws {
        let result = try Self.run([Self.document(1), Self.document(2)], threads: 2)
        #expect(result.output == ["json 1", "json 2"])
        #expect(result.errors.isEmpty)
        #expect(result.allSucceeded)  // only lines that are multiples of a hundred fail
    }
}
