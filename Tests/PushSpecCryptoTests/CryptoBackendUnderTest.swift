@testable import PushSpecCrypto
import Testing

/// One crypto backend compiled into this build, as a test argument: the crypto tests take
/// `@Test(arguments: CryptoBackendUnderTest.all)` and call the protocols through it, so every
/// test and every shared vector runs against each backend from one source.
///
/// Its methods mirror the public API (`backend.mtproto.decrypt(_:with:)` for
/// `MTProtoPush.decrypt(_:with:)`, `backend.webPush.decryptAES128GCM(_:keys:)`,
/// `backend.zulip.decrypt(encryptedData:key:)`…) with the same typed errors; each opens the
/// backend's metatype into the module's generic entry point for that call.
///
/// `@unchecked Sendable`: it holds only a metatype, and every backend is a stateless enum whose
/// primitives are static functions safe to call from any thread (the public API calls them so).
struct CryptoBackendUnderTest: @unchecked Sendable, CustomTestStringConvertible, CustomStringConvertible {
    /// The backend.
    let type: any CryptoBackend.Type
    /// What the test results call it: `System`, `Portable` (swift-crypto on Linux) or `CryptoKit`.
    let label: String

    /// Every backend compiled into this build, under the product's own conditions: System with
    /// the trait SystemCrypto off Apple platforms; CryptoKit on Apple platforms; Portable (the
    /// CryptoKit source over swift-crypto) with the trait PortableCrypto on Linux.
    static let all: [CryptoBackendUnderTest] = {
        var all: [CryptoBackendUnderTest] = []
        #if SystemCrypto && !canImport(CryptoKit)
        all.append(CryptoBackendUnderTest(type: SystemCryptoBackend.self, label: "System"))
        #endif
        #if canImport(CryptoKit)
        all.append(CryptoBackendUnderTest(type: CryptoKitBackend.self, label: "CryptoKit"))
        #elseif PortableCrypto
        all.append(CryptoBackendUnderTest(type: CryptoKitBackend.self, label: "Portable"))
        #endif
        return all
    }()

    /// The backend's own name (`CryptoBackend.name`).
    var name: String { type.name }
    var testDescription: String { label }
    var description: String { label }

    /// Whether this is the build's default backend (the one the public API uses).
    var isDefault: Bool { ObjectIdentifier(type) == ObjectIdentifier(DefaultCryptoBackend.self) }

    var mtproto: MTProto { MTProto(backend: type) }
    var webPush: WebPush { WebPush(backend: type) }
    var zulip: Zulip { Zulip(backend: type) }
    var secretbox: Secretbox { Secretbox(backend: type) }
}

// MARK: MTProto

extension CryptoBackendUnderTest {
    /// `MTProtoPush` on this backend.
    struct MTProto {
        let backend: any CryptoBackend.Type

        /// `MTProtoPush.decrypt(_:with:)`: contiguous collections are read in place, others
        /// copied; the plaintext is decrypted into a temporary buffer that is cleared afterwards.
        func decrypt(_ message: some Collection<UInt8>, with key: TelegramPushKey) throws(MTProtoPushError) -> [UInt8] {
            let result = message.withContiguousStorageIfAvailable { buffer in
                Self.decrypt(UnsafeRawBufferPointer(buffer), with: key, backend: backend)
            } ?? Array(message).withUnsafeBytes { buffer in
                Self.decrypt(buffer, with: key, backend: backend)
            }
            return try result.get()
        }

        private static func decrypt<Backend: CryptoBackend>(
            _ message: UnsafeRawBufferPointer, with key: TelegramPushKey, backend: Backend.Type
        ) -> Result<[UInt8], MTProtoPushError> {
            withUnsafeTemporaryAllocation(byteCount: Swift.max(message.count, 1), alignment: 16) { scratch in
                defer { MTProtoPush.clear(scratch) }
                return MTProtoPush.decrypt(message, with: key, into: scratch, backend: Backend.self).map { Array($0) }
            }
        }

        /// A Telegram key id (the last 8 bytes of SHA-1(secret), little-endian) computed with this
        /// backend's SHA-1, as `TelegramPushKey` computes it with the default backend's.
        func keyID(secret: [UInt8]) throws -> Int64 {
            try Self.keyID(secret: secret, backend: backend)
        }

