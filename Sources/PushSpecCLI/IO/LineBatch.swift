import Dispatch

/// Input lines handed to a thread, and what handling them wrote.
///
/// The reading thread fills a batch (``add(text:number:)``, ``add(tooLong:number:)``), one
/// thread handles it (``handle(form:with:)``: each line alone, as ``DocumentAssembler/alone(_:number:)``
/// reads it, parsed and handled on that thread) and signals ``done``, and the reading thread then
/// writes it and fills it again. It is used by one thread at a time, handed over by ``done``
/// and the queue the batch goes to: hence `@unchecked Sendable`. For the same reason, and because
/// no access to its properties overlaps another (none is passed `inout` to code that could reach
/// the batch), their accesses are not checked at run time (`@exclusivity(unchecked)`: the checks
/// cost more than handling a short line; Benchmarks/README.md has the figures).
///
/// In NDJSON every line is handled alone, and that is its result. In documents over several
/// lines, a line that starts a document is left to the reading thread, and so is every line that
/// the reading thread's ``DocumentAssembler`` takes (from a start or an error on): it then drops
/// what was written for it here. Handlers only write into their ``DocumentOutput``.
final class LineBatch: @unchecked Sendable {
    /// The most lines a batch holds.
    static let lineCapacity = 1024
    /// A batch is full once its lines hold this many bytes (a corpus line takes about 200 bytes;
    /// a line may take up to ``DocumentAssembler/maxDocumentSize``).
    static let byteCapacity = 1 << 18
    /// The most output buffer a batch keeps for its next lines (a batch of corpus lines writes
    /// about 350 KiB as JSON).
    static let keptOutputCapacity = 4 << 20

    /// One line: where its bytes are in ``bytes``, or the length of a line too long to keep.
    private enum Line {
        case text(Range<Int>, number: Int)
        case tooLong(length: Int, number: Int)
    }

    /// What handling one line alone came to.
    struct Outcome {
        /// What the line was, read alone.
        enum Kind {
            /// A document, handled.
            case document
            /// An empty line: nothing written.
            case empty
            /// An error (invalid JSON, a line too long), handled.
            case error
            /// The start of a document that the following lines continue (documents over
            /// several lines only): nothing written, the reading thread takes it from there.
            case start
        }

        /// Where its output ends in ``result``'s standard output and standard error.
        let outputEnd: Int
        let errorsEnd: Int
        /// The failures in ``result`` up to and including this line.
        let failures: Int
        let kind: Kind
    }

    /// The lines' bytes, back to back.
    private let bytes = ByteBuffer(capacity: byteCapacity + DocumentAssembler.maxDocumentSize)
    @exclusivity(unchecked) private var lines: [Line] = []
    /// One for each line, once handled.
    @exclusivity(unchecked) private(set) var outcomes: [Outcome] = []
    /// What handling the lines wrote.
    @exclusivity(unchecked) private(set) var result = DocumentOutput()
    /// The form its lines were handled in, by the last ``handle(form:with:)``.
    @exclusivity(unchecked) private(set) var form = InputForm.ndjson
    /// Signalled when the batch has been handled.
    let done = DispatchSemaphore(value: 0)

    init() {
        lines.reserveCapacity(Self.lineCapacity)
        outcomes.reserveCapacity(Self.lineCapacity)
    }

    /// Whether every line, once handled, is a document or empty: nothing for the reading
    /// thread's assembler to take.
    var isPlain: Bool { !outcomes.contains { $0.kind == .start || $0.kind == .error } }

    var isEmpty: Bool { lines.isEmpty }
    var count: Int { lines.count }
    var isFull: Bool { lines.count >= Self.lineCapacity || bytes.count >= Self.byteCapacity }

    /// Adds a line, copying its bytes.
    func add(text: UnsafeBufferPointer<UInt8>, number: Int) {
        let start = bytes.count
        bytes.append(text)
        lines.append(.text(start..<bytes.count, number: number))
    }

    /// Adds a line too long to keep.
    func add(tooLong length: Int, number: Int) {
        lines.append(.tooLong(length: length, number: number))
    }

    /// Handles each line alone, in order, writing into ``result``, and records each line's
    /// ``Outcome``. In `form` ``InputForm/documents`` a line that starts a document is not
    /// handled; in NDJSON it is an error of its own (its JSON ends early).
    func handle(form: InputForm, with handle: (Document, inout DocumentOutput) -> Void) {
        self.form = form
        let all = bytes.bytes
        for line in lines {
            let kind: Outcome.Kind
            switch line {
            case let .tooLong(length, number):
                handle(.invalid(.tooLong(length), firstLine: number), &result)
                kind = .error
            case let .text(range, number):
                if let document = DocumentAssembler.alone(UnsafeBufferPointer(rebasing: all[range]), number: number) {
                    if form == .documents && DocumentAssembler.isStart(document) {
                        kind = .start
                    } else {
                        handle(document, &result)
                        if case .json = document { kind = .document } else { kind = .error }
                    }
                } else {
                    kind = .empty
                }
            }
            outcomes.append(
                Outcome(outputEnd: result.output.count, errorsEnd: result.errors.count, failures: result.failures, kind: kind))
        }
    }

    /// Calls `body` with line `index` as the assembler takes it.
    func withLine<R>(_ index: Int, _ body: (DocumentAssembler.Line) -> R) -> R {
        switch lines[index] {
        case let .tooLong(length, number): body(.tooLong(length: length, number: number))
        case let .text(range, number): body(.text(UnsafeBufferPointer(rebasing: bytes.bytes[range]), number: number))
        }
    }

    /// Empties the batch for the next lines, keeping its buffers (unless unusually large output
    /// made them so: the rest of the run does not keep that peak).
    func reset() {
        bytes.removeAll()
        lines.removeAll(keepingCapacity: true)
        outcomes.removeAll(keepingCapacity: true)
        if result.output.capacity > Self.keptOutputCapacity {
            result = DocumentOutput()
        } else {
            result.reset()
        }
    }
}
