import PushSpecCore

/// Why a payload has no push receiver id; the cases follow TDLib's `getPushReceiverId` checks.
public enum ReceiverIDError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Larger than ``PushDecoderOf/maxPayloadSize``; not parsed.
    case tooLarge(Int)
    /// Not valid JSON.
    case invalidJSON(JSONParseError)
    /// Valid JSON, but not an object.
    case notAnObject
    /// A `data` field that is not an object.
    case dataNotAnObject
    /// A `p` that is not a string.
    case encryptedPayloadNotAString
    /// A `p` shorter than 12 characters.
    case encryptedPayloadTooShort
    /// The first 12 characters of `p` are not base64url.
    case encryptedPayloadNotBase64URL
    /// A `user_id` that is neither a string nor a number.
    case userIDNotAStringOrNumber
    /// A `user_id` that is not a 64-bit integer.
    case userIDNotAnInteger
    /// A `user_id` that is zero or negative.
    case userIDNotPositive

    /// A stable, machine-readable name.
    public var code: String {
        switch self {
        case .tooLarge: "too_large"
        case .invalidJSON: "invalid_json"
        case .notAnObject: "not_an_object"
        case .dataNotAnObject: "data_not_an_object"
        case .encryptedPayloadNotAString: "p_not_a_string"
        case .encryptedPayloadTooShort: "p_too_short"
        case .encryptedPayloadNotBase64URL: "p_not_base64url"
        case .userIDNotAStringOrNumber: "user_id_not_string_or_number"
        case .userIDNotAnInteger: "user_id_not_an_integer"
        case .userIDNotPositive: "user_id_not_positive"
        }
    }

    public var description: String {
        switch self {
        case let .tooLarge(size): "payload of \(size) bytes is over the \(PushDecoder.maxPayloadSize)-byte limit"
        case let .invalidJSON(error): error.description
        case .notAnObject: "payload is not a JSON object"
        case .dataNotAnObject: "`data` is not a JSON object"
        case .encryptedPayloadNotAString: "encrypted payload `p` is not a string"
        case .encryptedPayloadTooShort: "encrypted payload `p` is shorter than 12 characters"
        case .encryptedPayloadNotBase64URL: "encrypted payload `p` does not start with base64url"
        case .userIDNotAStringOrNumber: "`user_id` is neither a string nor a number"
        case .userIDNotAnInteger: "`user_id` is not a 64-bit integer"
        case .userIDNotPositive: "`user_id` is not positive"
        }
    }
}