        private static func keyID<Backend: CryptoBackend>(secret: [UInt8], backend: Backend.Type) throws -> Int64 {
            var digest = [UInt8](repeating: 0, count: 20)
            try secret.withUnsafeBytes { data in
                try digest.withUnsafeMutableBytes { output in
                    try Backend.sha1(data, into: output.baseAddress!)
                }
            }
            return digest.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: 12, as: Int64.self)) }
        }

        /// Decrypts 16-byte `blocks` one after another with the backend's AES-256 block function,
        /// keyed once with the 32-byte `key`, as one MTProto message uses it.
        func decryptAESBlocks(_ blocks: [[UInt8]], key: [UInt8]) throws -> [[UInt8]] {
            try Self.decryptAESBlocks(blocks, key: key, backend: backend)
        }

        private static func decryptAESBlocks<Backend: CryptoBackend>(
            _ blocks: [[UInt8]], key: [UInt8], backend: Backend.Type
        ) throws -> [[UInt8]] {
            let primitives = try Backend.MTProto.forMessage()
            defer { primitives.finishMessage(interrupted: false) }
            try key.withUnsafeBytes { try primitives.setAESKey($0.baseAddress!) }
            return try blocks.map { block in
                var output = [UInt8](repeating: 0, count: 16)
                try block.withUnsafeBytes { input in
                    try output.withUnsafeMutableBytes { try primitives.decryptAESBlock(input.baseAddress!, into: $0.baseAddress!) }
                }
                return output
            }
        }
    }
}

// MARK: Web push

extension CryptoBackendUnderTest {
    /// `WebPush` on this backend, and its primitives for the key-schedule tests.
    struct WebPush {
        let backend: any CryptoBackend.Type

        /// `WebPush.decryptAES128GCM(_:keys:)`.
        func decryptAES128GCM(_ body: some Collection<UInt8>, keys: WebPushKeys) throws(WebPushError) -> [UInt8] {
            try Self.decryptAES128GCM(body, keys: keys, backend: backend)
        }

        private static func decryptAES128GCM<Backend: CryptoBackend>(
            _ body: some Collection<UInt8>, keys: WebPushKeys, backend: Backend.Type
        ) throws(WebPushError) -> [UInt8] {
            try PushSpecCrypto.WebPush.decryptAES128GCM(body, keys: keys, backend: Backend.self)
        }

        /// `WebPush.decryptAESGCM(_:encryptionHeader:cryptoKeyHeader:keys:)`.
        func decryptAESGCM(
            _ body: some Collection<UInt8>, encryptionHeader: String, cryptoKeyHeader: String, keys: WebPushKeys
        ) throws(WebPushError) -> [UInt8] {
            try Self.decryptAESGCM(body, encryptionHeader: encryptionHeader, cryptoKeyHeader: cryptoKeyHeader, keys: keys, backend: backend)
        }

        private static func decryptAESGCM<Backend: CryptoBackend>(
            _ body: some Collection<UInt8>, encryptionHeader: String, cryptoKeyHeader: String, keys: WebPushKeys,
            backend: Backend.Type
        ) throws(WebPushError) -> [UInt8] {
            try PushSpecCrypto.WebPush.decryptAESGCM(
                body, encryptionHeader: encryptionHeader, cryptoKeyHeader: cryptoKeyHeader, keys: keys, backend: Backend.self
            )
        }

        /// `WebPush.decrypt(unifiedPushBody:keys:)`.
        func decrypt(unifiedPushBody: some Collection<UInt8>, keys: WebPushKeys) throws(WebPushError) -> [UInt8] {
            try Self.decrypt(unifiedPushBody: unifiedPushBody, keys: keys, backend: backend)
        }

        private static func decrypt<Backend: CryptoBackend>(
            unifiedPushBody: some Collection<UInt8>, keys: WebPushKeys, backend: Backend.Type
        ) throws(WebPushError) -> [UInt8] {
            try PushSpecCrypto.WebPush.decrypt(unifiedPushBody: unifiedPushBody, keys: keys, backend: Backend.self)
        }

        /// `WebPush.decryptRFC8188(_:ikm:)`.
        func decryptRFC8188(_ body: some Collection<UInt8>, ikm: some Collection<UInt8>) throws(WebPushError) -> [UInt8] {
            try Self.decryptRFC8188(body, ikm: ikm, backend: backend)
        }

