import Foundation
@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Every way a message can be rejected, each with the exact error expected.
@Suite("Web push failures")
struct WebPushFailureTests {
    static let vectors = WebPushVectors.shared
    static let receiver = try! WebPushKeys.generate()
    static var rfc8291Keys: WebPushKeys {
        try! WebPushKeys(privateKey: vectors.rfc8291.uaPrivate, authSecret: vectors.rfc8291.authSecret)
    }

    static func expectError(_ expected: WebPushError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> [UInt8]) {
        do {
            let plaintext = try body()
            Issue.record("expected \(expected), decrypted \(plaintext.count) bytes", sourceLocation: sourceLocation)
        } catch {
            #expect(error as? WebPushError == expected, sourceLocation: sourceLocation)
        }
    }

    /// An aes128gcm message to `receiver` from explicit record plaintexts.
    static func aes128gcm(_ records: [[UInt8]], rs: Int) -> [UInt8] {
        WebPushTestEncryptor.webPushAES128GCM(
            records: records, rs: UInt32(rs), receiverPublicKey: receiver.publicKey, authSecret: receiver.authSecret
        )
    }

    static func aesgcm(_ records: [[UInt8]], rs: Int) -> (body: [UInt8], encryption: String, cryptoKey: String) {
        WebPushTestEncryptor.webPushAESGCM(records: records, rs: rs, receiverPublicKey: receiver.publicKey, authSecret: receiver.authSecret)
    }

    static func decryptAESGCM(
        _ backend: CryptoBackendUnderTest, _ m: (body: [UInt8], encryption: String, cryptoKey: String)
    ) throws(WebPushError) -> [UInt8] {
        try backend.webPush.decryptAESGCM(m.body, encryptionHeader: m.encryption, cryptoKeyHeader: m.cryptoKey, keys: receiver)
    }

    // MARK: Headers

