import PushSpecCore

/// Makes JSON documents of input lines: NDJSON (one document a line) or documents written over
/// several lines (a pretty-printed payload pasted into a file).
///
/// A line that is a complete document is one. A line that is the start of a document (the JSON
/// ends early) takes the following lines until the document is complete — unless a following line
/// is itself a complete document starting in column 1, which means the started one was truncated.
/// Any other line is an error for that line, and reading goes on.
///
/// Outside a document (``isIdle``) a line is a document alone, or the start of one: what
/// ``alone(_:number:)`` says, which needs nothing of the lines before it — so the lines of a
/// batch are read on several threads, and only the lines from a start on come back here.
struct DocumentAssembler {
    /// Documents (and lines) larger than this are refused.
    static let maxDocumentSize = 65_536
    /// The limits every document is parsed with.
    static let limits = JSONLimits(maxBytes: maxDocumentSize, maxDepth: 32)

    /// One line of input, without its line break.
    enum Line {
        /// A line's bytes, and its number (from 1).
        case text(UnsafeBufferPointer<UInt8>, number: Int)
        /// A line over ``maxDocumentSize``, of `length` bytes, which was not kept.
        case tooLong(length: Int, number: Int)
    }

    /// What a line read outside a document is.
    enum Alone {
        /// A document, or an error for the line alone.
        case document(Document)
        /// The start of a document that the following lines continue.
        case start
    }

    /// The document started and not yet complete: its lines so far, joined, and its first line.
    private var pending: (bytes: [UInt8], firstLine: Int)?

    /// Whether no document is started: the next line is read alone.
    var isIdle: Bool { pending == nil }

    /// What `bytes`, line `number`, is outside a document.
    static func alone(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Alone {
        guard bytes.contains(where: { !isWhitespace($0) }) else { return .document(.invalid(.emptyLine, firstLine: number)) }
        let document = parse(bytes, number: number)
        if case let .invalid(.invalidJSON(error), _) = document, error.reason == .unexpectedEnd { return .start }
        return .document(document)
    }

    /// Takes the next line and gives `emit` the documents it completes, in order: none (a start,
    /// or a line the started document takes), one, or two (a started document cut short, and the
    /// line that cut it).
    mutating func take(_ line: Line, emit: (Document) -> Void) {
        switch line {
        case let .tooLong(length, number):
            if let started = pending {
                pending = nil
                emit(Self.truncated(started))
            }
            emit(.invalid(.tooLong(length), firstLine: number))
        case let .text(bytes, number):
            guard var started = pending else {
                switch Self.alone(bytes, number: number) {
                case let .document(document): emit(document)
                case .start: pending = (Array(bytes), number)
                }
                return
            }
            if bytes.first == UInt8(ascii: "{"), case let .json(value, _) = Self.parse(bytes, number: number) {
                pending = nil
                emit(Self.truncated(started))
                emit(.json(value, firstLine: number))
                return
            }
            started.bytes.append(UInt8(ascii: "\n"))
            started.bytes += bytes
            guard started.bytes.count <= Self.maxDocumentSize else {
                pending = nil
                emit(.invalid(.tooLong(started.bytes.count), firstLine: started.firstLine))
                return
            }
            switch started.bytes.withUnsafeBufferPointer({ Self.parse($0, number: started.firstLine) }) {
            case let .invalid(.invalidJSON(error), _) where error.reason == .unexpectedEnd:
                pending = started
            case let document:
                pending = nil
                emit(document)
            }
        }
    }

    /// Ends the input: a document still started is cut short, and is an error.
    mutating func finish(emit: (Document) -> Void) {
        guard let started = pending else { return }
        pending = nil
        emit(Self.truncated(started))
    }

    /// The error for a document that never completed: its JSON ends where its bytes do.
    private static func truncated(_ started: (bytes: [UInt8], firstLine: Int)) -> Document {
        .invalid(.invalidJSON(JSONParseError(reason: .unexpectedEnd, offset: started.bytes.count)), firstLine: started.firstLine)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Document {
        do {
            return .json(try JSONValue(parsing: bytes, limits: limits), firstLine: number)
        } catch {
            return .invalid(.invalidJSON(error), firstLine: number)
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
