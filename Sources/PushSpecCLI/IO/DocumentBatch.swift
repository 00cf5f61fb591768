import Dispatch

/// Documents read but not yet handled. They are handled together when the batch is full, when
/// reading would wait for more input (never for a regular file), and at the end of each input;
/// split between threads when there are enough of them, and written in input order.
final class DocumentBatch {
    /// How many documents a batch holds before it is handled.
    static let capacity = 1024
    /// Fewer documents than this per thread are handled on the reading thread alone: starting
    /// threads would cost more than it saves.
    static let minimumPerThread = 64
    /// The most output buffer a batch part keeps for the next batch (a batch of corpus payloads
    /// writes about 180 KiB a part on two threads).
    static let keptOutputCapacity = 4 << 20

    private let handle: @Sendable (Document, inout DocumentOutput) -> Void
    private let threads: Int
    private let output: OutputSink
    private let errors: OutputSink
    private var documents: [Document] = []
    /// What each part of a batch wrote, kept from batch to batch so that their buffers are
    /// allocated (and their pages touched) once, not once per batch.
    private var results: [DocumentOutput] = []
    /// False once a document failed.
    private(set) var allSucceeded = true

    init(
        threads: Int, output: OutputSink, errors: OutputSink,
        handle: @escaping @Sendable (Document, inout DocumentOutput) -> Void
    ) {
        self.threads = max(1, threads)
        self.output = output
        self.errors = errors
        self.handle = handle
        documents.reserveCapacity(Self.capacity)
    }

    /// Adds a document, and handles the batch when it is full.
    func add(_ document: Document) {
        documents.append(document)
        if documents.count >= Self.capacity { handleAll() }
    }

    /// Handles every document held and writes what they produced, in input order.
    func handleAll() {
        guard !documents.isEmpty else { return }
        let parts = max(1, min(threads, documents.count / Self.minimumPerThread))
        while results.count < parts { results.append(DocumentOutput()) }  // each with buffers of its own
        if parts == 1 {
            for document in documents { handle(document, &results[0]) }
        } else {
            let documents = self.documents
            let handle = self.handle
            results.withUnsafeMutableBufferPointer { buffer in
                // Each thread writes only its own slot.
                nonisolated(unsafe) let slots = buffer
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let start = documents.count * part / parts
                    let end = documents.count * (part + 1) / parts
                    for index in start..<end { handle(documents[index], &slots[part]) }
                }
            }
        }
        for part in 0..<parts {
            write(results[part])
            // A part that held an unusually large output (long documents) lets its buffer go,
            // so that the rest of the run does not keep its peak.
            if results[part].output.capacity > Self.keptOutputCapacity {
                results[part] = DocumentOutput()
            } else {
                results[part].reset()
            }
        }
        documents.removeAll(keepingCapacity: true)
    }

    /// Writes what one document or part of a batch produced.
    func write(_ result: DocumentOutput) {
        output.append(result.output.bytes)
        errors.append(result.errors.bytes)
        allSucceeded = allSucceeded && result.allSucceeded
    }
}
