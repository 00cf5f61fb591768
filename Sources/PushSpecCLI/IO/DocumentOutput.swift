/// What handling documents writes: standard output lines, standard error lines and how many
/// documents failed. Kept in memory, so that documents handled on several threads are written in
/// input order afterwards (``DocumentPipeline``).
///
/// The buffers are references: each value must be made with `init()` (a copy shares them), and
/// written by one thread at a time.
package struct DocumentOutput {
    /// The standard output bytes, a line break after each line.
    let output = ByteBuffer(capacity: 1 << 16)
    /// The standard error bytes.
    let errors = ByteBuffer(capacity: 256)
    /// The documents that failed (the exit status is then 1).
    var failures = 0
    /// Whether no document failed.
    var allSucceeded: Bool { failures == 0 }

    /// A line on standard output. A line break in `text` (a `\n` or `\r` in a message's text,
    /// the whitespace of a pretty-printed JSON document) is written as a space: each result
    /// stays one line, which is what matching output to input lines relies on.
    package mutating func line(_ text: String) {
        let start = output.count
        output.append(contentsOf: text)
        output.replaceLineBreaks(from: start)
        output.append(UInt8(ascii: "\n"))
    }

    /// A line on standard output that `write` appends itself (no String, no copy).
    mutating func line(_ write: (ByteBuffer) -> Void) {
        write(output)
        output.append(UInt8(ascii: "\n"))
    }

    /// A document that failed after its line, which says why, was written. Its error is
    /// printed once, there: standard error gets no line for it (``DocumentLoop`` ends with the
    /// count of failures there).
    package mutating func reportFailure(line number: Int, message: String) {
        failures += 1
    }

    /// The document at input line `number` failed before anything was known of it: with `json`
    /// `{"error":{"code":…,"message":…},"line":N}` (and `"byte"`: where in the document, from 0,
    /// its JSON went wrong), else `error: line N: MESSAGE`, on standard output, and nowhere else.
    package mutating func fail(line number: Int, code: String, message: String, json: Bool, byte: Int? = nil) {
        if json {
            var object = JSONObjectWriter()
            object.object("error") { error in
                error.string("code", code)
                error.string("message", message)
            }
            object.integer("line", number)
            if let byte { object.integer("byte", byte) }
            line(object.finished)
        } else {
            line("error: line \(number): \(message)")
        }
        failures += 1
    }

    /// The same for a whole input file (a web push body): `{"error":{"code":…,"message":…,
    /// "file":PATH}}` or `error: PATH: MESSAGE` on standard output.
    mutating func fail(file path: String, code: String, message: String, json: Bool) {
        if json {
            var object = JSONObjectWriter()
            object.object("error") { error in
                error.string("code", code)
                error.string("message", message)
            }
            object.string("file", path)
            line(object.finished)
        } else {
            line("error: \(path): \(message)")
        }
        failures += 1
    }

    /// Starts over for the next documents: empty buffers (keeping their capacity), no failure.
    mutating func reset() {
        output.removeAll()
        errors.removeAll()
        failures = 0
    }
}
