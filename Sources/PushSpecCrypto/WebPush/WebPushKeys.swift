internal import PushSpecCore

/// A web push subscription's receiving keys: a P-256 key pair and the 16-byte auth secret.
///
/// Publish ``publicKey`` (`p256dh`) and ``authSecret`` (`auth`) in the subscription token
/// (``WebPushSubscriptionToken``); keep the private key with ``withPrivateKeyBytes(_:)`` and
/// recreate the keys with ``init(privateKey:authSecret:)``.
///
/// The private scalar and the auth secret live in one heap allocation shared by all copies
/// and zeroed when the last copy goes away; the crypto library's copy of the scalar is cleared
/// when its key object goes away. Neither `description`, `debugDescription` nor the mirror shows them.
public struct WebPushKeys: Sendable {
    /// Size of the private key (a P-256 scalar, big-endian) in bytes.
    public static let privateKeySize = 32
    /// Size of the auth secret in bytes.
    public static let authSecretSize = 16

    /// The public key as a 65-byte uncompressed point (`0x04 ‖ x ‖ y`): the token's `p256dh`.
    public let publicKey: [UInt8]

    /// Private scalar (32) ‖ auth secret (16).
    let secrets: SecretBytes
    /// The private key in this build's backend.
    let privateKey: DefaultCryptoBackend.P256PrivateKey

    /// Makes a new key pair and auth secret from the crypto library's secure generator.
    ///
    /// The scalar is drawn uniformly from `1 ..< n` (rejection sampling of 32 random bytes).
    ///
    /// - Throws: ``WebPushError/cryptoFailure(_:)`` if no secure random bytes are available or
    ///   the key cannot be built.
    public static func generate() throws(WebPushError) -> WebPushKeys {
        let secrets = try SecretBytes(count: privateKeySize + authSecretSize) { (buffer) throws(WebPushError) in
            do throws(CryptoRandomError) {
                repeat {
                    try DefaultCryptoBackend.fillRandom(buffer)
                } while !P256Scalar.isValid(buffer.baseAddress!)
            } catch {
                throw .cryptoFailure("random bytes")
            }
        }
        return try WebPushKeys(secrets: secrets)
    }

    /// Recreates keys from a stored private key and auth secret, deriving the public key.
    ///
    /// - Parameters:
    ///   - privateKey: the 32-byte big-endian P-256 scalar.
    ///   - authSecret: the 16-byte auth secret.
    /// - Throws: ``WebPushError/badKey(_:)`` if a size is wrong or the scalar is not in `1 ..< n`.
    public init(privateKey: some Collection<UInt8>, authSecret: some Collection<UInt8>) throws(WebPushError) {
        let privateCount = privateKey.count, authCount = authSecret.count
        guard privateCount == Self.privateKeySize else {
            throw .badKey("private key must be \(Self.privateKeySize) bytes, got \(privateCount)")
        }
        guard authCount == Self.authSecretSize else {
            throw .badKey("auth secret must be \(Self.authSecretSize) bytes, got \(authCount)")
        }
        let secrets = SecretBytes(count: Self.privateKeySize + Self.authSecretSize) { buffer in
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            // copyBytes traps if a collection yields more bytes than its count.
            UnsafeMutableRawBufferPointer(rebasing: buffer[..<Self.privateKeySize]).copyBytes(from: privateKey)
            UnsafeMutableRawBufferPointer(rebasing: buffer[Self.privateKeySize...]).copyBytes(from: authSecret)
        }
        try self.init(secrets: secrets)
    }

    private init(secrets: SecretBytes) throws(WebPushError) {
        guard P256Scalar.isValid(secrets.pointer) else {
            throw .badKey("private key is not a P-256 scalar in 1 ..< n")
        }
        let privateKey = try DefaultCryptoBackend.P256PrivateKey(scalar: secrets.pointer)
        let publicKey = try withUnsafeTemporaryAllocation(byteCount: P256Point.uncompressedSize, alignment: 1) {
            (buffer) throws(WebPushError) -> [UInt8] in
            try privateKey.copyPublicKey(into: buffer.baseAddress!)
            return Array(UnsafeRawBufferPointer(buffer))
        }
        self.secrets = secrets
        self.privateKey = privateKey
        self.publicKey = publicKey
    }

    /// The 16-byte auth secret: the token's `auth`.
    public var authSecret: [UInt8] {
        withAuthSecret { Array($0) }
    }

    /// Calls `body` with the 32-byte private scalar (big-endian), for storing in a keyring.
    /// Do not let the pointer escape.
    public func withPrivateKeyBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try secrets.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<Self.privateKeySize])) }
    }

    /// The private key in `backend`: the one made at `init` for this build's backend, a new one
    /// for another (which only the tests use, to run every backend in one process).
    func privateKey<Backend: CryptoBackend>(for backend: Backend.Type) throws(WebPushError) -> Backend.P256PrivateKey {
        if let key = privateKey as? Backend.P256PrivateKey { return key }
        return try withExtendedLifetime(secrets) { () throws(WebPushError) in
            try Backend.P256PrivateKey(scalar: secrets.pointer)
        }
    }

    /// Calls `body` with the 16-byte auth secret.
    func withAuthSecret<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try withExtendedLifetime(secrets) { () throws(E) -> R in
            try body(UnsafeRawBufferPointer(start: secrets.pointer + Self.privateKeySize, count: Self.authSecretSize))
        }
    }
}

extension WebPushKeys: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `WebPushKeys(publicKey: <base64url>)`: the public key only, never the private key or auth secret.
    public var description: String {
        "WebPushKeys(publicKey: \(Base64.encodeURL(publicKey)))"
    }

    /// Same as ``description``.
    public var debugDescription: String {
        description
    }

    /// A mirror with the public key only, so `dump` and debuggers do not reach the secrets.
    public var customMirror: Mirror {
        Mirror(self, children: ["publicKey": Base64.encodeURL(publicKey)], displayStyle: .struct)
    }
}
