/// Why a ``TelegramPushKey`` could not be made from the given bytes.
public enum TelegramPushKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The secret is not ``TelegramPushKey/secretSize`` (256) bytes long; the value is the size given.
    case wrongSize(Int)
    /// The crypto library failed to compute the key id (SHA-1); the value names the failing call only.
    case cryptoFailure(String)

    /// The stable, machine-readable name of the failure, as the Java runtime's `PushException`
    /// names it: `wrong_size` or `crypto_failure`.
    public var code: String {
        switch self {
        case .wrongSize: "wrong_size"
        case .cryptoFailure: "crypto_failure"
        }
    }

    public var description: String {
        switch self {
        case .wrongSize(let size):
            "Telegram push secret must be \(TelegramPushKey.secretSize) bytes, got \(size)"
        case .cryptoFailure(let call):
            "crypto call \(call) failed while computing the push key id"
        }
    }
}
