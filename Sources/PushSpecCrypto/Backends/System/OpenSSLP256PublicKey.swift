#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// A P-256 public key held by OpenSSL (`EVP_PKEY`), imported from its uncompressed encoding.
///
/// Importing is the validation: the bytes must be 65 long, start with 0x04 and decode to a
/// point on the curve (OpenSSL checks the last part). A sender's key lives for one message.
struct OpenSSLP256PublicKey: ~Copyable {
    /// Size of an uncompressed point: 0x04 ‖ x (32) ‖ y (32).
    static let uncompressedSize = 65

    /// The `EVP_PKEY` (public key only).
    let pkey: OpaquePointer

    /// Imports `bytes` as an uncompressed P-256 point. `role` names the key in the error text.
    init(uncompressed bytes: UnsafeRawBufferPointer, role: String) throws(WebPushError) {
        guard bytes.count == Self.uncompressedSize else {
            throw .badKey("\(role) must be a \(Self.uncompressedSize)-byte uncompressed P-256 point, got \(bytes.count) bytes")
        }
        guard bytes[0] == 0x04 else {
            throw .badKey("\(role) is not an uncompressed point (first byte is not 0x04)")
        }
        guard let parameters = OpenSSLAlgorithms.shared.p256Parameters else { throw .cryptoFailure("EVP_PKEY_fromdata") }
        guard let key = EVP_PKEY_new() else { throw .cryptoFailure("EVP_PKEY_new") }
        guard EVP_PKEY_copy_parameters(key, parameters) == 1 else {
            EVP_PKEY_free(key)
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_copy_parameters")
        }
        guard EVP_PKEY_set1_encoded_public_key(key, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count) == 1 else {
            EVP_PKEY_free(key)
            ERR_clear_error()
            throw .badKey("\(role) is not a point on P-256")
        }
        pkey = key
    }

    deinit {
        EVP_PKEY_free(pkey)
    }

    /// Whether `bytes` is a valid uncompressed P-256 point.
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        do {
            _ = try OpenSSLP256PublicKey(uncompressed: bytes, role: "key")
            return true
        } catch {
            return false
        }
    }
}
#endif
