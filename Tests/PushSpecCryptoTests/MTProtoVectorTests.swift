import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The shared MTProto 2.0 vectors (made with an independent reference implementation).
@Suite("MTProto vectors")
struct MTProtoVectorTests {
    static let vectors = MTProtoVectors.shared

    static func key(for id: Int64) throws -> TelegramPushKey {
        let entry = try #require(vectors.keyring.first { $0.keyID == id }, "no keyring entry \(id)")
        return try TelegramPushKey(secret: entry.secret)
    }

    @Test("keyring: key ids", arguments: CryptoBackendUnderTest.all, vectors.keyring.map(\.keyID))
    func keyringKeyID(backend: CryptoBackendUnderTest, _ id: Int64) throws {
        let entry = try #require(Self.vectors.keyring.first { $0.keyID == id })
        #expect(entry.secret.count == TelegramPushKey.secretSize)
        #expect(try TelegramPushKey(secret: entry.secret).keyID == id)
        #expect(MTProtoTestEncryptor.keyID(secret: entry.secret) == id)
        // The key id from this backend's SHA-1.
        #expect(try backend.mtproto.keyID(secret: entry.secret) == id)
    }

    @Test("the vectors file is what these tests expect")
    func vectorCounts() {
        #expect(Self.vectors.keyring.count == 3)
        #expect(Self.vectors.decryptOK.count == 10)
        #expect(Self.vectors.decryptMustFail.count == 11)
    }

    @Test("decrypt_ok", arguments: CryptoBackendUnderTest.all, vectors.decryptOK)
    func decryptOK(backend: CryptoBackendUnderTest, _ vector: MTProtoVectors.Vector) throws {
        let message = try #require(base64URLDecode(vector.p))
        let keyID = try #require(vector.keyID)
        #expect(MTProtoPush.authKeyID(of: message) == keyID)
        let json = try backend.mtproto.decrypt(message, with: Self.key(for: keyID))
        #expect(json == Array(try #require(vector.plaintext).utf8))
    }

    /// What each must-fail vector must produce at this layer.
    enum Expectation: Sendable {
        /// `MTProtoPush.decrypt` throws this error.
        case error(MTProtoPushError)
        /// No keyring entry has the message's auth_key_id (the caller's keyring reports it);
        /// here: every key in the keyring answers `.keyIDMismatch`.
        case unknownKeyID
        /// `p` is not base64url (the caller's decoding reports it); here: decoding fails.
        case notBase64URL
        /// Decryption succeeds; the bytes are not a JSON object (the caller's JSON layer reports it).
        case innerNotJSON
    }

    static let mustFail: [String: Expectation] = [
        "unknown_key_id": .unknownKeyID,
        "tampered_msg_key": .error(.msgKeyMismatch),
        "tampered_ciphertext": .error(.msgKeyMismatch),
        "truncated_ciphertext": .error(.badBlockSize(187)),
        "too_short": .error(.tooShort(20)),
        "padding_4_bytes": .error(.badPadding(4)),
        "padding_over_1024_bytes": .error(.badPadding(1033)),
        "length_exceeds_data": .error(.badLength(declared: 4147, available: 188)),
        "client_direction_x0": .error(.msgKeyMismatch),
        "not_base64url": .notBase64URL,
        "inner_not_json": .innerNotJSON,
    ]

    @Test("decrypt_must_fail", arguments: CryptoBackendUnderTest.all, vectors.decryptMustFail)
    func decryptMustFail(backend: CryptoBackendUnderTest, _ vector: MTProtoVectors.Vector) throws {
        let expectation = try #require(Self.mustFail[vector.name], "new must-fail vector \(vector.name): \(vector.why ?? "")")
        switch expectation {
        case .notBase64URL:
            #expect(base64URLDecode(vector.p) == nil)
        case .unknownKeyID:
            let message = try #require(base64URLDecode(vector.p))
            let id = try #require(MTProtoPush.authKeyID(of: message))
            #expect(!Self.vectors.keyring.contains { $0.keyID == id })
            for entry in Self.vectors.keyring {
                #expect(throws: MTProtoPushError.keyIDMismatch) {
                    try backend.mtproto.decrypt(message, with: TelegramPushKey(secret: entry.secret))
                }
            }
        case .innerNotJSON:
            let message = try #require(base64URLDecode(vector.p))
            let json = try backend.mtproto.decrypt(message, with: Self.key(for: try #require(MTProtoPush.authKeyID(of: message))))
            #expect(!json.isEmpty)
            #expect((try? JSONSerialization.jsonObject(with: Data(json))) as? [String: Any] == nil)
        case .error(let expected):
            let message = try #require(base64URLDecode(vector.p))
            // Vectors shorter than an auth_key_id still go through the first keyring key.
            let id = MTProtoPush.authKeyID(of: message) ?? Self.vectors.keyring[0].keyID
            let key = try Self.key(for: id)
            #expect(throws: expected) { try backend.mtproto.decrypt(message, with: key) }
        }
    }

    @Test("every must-fail expectation names an existing vector")
    func noStaleExpectations() {
        #expect(Set(Self.mustFail.keys) == Set(Self.vectors.decryptMustFail.map(\.name)))
    }
}
