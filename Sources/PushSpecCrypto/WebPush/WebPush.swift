/// Decryption of web push messages on the receiving side: RFC 8291 `aes128gcm`, the legacy
/// `aesgcm` coding, the UnifiedPush folded form of the latter, and plain RFC 8188.
///
/// Telegram's token type 10 and UnifiedPush deliver pushes this way. Each call takes the
/// message body as any collection of bytes (`[UInt8]`, `ArraySlice<UInt8>`, `Data`,
/// `UnsafeRawBufferPointer`…; contiguous ones are read in place) and returns the plaintext.
/// Bodies larger than ``maximumBodySize`` are refused before any work.
///
/// Records may be several (small `rs`); each is authenticated before its padding is looked
/// at, and on any failure the plaintext decrypted so far is cleared.
public enum WebPush {
    /// Largest body accepted, in bytes (64 KiB). Push services cap payloads at 4 KiB.
    public static let maximumBodySize = 65_536

    /// Decrypts an RFC 8291 `aes128gcm` web push message.
    ///
    /// The body starts with the RFC 8188 header, whose key id must be the sender's 65-byte
    /// uncompressed public key.
    ///
    /// - Throws: ``WebPushError/tooLarge(_:)``, ``WebPushError/badHeader(_:)`` (short header,
    ///   rs < 18, key id not 65 bytes), ``WebPushError/badKey(_:)`` (key id not a point on
    ///   P-256), ``WebPushError/tagMismatch(record:)``, ``WebPushError/badPadding(record:)``,
    ///   ``WebPushError/truncatedRecord(record:)``, ``WebPushError/cryptoFailure(_:)``.
    public static func decryptAES128GCM(_ body: some Collection<UInt8>, keys: WebPushKeys) throws(WebPushError) -> [UInt8] {
        try decryptAES128GCM(body, keys: keys, backend: DefaultCryptoBackend.self)
    }

    /// ``decryptAES128GCM(_:keys:)`` with the primitives of `backend`.
    static func decryptAES128GCM<Backend: CryptoBackend>(
        _ body: some Collection<UInt8>, keys: WebPushKeys, backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        try withBytes(of: body) { bytes throws(WebPushError) in
            try ECEMessageDecryptor.decryptAES128GCM(bytes, keys: keys, backend: Backend.self)
        }
    }

    /// Decrypts a legacy `aesgcm` web push message given its `Encryption` and `Crypto-Key`
    /// header values.
    ///
    /// - Throws: ``WebPushError/badHeader(_:)`` (a header that does not parse, no `salt`, salt
    ///   not 16 bytes, `rs` not a number > 1, no `dh`), ``WebPushError/badKey(_:)`` (`dh` not a
    ///   65-byte point on P-256), and the record errors of ``decryptAES128GCM(_:keys:)``.
    public static func decryptAESGCM(
        _ body: some Collection<UInt8>,
        encryptionHeader: String,
        cryptoKeyHeader: String,
        keys: WebPushKeys
    ) throws(WebPushError) -> [UInt8] {
        try decryptAESGCM(
            body, encryptionHeader: encryptionHeader, cryptoKeyHeader: cryptoKeyHeader, keys: keys,
            backend: DefaultCryptoBackend.self
        )
    }

    /// ``decryptAESGCM(_:encryptionHeader:cryptoKeyHeader:keys:)`` with the primitives of `backend`.
    static func decryptAESGCM<Backend: CryptoBackend>(
        _ body: some Collection<UInt8>,
        encryptionHeader: String,
        cryptoKeyHeader: String,
        keys: WebPushKeys,
        backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        try withBytes(of: body) { bytes throws(WebPushError) in
            let parameters = try ECEAESGCMParameters(encryption: encryptionHeader, cryptoKey: cryptoKeyHeader)
            return try ECEMessageDecryptor.decryptAESGCM(bytes, parameters: parameters, keys: keys, backend: Backend.self)
        }
    }

