/// What handling documents writes: standard output lines, standard error lines and how many
/// documents failed. Kept in memory, so that documents handled on several threads are written in
/// input order afterwards (``DocumentPipeline``).
///
/// The buffers are references: each value must be made with `init()` (a copy shares them), and
/// written by one thread at a time.
struct DocumentOutput {
    /// The standard output bytes, a line break after each line.
    let output = ByteBuffer(capacity: 1 << 16)
    /// The standard error bytes.
    let errors = ByteBuffer(capacity: 256)
    /// The documents that failed (the exit status is then 1).
    private(set) var failures = 0
    /// Whether no document failed.
    var allSucceeded: Bool { failures == 0 }

    /// A line on standard output.
    mutating func line(_ text: String) {
        output.append(contentsOf: text)
        output.append(UInt8(ascii: "\n"))
    }

    /// A line on standard output that `write` appends itself (no String, no copy).
    mutating func line(_ write: (ByteBuffer) -> Void) {
        write(output)
        output.append(UInt8(ascii: "\n"))
    }

    /// A document that failed after its line was written: `pushspec: line N: MESSAGE` on
    /// standard error.
    mutating func reportFailure(line number: Int, message: String) {
        reportFailure(at: "line \(number)", message: message)
    }

    /// The document at input line `number` failed before anything was known of it: with `json`
    /// an error object, else `error: MESSAGE`, on standard output; and the failure on standard error.
    mutating func fail(line number: Int, code: String, message: String, json: Bool) {
        fail(at: "line \(number)", code: code, message: message, json: json)
    }

    /// The same for a whole input file (a web push body).
    mutating func fail(file path: String, code: String, message: String, json: Bool) {
        fail(at: path, code: code, message: message, json: json)
    }

    private mutating func fail(at place: String, code: String, message: String, json: Bool) {
        if json {
            line(RenderedPush.errorJSON(code: code, message: message))
        } else {
            line("error: \(message)")
        }
        reportFailure(at: place, message: message)
    }

    /// Starts over for the next documents: empty buffers (keeping their capacity), no failure.
    mutating func reset() {
        output.removeAll()
        errors.removeAll()
        failures = 0
    }

    private mutating func reportFailure(at place: String, message: String) {
        errors.append(contentsOf: "pushspec: \(place): \(message)\n")
        failures += 1
    }
}
