/// MTProto 2.0 decryption of Telegram's encrypted push payloads (the `p` field), as TDLib,
/// Telegram-iOS and Telegram-Android implement it, with every check TDLib makes.
///
/// The message is `auth_key_id (8, Int64 LE) ‖ msg_key (16) ‖ AES-256-IGE ciphertext`, with
/// the key being the account's 256-byte push secret and x = 8 (server to client):
///
/// - `a = SHA-256(msg_key ‖ key[8..<44])`, `b = SHA-256(key[48..<84] ‖ msg_key)`
/// - `aes_key = a[0..<8] ‖ b[8..<24] ‖ a[24..<32]`, `aes_iv = b[0..<8] ‖ a[8..<24] ‖ b[24..<32]`
/// - plaintext = `length (UInt32 LE) ‖ JSON ‖ padding`
/// - `msg_key == SHA-256(key[96..<128] ‖ plaintext)[8..<24]` (compared in constant time)
/// - `4 + length ≤ plaintext.count`, padding `12...1024` bytes
///
/// Base64url-decoding `p` and choosing the key by ``authKeyID(of:)`` belong to the caller.
public enum MTProtoPush {
    /// Size of auth_key_id + msg_key.
    static let headerSize = 24
    /// Smallest message that can be valid: header plus one AES block.
    static let minimumMessageSize = headerSize + AESIGE.blockSize
    /// Allowed padding after the JSON.
    static let paddingRange = 12...1024
    /// x for messages from the server to the client.
    static let x = 8

    /// The auth_key_id a message starts with (its first 8 bytes, little-endian), or nil if it
    /// has fewer than 8 bytes. Use it to pick the key from a keyring before ``decrypt(_:with:)``.
    @inlinable
    public static func authKeyID(of message: some Collection<UInt8>) -> Int64? {
        var id: UInt64 = 0
        var shift: UInt64 = 0
        for byte in message.prefix(8) {
            id |= UInt64(byte) << shift
            shift += 8
        }
        return shift == 64 ? Int64(bitPattern: id) : nil
    }

    /// Decrypts an MTProto 2.0 push message (the base64url-decoded `p` field) with `key`.
    ///
    /// - Parameters:
    ///   - message: the raw message bytes: `[UInt8]`, `ArraySlice<UInt8>`, `Data`,
    ///     `UnsafeRawBufferPointer`… Contiguous collections are read in place.
    ///   - key: the account's push key.
    /// - Returns: the JSON bytes, without the length prefix and the padding.
    /// - Throws: ``MTProtoPushError`` naming the first check that failed.
    @inlinable
    public static func decrypt(
        _ message: some Collection<UInt8>,
        with key: TelegramPushKey
    ) throws(MTProtoPushError) -> [UInt8] {
        let result = message.withContiguousStorageIfAvailable { buffer in
            withDecryptedJSON(UnsafeRawBufferPointer(buffer), with: key) { Array($0) }
        } ?? Array(message).withUnsafeBytes { buffer in
            withDecryptedJSON(buffer, with: key) { Array($0) }
        }
        return try result.get()
    }

    /// Decrypts `message` and, when every check passes, calls `body` with the JSON bytes where
    /// they were decrypted (a temporary buffer, on the stack when small); the buffer is cleared
    /// when `body` returns, or when a check fails.
    ///
    /// For a caller that parses the JSON at once: no allocation and no copy of the plaintext
    /// beyond what `body` makes.
    @inlinable
    public static func withDecryptedJSON<Value>(
        _ message: UnsafeRawBufferPointer,
        with key: TelegramPushKey,
        _ body: (UnsafeRawBufferPointer) -> Value
    ) -> Result<Value, MTProtoPushError> {
        // The plaintext is never longer than the message.
        withUnsafeTemporaryAllocation(byteCount: Swift.max(message.count, 1), alignment: 16) { scratch in
            defer { clear(scratch) }
            return decrypt(message, with: key, into: scratch).map(body)
        }
    }

    /// Clears a buffer that held plaintext (a write the compiler may not remove).
    @usableFromInline
    static func clear(_ buffer: UnsafeMutableRawBufferPointer) {
        SecureMemory.zero(buffer)
    }

    /// Decrypts `message` into `scratch` (at least as large as the message) and runs every
    /// check; returns the JSON bytes inside `scratch`.
    ///
    /// Checks in order: size (≥ 40), auth_key_id, whole blocks; then decrypts and checks msg_key
    /// before looking at anything inside the plaintext, then the length prefix, then the padding.
    @usableFromInline
    static func decrypt(
        _ message: UnsafeRawBufferPointer,
        with key: TelegramPushKey,
        into scratch: UnsafeMutableRawBufferPointer
    ) -> Result<UnsafeRawBufferPointer, MTProtoPushError> {
        decrypt(message, with: key, into: scratch, backend: DefaultCryptoBackend.self)
    }

