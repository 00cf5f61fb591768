/// A JSON payload that matched a schema but lacks a required field, or has a field of the wrong shape.
public struct PayloadDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the field.
    public enum Reason: Sendable, Hashable {
        /// A required field is absent (or `null`).
        case missing
        /// The field is present with the wrong shape.
        case invalid(FieldProblem)
    }

    /// The schema's name (`ChannelMessage`).
    public let schema: String
    /// The field's wire name.
    public let field: String
    /// What was wrong with it.
    public let reason: Reason

    /// An error for the field `field` of the schema `schema`.
    public init(schema: String, field: String, reason: Reason) {
        self.schema = schema
        self.field = field
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .missing: "\(schema) payload is missing `\(field)`"
        case let .invalid(problem): "\(schema) payload: \(problem)"
        }
    }
}
