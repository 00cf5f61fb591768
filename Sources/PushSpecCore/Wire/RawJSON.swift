/// A JSON value kept as its exact source text, for fields whose structure the spec leaves open
/// (TDLib's `mtpeer`).
public struct RawJSON: Sendable, Hashable, CustomStringConvertible {
    /// The JSON text, exactly as received.
    public let text: String

    /// The JSON `text`, kept as it is (not checked).
    public init(_ text: String) {
        self.text = text
    }

    /// Parses the text again, to look inside.
    public func parsed() throws(JSONParseError) -> JSONValue {
        try JSONValue(parsing: text)
    }

    public var description: String { text }
}
