import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The shared Zulip E2EE push vectors.
@Suite("Zulip vectors")
struct ZulipVectorTests {
    static let vectors = ZulipVectors.shared

    /// The keyring a receiver would hold: `push_key_id` → key.
    static func key(for id: UInt32) throws -> ZulipPushKey {
        let entry = try #require(vectors.key(id: id), "no key with push_key_id \(id)")
        return try ZulipPushKey(pushKeyBase64: entry.base64)
    }

    @Test("the vectors file is what these tests expect")
    func vectorCounts() {
        #expect(Self.vectors.keys.map(\.id) == [2408, 3_000_000_000])
        #expect(Self.vectors.decryptOK.map(\.name) == [
            "ok_0_message_channel", "ok_1_message_direct", "ok_2_message_direct", "ok_3_remove", "ok_4_test",
        ])
        #expect(Self.vectors.decryptOK.allSatisfy { Set($0.pushes.keys) == [.fcm, .apns] })
        #expect(Self.vectors.decryptMustFail.count == 4)
    }

    @Test("keys: 0x31 prefix, 33 bytes, base64 round trip", arguments: vectors.keys.map(\.id))
    func keys(_ id: UInt32) throws {
        let entry = try #require(Self.vectors.key(id: id))
        let raw = try #require(base64Decode(entry.base64))
        #expect(raw.count == 33)
        #expect(raw.first == 0x31)
        #expect(try ZulipPushKey(pushKeyBase64: entry.base64).pushKeyBase64 == entry.base64)
        #expect(try ZulipPushKey(pushKey: raw).pushKeyBase64 == entry.base64)
    }

    /// One decrypt_ok vector in one wrapping.
    struct WrappedVector: Sendable, CustomTestStringConvertible {
        let vector: ZulipVectors.Vector
        let wrapping: ZulipVectors.Wrapping
        var testDescription: String { "\(vector.name) (\(wrapping.rawValue))" }
    }

    static let wrappedOK: [WrappedVector] = vectors.decryptOK.flatMap { vector in
        ZulipVectors.Wrapping.allCases.map { WrappedVector(vector: vector, wrapping: $0) }
    }

    @Test("decrypt_ok", arguments: CryptoBackendUnderTest.all, wrappedOK)
    func decryptOK(backend: CryptoBackendUnderTest, _ wrapped: WrappedVector) throws {
        let (vector, wrapping) = (wrapped.vector, wrapped.wrapping)
        let push = try #require(vector.pushes[wrapping])
        let expected = Array(try #require(vector.plaintext).utf8)
        let key = try Self.key(for: push.pushKeyID)

        #expect(try backend.zulip.decrypt(encryptedDataBase64: push.encryptedData, key: key) == expected)
        let raw = try #require(base64Decode(push.encryptedData))
        #expect(try backend.zulip.decrypt(encryptedData: raw, key: key) == expected)
        #expect(try backend.zulip.decrypt(encryptedData: Data(raw), key: key) == expected)

        // Sanity for the caller's layer: the plaintext is a JSON object with a type.
        let object = try JSONSerialization.jsonObject(with: Data(expected)) as? [String: Any]
        #expect(object?["type"] is String)
    }

    @Test("decrypt_ok: the other key does not open it", arguments: CryptoBackendUnderTest.all, vectors.decryptOK)
    func decryptOKOtherKey(backend: CryptoBackendUnderTest, _ vector: ZulipVectors.Vector) throws {
        let push = try #require(vector.pushes[.fcm])
        let other = try #require(Self.vectors.keys.first { $0.id != push.pushKeyID })
        #expect(throws: ZulipDecryptionError.macMismatch) {
            try backend.zulip.decrypt(encryptedDataBase64: push.encryptedData, key: ZulipPushKey(pushKeyBase64: other.base64))
        }
    }

    /// What each must-fail vector must produce.
    enum Expectation: Sendable {
        /// `ZulipE2EE.decrypt` throws this error.
        case error(ZulipDecryptionError)
        /// No key has the push's `push_key_id`: the caller's keyring reports it. Here the lookup
        /// must come back empty.
        case unknownKeyID
    }

    static let mustFail: [String: Expectation] = [
        "tampered_mac": .error(.macMismatch),
        "unknown_push_key_id": .unknownKeyID,
        "too_short": .error(.tooShort(30)),
        "wrong_key": .error(.macMismatch),
    ]

    @Test("every decrypt_must_fail vector has an expectation")
    func mustFailCoverage() {
        #expect(Set(Self.vectors.decryptMustFail.map(\.name)) == Set(Self.mustFail.keys))
    }

    @Test("decrypt_must_fail", arguments: CryptoBackendUnderTest.all, vectors.decryptMustFail)
    func decryptMustFail(backend: CryptoBackendUnderTest, _ vector: ZulipVectors.Vector) throws {
        let expectation = try #require(Self.mustFail[vector.name], "no expectation for \(vector.name)")
        #expect(!vector.pushes.isEmpty)
        for (_, push) in vector.pushes {
            switch expectation {
            case .error(let error):
                let key = try Self.key(for: push.pushKeyID)
                #expect(throws: error) {
                    try backend.zulip.decrypt(encryptedDataBase64: push.encryptedData, key: key)
                }
                let raw = try #require(base64Decode(push.encryptedData))
                #expect(throws: error) {
                    try backend.zulip.decrypt(encryptedData: raw, key: key)
                }
            case .unknownKeyID:
                #expect(Self.vectors.key(id: push.pushKeyID) == nil)
            }
        }
    }

    /// unknown_push_key_id carries data that key 2408 opens: only the keyring's id lookup
    /// rejects it, so a keyring must never fall back to trying every key.
    @Test("unknown_push_key_id: its data opens under key 2408, so the id lookup alone must reject it", arguments: CryptoBackendUnderTest.all)
    func unknownKeyIDNeedsTheLookup(backend: CryptoBackendUnderTest) throws {
        let vector = try #require(Self.vectors.decryptMustFail.first { $0.name == "unknown_push_key_id" })
        let push = try #require(vector.pushes[.fcm])
        #expect(push.pushKeyID == 7)
        let plaintext = try backend.zulip.decrypt(encryptedDataBase64: push.encryptedData, key: Self.key(for: 2408))
        #expect(String(decoding: plaintext, as: UTF8.self).hasPrefix(#"{"realm_url": "https://chat.example.com""#))
        #expect(throws: ZulipDecryptionError.macMismatch) {
            try backend.zulip.decrypt(encryptedDataBase64: push.encryptedData, key: Self.key(for: 3_000_000_000))
        }
    }
}
