import PushSpecCore

/// Splits input into JSON documents: NDJSON (one document a line) or documents written over
/// several lines (a pretty-printed payload pasted into a file).
///
/// A line that is a complete document is one. A line that is the start of a document (the JSON
/// ends early) takes the following lines until the document is complete — unless a following line
/// is itself a complete document starting in column 1, which means the started one was truncated.
/// Any other line is an error for that line, and reading goes on.
struct DocumentReader {
    /// Documents (and lines) larger than this are refused.
    static let maxDocumentSize = 65_536

    private var lines: LineReader
    private var pending: (bytes: [UInt8], firstLine: Int)?
    private var queued: Document?
    private let limits = JSONLimits(maxBytes: maxDocumentSize, maxDepth: 32)

    init(lines: LineReader) {
        self.lines = lines
    }

    mutating func next() throws(InputError) -> Document? {
        if let queued {
            self.queued = nil
            return queued
        }
        while let line = try lines.next() {
            switch line {
            case let .tooLong(length, number):
                if let started = pending {
                    pending = nil
                    queued = .invalid(.tooLong(length), firstLine: number)
                    return Self.truncated(started)
                }
                return .invalid(.tooLong(length), firstLine: number)
            case let .text(line, number):
                if let document = take(line, number: number) { return document }
            }
        }
        if let started = pending {
            pending = nil
            return Self.truncated(started)
        }
        return nil
    }

    /// Applies the rules to one line. A line read outside a document is parsed where it stands
    /// in the reader's buffer (nearly every line: a whole document); only the lines of a
    /// document over several lines are copied, joined.
    private mutating func take(_ line: Range<Int>, number: Int) -> Document? {
        let limits = self.limits
        if var started = pending {
            let bytes = lines.withBytes(line) { Array($0) }
            if bytes.first == UInt8(ascii: "{"), case let .json(value, _) = Self.parse(bytes, number: number, limits: limits) {
                pending = nil
                queued = .json(value, firstLine: number)
                return Self.truncated(started)
            }
            started.bytes.append(UInt8(ascii: "\n"))
            started.bytes += bytes
            guard started.bytes.count <= Self.maxDocumentSize else {
                pending = nil
                return .invalid(.tooLong(started.bytes.count), firstLine: started.firstLine)
            }
            switch Self.parse(started.bytes, number: started.firstLine, limits: limits) {
            case let .invalid(.invalidJSON(error), _) where error.reason == .unexpectedEnd:
                pending = started
                return nil
            case let result:
                pending = nil
                return result
            }
        }
        let alone: Document? = lines.withBytes(line) { bytes in
            guard bytes.contains(where: { !Self.isWhitespace($0) }) else { return nil }
            return Self.parse(bytes, number: number, limits: limits)
        }
        switch alone {
        case nil:
            return .invalid(.emptyLine, firstLine: number)
        case let .invalid(.invalidJSON(error), _)? where error.reason == .unexpectedEnd:
            pending = (lines.withBytes(line) { Array($0) }, number)
            return nil
        case let result?:
            return result
        }
    }

    /// The error for a document that never completed: its JSON ends where its bytes do.
    private static func truncated(_ started: (bytes: [UInt8], firstLine: Int)) -> Document {
        .invalid(.invalidJSON(JSONParseError(reason: .unexpectedEnd, offset: started.bytes.count)), firstLine: started.firstLine)
    }

    private static func parse(_ bytes: some Collection<UInt8>, number: Int, limits: JSONLimits) -> Document {
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
