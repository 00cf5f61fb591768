import COpenSSL

/// A P-256 private key held by OpenSSL (`EVP_PKEY`), ready for ECDH.
///
/// Made once per ``WebPushKeys`` and shared by its copies; only read after `init`, so sharing
/// between threads is sound (`@unchecked Sendable`). Freeing the `EVP_PKEY` clears the scalar.
final class ECEP256PrivateKey: @unchecked Sendable {
    /// Size of a P-256 scalar in bytes.
    static let scalarSize = 32

    /// The group order n of P-256, big-endian.
    static let order: [UInt8] = [
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51,
    ]

    /// The `EVP_PKEY` (private and public key).
    let pkey: OpaquePointer

    /// Imports a 32-byte big-endian scalar and computes its public key.
    ///
    /// OpenSSL accepts 0, n and larger values here (it reduces them or yields the point at
    /// infinity), so the range `1 ..< n` is checked first. The key goes in as a DER
    /// `ECPrivateKey` without its optional public key, which makes OpenSSL compute the public
    /// point (`EVP_PKEY_fromdata` in OpenSSL 3.0 does not).
    init(scalar: UnsafeRawPointer) throws(WebPushError) {
        guard Self.isValidScalar(scalar) else {
            throw .badKey("private key is not a P-256 scalar in 1 ..< n")
        }
        // ECPrivateKey ::= SEQUENCE { version 1, privateKey OCTET STRING (32), [0] prime256v1 }
        let prefix: [UInt8] = [0x30, 0x31, 0x02, 0x01, 0x01, 0x04, 0x20]
        let suffix: [UInt8] = [0xA0, 0x0A, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
        let derSize = prefix.count + Self.scalarSize + suffix.count
        let key: OpaquePointer? = withUnsafeTemporaryAllocation(byteCount: derSize, alignment: 1) { der in
            let base = der.baseAddress!
            defer { OPENSSL_cleanse(base, derSize) }
            der.copyBytes(from: prefix)
            (base + prefix.count).copyMemory(from: scalar, byteCount: Self.scalarSize)
            UnsafeMutableRawBufferPointer(rebasing: der[(prefix.count + Self.scalarSize)...]).copyBytes(from: suffix)
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
            pkey, ECEParameterName.encodedPublicKey,
            output.assumingMemoryBound(to: UInt8.self), ECEP256PublicKey.uncompressedSize, &written
        ) == 1, written == ECEP256PublicKey.uncompressedSize
        else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_get_octet_string_param")
        }
    }

    /// ECDH with `peer`: writes the 32-byte shared secret (the x coordinate) to `output`.
    ///
    /// The peer was checked when it was imported (uncompressed, on the curve; P-256 has
    /// cofactor 1, so that is a point of order n), so OpenSSL's own peer validation, which
    /// costs a second scalar multiplication, is skipped.
    func deriveSharedSecret(with peer: borrowing ECEP256PublicKey, into output: UnsafeMutableRawPointer) throws(WebPushError) {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, pkey, nil) else {
            throw .cryptoFailure("EVP_PKEY_CTX_new_from_pkey")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_derive_init(context) == 1 else { throw .cryptoFailure("EVP_PKEY_derive_init") }
        guard EVP_PKEY_derive_set_peer_ex(context, peer.pkey, 0) == 1 else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_derive_set_peer_ex")
        }
        var size = Self.scalarSize
        guard EVP_PKEY_derive(context, output.assumingMemoryBound(to: UInt8.self), &size) == 1,
              size == Self.scalarSize
        else {
            ERR_clear_error()
            throw .cryptoFailure("EVP_PKEY_derive")
        }
    }

    /// Whether the big-endian scalar is in `1 ..< n`, without branching on its bytes.
    static func isValidScalar(_ scalar: UnsafeRawPointer) -> Bool {
        // Compare from the least significant byte up: `borrow` ends as 1 iff scalar < n.
        var borrow: Int = 0
        var nonZero: UInt8 = 0
        for i in stride(from: scalarSize - 1, through: 0, by: -1) {
            let byte = scalar.load(fromByteOffset: i, as: UInt8.self)
            nonZero |= byte
            borrow = (Int(byte) - Int(order[i]) - borrow) >> 8 & 1
        }
        return borrow == 1 && nonZero != 0
    }
}
