import PushSpecCore

/// One input document, or why a stretch of input is not one. Every document and every error is
/// one result, in input order.
enum Document: Sendable {
    /// A parsed JSON document; `firstLine` is where it starts.
    case json(JSONValue, firstLine: Int)
    /// Input that is not a document, with the line it starts on.
    case invalid(DocumentError, firstLine: Int)
}

/// Why part of the input is not a JSON document.
enum DocumentError: Error, Sendable, CustomStringConvertible {
    case emptyLine
    case tooLong(Int)
    case invalidJSON(JSONParseError)

    var code: String {
        switch self {
        case .emptyLine: "empty_line"
        case .tooLong: "too_large"
        case .invalidJSON: "invalid_json"
        }
    }

    var description: String {
        switch self {
        case .emptyLine: "empty line"
        case let .tooLong(length): "line of \(length) bytes is over the \(DocumentAssembler.maxDocumentSize)-byte limit"
        case let .invalidJSON(error): error.description
        }
    }
}
