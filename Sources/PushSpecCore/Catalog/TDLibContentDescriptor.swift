/// The TDLib `PushMessageContent` a notification form makes (the spec's `tdlib:`), for code that
/// speaks TDLib's JSON: its class and its fields, each a value or an argument of the form.
public struct TDLibContentDescriptor: Sendable, Hashable {
    /// A field's value.
    public enum Value: Sendable, Hashable {
        /// The text argument at this place in `loc_args` (0-based), for a string field.
        case textArgument(Int)
        /// The argument at this place in `loc_args`, of type `count` or `integer`, for a number field.
        case numberArgument(Int)
        case string(String)
        /// An `int32` or `int53`.
        case integer(Int64)
        case bool(Bool)
    }

    /// A field of the class.
    public struct Field: Sendable, Hashable {
        public let name: String
        public let value: Value

        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The class, `pushMessageContent…`.
    public let className: String
    /// Its fields that are not objects, in the order TDLib declares them.
    public let fields: [Field]

    public init(className: String, fields: [Field]) {
        self.className = className
        self.fields = fields
    }
}
