/// How a payload field is written on the wire, as the spec declares it.
public enum WireType: String, Sendable, Hashable, CaseIterable {
    /// A 64-bit id, as a JSON number or a numeric string.
    case id
    /// An integer, as a JSON number or a numeric string.
    case integer
    /// A flag: `"1"`, `1`, `true` are true; `"0"`, `0`, `false` are false.
    case flag
    /// Comma-separated ids in a string (`"12,13"`), or a JSON array of ids.
    case idList = "id_list"
    /// `host:port` in a string.
    case address
    /// Base64url bytes (a TL-serialized object), padded or not.
    case base64url
    /// A unix time in seconds, as a JSON number or a numeric string.
    case time
    /// A string.
    case string
    /// A JSON object, kept as raw JSON.
    case object
}
