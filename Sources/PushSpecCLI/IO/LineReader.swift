#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line in fixed-size chunks, so memory does not grow with the
/// input. A line longer than `maxLineLength` is reported as too long and skipped, never buffered.
struct LineReader {
    /// One line of input, without its `\n` (and without a `\r` before it): where it is in the
    /// reader's buffer (read it with ``withBytes(_:_:)`` before the next call to ``next()``).
    enum Line {
        case text(Range<Int>, number: Int)
        case tooLong(length: Int, number: Int)
    }

    let descriptor: Int32
    let maxLineLength: Int
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var lineNumber = 0
    private var atEnd = false
    /// Called whenever the reader is about to wait for more input, so output can be flushed first.
    var willBlock: () -> Void = {}

    init(descriptor: Int32, maxLineLength: Int, chunkSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.maxLineLength = maxLineLength
        self.buffer = [UInt8](repeating: 0, count: max(chunkSize, maxLineLength + 2))
    }

    /// The next line, or `nil` at the end of the input. Throws when reading fails.
    mutating func next() throws(InputError) -> Line? {
        var skipping = 0
        var skippedEndsWithCR = false
        while true {
            if let newline = Self.firstNewline(in: buffer, from: start, to: end) {
                lineNumber += 1
                let lineEnd = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
                let line = start..<lineEnd
                start = newline + 1
                if skipping > 0 {
                    // A `\r` dropped just before this `\n` ends the line; it is not part of it.
                    let droppedCR = skippedEndsWithCR && line.isEmpty && lineEnd == newline ? 1 : 0
                    return .tooLong(length: skipping - droppedCR + line.count, number: lineNumber)
                }
                if line.count > maxLineLength { return .tooLong(length: line.count, number: lineNumber) }
                return .text(line, number: lineNumber)
            }
            if atEnd {
                guard start < end || skipping > 0 else { return nil }
                lineNumber += 1
                let line = start..<end
                start = end
                if skipping > 0 || line.count > maxLineLength {
                    return .tooLong(length: skipping + line.count, number: lineNumber)
                }
                return .text(line, number: lineNumber)
            }
            if end - start > maxLineLength {
                // Too long already: drop what is buffered and keep skipping to the newline.
                skipping += end - start
                skippedEndsWithCR = buffer[end - 1] == UInt8(ascii: "\r")
                start = 0
                end = 0
            } else if start > 0 {
                // The unfinished line moves to the front, within the buffer (a `replaceSubrange`
                // with a slice of the buffer itself would copy the whole buffer).
                let (from, count) = (start, end - start)
                buffer.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    memmove(base, base + from, count)
                }
                end = count
                start = 0
            }
            if !hasInputReady() { willBlock() }
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress.map { $0 + end }, raw.count - end)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(String(cString: strerror(errno)))
            }
            if count == 0 { atEnd = true } else { end += count }
        }
    }

    /// Calls `body` with the bytes of a line that the last ``next()`` returned, in place.
    func withBytes<R>(_ line: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        buffer.withUnsafeBufferPointer { all in
            let lower = min(max(0, line.lowerBound), all.count)
            let upper = min(max(lower, line.upperBound), all.count)
            return body(UnsafeBufferPointer(rebasing: all[lower..<upper]))
        }
    }

    /// The index of the first `\n` in `buffer[start..<end]`, found by `memchr` (many bytes at a
    /// time), or nil.
    private static func firstNewline(in buffer: [UInt8], from start: Int, to end: Int) -> Int? {
        buffer.withUnsafeBufferPointer { all in
            guard start < end, end <= all.count, let base = all.baseAddress,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start)
            else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// Whether a read would return at once: data, the end of the input or an error is waiting
    /// (always so for a regular file). When poll fails, false: the caller then acts as if the
    /// read could wait.
    private func hasInputReady() -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}