    /// ``decrypt(_:with:into:)`` with the primitives of `backend`.
    static func decrypt<Backend: CryptoBackend>(
        _ message: UnsafeRawBufferPointer,
        with key: TelegramPushKey,
        into scratch: UnsafeMutableRawBufferPointer,
        backend: Backend.Type
    ) -> Result<UnsafeRawBufferPointer, MTProtoPushError> {
        let total = message.count
        guard total >= minimumMessageSize, let base = message.baseAddress else { return .failure(.tooShort(total)) }
        guard Int64(littleEndian: base.loadUnaligned(as: Int64.self)) == key.keyID else { return .failure(.keyIDMismatch) }
        let cipherCount = total - headerSize
        guard cipherCount % AESIGE.blockSize == 0 else { return .failure(.badBlockSize(cipherCount)) }
        precondition(scratch.count >= cipherCount, "the scratch buffer is sized by the message")
        let plaintext = scratch.baseAddress!  // non-nil: at least one block

        let msgKey = UnsafeRawBufferPointer(start: base + 8, count: 16)
        let secret = key.storage
        return withExtendedLifetime(secret) {
            do throws(MTProtoPushError) {
                let length = try decryptAndCheck(
                    base + headerSize, count: cipherCount, msgKey: msgKey, secret: secret.pointer, into: plaintext,
                    primitives: Backend.MTProto.self
                )
                return .success(UnsafeRawBufferPointer(start: plaintext + 4, count: length))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Decrypts into `plaintext` (`count` bytes) and runs every check. Returns the JSON size;
    /// the JSON starts after the 4-byte length prefix.
    private static func decryptAndCheck<Primitives: MTProtoPrimitives>(
        _ ciphertext: UnsafeRawPointer,
        count: Int,
        msgKey: UnsafeRawBufferPointer,
        secret: UnsafeRawPointer,
        into plaintext: UnsafeMutableRawPointer,
        primitives: Primitives.Type
    ) throws(MTProtoPushError) -> Int {
        let msgKeyMatches: Bool
        do throws(CryptoCallError) {
            let primitives = try Primitives.forMessage()
            // Whether it verified or failed midway, nothing of this message's keys stays behind.
            var interrupted = true
            defer { primitives.finishMessage(interrupted: interrupted) }
            try withAESKeyAndIV(msgKey: msgKey, secret: secret, primitives: primitives) { (keyAndIV) throws(CryptoCallError) in
                try primitives.setAESKey(keyAndIV)
                try AESIGE.decrypt(
                    ciphertext, into: plaintext, count: count, iv: keyAndIV + AESIGE.keySize, with: primitives)
            }
            // msg_key = SHA-256(key[88 + x ..< 120 + x] ‖ plaintext)[8..<24]
            msgKeyMatches = try withUnsafeTemporaryAllocation(byteCount: 32, alignment: 16) {
                (hash) throws(CryptoCallError) -> Bool in
                defer { SecureMemory.zero(hash) }
                try primitives.sha256(
                    UnsafeRawBufferPointer(start: secret + 88 + x, count: 32),
                    UnsafeRawBufferPointer(start: plaintext, count: count),
                    into: hash.baseAddress!
                )
                return SecureMemory.equals(hash.baseAddress! + 8, msgKey.baseAddress!, count: 16)
            }
            interrupted = false
        } catch {
            throw .cryptoFailure(error.call)
        }
        guard msgKeyMatches else { throw .msgKeyMismatch }

        let declared = UInt32(littleEndian: plaintext.loadUnaligned(as: UInt32.self))
        let available = count - 4
        guard Int(declared) <= available else { throw .badLength(declared: declared, available: available) }
        let length = Int(declared)
        let padding = available - length
        guard paddingRange.contains(padding) else { throw .badPadding(padding) }
        return length
    }

    /// Derives `aes_key ‖ aes_iv` (64 bytes) into a temporary buffer, calls `body` with it and
    /// clears it (and the intermediate hashes) afterwards.
    private static func withAESKeyAndIV<Primitives: MTProtoPrimitives>(
        msgKey: UnsafeRawBufferPointer,
        secret: UnsafeRawPointer,
        primitives: Primitives,
        _ body: (UnsafeRawPointer) throws(CryptoCallError) -> Void
    ) throws(CryptoCallError) {
        // Layout: a (32) ‖ b (32) ‖ aes_key (32) ‖ aes_iv (32)
        try withUnsafeTemporaryAllocation(byteCount: 128, alignment: 16) { (scratch) throws(CryptoCallError) in
            let s = scratch.baseAddress!
            defer { SecureMemory.zero(scratch) }
            let a = s, b = s + 32, aesKey = s + 64, aesIV = s + 96
            try primitives.sha256(msgKey, UnsafeRawBufferPointer(start: secret + x, count: 36), into: a)
            try primitives.sha256(UnsafeRawBufferPointer(start: secret + 40 + x, count: 36), msgKey, into: b)
            aesKey.copyMemory(from: a, byteCount: 8)
            (aesKey + 8).copyMemory(from: b + 8, byteCount: 16)
            (aesKey + 24).copyMemory(from: a + 24, byteCount: 8)
            aesIV.copyMemory(from: b, byteCount: 8)
            (aesIV + 8).copyMemory(from: a + 8, byteCount: 16)
            (aesIV + 24).copyMemory(from: b + 24, byteCount: 8)
            try body(UnsafeRawPointer(aesKey))
        }
    }
}
