import PushSpecCore

/// Reads input lines as JSON documents.
///
/// ``alone(_:number:)`` reads one line by itself: what a line of NDJSON is (``InputForm/ndjson``),
/// and what most lines of any input are. It needs nothing of the lines before it, so the lines of
/// a batch are read on several threads.
///
/// An instance assembles documents written over several lines (``InputForm/documents``): a line
/// that starts one (its JSON ends early) takes the following lines until the document is
/// complete. A line that starts with `{` in column 1 always starts a new document, cutting short
/// the one before it (an error). After an error the lines (too long ones included) are skipped
/// up to the next such line: the rest of a broken document is not read as documents of its own.
/// Empty lines are no documents.
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

    /// Where the assembler is in the input.
    private enum State {
        /// Between documents: the next line is read alone.
        case idle
        /// A document started and not yet complete: its lines so far, joined, and its first line.
        case started([UInt8], firstLine: Int)
        /// After an error: lines are skipped up to the next that starts with `{` in column 1.
        case skipping
    }

    private var state = State.idle

    /// Whether the next line is read alone: no document is started, and no error is being
    /// skipped over.
    var isIdle: Bool {
        if case .idle = state { return true }
        return false
    }

    /// What `bytes`, line `number`, is by itself: a document, an error, or nil for an empty
    /// line (nothing but whitespace).
    static func alone(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Document? {
        do {
            return .json(try JSONValue(parsing: bytes, limits: limits), firstLine: number)
        } catch where error.reason == .empty {
            return nil
        } catch {
            return .invalid(trailingComma(before: error, in: bytes, firstLine: number) ?? .invalidJSON(error), firstLine: number)
        }
    }

    /// The trailing comma that `error` (an unexpected closing bracket) is, when it is one: where
    /// the comma is, as a line and column of the input (the document starting on `firstLine`).
    static func trailingComma(
        before error: JSONParseError, in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int
    ) -> DocumentError? {
        guard case let .unexpectedByte(byte) = error.reason, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]"),
            error.offset <= bytes.count
        else { return nil }
        var comma = error.offset - 1
        while comma >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[comma]) { comma -= 1 }
        guard comma >= 0, bytes[comma] == UInt8(ascii: ",") else { return nil }
        var line = firstLine
        var lineStart = 0
        for index in 0..<comma where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return .trailingComma(byte: comma, line: line, column: comma - lineStart + 1)
    }

    /// Whether a line read ``alone(_:number:)`` is the start of a document: its JSON ends early.
    static func isStart(_ document: Document) -> Bool {
        if case let .invalid(.invalidJSON(error), _) = document, error.reason == .unexpectedEnd { return true }
        return false
    }

    /// Takes the next line and gives `emit` the documents it completes, in order: none (a start,
    /// a line the started document takes, an empty or skipped line), one, or two (a started
    /// document cut short by a line starting with `{`, and that line's document).
    mutating func take(_ line: Line, emit: (Document) -> Void) {
        switch line {
        case let .tooLong(length, number):
            switch state {
            case .idle: emit(.invalid(.tooLong(length), firstLine: number))
            case let .started(bytes, firstLine): emit(.invalid(.tooLong(bytes.count + 1 + length), firstLine: firstLine))
            case .skipping: break
            }
            state = .skipping
        case let .text(bytes, number):
            if bytes.first == UInt8(ascii: "{") {
                if case let .started(joined, firstLine) = state { emit(Self.truncated(joined, firstLine: firstLine)) }
                begin(bytes, number: number, emit: emit)
                return
            }
            switch state {
            case .skipping:
                return
            case .idle:
                begin(bytes, number: number, emit: emit)
            case .started(var joined, let firstLine):
                state = .idle  // `joined` is then the only reference: appended to in place
                joined.append(UInt8(ascii: "\n"))
                joined += bytes
                guard joined.count <= Self.maxDocumentSize else {
                    emit(.invalid(.tooLong(joined.count), firstLine: firstLine))
                    state = .skipping
                    return
                }
                guard let document = joined.withUnsafeBufferPointer({ Self.alone($0, number: firstLine) }),
                    !Self.isStart(document)
                else {
                    state = .started(joined, firstLine: firstLine)
                    return
                }
                if case .invalid = document { state = .skipping }
                emit(document)
            }
        }
    }

    /// Ends the input: a document still started is cut short, and is an error.
    mutating func finish(emit: (Document) -> Void) {
        if case let .started(joined, firstLine) = state { emit(Self.truncated(joined, firstLine: firstLine)) }
        state = .idle
    }

    /// Reads line `number` outside a document: a complete document or an error is emitted, a
    /// start is kept, an empty line is nothing.
    private mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>, number: Int, emit: (Document) -> Void) {
        guard let document = Self.alone(bytes, number: number) else {
            state = .idle
            return
        }
        if Self.isStart(document) {
            state = .started(Array(bytes), firstLine: number)
            return
        }
        if case .invalid = document { state = .skipping } else { state = .idle }
        emit(document)
    }

    /// The error for a document that never completed: its JSON ends where its bytes do.
    private static func truncated(_ bytes: [UInt8], firstLine: Int) -> Document {
        .invalid(.invalidJSON(JSONParseError(reason: .unexpectedEnd, offset: bytes.count)), firstLine: firstLine)
    }
}
