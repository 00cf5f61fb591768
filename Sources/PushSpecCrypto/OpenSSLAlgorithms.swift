import COpenSSL

/// The OpenSSL algorithm objects this module uses, fetched once per process.
///
/// `EVP_aes_256_ecb()` and friends make OpenSSL 3 look the implementation up again on every
/// init; fetching explicitly once and keeping the objects for the life of the process avoids
/// that lookup on every message. Fetched algorithm objects are immutable and safe to share
/// between threads, so the holder is `@unchecked Sendable`. They are never freed.
final class OpenSSLAlgorithms: @unchecked Sendable {
    /// SHA-1 (`EVP_MD`), or nil if the default provider does not offer it.
    let sha1: OpaquePointer?
    /// SHA-256 (`EVP_MD`), or nil if the default provider does not offer it.
    let sha256: OpaquePointer?
    /// AES-256 in ECB mode (`EVP_CIPHER`), or nil if the default provider does not offer it.
    let aes256ECB: OpaquePointer?

    private init() {
        sha1 = EVP_MD_fetch(nil, "SHA1", nil)
        sha256 = EVP_MD_fetch(nil, "SHA256", nil)
        aes256ECB = EVP_CIPHER_fetch(nil, "AES-256-ECB", nil)
    }

    /// The process-wide instance (initialized lazily and thread-safely on first use).
    static let shared = OpenSSLAlgorithms()
}
