#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// The OpenSSL algorithm objects this module uses, MTProto's and web push's, fetched once per
/// process.
///
/// `EVP_aes_256_ecb()` and friends make OpenSSL 3 look the implementation up again on every
/// init; fetching explicitly once and keeping the objects for the life of the process avoids
/// that lookup on every message. Fetched algorithm objects and the parameter-only key are
/// immutable once made and safe to share between threads, so the holder is
/// `@unchecked Sendable`. They are never freed.
final class OpenSSLAlgorithms: @unchecked Sendable {
    // MARK: MTProto

    /// SHA-1 (`EVP_MD`), or nil if the default provider does not offer it.
    let sha1: OpaquePointer?
    /// SHA-256 (`EVP_MD`), or nil if the default provider does not offer it.
    let sha256: OpaquePointer?
    /// AES-256 in ECB mode (`EVP_CIPHER`), or nil if the default provider does not offer it.
    let aes256ECB: OpaquePointer?

    // MARK: Web push

    /// AES-128 in GCM mode (`EVP_CIPHER`), or nil if the default provider does not offer it.
    let aes128GCM: OpaquePointer?
    /// The HKDF key derivation (`EVP_KDF`), or nil if the default provider does not offer it.
    let hkdf: OpaquePointer?
    /// An `EVP_PKEY` holding only the P-256 domain parameters: the template peer keys are made from.
    let p256Parameters: OpaquePointer?

    private init() {
        sha1 = EVP_MD_fetch(nil, "SHA1", nil)
        sha256 = EVP_MD_fetch(nil, "SHA256", nil)
        aes256ECB = EVP_CIPHER_fetch(nil, "AES-256-ECB", nil)
        aes128GCM = EVP_CIPHER_fetch(nil, "AES-128-GCM", nil)
        hkdf = EVP_KDF_fetch(nil, "HKDF", nil)
        p256Parameters = Self.makeP256Parameters()
    }

    /// The process-wide instance (initialized lazily and thread-safely on first use).
    static let shared = OpenSSLAlgorithms()

    private static func makeP256Parameters() -> OpaquePointer? {
        guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else { return nil }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_fromdata_init(context) == 1 else { return nil }
        var key: OpaquePointer?
        let ok = withUnsafeTemporaryAllocation(of: OSSL_PARAM.self, capacity: 2) { params in
            params[0] = OSSL_PARAM_construct_utf8_string(
                OpenSSLParameterName.groupName, OpenSSLParameterName.cString("prime256v1"), 0
            )
            params[1] = OSSL_PARAM_construct_end()
            return EVP_PKEY_fromdata(context, &key, EVP_PKEY_KEY_PARAMETERS, params.baseAddress)
        }
        guard ok == 1 else {
            EVP_PKEY_free(key)
            return nil
        }
        return key
    }
}
#endif
