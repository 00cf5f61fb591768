import PushSpecCore
import PushSpecCrypto

/// Why a push could not be decoded at all. (A push that decodes but whose arguments or fields are
/// off is not an error: ``TelegramPush`` carries the raw data and the problem.)
///
/// Descriptions name the problem and never contain key material or payload content.
public enum PushError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is larger than ``PushDecoderOf/maxPayloadSize``; it was not parsed.
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
    /// The keyring has no Zulip key with the payload's `push_key_id`.
    case unknownZulipKey(id: UInt32)
    /// Zulip's secretbox could not be opened: bad base64, too short, MAC mismatch.
    case zulipDecryption(ZulipDecryptionError)
    /// A decrypted Zulip payload is for another realm or user than the key's account.
    case accountMismatch(String)
    /// A payload matched a schema but a field does not fit it.
    case invalidPayload(PayloadDecodingError)
    /// A web push body could not be decrypted (bad header, bad key, tag mismatch, bad padding…).
    case webPush(WebPushError)
    /// A web push body arrived and the keyring has no web push keys.
    case noWebPushKeys
    /// A Zulip push was given where only a Telegram push is read (``PushDecoderOf/telegramView(of:)``).
    case notTelegram

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
        case .unknownZulipKey: "unknown_key"
        case let .zulipDecryption(error):
            switch error {
            case .badKey: "bad_key"
            case .badBase64: "bad_base64"
            case .tooShort: "too_short"
            case .macMismatch: "mac_mismatch"
            case .tooLarge: "too_large"
            case .randomFailure: "crypto_failure"
            }
        case .accountMismatch: "account_mismatch"
        case .invalidPayload: "invalid_payload"
        case let .webPush(error):
            switch error {
            case .badHeader: "bad_header"
            case .badKey: "bad_key"
            case .badToken: "bad_token"
            case .tagMismatch: "tag_mismatch"
            case .badPadding: "bad_padding"
            case .truncatedRecord: "truncated_record"
            case .unsupportedCoding: "unsupported_coding"
            case .tooLarge: "too_large"
            case .cryptoFailure: "crypto_failure"
            }
        case .noWebPushKeys: "unknown_key"
        case .notTelegram: "not_telegram"
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
        case let .unknownZulipKey(id): "no Zulip key in the keyring for push_key_id \(id)"
        case let .zulipDecryption(error): "cannot decrypt: \(error)"
        case let .accountMismatch(reason): "refused: \(reason)"
        case let .invalidPayload(error): error.description
        case let .webPush(error): "cannot decrypt web push: \(error)"
        case .noWebPushKeys: "a web push body arrived but the keyring has no web push keys"
        case .notTelegram: "a Zulip push, where a Telegram push was expected"
        }
    }
}
