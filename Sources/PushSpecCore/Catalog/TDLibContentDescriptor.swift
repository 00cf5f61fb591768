/// The TDLib `PushMessageContent` a notification form makes (the spec's `tdlib:`), for code that
/// speaks TDLib's JSON: its class and its fields, each a value or an argument of the form.
public struct TDLibContentDescriptor: Sendable, Hashable {
    /// A field's value.
    public enum Value: Sendable, Hashable {
        /// The text argument at this place in `loc_args` (0-based), for a string field.
        case textArgument(Int)
        /// The argument at this place in `loc_args`, of type `count` or `integer`, for a number field.
        case numberArgument(Int)
        /// A fixed string.
        case string(String)
        /// An `int32` or `int53`.
        case integer(Int64)
        /// A fixed flag.
        case bool(Bool)
        /// An object field (`photo`, `document`…) of this TL type: a push has none of its own,
        /// so it is null unless the push's attachment fills it.
        case object(type: String)
    }

    /// A field of the class.
    public struct Field: Sendable, Hashable {
        /// The field's name in TDLib's JSON.
        public let name: String
        /// What the field holds.
        public let value: Value

        /// For generated code, not for apps: the field `name` with `value`.
        @_spi(Generated) public init(_name name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The class, `pushMessageContent…`.
    public let className: String
    /// Its fields that are not objects, in the order TDLib declares them.
    public let fields: [Field]

    /// For generated code, not for apps: the class `className` with its `fields`.
    @_spi(Generated) public init(_className className: String, fields: [Field]) {
        self.className = className
        self.fields = fields
    }
}
