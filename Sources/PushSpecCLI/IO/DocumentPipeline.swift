import Dispatch

/// Input lines on their way to results: the reading thread fills batches of lines, other threads
/// parse and handle them (each line alone: nearly every line is a document), and the reading
/// thread writes what they wrote in input order while it reads on.
///
/// Each input's form (``InputForm``) is decided once, before its first batch is handed over:
/// given (``begin(form:)``), or from its first non-empty line. When that line starts a JSON
/// value that does not end on it (its JSON ends early), the input is documents over several
/// lines, whether or not the document it starts turns out to be valid: a broken first document
/// is one error, and reading resumes at the next document. Otherwise — the first line is a
/// document or an error by itself — the input is NDJSON: every non-empty line is one result,
/// handled on other threads, and the batches are written whole. In documents over several
/// lines, a line that starts one is left by its thread, and
/// from it on, until the document is complete (or, after an error, until the next line starting
/// with `{` in column 1), the lines are taken by the assembler and handled on the reading thread
/// (what other threads wrote for those lines, alone, is dropped).
final class DocumentPipeline {
    /// A batch handed over before it is full (reading would wait, or the input ended) with fewer
    /// lines than this is handled on the reading thread: handing it over would cost more than
    /// it saves. A full batch always goes to another thread, however few (long) lines it holds.
    static let minimumForThread = 64

    private let handle: @Sendable (Document, inout DocumentOutput) -> Void
    private let threads: Int
    private let output: OutputSink
    private let errors: OutputSink
    /// The batch being filled. Its accesses are not checked at run time, as ``LineBatch``'s are
    /// not: one thread, no overlap.
    @exclusivity(unchecked) private var filling = LineBatch()
    /// Batches handed over, oldest first; at most ``maxInFlight``.
    private var inFlight: [LineBatch] = []
    /// Batches written, for reuse (their buffers allocated, and their pages touched, once).
    private var spare: [LineBatch] = []
    private var assembler = DocumentAssembler()
    /// The current input's form; nil until its first non-empty line decides it.
    private var form: InputForm?
    /// What the documents handled on the reading thread write.
    private var local = DocumentOutput()
    /// The documents that failed so far.
    private(set) var failures = 0
    /// False once a document failed.
    var allSucceeded: Bool { failures == 0 }

    /// The batches in flight before reading waits for the oldest: enough to keep every thread
    /// busy while the reading thread writes.
    private var maxInFlight: Int { 2 * threads }

    init(
        threads: Int, output: OutputSink, errors: OutputSink,
        handle: @escaping @Sendable (Document, inout DocumentOutput) -> Void
    ) {
        self.threads = max(1, threads)
        self.output = output
        self.errors = errors
        self.handle = handle
    }

    /// Starts an input, of `form`, or (nil) of the form its first document shows.
    func begin(form: InputForm?) {
        self.form = form
    }

    /// Adds an input line (copied), number `number`.
    func add(text: UnsafeBufferPointer<UInt8>, number: Int) {
        if form == nil { decideForm(by: text, number: number) }
        filling.add(text: text, number: number)
        if filling.isFull { handOver() }
    }

    /// Adds a line too long to keep.
    func add(tooLong length: Int, number: Int) {
        if form == nil { decide(.ndjson) }
        filling.add(tooLong: length, number: number)
        if filling.isFull { handOver() }
    }

    /// Handles every line added and writes the results, in order; a document started stays
    /// started (more lines may complete it). Called before reading would wait for more input, and before
    /// anything else is written.
    func drain() {
        if !filling.isEmpty { handOver() }
        while !inFlight.isEmpty { writeOldest() }
    }

    /// Ends an input: everything is handled and written, and a document still started is an error.
    func finishInput() {
        if form == nil { decide(.ndjson) }  // nothing but empty lines
        drain()
        assembler.finish { handle($0, &local) }
        writeLocal()
    }

    /// Writes what was produced outside the pipeline (a web push body), after everything in it.
    func write(_ result: DocumentOutput) {
        drain()
        write(result.output.bytes, result.errors.bytes, failures: result.failures)
    }

    /// Decides the form by the first non-empty line: see the type's description.
    private func decideForm(by text: UnsafeBufferPointer<UInt8>, number: Int) {
        guard let document = DocumentAssembler.alone(text, number: number) else { return }  // an empty line
        decide(DocumentAssembler.isStart(document) ? .documents : .ndjson)
    }

    private func decide(_ form: InputForm) {
        self.form = form
    }

    /// Hands the batch being filled to another thread (or handles it here: one thread, or a
    /// small batch not yet full), and starts a new one. Before the form is decided, a batch of
    /// empty lines alone is handled as NDJSON (either form skips them).
    private func handOver() {
        let batchForm = form ?? .ndjson
        let batch = filling
        filling = spare.popLast() ?? LineBatch()
        if threads == 1 || (!batch.isFull && batch.count < Self.minimumForThread) {
            batch.handle(form: batchForm, with: handle)
            batch.done.signal()
        } else {
            let handle = self.handle
            DispatchQueue.global().async {
                batch.handle(form: batchForm, with: handle)
                batch.done.signal()
            }
        }
        inFlight.append(batch)
        while inFlight.count > maxInFlight { writeOldest() }
    }

    /// Waits for the oldest batch in flight and writes it: whole when it is NDJSON or no
    /// document over several lines (and no error) is involved, else line by line, with the lines
    /// from a start or an error on taken by the assembler.
    private func writeOldest() {
        let batch = inFlight.removeFirst()
        batch.done.wait()
        let result = batch.result
        if batch.form == .ndjson || (assembler.isIdle && batch.isPlain) {
            write(result.output.bytes, result.errors.bytes, failures: result.failures)
        } else {
            var outputStart = 0
            var errorsStart = 0
            var failuresBefore = 0
            for (index, outcome) in batch.outcomes.enumerated() {
                if assembler.isIdle && (outcome.kind == .document || outcome.kind == .empty) {
                    write(
                        UnsafeBufferPointer(rebasing: result.output.bytes[outputStart..<outcome.outputEnd]),
                        UnsafeBufferPointer(rebasing: result.errors.bytes[errorsStart..<outcome.errorsEnd]),
                        failures: outcome.failures - failuresBefore)
                } else {
                    batch.withLine(index) { line in assembler.take(line) { handle($0, &local) } }
                    writeLocal()
                }
                outputStart = outcome.outputEnd
                errorsStart = outcome.errorsEnd
                failuresBefore = outcome.failures
            }
        }
        batch.reset()
        spare.append(batch)
    }

    private func writeLocal() {
        write(local.output.bytes, local.errors.bytes, failures: local.failures)
        local.reset()
    }

    private func write(_ outputBytes: UnsafeBufferPointer<UInt8>, _ errorBytes: UnsafeBufferPointer<UInt8>, failures: Int) {
        output.append(outputBytes)
        errors.append(errorBytes)
        self.failures += failures
    }
}
