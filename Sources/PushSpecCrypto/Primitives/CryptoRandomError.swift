/// Why fresh key material could not be generated.
public enum CryptoRandomError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The crypto library's generator reported failure (it is not seeded or not available).
    case randomBytesFailed
    /// Another call needed to finish the key failed; the value names the call only.
    case cryptoFailure(String)

    public var description: String {
        switch self {
        case .randomBytesFailed:
            "no cryptographically secure random bytes available"
        case .cryptoFailure(let call):
            "crypto call \(call) failed while generating a key"
        }
    }
}