    /// Decrypts a push as a UnifiedPush distributor delivers it: either the folded legacy form
    /// `aesgcm\nEncryption: …\nCrypto-Key: …\n` followed by the binary body, or an
    /// `aes128gcm` body as is.
    ///
    /// - Throws: ``WebPushError/unsupportedCoding(_:)`` if the folded form names another
    ///   coding, and the errors of ``decryptAESGCM(_:encryptionHeader:cryptoKeyHeader:keys:)``
    ///   or ``decryptAES128GCM(_:keys:)``.
    public static func decrypt(unifiedPushBody: some Collection<UInt8>, keys: WebPushKeys) throws(WebPushError) -> [UInt8] {
        try decrypt(unifiedPushBody: unifiedPushBody, keys: keys, backend: DefaultCryptoBackend.self)
    }

    /// ``decrypt(unifiedPushBody:keys:)`` with the primitives of `backend`.
    static func decrypt<Backend: CryptoBackend>(
        unifiedPushBody: some Collection<UInt8>, keys: WebPushKeys, backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        try withBytes(of: unifiedPushBody) { bytes throws(WebPushError) in
            guard let folded = try ECEUnifiedPushBody.parse(bytes) else {
                return try ECEMessageDecryptor.decryptAES128GCM(bytes, keys: keys, backend: Backend.self)
            }
            let parameters = try ECEAESGCMParameters(encryption: folded.encryption, cryptoKey: folded.cryptoKey)
            return try ECEMessageDecryptor.decryptAESGCM(
                UnsafeRawBufferPointer(rebasing: bytes[folded.bodyOffset...]), parameters: parameters, keys: keys,
                backend: Backend.self
            )
        }
    }

    /// Decrypts a plain RFC 8188 `aes128gcm` body with raw input keying material, as in
    /// RFC 8188's own examples. The header's key id is ignored.
    ///
    /// - Throws: ``WebPushError/badKey(_:)`` if `ikm` is empty, and the header and record
    ///   errors of ``decryptAES128GCM(_:keys:)``.
    public static func decryptRFC8188(_ body: some Collection<UInt8>, ikm: some Collection<UInt8>) throws(WebPushError) -> [UInt8] {
        try decryptRFC8188(body, ikm: ikm, backend: DefaultCryptoBackend.self)
    }

    /// ``decryptRFC8188(_:ikm:)`` with the primitives of `backend`.
    static func decryptRFC8188<Backend: CryptoBackend>(
        _ body: some Collection<UInt8>, ikm: some Collection<UInt8>, backend: Backend.Type
    ) throws(WebPushError) -> [UInt8] {
        var ikmBytes = Array(ikm)
        defer { ikmBytes.withUnsafeMutableBytes { SecureMemory.zero($0) } }
        guard !ikmBytes.isEmpty else { throw .badKey("input keying material is empty") }
        return try withBytes(of: body) { bytes throws(WebPushError) in
            try ECEBytes.with(ikmBytes) { (ikm) throws(WebPushError) in
                try ECEMessageDecryptor.decryptRFC8188(bytes, ikm: ikm, backend: Backend.self)
            }
        }
    }

    /// Calls `body` with the bytes of `collection` in contiguous memory, after the size check.
    private static func withBytes(
        of collection: some Collection<UInt8>,
        _ body: (UnsafeRawBufferPointer) throws(WebPushError) -> [UInt8]
    ) throws(WebPushError) -> [UInt8] {
        let count = collection.count
        guard count <= maximumBodySize else { throw .tooLarge(count) }
        let result = collection.withContiguousStorageIfAvailable { buffer in
            Result { () throws(WebPushError) in try body(UnsafeRawBufferPointer(buffer)) }
        } ?? Array(collection).withUnsafeBytes { buffer in
            Result { () throws(WebPushError) in try body(buffer) }
        }
        return try result.get()
    }
}
