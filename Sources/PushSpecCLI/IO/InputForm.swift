import ArgumentParser

/// How the lines of an input make documents. Decided once for each input: forced by
/// `--ndjson` or `--documents`, or else from the input's first non-empty line
/// (``DocumentPipeline``): when it starts a JSON value that does not end on it, the input is a
/// sequence of documents over several lines (whether or not that first document turns out
/// valid); otherwise it is NDJSON.
enum InputForm: String, EnumerableFlag, Sendable {
    /// Every non-empty line is exactly one document, never joined with the next: one result a
    /// line, whatever the line holds.
    case ndjson
    /// Documents may span lines (pretty-printed payloads, ``DocumentAssembler``); after an
    /// error, reading resumes at the next line that starts with `{` in column 1.
    case documents

    static func help(for value: InputForm) -> ArgumentHelp? {
        switch value {
        case .ndjson: "Read every non-empty line as one document (NDJSON), never joined with the next."
        case .documents:
            "Read documents that may span lines (pretty-printed); after an error, resume at the next line starting with {."
        }
    }
}