        private static func decryptRFC8188<Backend: CryptoBackend>(
            _ body: some Collection<UInt8>, ikm: some Collection<UInt8>, backend: Backend.Type
        ) throws(WebPushError) -> [UInt8] {
            try PushSpecCrypto.WebPush.decryptRFC8188(body, ikm: ikm, backend: Backend.self)
        }

        /// A new HKDF-SHA-256 of this backend (`B.HKDF()`), for `ECEKeySchedule`'s steps.
        func hkdf() throws(WebPushError) -> any HKDFSHA256 {
            try Self.hkdf(backend: backend)
        }

        private static func hkdf<Backend: CryptoBackend>(backend: Backend.Type) throws(WebPushError) -> any HKDFSHA256 {
            try Backend.HKDF()
        }

        /// This backend's AES-128-GCM record cipher (`B.RecordCipher`), for `ECERecords.decrypt`.
        var recordCipher: any AES128GCMOpener.Type {
            Self.recordCipher(backend: backend)
        }

        private static func recordCipher<Backend: CryptoBackend>(backend: Backend.Type) -> any AES128GCMOpener.Type {
            Backend.RecordCipher.self
        }

        /// `keys`' private key in this backend (`keys.privateKey(for: B.self)`).
        func privateKey(of keys: WebPushKeys) throws(WebPushError) -> any P256KeyAgreementKey {
            try Self.privateKey(of: keys, backend: backend)
        }

        private static func privateKey<Backend: CryptoBackend>(
            of keys: WebPushKeys, backend: Backend.Type
        ) throws(WebPushError) -> any P256KeyAgreementKey {
            try keys.privateKey(for: Backend.self)
        }

        /// The public key this backend derives from `keys`' private scalar (65 bytes, uncompressed).
        func publicKey(of keys: WebPushKeys) throws -> [UInt8] {
            let key = try privateKey(of: keys)
            var point = [UInt8](repeating: 0, count: 65)
            try point.withUnsafeMutableBytes { output in
                try key.copyPublicKey(into: output.baseAddress!)
            }
            return point
        }

        /// ECDH of `keys`' private key with `peer` in this backend: the 32-byte shared secret.
        func sharedSecret(of keys: WebPushKeys, withPeer peer: [UInt8], role: String) throws -> [UInt8] {
            let key = try privateKey(of: keys)
            var secret = [UInt8](repeating: 0, count: 32)
            try peer.withUnsafeBytes { peer in
                try secret.withUnsafeMutableBytes { output in
                    try key.deriveSharedSecret(withPeer: peer, role: role, into: output.baseAddress!)
                }
            }
            return secret
        }
    }
}

// MARK: Zulip

extension CryptoBackendUnderTest {
    /// `ZulipE2EE` on this backend.
    struct Zulip {
        let backend: any CryptoBackend.Type

        /// `ZulipE2EE.decrypt(encryptedData:key:)`.
        func decrypt(encryptedData: some Collection<UInt8>, key: ZulipPushKey) throws(ZulipDecryptionError) -> [UInt8] {
            try Self.decrypt(encryptedData: encryptedData, key: key, backend: backend)
        }

        private static func decrypt<Backend: CryptoBackend>(
            encryptedData: some Collection<UInt8>, key: ZulipPushKey, backend: Backend.Type
        ) throws(ZulipDecryptionError) -> [UInt8] {
            try ZulipE2EE.decrypt(encryptedData: encryptedData, key: key, backend: Backend.self)
        }

        /// `ZulipE2EE.decrypt(encryptedDataBase64:key:)`.
        func decrypt(encryptedDataBase64: String, key: ZulipPushKey) throws(ZulipDecryptionError) -> [UInt8] {
            try Self.decrypt(encryptedDataBase64: encryptedDataBase64, key: key, backend: backend)
        }

        private static func decrypt<Backend: CryptoBackend>(
            encryptedDataBase64: String, key: ZulipPushKey, backend: Backend.Type
        ) throws(ZulipDecryptionError) -> [UInt8] {
            try ZulipE2EE.decrypt(encryptedDataBase64: encryptedDataBase64, key: key, backend: Backend.self)
        }
    }
}

// MARK: Secretbox

