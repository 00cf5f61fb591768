@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The backends the crypto tests run against, and what every backend must agree on.
@Suite("Crypto backends")
struct CryptoBackendTests {
    @Test("this build has at least one backend, each listed once, the default among them")
    func backendsListed() {
        let all = CryptoBackendUnderTest.all
        #expect(!all.isEmpty)
        #expect(Set(all.map { ObjectIdentifier($0.type) }).count == all.count, "\(all)")
        #expect(Set(all.map(\.label)).count == all.count, "\(all)")
        #expect(all.filter(\.isDefault).count == 1, "the default backend is not among \(all)")
    }

    #if SystemCrypto && PortableCrypto && !canImport(CryptoKit)
    @Test("with both traits on Linux: System and Portable, Portable the default")
    func bothBackends() {
        let all = CryptoBackendUnderTest.all
        #expect(all.map(\.label) == ["System", "Portable"])
        #expect(all.map(\.name) == ["System", "CryptoKit"])
        #expect(all.first { $0.isDefault }?.label == "Portable")
    }
    #endif

    /// The tests call the backends through `CryptoBackendUnderTest`; the public API is the
    /// default backend's: the same plaintexts and the same errors.
    @Test("the public API decrypts as the default backend does")
    func publicAPIIsTheDefaultBackend() throws {
        let backend = try #require(CryptoBackendUnderTest.all.first { $0.isDefault })

        let secret = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 1) }
        let key = try TelegramPushKey(secret: secret)
        let json = Array(#"{"loc_key":"MESSAGE_NOTEXT"}"#.utf8)
        let message = MTProtoTestEncryptor.encrypt(
            json: json, secret: secret, padding: [UInt8](repeating: 0, count: MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count)),
            keyID: key.keyID)
        #expect(try MTProtoPush.decrypt(message, with: key) == json)
        #expect(try backend.mtproto.decrypt(message, with: key) == json)
        #expect(try message.withUnsafeBytes { MTProtoPush.withDecryptedJSON($0, with: key) { Array($0) } }.get() == json)
        var tampered = message
        tampered[30] ^= 1
        #expect(throws: MTProtoPushError.msgKeyMismatch) { try MTProtoPush.decrypt(tampered, with: key) }
        #expect(throws: MTProtoPushError.msgKeyMismatch) { try backend.mtproto.decrypt(tampered, with: key) }

        let keys = try WebPushKeys(privateKey: (0..<32).map { UInt8($0 &+ 40) }, authSecret: [UInt8](repeating: 8, count: 16))
        let plaintext = Array("to the default backend".utf8)
        let body = WebPushTestEncryptor.aes128gcm(plaintext: plaintext, receiverPublicKey: keys.publicKey, authSecret: keys.authSecret)
        #expect(try WebPush.decryptAES128GCM(body, keys: keys) == plaintext)
        #expect(try WebPush.decrypt(unifiedPushBody: body, keys: keys) == plaintext)
        #expect(try backend.webPush.decryptAES128GCM(body, keys: keys) == plaintext)
        let legacy = WebPushTestEncryptor.webPushAESGCM(
            records: WebPushTestEncryptor.aesgcmRecords(plaintext, rs: 4096), rs: nil,
            receiverPublicKey: keys.publicKey, authSecret: keys.authSecret)
        #expect(
            try WebPush.decryptAESGCM(legacy.body, encryptionHeader: legacy.encryption, cryptoKeyHeader: legacy.cryptoKey, keys: keys)
                == plaintext)
        let rfc8188 = try #require(WebPushVectors.shared.rfc8188.first)
        #expect(try WebPush.decryptRFC8188(rfc8188.body, ikm: rfc8188.ikm) == rfc8188.plaintext)
        var flipped = body
        flipped[flipped.count - 1] ^= 1
        #expect(throws: WebPushError.tagMismatch(record: 0)) { try WebPush.decryptAES128GCM(flipped, keys: keys) }
        #expect(throws: WebPushError.tagMismatch(record: 0)) { try backend.webPush.decryptAES128GCM(flipped, keys: keys) }

        let key32 = (0..<32).map { UInt8($0 &+ 100) }
        let zulipKey = try ZulipPushKey(pushKey: [0x31] + key32)
        let sealed = ZulipTestEncryptor.seal(plaintext: plaintext, key32: key32, nonce: [UInt8](repeating: 4, count: 24))
        #expect(try ZulipE2EE.decrypt(encryptedData: sealed, key: zulipKey) == plaintext)
        #expect(try ZulipE2EE.decrypt(encryptedDataBase64: base64Encode(sealed), key: zulipKey) == plaintext)
        #expect(try backend.zulip.decrypt(encryptedData: sealed, key: zulipKey) == plaintext)
        var badBox = sealed
        badBox[30] ^= 1
        #expect(throws: ZulipDecryptionError.macMismatch) { try ZulipE2EE.decrypt(encryptedData: badBox, key: zulipKey) }
        #expect(throws: ZulipDecryptionError.macMismatch) { try backend.zulip.decrypt(encryptedData: badBox, key: zulipKey) }
    }

    // MARK: Same typed errors on every backend

    /// Runs `body` on every backend and checks that each throws `expected`, and that the
    /// backends' errors are equal to one another.
    static func expectSameError<E: Error & Equatable>(
        _ expected: E,
        _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (CryptoBackendUnderTest) throws(E) -> [UInt8]
    ) {
        let results: [(backend: CryptoBackendUnderTest, error: E?)] = CryptoBackendUnderTest.all.map { backend in
            do throws(E) {
                let plaintext = try body(backend)
                Issue.record("\(what): the \(backend) backend decrypted \(plaintext.count) bytes", sourceLocation: sourceLocation)
                return (backend, nil)
            } catch {
                return (backend, error)
            }
        }
        #expect(!results.isEmpty, sourceLocation: sourceLocation)
        for result in results {
            #expect(result.error == expected, "\(what): the \(result.backend) backend", sourceLocation: sourceLocation)
        }
        guard let first = results.first else { return }
        func text(_ error: E?) -> String { error.map { "\($0)" } ?? "nothing" }
        for other in results.dropFirst() {
            #expect(
                other.error == first.error,
                "\(what): \(first.backend) threw \(text(first.error)), \(other.backend) threw \(text(other.error))",
                sourceLocation: sourceLocation)
        }
    }

    /// FIPS-197 appendix C.3 (AES-256): its ciphertext, and its plaintext decrypted once more
    /// as ECB's second block, through each backend's block function with one key schedule.
    @Test("the AES-256 block function: FIPS-197 C.3 on every backend", arguments: CryptoBackendUnderTest.all)
    func aesBlockKnownAnswer(backend: CryptoBackendUnderTest) throws {
        let key: [UInt8] = Array(0x00...0x1F)
        let plaintext: [UInt8] = [0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xAA, 0xBB, 0xCC, 0xDD, 0xEE, 0xFF]
        let ciphertext: [UInt8] = [0x8E, 0xA2, 0xB7, 0xCA, 0x51, 0x67, 0x45, 0xBF, 0xEA, 0xFC, 0x49, 0x90, 0x4B, 0x49, 0x60, 0x89]
        let decrypted = try backend.mtproto.decryptAESBlocks([ciphertext, ciphertext], key: key)
        #expect(decrypted == [plaintext, plaintext], "\(backend)")
    }

    @Test("MTProto: wrong key id, wrong key, truncated message, flipped msg_key: the same errors on every backend")
    func mtprotoSameErrors() throws {
        let secret = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 3) }
        let key = try TelegramPushKey(secret: secret)
        let json = Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"]}"#.utf8)
        let message = MTProtoTestEncryptor.encrypt(
            json: json, secret: secret,
            padding: [UInt8](repeating: 0x3C, count: MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count)), keyID: key.keyID)
        for backend in CryptoBackendUnderTest.all {
            #expect(try backend.mtproto.decrypt(message, with: key) == json, "\(backend)")
        }

        // A bad key: another account's key (another key id), and a key with the message's id
        // whose secret differs.
        let otherKey = try TelegramPushKey(secret: secret.map { $0 ^ 0x55 })
        Self.expectSameError(MTProtoPushError.keyIDMismatch, "another account's key") { (backend) throws(MTProtoPushError) in
            try backend.mtproto.decrypt(message, with: otherKey)
        }
        var sameIDSecret = secret
        sameIDSecret[100] ^= 1
        let sameIDKey = try TelegramPushKey(secret: sameIDSecret)
        let relabelled = withUnsafeBytes(of: sameIDKey.keyID.littleEndian, Array.init) + message.dropFirst(8)
        Self.expectSameError(MTProtoPushError.msgKeyMismatch, "a wrong secret under the message's key id") {
            (backend) throws(MTProtoPushError) in
            try backend.mtproto.decrypt(relabelled, with: sameIDKey)
        }

        // Truncated: inside the header, a partial block, a whole block less.
        Self.expectSameError(MTProtoPushError.tooShort(20), "20 bytes") { (backend) throws(MTProtoPushError) in
            try backend.mtproto.decrypt(message.prefix(20), with: key)
        }
        Self.expectSameError(MTProtoPushError.badBlockSize(message.count - 24 - 1), "one byte less") {
            (backend) throws(MTProtoPushError) in
            try backend.mtproto.decrypt(message.dropLast(), with: key)
        }
        Self.expectSameError(MTProtoPushError.msgKeyMismatch, "one block less") { (backend) throws(MTProtoPushError) in
            try backend.mtproto.decrypt(message.dropLast(16), with: key)
        }

        // A flipped tag: every byte of msg_key, and the last ciphertext byte.
        for position in Array(8..<24) + [message.count - 1] {
            var tampered = message
            tampered[position] ^= 0x80
            Self.expectSameError(MTProtoPushError.msgKeyMismatch, "byte \(position) flipped") { (backend) throws(MTProtoPushError) in
                try backend.mtproto.decrypt(tampered, with: key)
            }
        }
    }

    @Test("web push: keys not the receiver's, bad sender keys, truncated bodies, flipped tags: the same errors on every backend")
    func webPushSameErrors() throws {
        let receiver = try WebPushKeys(privateKey: (0..<32).map { UInt8($0 &+ 2) }, authSecret: [UInt8](repeating: 6, count: 16))
        let stranger = try WebPushKeys(privateKey: (0..<32).map { UInt8($0 &+ 9) }, authSecret: receiver.authSecret)
        let plaintext = Array(String(repeating: "a web push to one receiver ", count: 4).utf8)
        let body = WebPushTestEncryptor.webPushAES128GCM(
            records: WebPushTestEncryptor.aes128gcmRecords(plaintext, rs: 64), rs: 64,
            receiverPublicKey: receiver.publicKey, authSecret: receiver.authSecret)
        let legacy = WebPushTestEncryptor.webPushAESGCM(
            records: WebPushTestEncryptor.aesgcmRecords(plaintext, rs: 4096), rs: nil,
            receiverPublicKey: receiver.publicKey, authSecret: receiver.authSecret)
        for backend in CryptoBackendUnderTest.all {
            #expect(try backend.webPush.decryptAES128GCM(body, keys: receiver) == plaintext, "\(backend)")
            #expect(
                try backend.webPush.decryptAESGCM(
                    legacy.body, encryptionHeader: legacy.encryption, cryptoKeyHeader: legacy.cryptoKey, keys: receiver)
                    == plaintext, "\(backend)")
        }

        // A bad key: a key pair that is not the receiver's; a wrong auth secret.
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "aes128gcm to another receiver") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAES128GCM(body, keys: stranger)
        }
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "aesgcm to another receiver") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAESGCM(
                legacy.body, encryptionHeader: legacy.encryption, cryptoKeyHeader: legacy.cryptoKey, keys: stranger)
        }
        let wrongAuth = try WebPushKeys(
            privateKey: receiver.withPrivateKeyBytes { Array($0) }, authSecret: [UInt8](repeating: 7, count: 16))
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "the wrong auth secret") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAES128GCM(body, keys: wrongAuth)
        }

        // A bad sender key: off the curve, compressed, the wrong size (the backends check the
        // point; the texts of their errors must match too).
        var offCurve = body
        offCurve[21 + 64] ^= 0x01
        Self.expectSameError(WebPushError.badKey("sender public key (key id) is not a point on P-256"), "key id off the curve") {
            (backend) throws(WebPushError) in
            try backend.webPush.decryptAES128GCM(offCurve, keys: receiver)
        }
        var compressed = body
        compressed[21] = 0x03
        Self.expectSameError(
            WebPushError.badKey("sender public key (key id) is not an uncompressed point (first byte is not 0x04)"), "compressed key id"
        ) { (backend) throws(WebPushError) in
            try backend.webPush.decryptAES128GCM(compressed, keys: receiver)
        }
        let offCurveDH = "dh=" + base64URLEncode(WebPushTestEncryptor.offCurvePoint)
        Self.expectSameError(WebPushError.badKey("sender public key (Crypto-Key dh) is not a point on P-256"), "dh off the curve") {
            (backend) throws(WebPushError) in
            try backend.webPush.decryptAESGCM(legacy.body, encryptionHeader: legacy.encryption, cryptoKeyHeader: offCurveDH, keys: receiver)
        }

        // Truncated: no records, a last record shorter than a tag, a record cut inside.
        Self.expectSameError(WebPushError.truncatedRecord(record: 0), "no records") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAES128GCM(body.prefix(86), keys: receiver)
        }
        Self.expectSameError(WebPushError.truncatedRecord(record: 1), "a last record of 10 bytes") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAES128GCM(body.prefix(86 + 64 + 10), keys: receiver)
        }
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "aesgcm cut inside its record") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAESGCM(
                legacy.body.dropLast(3), encryptionHeader: legacy.encryption, cryptoKeyHeader: legacy.cryptoKey, keys: receiver)
        }

        // A flipped tag: each byte of the first record's tag, and of the last record's.
        let lastRecord = 86 + (body.count - 86 - 1) / 64 * 64
        for position in Array((86 + 64 - 16)..<(86 + 64)) + Array((body.count - 16)..<body.count) {
            var tampered = body
            tampered[position] ^= 0x01
            let record = position < lastRecord ? 0 : (lastRecord - 86) / 64
            Self.expectSameError(WebPushError.tagMismatch(record: record), "tag byte \(position) flipped") { (backend) throws(WebPushError) in
                try backend.webPush.decryptAES128GCM(tampered, keys: receiver)
            }
            Self.expectSameError(WebPushError.tagMismatch(record: record), "tag byte \(position) flipped, as UnifiedPush delivers it") {
                (backend) throws(WebPushError) in
                try backend.webPush.decrypt(unifiedPushBody: tampered, keys: receiver)
            }
        }
        var legacyTampered = legacy.body
        legacyTampered[legacyTampered.count - 1] ^= 0x01
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "aesgcm tag flipped") { (backend) throws(WebPushError) in
            try backend.webPush.decryptAESGCM(
                legacyTampered, encryptionHeader: legacy.encryption, cryptoKeyHeader: legacy.cryptoKey, keys: receiver)
        }

        // RFC 8188 with the wrong IKM, cut, and flipped.
        let rfc8188 = try #require(WebPushVectors.shared.rfc8188.first)
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "RFC 8188 with the wrong IKM") { (backend) throws(WebPushError) in
            try backend.webPush.decryptRFC8188(rfc8188.body, ikm: rfc8188.ikm.map { $0 ^ 1 })
        }
        var rfc8188Tampered = rfc8188.body
        rfc8188Tampered[rfc8188Tampered.count - 1] ^= 0x01
        Self.expectSameError(WebPushError.tagMismatch(record: 0), "RFC 8188 tag flipped") { (backend) throws(WebPushError) in
            try backend.webPush.decryptRFC8188(rfc8188Tampered, ikm: rfc8188.ikm)
        }
    }

    @Test("Zulip: a key that is not the sender's, truncated boxes, flipped MACs: the same errors on every backend")
    func zulipSameErrors() throws {
        let key32 = (0..<32).map { UInt8(truncatingIfNeeded: $0 &* 11 &+ 5) }
        let key = try ZulipPushKey(pushKey: [0x31] + key32)
        let otherKey = try ZulipPushKey(pushKey: [0x31] + key32.map { $0 ^ 0x80 })
        let plaintext = Array(#"{"type":"message","content":"hello"}"#.utf8)
        let sealed = ZulipTestEncryptor.seal(plaintext: plaintext, key32: key32, nonce: (0..<24).map { UInt8($0) })
        for backend in CryptoBackendUnderTest.all {
            #expect(try backend.zulip.decrypt(encryptedData: sealed, key: key) == plaintext, "\(backend)")
        }

        Self.expectSameError(ZulipDecryptionError.macMismatch, "a key that is not the sender's") { (backend) throws(ZulipDecryptionError) in
            try backend.zulip.decrypt(encryptedData: sealed, key: otherKey)
        }
        Self.expectSameError(ZulipDecryptionError.macMismatch, "a key that is not the sender's, base64") {
            (backend) throws(ZulipDecryptionError) in
            try backend.zulip.decrypt(encryptedDataBase64: base64Encode(sealed), key: otherKey)
        }

        for count in [0, 24, 39] {
            Self.expectSameError(ZulipDecryptionError.tooShort(count), "a box cut to \(count) bytes") { (backend) throws(ZulipDecryptionError) in
                try backend.zulip.decrypt(encryptedData: sealed.prefix(count), key: key)
            }
        }
        for count in [40, sealed.count - 1] {
            Self.expectSameError(ZulipDecryptionError.macMismatch, "a box cut to \(count) bytes") { (backend) throws(ZulipDecryptionError) in
                try backend.zulip.decrypt(encryptedData: sealed.prefix(count), key: key)
            }
            Self.expectSameError(ZulipDecryptionError.macMismatch, "a box cut to \(count) bytes, base64") {
                (backend) throws(ZulipDecryptionError) in
                try backend.zulip.decrypt(encryptedDataBase64: base64Encode(Array(sealed.prefix(count))), key: key)
            }
        }

        // A flipped MAC (bytes 24..<40), nonce or ciphertext byte.
        for position in [0, 23] + Array(24..<40) + [40, sealed.count - 1] {
            var tampered = sealed
            tampered[position] ^= 0x01
            Self.expectSameError(ZulipDecryptionError.macMismatch, "byte \(position) flipped") { (backend) throws(ZulipDecryptionError) in
                try backend.zulip.decrypt(encryptedData: tampered, key: key)
            }
        }
    }
}
