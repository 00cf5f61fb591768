/// A payload field's value with its wire type, for code that handles fields generically
/// (printing them, forwarding them) instead of property by property.
public enum WireValue: Sendable, Hashable {
    /// A field of type ``WireType/id``.
    case id(Int64)
    /// A field of type ``WireType/integer``.
    case integer(Int)
    /// A field of type ``WireType/flag``.
    case flag(Bool)
    /// A field of type ``WireType/idList``.
    case idList([Int64])
    /// A field of type ``WireType/address``.
    case address(PushAddress)
    /// A field of type ``WireType/base64url``: the decoded bytes.
    case base64url([UInt8])
    /// A field of type ``WireType/time``: a unix time in seconds.
    case time(Int64)
    /// A field of type ``WireType/string``.
    case string(String)
    /// A field of type ``WireType/object``.
    case object(RawJSON)
}