extension CryptoBackendUnderTest {
    /// This backend's `secretboxOpen` (libsodium for System, the Swift XSalsa20Poly1305 for
    /// CryptoKit and Portable).
    struct Secretbox {
        let backend: any CryptoBackend.Type

        /// `B.secretboxOpen(box, nonce:key:into:)`.
        func open(
            _ box: UnsafeRawBufferPointer, nonce: UnsafeRawPointer, key: UnsafeRawPointer,
            into plaintext: UnsafeMutableRawPointer
        ) -> Bool {
            Self.open(box, nonce: nonce, key: key, into: plaintext, backend: backend)
        }

        private static func open<Backend: CryptoBackend>(
            _ box: UnsafeRawBufferPointer, nonce: UnsafeRawPointer, key: UnsafeRawPointer,
            into plaintext: UnsafeMutableRawPointer, backend: Backend.Type
        ) -> Bool {
            Backend.secretboxOpen(box, nonce: nonce, key: key, into: plaintext)
        }
    }
}

/// A secretbox open under test: the Swift `XSalsa20Poly1305` called directly (compiled in
/// every build, whichever backend uses it), then each backend's `secretboxOpen`. The secretbox
/// vector and differential tests take `@Test(arguments: SecretboxUnderTest.all)`.
struct SecretboxUnderTest: Sendable, CustomTestStringConvertible {
    /// What the test results call it.
    let label: String
    /// The backend, or nil for `XSalsa20Poly1305` itself.
    let backend: CryptoBackendUnderTest?

    static let all: [SecretboxUnderTest] =
        [SecretboxUnderTest(label: "XSalsa20Poly1305 (Swift)", backend: nil)]
        + CryptoBackendUnderTest.all.map { SecretboxUnderTest(label: "\($0.label) backend", backend: $0) }

    var testDescription: String { label }

    /// `open(box, nonce:key:into:)` of this implementation.
    func open(
        _ box: UnsafeRawBufferPointer, nonce: UnsafeRawPointer, key: UnsafeRawPointer, into plaintext: UnsafeMutableRawPointer
    ) -> Bool {
        if let backend {
            return backend.secretbox.open(box, nonce: nonce, key: key, into: plaintext)
        }
        return XSalsa20Poly1305.open(box, nonce: nonce, key: key, into: plaintext)
    }

    /// Opens `box` into a separate array; nil when the tag does not verify.
    func disjoint(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> [UInt8]? {
        let (verified, output) = disjointKeepingOutput(box, nonce: nonce, key: key)
        return verified ? output : nil
    }

    /// As ``disjoint(_:nonce:key:)``, returning the output buffer whatever the result. The output
    /// array starts filled with 0xA5, so a failed open can be seen to leave it untouched.
    func disjointKeepingOutput(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> (Bool, [UInt8]) {
        precondition(nonce.count == XSalsa20Poly1305.nonceSize && key.count == XSalsa20Poly1305.keySize)
        var output = [UInt8](repeating: 0xA5, count: max(box.count - XSalsa20Poly1305.macSize, 1))
        let verified = box.withUnsafeBytes { box in
            nonce.withUnsafeBytes { nonce in
                key.withUnsafeBytes { key in
                    output.withUnsafeMutableBytes { output in
                        open(box, nonce: nonce.baseAddress!, key: key.baseAddress!, into: output.baseAddress!)
                    }
                }
            }
        }
        return (verified, Array(output.prefix(max(box.count - XSalsa20Poly1305.macSize, 0))))
    }

    /// Opens `box` in place (the plaintext written over the ciphertext, at `box + 16`); nil when
    /// the tag does not verify, else the plaintext. Also returns the buffer after the call.
    func inPlace(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> (plaintext: [UInt8]?, buffer: [UInt8]) {
        precondition(nonce.count == XSalsa20Poly1305.nonceSize && key.count == XSalsa20Poly1305.keySize)
        var buffer = box
        let verified = nonce.withUnsafeBytes { nonce in
            key.withUnsafeBytes { key in
                buffer.withUnsafeMutableBytes { bytes in
                    open(
                        UnsafeRawBufferPointer(bytes), nonce: nonce.baseAddress!, key: key.baseAddress!,
                        into: bytes.baseAddress! + XSalsa20Poly1305.macSize)
                }
            }
        }
        return (verified ? Array(buffer.dropFirst(XSalsa20Poly1305.macSize)) : nil, buffer)
    }
}
