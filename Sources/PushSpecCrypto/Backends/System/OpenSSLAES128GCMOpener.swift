#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// AES-128-GCM record decryption through EVP, keyed once per message.
///
/// The key schedule stays in the `EVP_CIPHER_CTX`; each record only sets a new nonce and the
/// expected tag (`EVP_CTRL_GCM_SET_TAG`), and `EVP_DecryptFinal_ex` verifies it. Freeing the
/// context clears the key schedule.
final class OpenSSLAES128GCMOpener: AES128GCMOpener {
    private let context: OpaquePointer

    /// Keys a context with the 16-byte content encryption key `key`.
    init(key: UnsafeRawPointer) throws(WebPushError) {
        guard let cipher = OpenSSLAlgorithms.shared.aes128GCM else { throw .cryptoFailure("EVP_CIPHER_fetch") }
        guard let context = EVP_CIPHER_CTX_new() else { throw .cryptoFailure("EVP_CIPHER_CTX_new") }
        guard EVP_DecryptInit_ex2(context, cipher, key.assumingMemoryBound(to: UInt8.self), nil, nil) == 1 else {
            EVP_CIPHER_CTX_free(context)
            throw .cryptoFailure("EVP_DecryptInit_ex2")
        }
        self.context = context
    }

    deinit {
        EVP_CIPHER_CTX_free(context)
    }

    /// Decrypts one record: `count` bytes of ciphertext followed by its 16-byte tag, sealed
    /// with the 12-byte `nonce`. Writes `count` bytes of plaintext to `output` (which may be
    /// unrelated memory only; no overlap with `record`).
    ///
    /// - Returns: whether the tag verified. When it did not, `output` holds unauthenticated
    ///   bytes that the caller must discard.
    func open(
        _ record: UnsafeRawPointer,
        count: Int,
        nonce: UnsafeRawPointer,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) -> Bool {
        guard EVP_DecryptInit_ex2(context, nil, nil, nonce.assumingMemoryBound(to: UInt8.self), nil) == 1 else {
            throw .cryptoFailure("EVP_DecryptInit_ex2")
        }
        // OpenSSL copies the tag; the pointer is not written through.
        guard EVP_CIPHER_CTX_ctrl(
            context, EVP_CTRL_GCM_SET_TAG, Int32(AES128GCMSize.tag), UnsafeMutableRawPointer(mutating: record + count)
        ) == 1 else {
            throw .cryptoFailure("EVP_CIPHER_CTX_ctrl")
        }
        var written: Int32 = 0
        guard EVP_DecryptUpdate(
            context, output.assumingMemoryBound(to: UInt8.self), &written,
            record.assumingMemoryBound(to: UInt8.self), Int32(count)
        ) == 1, Int(written) == count else {
            throw .cryptoFailure("EVP_DecryptUpdate")
        }
        var finalCount: Int32 = 0
        // GCM writes nothing here; a failure is the tag check.
        let verified = EVP_DecryptFinal_ex(context, output.assumingMemoryBound(to: UInt8.self) + count, &finalCount) == 1
        if !verified { ERR_clear_error() }
        return verified
    }
}
#endif
