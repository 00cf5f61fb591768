/// A payload field's value with its wire type, for code that handles fields generically
/// (printing them, forwarding them) instead of property by property.
public enum WireValue: Sendable, Hashable {
    case id(Int64)
    case integer(Int)
    case flag(Bool)
    case idList([Int64])
    case address(PushAddress)
    case base64url([UInt8])
    case time(Int64)
    case string(String)
    case object(RawJSON)
}