    @Test("aes128gcm header shorter than 21 bytes", arguments: CryptoBackendUnderTest.all)
    func shortHeader(backend: CryptoBackendUnderTest) {
        let body = Array(Self.vectors.rfc8291.body.prefix(20))
        Self.expectError(.badHeader("aes128gcm header needs 21 bytes, the body has 20")) {
            try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys)
        }
        Self.expectError(.badHeader("aes128gcm header needs 21 bytes, the body has 0")) {
            try backend.webPush.decryptAES128GCM([UInt8](), keys: Self.rfc8291Keys)
        }
    }

    @Test("aes128gcm header cut inside the key id", arguments: CryptoBackendUnderTest.all)
    func truncatedKeyID(backend: CryptoBackendUnderTest) {
        let body = Array(Self.vectors.rfc8291.body.prefix(21 + 64))
        Self.expectError(.badHeader("aes128gcm header declares a 65-byte key id but only 64 bytes follow")) {
            try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys)
        }
    }

    @Test("record size below 18", arguments: CryptoBackendUnderTest.all, [0, 1, 16, 17])
    func recordSizeTooSmall(backend: CryptoBackendUnderTest, _ rs: UInt32) {
        var body = Self.vectors.rfc8291.body
        body.replaceSubrange(16 ..< 20, with: withUnsafeBytes(of: rs.bigEndian, Array.init))
        Self.expectError(.badHeader("record size \(rs) is below the minimum of 18")) {
            try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys)
        }
        Self.expectError(.badHeader("record size \(rs) is below the minimum of 18")) {
            try backend.webPush.decryptRFC8188(body, ikm: [1, 2, 3])
        }
    }

    @Test("key id that is not 65 bytes", arguments: CryptoBackendUnderTest.all)
    func keyIDWrongSize(backend: CryptoBackendUnderTest) {
        let v = Self.vectors.rfc8291
        let body = WebPushTestEncryptor.aes128gcmHeader(salt: v.salt, rs: 4096, keyID: Array(v.asPublic.prefix(33))) + v.body[86...]
        Self.expectError(.badHeader("key id must be the sender's 65-byte public key, got 33 bytes")) {
            try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys)
        }
    }

    // MARK: Keys

    @Test("sender key not on the curve", arguments: CryptoBackendUnderTest.all)
    func senderKeyOffCurve(backend: CryptoBackendUnderTest) {
        var body = Self.vectors.rfc8291.body
        body[21 + 64] ^= 0x01  // last byte of the key id's y coordinate
        #expect(!WebPushTestEncryptor.isOnCurve(Array(body[21 ..< 86])))
        Self.expectError(.badKey("sender public key (key id) is not a point on P-256")) {
            try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys)
        }
    }

    @Test("sender key that is not an uncompressed point", arguments: CryptoBackendUnderTest.all)
    func senderKeyNotUncompressed(backend: CryptoBackendUnderTest) {
        var body = Self.vectors.rfc8291.body
        body[21] = 0x02
        Self.expectError(.badKey("sender public key (key id) is not an uncompressed point (first byte is not 0x04)")) {
            try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys)
        }
    }

    @Test("aesgcm dh of the wrong size or off the curve", arguments: CryptoBackendUnderTest.all)
    func aesgcmBadDH(backend: CryptoBackendUnderTest) throws {
        let v = try #require(Self.vectors.aesgcm.first)
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        let dh = try #require(base64URLDecode(String(v.cryptoKeyHeader.dropFirst(3))))
        let short = "dh=" + base64URLEncode(Array(dh.prefix(64)))
        Self.expectError(.badKey("sender public key (Crypto-Key dh) must be a 65-byte uncompressed P-256 point, got 64 bytes")) {
            try backend.webPush.decryptAESGCM(v.body, encryptionHeader: v.encryptionHeader, cryptoKeyHeader: short, keys: keys)
        }
        let offCurve = "dh=" + base64URLEncode(WebPushTestEncryptor.offCurvePoint)
        Self.expectError(.badKey("sender public key (Crypto-Key dh) is not a point on P-256")) {
            try backend.webPush.decryptAESGCM(v.body, encryptionHeader: v.encryptionHeader, cryptoKeyHeader: offCurve, keys: keys)
        }
    }

    // MARK: Authentication

    @Test("a flipped ciphertext bit fails the tag", arguments: CryptoBackendUnderTest.all, [86, 100, 143])
    func flippedBit(backend: CryptoBackendUnderTest, _ offset: Int) {
        var body = Self.vectors.rfc8291.body
        body[offset] ^= 0x40
        Self.expectError(.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys) }
    }

    @Test("a flipped salt bit changes the keys and fails the tag", arguments: CryptoBackendUnderTest.all)
    func flippedSalt(backend: CryptoBackendUnderTest) {
        var body = Self.vectors.rfc8291.body
        body[3] ^= 0x01
        Self.expectError(.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys) }
    }

    @Test("the wrong auth secret or private key fails the tag", arguments: CryptoBackendUnderTest.all)
    func wrongKeys(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        var auth = v.authSecret
        auth[0] ^= 1
        let wrongAuth = try WebPushKeys(privateKey: v.uaPrivate, authSecret: auth)
        Self.expectError(.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(v.body, keys: wrongAuth) }
        let otherKeys = try WebPushKeys.generate()
        Self.expectError(.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(v.body, keys: otherKeys) }
    }

    @Test("a flipped bit in the third record names record 2; swapped records fail at record 0", arguments: CryptoBackendUnderTest.all)
    func multiRecordTag(backend: CryptoBackendUnderTest) {
        let message = Array(repeating: UInt8(ascii: "x"), count: 50)
        let body = Self.aes128gcm(WebPushTestEncryptor.aes128gcmRecords(message, rs: 30), rs: 30)
        let start = 86
        #expect(body.count == start + 30 * 3 + (50 - 3 * 13 + 1 + 16))
        var flipped = body
        flipped[start + 2 * 30 + 5] ^= 1
        Self.expectError(.tagMismatch(record: 2)) { try backend.webPush.decryptAES128GCM(flipped, keys: Self.receiver) }
        var swapped = body
        swapped.replaceSubrange(start ..< start + 60, with: body[start + 30 ..< start + 60] + body[start ..< start + 30])
        Self.expectError(.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(swapped, keys: Self.receiver) }
    }

    @Test("aesgcm: a flipped bit fails the tag", arguments: CryptoBackendUnderTest.all)
    func aesgcmFlippedBit(backend: CryptoBackendUnderTest) throws {
        let v = try #require(Self.vectors.aesgcm.last)
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        var body = v.body
        body[body.count - 1] ^= 0x80
        Self.expectError(.tagMismatch(record: 0)) {
            try backend.webPush.decryptAESGCM(body, encryptionHeader: v.encryptionHeader, cryptoKeyHeader: v.cryptoKeyHeader, keys: keys)
        }
    }

    // MARK: aes128gcm padding

    @Test("delimiter 2 in a record that is not the last", arguments: CryptoBackendUnderTest.all)
    func finalDelimiterTooEarly(backend: CryptoBackendUnderTest) {
        let body = Self.aes128gcm([[0x41, 0x42, 2] + [UInt8](repeating: 0, count: 11), [0x43, 2]], rs: 30)
        Self.expectError(.badPadding(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) }
    }

    @Test("last record not marked final (delimiter 1)", arguments: CryptoBackendUnderTest.all)
    func lastRecordNotFinal(backend: CryptoBackendUnderTest) {
        let body = Self.aes128gcm([[0x41, 0x42, 1] + [UInt8](repeating: 0, count: 11), [0x43, 1]], rs: 30)
        Self.expectError(.badPadding(record: 1)) { try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) }
        let single = Self.aes128gcm([Array("hello".utf8) + [1, 0, 0]], rs: 4096)
        Self.expectError(.badPadding(record: 0)) { try backend.webPush.decryptAES128GCM(single, keys: Self.receiver) }
    }

    @Test("a missing final record: the record before it is not marked final", arguments: CryptoBackendUnderTest.all)
    func missingFinalRecord(backend: CryptoBackendUnderTest) throws {
        let message = Array(repeating: UInt8(ascii: "y"), count: 40)
        let body = Self.aes128gcm(WebPushTestEncryptor.aes128gcmRecords(message, rs: 30), rs: 30)
        #expect(try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) == message)
        let dropped = Array(body.prefix(86 + 3 * 30))  // records 0-2 of 4
        Self.expectError(.badPadding(record: 2)) { try backend.webPush.decryptAES128GCM(dropped, keys: Self.receiver) }
    }

    @Test("non-zero byte after the delimiter", arguments: CryptoBackendUnderTest.all)
    func nonZeroAfterDelimiter(backend: CryptoBackendUnderTest) {
        let body = Self.aes128gcm([Array("hello".utf8) + [2, 0, 0, 7, 0]], rs: 4096)
        Self.expectError(.badPadding(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) }
    }

    @Test("a record of zeros only has no delimiter", arguments: CryptoBackendUnderTest.all)
    func allZeroRecord(backend: CryptoBackendUnderTest) {
        let body = Self.aes128gcm([[0, 0, 0, 0]], rs: 4096)
        Self.expectError(.badPadding(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) }
    }

    @Test("a delimiter other than 1 or 2", arguments: CryptoBackendUnderTest.all)
    func otherDelimiter(backend: CryptoBackendUnderTest) {
        let body = Self.aes128gcm([Array("hello".utf8) + [3]], rs: 4096)
        Self.expectError(.badPadding(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) }
    }

    // MARK: Truncation

    @Test("aes128gcm: no records after the header", arguments: CryptoBackendUnderTest.all)
    func noRecords(backend: CryptoBackendUnderTest) {
        let body = Array(Self.vectors.rfc8291.body.prefix(86))
        Self.expectError(.truncatedRecord(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys) }
    }

    @Test("aes128gcm: last record shorter than a tag plus one byte", arguments: CryptoBackendUnderTest.all, [1, 10, 16])
    func shortLastRecord(backend: CryptoBackendUnderTest, _ remaining: Int) {
        let message = Array(repeating: UInt8(ascii: "z"), count: 30)
        let body = Self.aes128gcm(WebPushTestEncryptor.aes128gcmRecords(message, rs: 30), rs: 30)
        let cut = Array(body.prefix(86 + 2 * 30 + remaining))
        Self.expectError(.truncatedRecord(record: 2)) { try backend.webPush.decryptAES128GCM(cut, keys: Self.receiver) }
    }

    @Test("aes128gcm: a body cut inside its last record fails the tag", arguments: CryptoBackendUnderTest.all)
    func cutInsideRecord(backend: CryptoBackendUnderTest) {
        let body = Array(Self.vectors.rfc8291.body.dropLast(5))
        Self.expectError(.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(body, keys: Self.rfc8291Keys) }
    }

    @Test("aesgcm: body ending on a record boundary has lost its last record", arguments: CryptoBackendUnderTest.all)
    func aesgcmMissingTrailer(backend: CryptoBackendUnderTest) throws {
        let message = Array(repeating: UInt8(ascii: "w"), count: 20)
        let m = Self.aesgcm(WebPushTestEncryptor.aesgcmRecords(message, rs: 12), rs: 12)
        #expect(m.body.count == 2 * 28 + 18)  // 2 full records of 10 bytes of data, then an empty one
        #expect(try Self.decryptAESGCM(backend, m) == message)
        let dropped = (Array(m.body.prefix(2 * 28)), m.encryption, m.cryptoKey)
        Self.expectError(.truncatedRecord(record: 2)) { try Self.decryptAESGCM(backend, dropped) }
        Self.expectError(.truncatedRecord(record: 0)) { try Self.decryptAESGCM(backend, ([], m.encryption, m.cryptoKey)) }
    }

    @Test("aesgcm: last record shorter than tag plus padding length", arguments: CryptoBackendUnderTest.all)
    func aesgcmShortRecord(backend: CryptoBackendUnderTest) {
        let m = Self.aesgcm(WebPushTestEncryptor.aesgcmRecords(Array("abcdefghij".utf8), rs: 12), rs: 12)
        let cut = (Array(m.body.prefix(28 + 17)), m.encryption, m.cryptoKey)
        Self.expectError(.truncatedRecord(record: 1)) { try Self.decryptAESGCM(backend, cut) }
    }

    // MARK: aesgcm padding

    @Test("aesgcm: padding length longer than the record", arguments: CryptoBackendUnderTest.all)
    func aesgcmPaddingTooLong(backend: CryptoBackendUnderTest) {
        let m = Self.aesgcm([[0, 9, 0, 0, 0]], rs: 4096)
        Self.expectError(.badPadding(record: 0)) { try Self.decryptAESGCM(backend, m) }
    }

    @Test("aesgcm: non-zero padding byte", arguments: CryptoBackendUnderTest.all)
    func aesgcmNonZeroPadding(backend: CryptoBackendUnderTest) throws {
        let m = Self.aesgcm([[0, 3, 0, 1, 0] + Array("data".utf8)], rs: 4096)
        Self.expectError(.badPadding(record: 0)) { try Self.decryptAESGCM(backend, m) }
        let ok = Self.aesgcm([[0, 3, 0, 0, 0] + Array("data".utf8)], rs: 4096)
        #expect(try Self.decryptAESGCM(backend, ok) == Array("data".utf8))
    }

    // MARK: Codings and size

    @Test("UnifiedPush folded form naming another coding", arguments: CryptoBackendUnderTest.all, ["aesgcm128", "aes128gcm", "foo"])
    func unsupportedCoding(backend: CryptoBackendUnderTest, _ coding: String) throws {
        let v = try #require(Self.vectors.aesgcm.first)
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        let folded = WebPushTestEncryptor.fold(coding: coding, encryption: v.encryptionHeader, cryptoKey: v.cryptoKeyHeader, body: v.body)
        Self.expectError(.unsupportedCoding(coding)) { try backend.webPush.decrypt(unifiedPushBody: folded, keys: keys) }
    }

    @Test("UnifiedPush folded form missing its Crypto-Key line", arguments: CryptoBackendUnderTest.all)
    func foldedMissingLine(backend: CryptoBackendUnderTest) throws {
        let v = try #require(Self.vectors.aesgcm.first)
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        let folded = Array("aesgcm\nEncryption: \(v.encryptionHeader)\n".utf8) + v.body
        Self.expectError(.badHeader("folded UnifiedPush body needs an Encryption and a Crypto-Key line")) {
            try backend.webPush.decrypt(unifiedPushBody: folded, keys: keys)
        }
        let twice = Array("aesgcm\nEncryption: \(v.encryptionHeader)\nEncryption: \(v.encryptionHeader)\n".utf8) + v.body
        Self.expectError(.badHeader("folded UnifiedPush body has two Encryption lines")) {
            try backend.webPush.decrypt(unifiedPushBody: twice, keys: keys)
        }
    }

    @Test("bodies over 64 KiB are refused before any work", arguments: CryptoBackendUnderTest.all)
    func tooLarge(backend: CryptoBackendUnderTest) {
        let body = [UInt8](repeating: 0, count: 65_537)
        Self.expectError(.tooLarge(65_537)) { try backend.webPush.decryptAES128GCM(body, keys: Self.receiver) }
        Self.expectError(.tooLarge(65_537)) { try backend.webPush.decrypt(unifiedPushBody: body, keys: Self.receiver) }
        Self.expectError(.tooLarge(65_537)) { try backend.webPush.decryptRFC8188(body, ikm: [1]) }
        Self.expectError(.tooLarge(65_537)) {
            try backend.webPush.decryptAESGCM(body, encryptionHeader: "salt=AAAAAAAAAAAAAAAAAAAAAA", cryptoKeyHeader: "dh=AA", keys: Self.receiver)
        }
        // Exactly 64 KiB is size-checked as fine (and then fails on its contents).
        Self.expectError(.badHeader("record size 0 is below the minimum of 18")) {
            try backend.webPush.decryptAES128GCM([UInt8](repeating: 0, count: 65_536), keys: Self.receiver)
        }
    }

    @Test("RFC 8188 with empty IKM", arguments: CryptoBackendUnderTest.all)
    func emptyIKM(backend: CryptoBackendUnderTest) {
        Self.expectError(.badKey("input keying material is empty")) {
            try backend.webPush.decryptRFC8188(Self.vectors.rfc8188[0].body, ikm: [UInt8]())
        }
    }

    @Test("error descriptions carry no key material")
    func descriptions() {
        #expect(WebPushError.tagMismatch(record: 3).description == "web push record 3 failed authentication (wrong keys or corrupted message)")
        #expect(WebPushError.tooLarge(70_000).description == "web push body is 70000 bytes, more than the limit of 65536")
        #expect(WebPushError.unsupportedCoding("x").description.contains("\"x\""))
    }
}
