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
                    return .invalid(.invalidJSON(JSONParseError(reason: .unexpectedEnd, offset: started.bytes.count)), firstLine: started.firstLine)
                }
                return .invalid(.tooLong(length), firstLine: number)
            case let .text(bytes, number):
                if let document = take(bytes, number: number) { return document }
            }
        }
        if let started = pending {
            pending = nil
            return .invalid(.invalidJSON(JSONParseError(reason: .unexpectedEnd, offset: started.bytes.count)), firstLine: started.firstLine)
        }
        return nil
    }

    private mutating func take(_ line: [UInt8], number: Int) -> Document? {
        if var started = pending {
            if line.first == UInt8(ascii: "{"), case let .json(value, _) = parse(line, number: number) {
                pending = nil
                queued = .json(value, firstLine: number)
                return .invalid(.invalidJSON(JSONParseError(reason: .unexpectedEnd, offset: started.bytes.count)), firstLine: started.firstLine)
            }
            started.bytes.append(UInt8(ascii: "\n"))
            started.bytes += line
            guard started.bytes.count <= Self.maxDocumentSize else {
                pending = nil
                return .invalid(.tooLong(started.bytes.count), firstLine: started.firstLine)
            }
            switch parse(started.bytes, number: started.firstLine) {
            case let .invalid(.invalidJSON(error), _) where error.reason == .unexpectedEnd:
                pending = started
                return nil
            case let result:
                pending = nil
                return result
            }
        }
        guard line.contains(where: { !Self.isWhitespace($0) }) else {
            return .invalid(.emptyLine, firstLine: number)
        }
        switch parse(line, number: number) {
        case let .invalid(.invalidJSON(error), _) where error.reason == .unexpectedEnd:
            pending = (line, number)
            return nil
        case let result:
            return result
        }
    }

    private func parse(_ bytes: [UInt8], number: Int) -> Document {
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
