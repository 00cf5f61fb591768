/// A field that was present but could not be read as its declared wire type.
///
/// Decoding never drops a notification for a bad field: the field reads as absent, the problem is
/// recorded here, and the raw JSON stays available.
public struct FieldProblem: Sendable, Hashable, CustomStringConvertible {
    /// The wire name of the field (`msg_id`), or `custom` when the custom object itself was not an object.
    public let field: String
    /// The wire type the spec declares for it.
    public let expected: WireType
    /// The JSON kind that arrived instead, or a reason.
    public let found: String

    /// The problem of the field `field`, declared `expected`, that held `found`.
    public init(field: String, expected: WireType, found: String) {
        self.field = field
        self.expected = expected
        self.found = found
    }

    public var description: String { "field \(field): expected \(expected.rawValue), found \(found)" }
}
