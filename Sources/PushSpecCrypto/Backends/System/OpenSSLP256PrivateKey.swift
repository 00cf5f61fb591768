#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// A P-256 private key held by OpenSSL (`EVP_PKEY`), ready for ECDH.
///
/// Made once per `WebPushKeys` and shared by its copies; only read after `init`, so sharing
/// between threads is sound (`@unchecked Sendable`). Freeing the `EVP_PKEY` clears the scalar.
final class OpenSSLP256PrivateKey: P256KeyAgreementKey, @unchecked Sendable {
    /// The `EVP_PKEY` (private and public key).
    let pkey: OpaquePointer

    /// Imports a 32-byte big-endian scalar and computes its public key.
    ///
    /// OpenSSL accepts 0, n and larger values here (it reduces them or yields the point at
    /// infinity): the caller checks the range `1 ..< n` first. The key goes in as a DER
    /// `ECPrivateKey` without its optional public key, which makes OpenSSL compute the public
    /// point (`EVP_PKEY_fromdata` in OpenSSL 3.0 does not).
    init(scalar: UnsafeRawPointer) throws(WebPushError) {
        // ECPrivateKey ::= SEQUENCE { version 1, privateKey OCTET STRING (32), [0] prime256v1 }
        let prefix: [UInt8] = [0x30, 0x31, 0x02, 0x01, 0x01, 0x04, 0x20]
        let suffix: [UInt8] = [0xA0, 0x0A, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
        let derSize = prefix.count + P256Scalar.size + suffix.count
        let key: OpaquePointer? = withUnsafeTemporaryAllocation(byteCount: derSize, alignment: 1) { der in
            let base = der.baseAddress!
            defer { SecureMemory.zero(base, count: derSize) }
            der.copyBytes(from: prefix)
            (base + prefix.count).copyMemory(from: scalar, byteCount: P256Scalar.size)
            UnsafeMutableRawBufferPointer(rebasing: der[(prefix.count + P256Scalar.size)...]).copyBytes(from: suffix)
            var cursor: UnsafePointer<UInt8>? = UnsafePointer(base.assumingMemoryBound(to: UInt8.self))
            return d2i_PrivateKey(EVP_PKEY_EC, nil, &cursor, derSize)
        }
        guard let key else {
            ERR_clear_error()
            throw .cryptoFailure("d2i_PrivateKey")
        }
        pkey = key
    }

    deinit {
        EVP_PKEY_free(pkey)
    }

    /// Writes the public key as a 65-byte uncompressed point to `output`.
    func copyPublicKey(into output: UnsafeMutableRawPointer) throws(WebPushError) {
        var written = 0
        guard EVP_PKEY_get_octet_string_param(
            pkey, OpenSSLParameterName.encodedPublicKey,
            output.assumingMemoryBound(to: UInt8.self), OpenSSLP256PublicKey.uncompressedSize, &written
        ) == 1, written == OpenSSLP256PublicKey.uncompressedSize
        else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_get_octet_string_param")
        }
    }

    /// ECDH with the peer's uncompressed point: writes the 32-byte shared secret (the x
    /// coordinate) to `output`.
    ///
    /// The peer is checked when it is imported (uncompressed, on the curve; P-256 has
    /// cofactor 1, so that is a point of order n), so OpenSSL's own peer validation, which
    /// costs a second scalar multiplication, is skipped.
    func deriveSharedSecret(
        withPeer peerBytes: UnsafeRawBufferPointer,
        role: String,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        let peer = try OpenSSLP256PublicKey(uncompressed: peerBytes, role: role)
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, pkey, nil) else {
            throw .cryptoFailure("EVP_PKEY_CTX_new_from_pkey")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_derive_init(context) == 1 else { throw .cryptoFailure("EVP_PKEY_derive_init") }
        guard EVP_PKEY_derive_set_peer_ex(context, peer.pkey, 0) == 1 else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_derive_set_peer_ex")
        }
        var size = P256Scalar.size
        guard EVP_PKEY_derive(context, output.assumingMemoryBound(to: UInt8.self), &size) == 1,
              size == P256Scalar.size
        else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_derive")
        }
    }

    static func isValidPublicKey(_ bytes: UnsafeRawBufferPointer) -> Bool {
        OpenSSLP256PublicKey.isValid(bytes)
    }
}
#endif
