import PushSpecCore
import PushSpecCrypto

/// Why a push could not be decoded at all. (A push that decodes but whose arguments or fields are
/// off is not an error: ``TelegramPush`` carries the raw data and the problem.)
///
/// Descriptions name the problem and never contain key material or payload content.
public enum PushError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is larger than ``PushDecoder/maxPayloadSize``; it was not parsed.
    case tooLarge(Int)
    /// The input is not valid JSON.
    case invalidJSON(JSONParseError)
    /// The input (or its `data`) is valid JSON but not an object.
    case notAnObject
    /// The JSON object does not have the shape of a push (a `data` that is a number, a `p` that is
    /// not a string, `loc_args` that is not a list of strings…).
    case invalidEnvelope(String)
    /// `p` is not base64url.
    case badBase64
    /// The keyring has no key with the payload's `auth_key_id`.
    case unknownKey(keyID: Int64)
    /// MTProto decryption failed: too short, bad block size, msg_key mismatch, bad length or padding.
    case decryption(MTProtoPushError)
    /// The decrypted plaintext is not a JSON object.
    case innerNotJSONObject
    /// An APNs `userInfo` dictionary holds values JSON cannot represent.
    case notJSONSerializable

    /// A stable, machine-readable name for the error (`unknown_key`, `msg_key_mismatch`, …).
    public var code: String {
        switch self {
        case .tooLarge: "too_large"
        case .invalidJSON: "invalid_json"
        case .notAnObject: "not_an_object"
        case .invalidEnvelope: "invalid_envelope"
        case .badBase64: "bad_base64"
        case .unknownKey: "unknown_key"
        case let .decryption(error):
            switch error {
            case .tooShort: "too_short"
            case .keyIDMismatch: "key_id_mismatch"
            case .badBlockSize: "bad_block_size"
            case .msgKeyMismatch: "msg_key_mismatch"
            case .badLength: "bad_length"
            case .badPadding: "bad_padding"
            case .cryptoFailure: "crypto_failure"
            }
        case .innerNotJSONObject: "inner_not_json_object"
        case .notJSONSerializable: "not_json_serializable"
        }
    }

    public var description: String {
        switch self {
        case let .tooLarge(size): "payload of \(size) bytes is over the \(PushDecoder.maxPayloadSize)-byte limit"
        case let .invalidJSON(error): error.description
        case .notAnObject: "payload is not a JSON object"
        case let .invalidEnvelope(reason): "not a push payload: \(reason)"
        case .badBase64: "encrypted payload `p` is not base64url"
        case let .unknownKey(keyID): "no key in the keyring for auth_key_id \(keyID)"
        case let .decryption(error): "cannot decrypt: \(error)"
        case .innerNotJSONObject: "decrypted payload is not a JSON object"
        case .notJSONSerializable: "userInfo holds values that are not JSON"
        }
    }
}
