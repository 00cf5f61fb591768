/// Why a Zulip push key could not be made or an end-to-end encrypted Zulip push could not be
/// decrypted.
///
/// An unknown `push_key_id` and a plaintext that is not a JSON object are reported by the
/// caller's layers (the keyring and the JSON decoding), not here.
public enum ZulipDecryptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The push key is unusable; the value says why (wrong size or wrong version prefix) and
    /// never contains key bytes.
    case badKey(String)
    /// `encrypted_data` or `push_key` is not standard, padded base64 (RFC 4648 §4): wrong
    /// alphabet, missing or extra padding, whitespace, or non-zero trailing bits.
    case badBase64
    /// The decoded `encrypted_data` is shorter than a nonce and a MAC (24 + 16 bytes); the
    /// value is its size in bytes.
    case tooShort(Int)
    /// The Poly1305 tag does not verify: the data was altered, or it was encrypted under
    /// another key.
    case macMismatch
    /// The decoded `encrypted_data` is larger than ``ZulipE2EE/maximumEncryptedSize``; the
    /// value is its size in bytes (for base64 input, the size it would decode to).
    case tooLarge(Int)
    /// No secure random bytes were available while generating a key.
    case randomFailure

    public var description: String {
        switch self {
        case .badKey(let reason):
            "bad Zulip push key: \(reason)"
        case .badBase64:
            "Zulip push data is not standard base64"
        case .tooShort(let size):
            "Zulip encrypted_data is \(size) bytes, shorter than nonce + MAC (\(ZulipSecretbox.overhead) bytes)"
        case .macMismatch:
            "Zulip encrypted_data does not verify under this key (MAC mismatch)"
        case .tooLarge(let size):
            "Zulip encrypted_data is \(size) bytes, more than the \(ZulipE2EE.maximumEncryptedSize) allowed"
        case .randomFailure:
            "no secure random bytes to generate a Zulip push key"
        }
    }
}
