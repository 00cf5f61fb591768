import PushSpecCore

/// One input document, or why a stretch of input is not one. Every document and every error is
/// one result, in input order.
package enum Document: Sendable {
    /// A parsed JSON document; `firstLine` is where it starts.
    case json(JSONValue, firstLine: Int)
    /// Input that is not a document, with the line it starts on.
    case invalid(DocumentError, firstLine: Int)
}

/// Why part of the input is not a JSON document.
package enum DocumentError: Error, Sendable, CustomStringConvertible {
    case tooLong(Int)
    case invalidJSON(JSONParseError)
    /// A `,` followed by a closing bracket (`{"a": 1,}`): at `byte` of the document (from 0),
    /// on input line `line`, byte `column` of it (from 1).
    case trailingComma(byte: Int, line: Int, column: Int)

    package var code: String {
        switch self {
        case .tooLong: "too_large"
        case .invalidJSON, .trailingComma: "invalid_json"
        }
    }

    /// Where in the document (from 0, as in ``description``) the JSON went wrong, when it did.
    var byte: Int? {
        switch self {
        case .tooLong: nil
        case let .invalidJSON(error): error.offset
        case let .trailingComma(byte, _, _): byte
        }
    }

    package var description: String {
        switch self {
        case let .tooLong(length): "line of \(length) bytes is over the \(DocumentAssembler.maxDocumentSize)-byte limit"
        case let .invalidJSON(error): error.description
        case let .trailingComma(byte, line, column):
            "invalid JSON at line \(line):\(column) (byte \(byte)): a trailing comma (a `,` before a closing bracket)"
        }
    }
}
