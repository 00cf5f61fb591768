#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// HKDF-SHA-256 (RFC 5869) through OpenSSL's `EVP_KDF` "HKDF", one context per message.
///
/// Extract and expand in one call go through OpenSSL's own combined mode.
///
/// The digest is set once; each derivation passes its key, salt, info and mode. The info may
/// come in up to three parts, which OpenSSL concatenates, so callers never build info buffers.
/// Freeing the context clears the key material OpenSSL copied into it.
final class OpenSSLHKDF: HKDFSHA256 {
    private let context: OpaquePointer

    init() throws(WebPushError) {
        guard let kdf = OpenSSLAlgorithms.shared.hkdf else { throw .cryptoFailure("EVP_KDF_fetch") }
        guard let context = EVP_KDF_CTX_new(kdf) else { throw .cryptoFailure("EVP_KDF_CTX_new") }
        let ok = withUnsafeTemporaryAllocation(of: OSSL_PARAM.self, capacity: 2) { params in
            params[0] = OSSL_PARAM_construct_utf8_string(OpenSSLParameterName.digest, OpenSSLParameterName.cString("SHA256"), 0)
            params[1] = OSSL_PARAM_construct_end()
            return EVP_KDF_CTX_set_params(context, params.baseAddress)
        }
        guard ok == 1 else {
            EVP_KDF_CTX_free(context)
            throw .cryptoFailure("EVP_KDF_CTX_set_params")
        }
        self.context = context
    }

    deinit {
        EVP_KDF_CTX_free(context)
    }

    /// HKDF-Extract: writes `PRK = HMAC-SHA-256(salt, ikm)` (32 bytes) to `output`.
    func extract(salt: UnsafeRawBufferPointer, ikm: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) throws(WebPushError) {
        try derive(mode: EVP_KDF_HKDF_MODE_EXTRACT_ONLY, key: ikm, salt: salt, info: nil, nil, nil, into: output, count: HKDFSize.hash)
    }

    /// HKDF-Expand: writes `count` (≤ 32 here) bytes of `HKDF-Expand(prk, info₀ ‖ info₁ ‖ info₂)` to `output`.
    func expand(
        prk: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError) {
        try derive(mode: EVP_KDF_HKDF_MODE_EXPAND_ONLY, key: prk, salt: nil, info: info0, info1, info2, into: output, count: count)
    }

    /// Extract then expand: writes `count` bytes of `HKDF(salt, ikm, info₀ ‖ info₁ ‖ info₂)` to `output`.
    func deriveKey(
        salt: UnsafeRawBufferPointer,
        ikm: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError) {
        try derive(mode: EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND, key: ikm, salt: salt, info: info0, info1, info2, into: output, count: count)
    }

    private func derive(
        mode: Int32,
        key: UnsafeRawBufferPointer,
        salt: UnsafeRawBufferPointer?,
        info info0: UnsafeRawBufferPointer?,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError) {
        var mode = mode
        let ok = withUnsafeMutablePointer(to: &mode) { modePointer in
            withUnsafeTemporaryAllocation(of: OSSL_PARAM.self, capacity: 7) { params in
                var n = 0
                func add(_ name: UnsafeMutablePointer<CChar>, _ buffer: UnsafeRawBufferPointer?) {
                    guard let buffer, buffer.count > 0 else { return }
                    params[n] = OSSL_PARAM_construct_octet_string(name, UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count)
                    n += 1
                }
                params[n] = OSSL_PARAM_construct_int(OpenSSLParameterName.mode, modePointer)
                n += 1
                add(OpenSSLParameterName.key, key)
                add(OpenSSLParameterName.salt, salt)
                // Several info parameters in one call are concatenated (and replace earlier info).
                add(OpenSSLParameterName.info, info0)
                add(OpenSSLParameterName.info, info1)
                add(OpenSSLParameterName.info, info2)
                params[n] = OSSL_PARAM_construct_end()
                return EVP_KDF_derive(context, output.assumingMemoryBound(to: UInt8.self), count, params.baseAddress)
            }
        }
        guard ok == 1 else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_KDF_derive")
        }
    }
}
#endif
