import Foundation
@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Messages encrypted by the test's independent encryptor (`WebPushTestCrypto`) and decrypted
/// by the product, compared with the plaintext the test chose.
@Suite("Web push round trips")
struct WebPushRoundTripTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let size: Int
        let rs: Int
        let padding: Int
        var testDescription: String { "\(size) bytes, rs=\(rs), padding \(padding)" }
    }

    static let aes128gcmCases: [Case] = [
        Case(size: 0, rs: 4096, padding: 0),
        Case(size: 41, rs: 4096, padding: 0),
        Case(size: 3993, rs: 4096, padding: 0),  // the largest single-record web push
        Case(size: 100, rs: 18, padding: 0),  // one byte of content per record
        Case(size: 100, rs: 33, padding: 3),
        Case(size: 96, rs: 33, padding: 0),  // 16 bytes per record: the last record is full
        Case(size: 1000, rs: 100, padding: 20),
        Case(size: 4000, rs: 1024, padding: 7),
        Case(size: 60_000, rs: 4096, padding: 1),
    ]

    static let aesgcmCases: [Case] = [
        Case(size: 0, rs: 4096, padding: 0),
        Case(size: 12, rs: 24, padding: 0),
        Case(size: 3000, rs: 4096, padding: 100),
        Case(size: 100, rs: 3, padding: 0),  // one byte of content per record
        Case(size: 100, rs: 10, padding: 2),
        Case(size: 96, rs: 10, padding: 0),  // ends on a boundary: a padding-only final record follows
        Case(size: 1000, rs: 100, padding: 20),
        Case(size: 60_000, rs: 4096, padding: 0),
    ]

    static let receiver = try! WebPushKeys.generate()

    static func plaintext(_ size: Int) -> [UInt8] {
        (0 ..< size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    @Test("aes128gcm", arguments: CryptoBackendUnderTest.all, aes128gcmCases)
    func aes128gcm(backend: CryptoBackendUnderTest, _ c: Case) throws {
        let keys = Self.receiver
        let message = Self.plaintext(c.size)
        let records = WebPushTestEncryptor.aes128gcmRecords(message, rs: c.rs, padding: c.padding)
        let body = WebPushTestEncryptor.webPushAES128GCM(
            records: records, rs: UInt32(c.rs), receiverPublicKey: keys.publicKey, authSecret: keys.authSecret
        )
        #expect(try backend.webPush.decryptAES128GCM(body, keys: keys) == message)
        #expect(try backend.webPush.decrypt(unifiedPushBody: body, keys: keys) == message)
    }

    @Test("aesgcm, with headers and folded", arguments: CryptoBackendUnderTest.all, aesgcmCases)
    func aesgcm(backend: CryptoBackendUnderTest, _ c: Case) throws {
        let keys = Self.receiver
        let message = Self.plaintext(c.size)
        let records = WebPushTestEncryptor.aesgcmRecords(message, rs: c.rs, padding: c.padding)
        let sealed = WebPushTestEncryptor.webPushAESGCM(
            records: records, rs: c.rs == 4096 ? nil : c.rs, receiverPublicKey: keys.publicKey, authSecret: keys.authSecret
        )
        #expect(try backend.webPush.decryptAESGCM(sealed.body, encryptionHeader: sealed.encryption, cryptoKeyHeader: sealed.cryptoKey, keys: keys) == message)
        let folded = WebPushTestEncryptor.fold(encryption: sealed.encryption, cryptoKey: sealed.cryptoKey, body: sealed.body)
        if folded.count <= WebPush.maximumBodySize {
            #expect(try backend.webPush.decrypt(unifiedPushBody: folded, keys: keys) == message)
        }
    }

    @Test("RFC 8188 with raw IKM, several records", arguments: CryptoBackendUnderTest.all)
    func rfc8188(backend: CryptoBackendUnderTest) throws {
        let ikm = WebPushTestEncryptor.randomBytes(16)
        let salt = WebPushTestEncryptor.randomBytes(16)
        let message = Self.plaintext(500)
        let cek = WebPushTestEncryptor.hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: aes128gcm\0".utf8), length: 16)
        let nonce = WebPushTestEncryptor.hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: nonce\0".utf8), length: 12)
        let records = WebPushTestEncryptor.aes128gcmRecords(message, rs: 64, padding: 5)
        let body = WebPushTestEncryptor.aes128gcmHeader(salt: salt, rs: 64, keyID: Array("some key".utf8))
            + WebPushTestEncryptor.sealRecords(records, cek: cek, nonce: nonce)
        #expect(try backend.webPush.decryptRFC8188(body, ikm: ikm) == message)
    }

    @Test("keys restored from their stored bytes decrypt what was sent to the originals", arguments: CryptoBackendUnderTest.all)
    func restoredKeys(backend: CryptoBackendUnderTest) throws {
        let original = try WebPushKeys.generate()
        let stored = original.withPrivateKeyBytes { Array($0) }
        let restored = try WebPushKeys(privateKey: stored, authSecret: original.authSecret)
        #expect(restored.publicKey == original.publicKey)
        let message = Array("restored".utf8)
        let body = WebPushTestEncryptor.webPushAES128GCM(
            records: [message + [2]], rs: 4096, receiverPublicKey: original.publicKey, authSecret: original.authSecret
        )
        #expect(try backend.webPush.decryptAES128GCM(body, keys: restored) == message)
    }

    @Test("many random messages", arguments: CryptoBackendUnderTest.all)
    func randomMessages(backend: CryptoBackendUnderTest) throws {
        let keys = Self.receiver
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 20 {
            let size = Int.random(in: 0 ... 3000, using: &generator)
            let rs = Int.random(in: 40 ... 4096, using: &generator)
            let padding = Int.random(in: 0 ... 20, using: &generator)
            let message = WebPushTestEncryptor.randomBytes(size)
            let body = WebPushTestEncryptor.webPushAES128GCM(
                records: WebPushTestEncryptor.aes128gcmRecords(message, rs: rs, padding: padding),
                rs: UInt32(rs), receiverPublicKey: keys.publicKey, authSecret: keys.authSecret
            )
            #expect(try backend.webPush.decryptAES128GCM(body, keys: keys) == message, "size \(size) rs \(rs) padding \(padding)")
            let sealed = WebPushTestEncryptor.webPushAESGCM(
                records: WebPushTestEncryptor.aesgcmRecords(message, rs: rs, padding: padding),
                rs: rs, receiverPublicKey: keys.publicKey, authSecret: keys.authSecret
            )
            #expect(try backend.webPush.decryptAESGCM(sealed.body, encryptionHeader: sealed.encryption, cryptoKeyHeader: sealed.cryptoKey, keys: keys) == message)
        }
    }

    @Test("one WebPushKeys value shared by concurrent decryptions", arguments: CryptoBackendUnderTest.all)
    func concurrentDecryption(backend: CryptoBackendUnderTest) async throws {
        let keys = Self.receiver
        let messages = (0 ..< 16).map { Array("message \($0) ".utf8) + Self.plaintext(100 * $0) }
        let bodies = messages.map {
            WebPushTestEncryptor.webPushAES128GCM(
                records: WebPushTestEncryptor.aes128gcmRecords($0, rs: 4096), rs: 4096,
                receiverPublicKey: keys.publicKey, authSecret: keys.authSecret
            )
        }
        let results = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0 ..< 8 {
                for (index, body) in bodies.enumerated() {
                    group.addTask { (index, try backend.webPush.decryptAES128GCM(body, keys: keys)) }
                }
                _ = round
            }
            var results: [(Int, [UInt8])] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 8 * 16)
        for (index, plaintext) in results {
            #expect(plaintext == messages[index])
        }
    }
}
