/// The key derivations of web push message encryption, each writing into caller-owned memory.
///
/// `aes128gcm` (RFC 8291 §3.3–3.4 over RFC 8188 §2.2–2.3):
///
///     IKM   = HKDF(salt = auth_secret, ikm = ecdh_secret,
///                  info = "WebPush: info" ‖ 0x00 ‖ ua_public ‖ as_public, L = 32)
///     PRK   = HKDF-Extract(salt, IKM)
///     CEK   = HKDF-Expand(PRK, "Content-Encoding: aes128gcm" ‖ 0x00, 16)
///     NONCE = HKDF-Expand(PRK, "Content-Encoding: nonce" ‖ 0x00, 12)
///
/// `aesgcm` (draft-ietf-webpush-encryption-04 over draft-ietf-httpbis-encryption-encoding-03):
///
///     IKM     = HKDF(salt = auth_secret, ikm = ecdh_secret, info = "Content-Encoding: auth" ‖ 0x00, L = 32)
///     PRK     = HKDF-Extract(salt, IKM)
///     context = "P-256" ‖ 0x00 ‖ uint16be(65) ‖ ua_public ‖ uint16be(65) ‖ as_public
///     CEK     = HKDF-Expand(PRK, "Content-Encoding: aesgcm" ‖ 0x00 ‖ context, 16)
///     NONCE   = HKDF-Expand(PRK, "Content-Encoding: nonce" ‖ 0x00 ‖ context, 12)
///
/// Record `i` is sealed with `NONCE ⊕ i`, i as a 96-bit big-endian integer.
enum ECEKeySchedule {
    /// AES-128 key size.
    static let keySize = 16
    /// AES-GCM nonce size.
    static let nonceSize = 12
    /// Size of the web push IKM.
    static let ikmSize = 32
    /// Size of an ECDH shared secret on P-256.
    static let sharedSecretSize = 32
    /// Size of the salt in both codings.
    static let saltSize = 16
    /// Size of a subscription's auth secret.
    static let authSecretSize = 16

    static let webPushInfo: [UInt8] = Array("WebPush: info\0".utf8)
    static let aes128gcmKeyInfo: [UInt8] = Array("Content-Encoding: aes128gcm\0".utf8)
    static let nonceInfo: [UInt8] = Array("Content-Encoding: nonce\0".utf8)
    static let aesgcmAuthInfo: [UInt8] = Array("Content-Encoding: auth\0".utf8)
    static let aesgcmKeyInfo: [UInt8] = Array("Content-Encoding: aesgcm\0".utf8)
    static let aesgcmContextLabel: [UInt8] = Array("P-256\0".utf8)

    /// Size of the aesgcm key/nonce context: label, then each key with a 2-byte length.
    static let aesgcmContextSize = 6 + 2 * (2 + P256Point.uncompressedSize)

    /// RFC 8291 IKM (32 bytes) from the ECDH secret, the auth secret and both public keys.
    static func webPushIKM(
        _ hkdf: some HKDFSHA256,
        sharedSecret: UnsafeRawBufferPointer,
        authSecret: UnsafeRawBufferPointer,
        receiverPublicKey: UnsafeRawBufferPointer,
        senderPublicKey: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        try ECEBytes.with(webPushInfo) { (label) throws(WebPushError) in
            try hkdf.deriveKey(
                salt: authSecret, ikm: sharedSecret,
                info: label, receiverPublicKey, senderPublicKey,
                into: output, count: ikmSize
            )
        }
    }

    /// RFC 8188 PRK (32 bytes): HKDF-Extract(salt, IKM). The same step serves aesgcm.
    static func pseudoRandomKey(
        _ hkdf: some HKDFSHA256,
        salt: UnsafeRawBufferPointer,
        ikm: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        try hkdf.extract(salt: salt, ikm: ikm, into: output)
    }

    /// RFC 8188 CEK (16 bytes) and base nonce (12 bytes) from the PRK.
    static func aes128gcmContentKeys(
        _ hkdf: some HKDFSHA256,
        prk: UnsafeRawBufferPointer,
        cek: UnsafeMutableRawPointer,
        nonce: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        try ECEBytes.with(aes128gcmKeyInfo) { (info) throws(WebPushError) in
            try hkdf.expand(prk: prk, info: info, into: cek, count: keySize)
        }
        try ECEBytes.with(nonceInfo) { (info) throws(WebPushError) in
            try hkdf.expand(prk: prk, info: info, into: nonce, count: nonceSize)
        }
    }

    /// aesgcm IKM (32 bytes) from the ECDH secret and the auth secret.
    static func aesgcmIKM(
        _ hkdf: some HKDFSHA256,
        sharedSecret: UnsafeRawBufferPointer,
        authSecret: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        try ECEBytes.with(aesgcmAuthInfo) { (info) throws(WebPushError) in
            try hkdf.deriveKey(salt: authSecret, ikm: sharedSecret, info: info, nil, nil, into: output, count: ikmSize)
        }
    }

    /// aesgcm CEK (16 bytes) and base nonce (12 bytes) from the PRK and both public keys.
    static func aesgcmContentKeys(
        _ hkdf: some HKDFSHA256,
        prk: UnsafeRawBufferPointer,
        receiverPublicKey: UnsafeRawBufferPointer,
        senderPublicKey: UnsafeRawBufferPointer,
        cek: UnsafeMutableRawPointer,
        nonce: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        precondition(receiverPublicKey.count == P256Point.uncompressedSize
            && senderPublicKey.count == P256Point.uncompressedSize)
        try withUnsafeTemporaryAllocation(byteCount: aesgcmContextSize, alignment: 1) { (context) throws(WebPushError) in
            let pointSize = P256Point.uncompressedSize
            context.copyBytes(from: aesgcmContextLabel)
            var offset = aesgcmContextLabel.count
            func append(_ key: UnsafeRawBufferPointer) {
                context[offset] = UInt8(pointSize >> 8)
                context[offset + 1] = UInt8(pointSize & 0xFF)
                (context.baseAddress! + offset + 2).copyMemory(from: key.baseAddress!, byteCount: pointSize)
                offset += 2 + pointSize
            }
            append(receiverPublicKey)
            append(senderPublicKey)
            let contextBytes = UnsafeRawBufferPointer(context)
            try ECEBytes.with(aesgcmKeyInfo) { (label) throws(WebPushError) in
                try hkdf.expand(prk: prk, info: label, contextBytes, into: cek, count: keySize)
            }
            try ECEBytes.with(nonceInfo) { (label) throws(WebPushError) in
                try hkdf.expand(prk: prk, info: label, contextBytes, into: nonce, count: nonceSize)
            }
        }
    }

    /// The nonce of record `sequence`: the base nonce with `sequence` XORed into its last 8
    /// bytes (big-endian), which is the 96-bit XOR of RFC 8188 §2.3 for any record count here.
    @inline(__always)
    static func recordNonce(base: UnsafeRawPointer, sequence: Int, into output: UnsafeMutableRawPointer) {
        output.copyMemory(from: base, byteCount: 4)
        let tail = UInt64(bigEndian: base.loadUnaligned(fromByteOffset: 4, as: UInt64.self))
        output.storeBytes(of: (tail ^ UInt64(sequence)).bigEndian, toByteOffset: 4, as: UInt64.self)
    }
}
