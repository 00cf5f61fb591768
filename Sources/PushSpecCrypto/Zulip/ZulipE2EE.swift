internal import PushSpecCore

/// Decryption of Zulip's end-to-end encrypted push notifications (server feature level 468+).
///
/// A push carries `push_key_id` (a string in FCM data, an integer in APNs) and
/// `encrypted_data`: standard base64 of `nonce(24) ‖ MAC(16) ‖ ciphertext`, which is
/// NaCl's `crypto_secretbox_easy` output prefixed with its nonce. The caller finds the
/// ``ZulipPushKey`` by `push_key_id`; the plaintext is meant to be a JSON object, which the
/// caller's JSON layer checks.
///
/// (Named `ZulipE2EE` rather than `ZulipPush`: the runtime module's decoded push is `ZulipPush`,
/// and apps import both modules.)
public enum ZulipE2EE {
    /// Largest decoded `encrypted_data` accepted, in bytes (64 KiB). FCM and APNs payloads
    /// are limited to 4 KiB, so anything near this is not a real push.
    public static let maximumEncryptedSize = 64 * 1024

    /// Length of the padded base64 of ``maximumEncryptedSize`` bytes: longer text is rejected
    /// as too large before it is decoded.
    static let maximumEncodedSize = (maximumEncryptedSize + 2) / 3 * 4

    /// Decrypts already base64-decoded `encrypted_data` and returns the plaintext bytes.
    ///
    /// - Throws: ``ZulipDecryptionError/tooLarge(_:)`` over ``maximumEncryptedSize`` bytes,
    ///   ``ZulipDecryptionError/tooShort(_:)`` under 40 bytes (nonce and MAC),
    ///   ``ZulipDecryptionError/macMismatch`` when the Poly1305 tag does not verify under `key`.
    public static func decrypt(
        encryptedData: some Collection<UInt8>, key: ZulipPushKey
    ) throws(ZulipDecryptionError) -> [UInt8] {
        try decrypt(encryptedData: encryptedData, key: key, backend: DefaultCryptoBackend.self)
    }

    /// ``decrypt(encryptedData:key:)`` with the secretbox of `backend`.
    static func decrypt<Backend: CryptoBackend>(
        encryptedData: some Collection<UInt8>, key: ZulipPushKey, backend: Backend.Type
    ) throws(ZulipDecryptionError) -> [UInt8] {
        let count = encryptedData.count
        try checkSize(count)
        let result = encryptedData.withContiguousStorageIfAvailable { sealed -> [UInt8]? in
            var verified = false
            let plaintext = [UInt8](unsafeUninitializedCapacity: sealed.count - ZulipSecretbox.overhead) {
                buffer, initialized in
                verified = open(sealed, into: buffer.baseAddress, key: key, backend: Backend.self)
                initialized = verified ? buffer.count : 0
            }
            return verified ? plaintext : nil
        }
        switch result {
        case .some(.some(let plaintext)): return plaintext
        case .some(.none): throw .macMismatch
        case .none: return try decrypt(encryptedData: Array(encryptedData), key: key, backend: Backend.self)
        }
    }

    /// Decodes standard base64 `encrypted_data` (as it arrives in FCM data or an APNs payload),
    /// decrypts it, and returns the plaintext bytes.
    ///
    /// - Throws: ``ZulipDecryptionError/tooLarge(_:)`` when it would decode to more than
    ///   ``maximumEncryptedSize`` bytes (checked before decoding),
    ///   ``ZulipDecryptionError/badBase64`` unless it is strict, padded standard base64,
    ///   then as ``decrypt(encryptedData:key:)``.
    public static func decrypt(
        encryptedDataBase64: String, key: ZulipPushKey
    ) throws(ZulipDecryptionError) -> [UInt8] {
        try decrypt(encryptedDataBase64: encryptedDataBase64, key: key, backend: DefaultCryptoBackend.self)
    }

    /// ``decrypt(encryptedDataBase64:key:)`` with the secretbox of `backend`.
    static func decrypt<Backend: CryptoBackend>(
        encryptedDataBase64: String, key: ZulipPushKey, backend: Backend.Type
    ) throws(ZulipDecryptionError) -> [UInt8] {
        var text = encryptedDataBase64
        return try text.withUTF8 { utf8 in
            Result { () throws(ZulipDecryptionError) -> [UInt8] in
                try decrypt(base64UTF8: utf8, key: key, backend: Backend.self)
            }
        }.get()
    }

    /// Base64 path: PushSpecCore's `Base64` decodes into one array, which is then decrypted in
    /// place and trimmed to the plaintext, so one allocation holds the whole message.
    private static func decrypt<Backend: CryptoBackend>(
        base64UTF8 text: UnsafeBufferPointer<UInt8>, key: ZulipPushKey, backend: Backend.Type
    ) throws(ZulipDecryptionError) -> [UInt8] {
        if text.count > maximumEncodedSize {
            throw .tooLarge(estimatedDecodedCount(text))
        }
        // Zulip always pads; `Base64.decodeStandard` also accepts unpadded text.
        guard text.count % 4 == 0, var data = Base64.decodeStandard(text) else { throw .badBase64 }
        try checkSize(data.count)
        let verified = data.withUnsafeMutableBufferPointer { buffer in
            // In place: the plaintext replaces the ciphertext, after the nonce and the MAC.
            open(UnsafeBufferPointer(buffer), into: buffer.baseAddress.map { $0 + ZulipSecretbox.overhead }, key: key, backend: Backend.self)
        }
        guard verified else { throw .macMismatch }
        data.removeFirst(ZulipSecretbox.overhead)
        return data
    }

    /// The size base64 `text` would decode to if it were valid: three bytes per four
    /// characters, less one per trailing `=` (at most two). For the error of text too large to
    /// decode.
    private static func estimatedDecodedCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var padding = 0
        var index = text.count - 1
        while index >= 0, padding < 2, text[index] == UInt8(ascii: "=") {
            padding += 1
            index -= 1
        }
        return text.count * 3 / 4 - padding
    }

    private static func checkSize(_ count: Int) throws(ZulipDecryptionError) {
        if count > maximumEncryptedSize { throw .tooLarge(count) }
        if count < ZulipSecretbox.overhead { throw .tooShort(count) }
    }

    /// Verifies and decrypts `sealed` (`nonce ‖ MAC ‖ ciphertext`, at least 40 bytes) into
    /// `plaintext`, which has room for `sealed.count - 40` bytes and is either disjoint from
    /// `sealed` or exactly its ciphertext (in-place decryption). Returns whether the MAC
    /// verified; on failure nothing is written.
    private static func open<Backend: CryptoBackend>(
        _ sealed: UnsafeBufferPointer<UInt8>,
        into plaintext: UnsafeMutablePointer<UInt8>?,
        key: ZulipPushKey,
        backend: Backend.Type
    ) -> Bool {
        guard let base = sealed.baseAddress, let plaintext, sealed.count >= ZulipSecretbox.overhead else { return false }
        let nonceSize = ZulipSecretbox.nonceSize
        // The plaintext goes after the nonce and the MAC (in place) or elsewhere: a secretbox never
        // writes over the nonce or the key it reads.
        return key.withKey { keyBytes in
            Backend.secretboxOpen(
                UnsafeRawBufferPointer(start: base + nonceSize, count: sealed.count - nonceSize),
                nonce: base,
                key: keyBytes,
                into: plaintext
            )
        }
    }
}
