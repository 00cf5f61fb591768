/// One present payload field: its wire name and typed value.
public struct FieldValue: Sendable, Hashable {
    /// The wire name (`msg_id`).
    public let name: String
    /// The typed value.
    public let value: WireValue

    /// The field `name` with its `value`.
    public init(name: String, value: WireValue) {
        self.name = name
        self.value = value
    }
}
