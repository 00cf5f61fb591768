/// Why a web push message, key or subscription token was rejected.
///
/// The texts name what failed and the sizes involved; they never contain key material or
/// decrypted bytes. Record numbers count from 0 in the order the records appear in the body.
public enum WebPushError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The content coding header is malformed: an `aes128gcm` header shorter than 21 bytes or
    /// than its key id, a key id that is not 65 bytes long (web push puts the sender's public
    /// key there), a record size below the minimum, or an `Encryption` / `Crypto-Key` header
    /// (or the UnifiedPush folded form) that does not parse or lacks `salt` / `dh`.
    case badHeader(String)
    /// A key is unusable: the sender's key or a subscription's `p256dh` is not an uncompressed
    /// point on P-256, a key or secret has the wrong size, or a private key is not a scalar in
    /// `1 ..< n`.
    case badKey(String)
    /// A subscription token is malformed: not JSON of the expected shape, the endpoint is not an
    /// absolute `https` URL, or `p256dh` / `auth` do not decode to a valid key and 16 bytes.
    case badToken(String)
    /// AES-GCM authentication of this record failed: wrong keys, or a tampered, reordered or
    /// corrupted message.
    case tagMismatch(record: Int)
    /// This record's padding is invalid: in `aes128gcm`, no delimiter, a delimiter other than 2
    /// in the last record or other than 1 in any other (which also catches a dropped final
    /// record); in `aesgcm`, a padding length longer than the record or non-zero padding bytes.
    case badPadding(record: Int)
    /// This record is too short to hold a tag and its minimum plaintext, or (in `aesgcm`) the
    /// body ends on a record boundary, so its final, shorter record is missing. For an empty
    /// body this is record 0.
    case truncatedRecord(record: Int)
    /// A UnifiedPush folded body names a content coding other than `aesgcm`; the value is that name.
    case unsupportedCoding(String)
    /// The body is larger than ``WebPush/maximumBodySize``; the value is its size.
    case tooLarge(Int)
    /// A call into the crypto library failed for a reason other than the input; the value names the call only.
    case cryptoFailure(String)

    public var description: String {
        switch self {
        case .badHeader(let why):
            "web push content coding header is invalid: \(why)"
        case .badKey(let why):
            "web push key is invalid: \(why)"
        case .badToken(let why):
            "web push subscription token is invalid: \(why)"
        case .tagMismatch(let record):
            "web push record \(record) failed authentication (wrong keys or corrupted message)"
        case .badPadding(let record):
            "web push record \(record) has invalid padding"
        case .truncatedRecord(let record):
            "web push record \(record) is truncated or missing"
        case .unsupportedCoding(let name):
            "web push content coding \"\(printableForError(name, limit: 40))\" is not supported (expected aesgcm or aes128gcm)"
        case .tooLarge(let size):
            "web push body is \(size) bytes, more than the limit of \(WebPush.maximumBodySize)"
        case .cryptoFailure(let call):
            "crypto call \(call) failed while processing a web push message"
        }
    }
}
