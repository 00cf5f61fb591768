/// One Zulip device's end-to-end push key: the `push_key` a client sends when it registers an
/// E2EE push device (server feature level 468+), which the server then uses to encrypt that
/// device's pushes with NaCl's `crypto_secretbox` (XSalsa20-Poly1305).
///
/// On the wire the key is 33 bytes, the version byte ``prefix`` (0x31) followed by the 32-byte
/// secretbox key, in standard base64 (``pushKeyBase64``). Pushes name their key by
/// `push_key_id`, which the client chooses; keeping ids and keys together is the keyring's job.
///
/// The 32 key bytes live in a single heap allocation shared by all copies of the value and
/// wiped when the last copy goes away. Neither `description`,
/// `debugDescription` nor the mirror (`dump`, the debugger's summary) shows them.
public struct ZulipPushKey: Sendable {
    /// The version byte every 33-byte `push_key` starts with.
    public static let prefix: UInt8 = 0x31

    /// Size of the wire form of a key in bytes: ``prefix`` and a 32-byte secretbox key.
    public static let byteCount = 1 + ZulipSecretbox.keySize

    /// The 32 secretbox key bytes.
    let storage: ZulipKeyStorage

    /// Wraps an existing key in its 33-byte wire form, copying the key bytes.
    ///
    /// - Throws: ``ZulipDecryptionError/badKey(_:)`` unless `pushKey` has exactly
    ///   ``byteCount`` (33) bytes and starts with ``prefix``.
    public init(pushKey: some Collection<UInt8>) throws(ZulipDecryptionError) {
        let count = pushKey.count
        guard count == Self.byteCount else {
            throw .badKey(
                "push_key must be \(Self.byteCount) bytes (0x31 and a \(ZulipSecretbox.keySize)-byte secretbox key), got \(count)"
            )
        }
        // The message does not quote the byte: it may be the first byte of a raw key.
        guard pushKey.first == Self.prefix else { throw .badKey("push_key must start with the version byte 0x31") }
        storage = ZulipKeyStorage { buffer in
            var index = pushKey.index(after: pushKey.startIndex)
            for offset in 0..<ZulipSecretbox.keySize {
                buffer[offset] = pushKey[index]
                pushKey.formIndex(after: &index)
            }
        }
    }

    /// Wraps an existing key given as the standard base64 of its 33-byte wire form (what the
    /// server received as `push_key`).
    ///
    /// - Throws: ``ZulipDecryptionError/badBase64`` unless `pushKeyBase64` is strict, padded
    ///   standard base64; then ``ZulipDecryptionError/badKey(_:)`` as ``init(pushKey:)``.
    public init(pushKeyBase64: String) throws(ZulipDecryptionError) {
        guard var bytes = SecretBase64.decode(pushKeyBase64) else { throw .badBase64 }
        defer {
            bytes.withUnsafeMutableBytes { SecureMemory.zero($0) }
        }
        try self.init(pushKey: bytes)
    }

    private init(storage: ZulipKeyStorage) {
        self.storage = storage
    }

    /// Makes a new random key and a random 32-bit `push_key_id`, from the crypto library's
    /// secure generator.
    ///
    /// Register ``pushKeyBase64`` and the id with the server, keep both safe, and recreate
    /// the key with ``init(pushKeyBase64:)`` later.
    ///
    /// - Throws: ``ZulipDecryptionError/randomFailure`` if no secure random bytes are available.
    public static func generate() throws(ZulipDecryptionError) -> (id: UInt32, key: ZulipPushKey) {
        do throws(CryptoRandomError) {
            let storage = try ZulipKeyStorage { (buffer) throws(CryptoRandomError) in
                try DefaultCryptoBackend.fillRandom(UnsafeMutableRawBufferPointer(buffer))
            }
            var id: UInt32 = 0
            try withUnsafeMutableBytes(of: &id) { (bytes) throws(CryptoRandomError) in
                try DefaultCryptoBackend.fillRandom(bytes)
            }
            return (id: id, key: ZulipPushKey(storage: storage))
        } catch {
            throw .randomFailure
        }
    }

    /// The standard base64 of the 33-byte wire form: what key generation prints and the
    /// server receives as `push_key`. This string holds the secret; treat it as such.
    public var pushKeyBase64: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.byteCount) { wire in
            wire.initialize(repeating: 0)
            defer { SecureMemory.zero(UnsafeMutableRawBufferPointer(wire)) }
            wire[0] = Self.prefix
            storage.withKey { key in
                (wire.baseAddress! + 1).update(from: key, count: ZulipSecretbox.keySize)
            }
            return SecretBase64.encode(UnsafeBufferPointer(wire))
        }
    }

    /// Calls `body` with the 32 secretbox key bytes. Do not let the pointer escape.
    func withKey<R, E: Error>(_ body: (UnsafePointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try storage.withKey(body)
    }
}

extension ZulipPushKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `ZulipPushKey(…)`: never the key bytes.
    public var description: String {
        "ZulipPushKey(…)"
    }

    /// Same as ``description``: never the key bytes.
    public var debugDescription: String {
        description
    }

    /// A mirror without children, so `dump` and debuggers do not reach the key's storage.
    public var customMirror: Mirror {
        Mirror(self, children: [:], displayStyle: .struct)
    }
}
