/// One Telegram account's push secret: the 256 bytes a client passes as `secret` to
/// `account.registerDevice`, which the server then uses as the MTProto 2.0 key for that
/// account's encrypted pushes.
///
/// The bytes live in a single heap allocation shared by all copies of the value and zeroed
/// when the last copy goes away. Neither `description`, `debugDescription` nor the mirror
/// (`dump`, the debugger's summary) shows them; they show only ``keyID``.
public struct TelegramPushKey: Sendable {
    /// Size of a push secret in bytes.
    public static let secretSize = 256

    /// The key id: the little-endian `Int64` made of the last 8 bytes of SHA-1(secret).
    ///
    /// Encrypted pushes start with this id (`auth_key_id`), so a keyring uses it to find the key;
    /// it is also TDLib's "push receiver id" of such pushes.
    public let keyID: Int64

    let storage: SecretBytes

    /// Wraps an existing secret, copying its bytes.
    ///
    /// - Throws: ``TelegramPushKeyError/wrongSize(_:)`` unless `secret` has exactly
    ///   ``secretSize`` bytes; ``TelegramPushKeyError/cryptoFailure(_:)`` if the crypto library cannot hash.
    public init(secret: some Collection<UInt8>) throws(TelegramPushKeyError) {
        let size = secret.count
        guard size == Self.secretSize else { throw .wrongSize(size) }
        let storage = SecretBytes(count: size) { buffer in
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            buffer.copyBytes(from: secret)  // traps if the collection yields more bytes than its count
        }
        do throws(CryptoCallError) {
            self.keyID = try Self.computeKeyID(storage)
        } catch {
            throw .cryptoFailure(error.call)
        }
        self.storage = storage
    }

    /// Makes a new random secret from the crypto library's secure generator.
    ///
    /// Register `withSecretBytes { Array($0) }` with the server, keep the bytes safe, and
    /// recreate the key with ``init(secret:)`` later.
    public static func generate() throws(CryptoRandomError) -> TelegramPushKey {
        let storage = try SecretBytes(count: secretSize) { (buffer) throws(CryptoRandomError) in
            try DefaultCryptoBackend.fillRandom(buffer)
        }
        do throws(CryptoCallError) {
            return TelegramPushKey(storage: storage, keyID: try computeKeyID(storage))
        } catch {
            throw .cryptoFailure(error.call)
        }
    }

    private init(storage: SecretBytes, keyID: Int64) {
        self.storage = storage
        self.keyID = keyID
    }

    /// Calls `body` with the 256 secret bytes. Do not let the pointer escape.
    public func withSecretBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }

    /// Last 8 bytes of SHA-1(secret), little-endian.
    private static func computeKeyID(_ storage: SecretBytes) throws(CryptoCallError) -> Int64 {
        try withUnsafeTemporaryAllocation(byteCount: 20, alignment: 8) {
            (digest) throws(CryptoCallError) -> Int64 in
            try DefaultCryptoBackend.sha1(
                UnsafeRawBufferPointer(start: storage.pointer, count: storage.count),
                into: digest.baseAddress!
            )
            return Int64(littleEndian: digest.loadUnaligned(fromByteOffset: 12, as: Int64.self))
        }
    }
}

extension TelegramPushKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `TelegramPushKey(keyID: …)`: the id only, never the secret.
    public var description: String {
        "TelegramPushKey(keyID: \(keyID))"
    }

    /// Same as ``description``: the id only, never the secret.
    public var debugDescription: String {
        description
    }

    /// A mirror with the key id only, so `dump` and debuggers do not reach the secret's storage.
    public var customMirror: Mirror {
        Mirror(self, children: ["keyID": keyID], displayStyle: .struct)
    }
}
