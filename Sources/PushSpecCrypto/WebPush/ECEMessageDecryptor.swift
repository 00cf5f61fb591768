/// The three message-level decryptions over contiguous bytes: derive the content key and
/// nonce for the coding, then hand the records to ``ECERecords``.
///
/// Intermediate secrets (ECDH secret, IKM, PRK, CEK, nonce) live in one stack buffer that is
/// cleared before returning.
enum ECEMessageDecryptor {
    /// Scratch layout: ecdh (32) ‖ ikm (32) ‖ prk (32) ‖ cek (16) ‖ nonce (12).
    private struct Scratch {
        static let size = 128
        let base: UnsafeMutableRawPointer
        var sharedSecret: UnsafeMutableRawPointer { base }
        var ikm: UnsafeMutableRawPointer { base + 32 }
        var prk: UnsafeMutableRawPointer { base + 64 }
        var cek: UnsafeMutableRawPointer { base + 96 }
        var nonce: UnsafeMutableRawPointer { base + 112 }

        static func with<R>(_ body: (Scratch) throws(WebPushError) -> R) throws(WebPushError) -> R {
            try withUnsafeTemporaryAllocation(byteCount: size, alignment: 16) { (buffer) throws(WebPushError) -> R in
                defer { SecureMemory.zero(buffer) }
                return try body(Scratch(base: buffer.baseAddress!))
            }
        }
    }

    /// RFC 8291 over RFC 8188.
    static func decryptAES128GCM<Backend: CryptoBackend>(
        _ body: UnsafeRawBufferPointer, keys: WebPushKeys, backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        let header = try ECEAES128GCMHeader(parsing: body)
        guard header.keyID.count == P256Point.uncompressedSize else {
            throw .badHeader("key id must be the sender's \(P256Point.uncompressedSize)-byte public key, got \(header.keyID.count) bytes")
        }
        let privateKey = try keys.privateKey(for: Backend.self)
        let hkdf = try Backend.HKDF()
        return try Scratch.with { (s) throws(WebPushError) -> [UInt8] in
            try privateKey.deriveSharedSecret(withPeer: header.keyID, role: "sender public key (key id)", into: s.sharedSecret)
            try keys.withAuthSecret { (auth) throws(WebPushError) in
                try ECEBytes.with(keys.publicKey) { (receiverPublicKey) throws(WebPushError) in
                    try ECEKeySchedule.webPushIKM(
                        hkdf,
                        sharedSecret: UnsafeRawBufferPointer(start: s.sharedSecret, count: ECEKeySchedule.sharedSecretSize),
                        authSecret: auth,
                        receiverPublicKey: receiverPublicKey,
                        senderPublicKey: header.keyID,
                        into: s.ikm
                    )
                }
            }
            try contentKeysAES128GCM(hkdf, salt: header.salt, ikm: UnsafeRawBufferPointer(start: s.ikm, count: ECEKeySchedule.ikmSize), scratch: s)
            return try ECERecords.decrypt(
                header.ciphertext, format: .aes128gcm(recordSize: header.recordSize), cek: s.cek, nonce: s.nonce,
                cipher: Backend.RecordCipher.self
            )
        }
    }

    /// Plain RFC 8188 with raw IKM.
    static func decryptRFC8188<Backend: CryptoBackend>(
        _ body: UnsafeRawBufferPointer, ikm: UnsafeRawBufferPointer, backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        let header = try ECEAES128GCMHeader(parsing: body)
        let hkdf = try Backend.HKDF()
        return try Scratch.with { (s) throws(WebPushError) -> [UInt8] in
            try contentKeysAES128GCM(hkdf, salt: header.salt, ikm: ikm, scratch: s)
            return try ECERecords.decrypt(
                header.ciphertext, format: .aes128gcm(recordSize: header.recordSize), cek: s.cek, nonce: s.nonce,
                cipher: Backend.RecordCipher.self
            )
        }
    }

    /// Legacy aesgcm with its header parameters already parsed.
    static func decryptAESGCM<Backend: CryptoBackend>(
        _ body: UnsafeRawBufferPointer, parameters: ECEAESGCMParameters, keys: WebPushKeys, backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        try ECEBytes.with(parameters.senderPublicKey) { (senderPublicKey) throws(WebPushError) -> [UInt8] in
            let privateKey = try keys.privateKey(for: Backend.self)
            let hkdf = try Backend.HKDF()
            return try Scratch.with { (s) throws(WebPushError) -> [UInt8] in
                try privateKey.deriveSharedSecret(
                    withPeer: senderPublicKey, role: "sender public key (Crypto-Key dh)", into: s.sharedSecret
                )
                try keys.withAuthSecret { (auth) throws(WebPushError) in
                    try ECEKeySchedule.aesgcmIKM(
                        hkdf,
                        sharedSecret: UnsafeRawBufferPointer(start: s.sharedSecret, count: ECEKeySchedule.sharedSecretSize),
                        authSecret: auth,
                        into: s.ikm
                    )
                }
                try ECEBytes.with(parameters.salt) { (salt) throws(WebPushError) in
                    try ECEKeySchedule.pseudoRandomKey(hkdf, salt: salt, ikm: UnsafeRawBufferPointer(start: s.ikm, count: ECEKeySchedule.ikmSize), into: s.prk)
                }
                try ECEBytes.with(keys.publicKey) { (receiverPublicKey) throws(WebPushError) in
                    try ECEKeySchedule.aesgcmContentKeys(
                        hkdf,
                        prk: UnsafeRawBufferPointer(start: s.prk, count: HKDFSize.hash),
                        receiverPublicKey: receiverPublicKey,
                        senderPublicKey: senderPublicKey,
                        cek: s.cek,
                        nonce: s.nonce
                    )
                }
                return try ECERecords.decrypt(
                    body, format: .aesgcm(recordSize: parameters.recordSize), cek: s.cek, nonce: s.nonce,
                    cipher: Backend.RecordCipher.self
                )
            }
        }
    }

    /// RFC 8188 §2.2–2.3: PRK from salt and IKM, then CEK and nonce.
    private static func contentKeysAES128GCM(
        _ hkdf: some HKDFSHA256,
        salt: UnsafeRawBufferPointer,
        ikm: UnsafeRawBufferPointer,
        scratch s: Scratch
    ) throws(WebPushError) {
        try ECEKeySchedule.pseudoRandomKey(hkdf, salt: salt, ikm: ikm, into: s.prk)
        try ECEKeySchedule.aes128gcmContentKeys(hkdf, prk: UnsafeRawBufferPointer(start: s.prk, count: HKDFSize.hash), cek: s.cek, nonce: s.nonce)
    }
}
