/// Why an MTProto 2.0 push payload could not be decrypted with a given key.
///
/// The texts name what failed and the sizes involved; they never contain key material,
/// the key's id, or decrypted bytes.
public enum MTProtoPushError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message has fewer than 8 + 16 + 16 bytes (auth_key_id, msg_key, one AES block);
    /// the value is the message size.
    case tooShort(Int)
    /// The message's auth_key_id is not the key's id. Finding the right key for an id is the
    /// caller's keyring's job; see ``MTProtoPush/authKeyID(of:)``.
    case keyIDMismatch
    /// The ciphertext (message minus its 24-byte header) is not a multiple of 16 bytes;
    /// the value is the ciphertext size.
    case badBlockSize(Int)
    /// msg_key does not match SHA-256 of the decrypted plaintext: wrong key, tampered or
    /// corrupted message, or a message encrypted for the other direction.
    case msgKeyMismatch
    /// The plaintext's length prefix declares more bytes than follow it.
    case badLength(declared: UInt32, available: Int)
    /// The padding after the JSON is outside 12...1024 bytes; the value is its size.
    case badPadding(Int)
    /// A call into the crypto library failed; the value names the call only.
    case cryptoFailure(String)

    public var description: String {
        switch self {
        case .tooShort(let size):
            "MTProto push is too short: \(size) bytes, need at least \(MTProtoPush.minimumMessageSize)"
        case .keyIDMismatch:
            "MTProto push auth_key_id does not belong to this key"
        case .badBlockSize(let size):
            "MTProto push ciphertext is \(size) bytes, not a multiple of 16"
        case .msgKeyMismatch:
            "MTProto push msg_key does not match the decrypted data (wrong key or corrupted message)"
        case .badLength(let declared, let available):
            "MTProto push declares \(declared) bytes of data but only \(available) follow the length"
        case .badPadding(let padding):
            "MTProto push padding is \(padding) bytes, must be 12...1024"
        case .cryptoFailure(let call):
            "crypto call \(call) failed while decrypting an MTProto push"
        }
    }
}
