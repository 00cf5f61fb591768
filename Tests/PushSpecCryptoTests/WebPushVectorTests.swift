import Foundation
@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The published vectors: RFC 8291 appendix A (with every intermediate value), RFC 8188
/// §3.1 and §3.2, and the aesgcm examples of Gecko's push tests.
@Suite("Web push vectors")
struct WebPushVectorTests {
    static let vectors = WebPushVectors.shared

    @Test("the vectors file is what these tests expect")
    func vectorCounts() {
        #expect(Self.vectors.rfc8188.count == 2)
        #expect(Self.vectors.aesgcm.count == 2)
        #expect(Self.vectors.rfc8291.body.count == 144)
    }

    // MARK: RFC 8291 step by step

    @Test("RFC 8291: the receiver's public key is derived from its private key", arguments: CryptoBackendUnderTest.all)
    func rfc8291PublicKey(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        #expect(keys.publicKey == v.uaPublic)
        #expect(try backend.webPush.publicKey(of: keys) == v.uaPublic)
        #expect(keys.authSecret == v.authSecret)
        #expect(keys.withPrivateKeyBytes { Array($0) } == v.uaPrivate)
    }

    @Test("RFC 8291: header fields")
    func rfc8291Header() throws {
        let v = Self.vectors.rfc8291
        try v.body.withUnsafeBytes { body in
            let header = try ECEAES128GCMHeader(parsing: body)
            #expect(Array(header.salt) == v.salt)
            #expect(header.recordSize == 4096)
            #expect(Array(header.keyID) == v.asPublic)
            #expect(header.ciphertext.count == v.body.count - 86)
        }
    }

    @Test("RFC 8291: ECDH shared secret", arguments: CryptoBackendUnderTest.all)
    func rfc8291SharedSecret(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        var secret = [UInt8](repeating: 0, count: 32)
        let privateKey = try backend.webPush.privateKey(of: keys)
        try v.asPublic.withUnsafeBytes { asPublic in
            try secret.withUnsafeMutableBytes {
                try privateKey.deriveSharedSecret(withPeer: asPublic, role: "as_public", into: $0.baseAddress!)
            }
        }
        #expect(secret == v.ecdhSecret)
    }

    @Test("RFC 8291: IKM from the ECDH secret, auth secret and both public keys", arguments: CryptoBackendUnderTest.all)
    func rfc8291IKM(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        var ikm = [UInt8](repeating: 0, count: 32)
        let hkdf = try backend.webPush.hkdf()
        try v.ecdhSecret.withUnsafeBytes { ecdh in
            try v.authSecret.withUnsafeBytes { auth in
                try v.uaPublic.withUnsafeBytes { ua in
                    try v.asPublic.withUnsafeBytes { asPublic in
                        try ikm.withUnsafeMutableBytes {
                            try ECEKeySchedule.webPushIKM(
                                hkdf, sharedSecret: ecdh, authSecret: auth,
                                receiverPublicKey: ua, senderPublicKey: asPublic, into: $0.baseAddress!
                            )
                        }
                    }
                }
            }
        }
        #expect(ikm == v.ikm)
    }

    @Test("RFC 8291: PRK, CEK and nonce from salt and IKM", arguments: CryptoBackendUnderTest.all)
    func rfc8291ContentKeys(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        let hkdf = try backend.webPush.hkdf()
        var prk = [UInt8](repeating: 0, count: 32)
        try v.salt.withUnsafeBytes { salt in
            try v.ikm.withUnsafeBytes { ikm in
                try prk.withUnsafeMutableBytes { try ECEKeySchedule.pseudoRandomKey(hkdf, salt: salt, ikm: ikm, into: $0.baseAddress!) }
            }
        }
        #expect(prk == v.prk)
        var cek = [UInt8](repeating: 0, count: 16)
        var nonce = [UInt8](repeating: 0, count: 12)
        try v.prk.withUnsafeBytes { prk in
            try cek.withUnsafeMutableBytes { cek in
                try nonce.withUnsafeMutableBytes { nonce in
                    try ECEKeySchedule.aes128gcmContentKeys(hkdf, prk: prk, cek: cek.baseAddress!, nonce: nonce.baseAddress!)
                }
            }
        }
        #expect(cek == v.cek)
        #expect(nonce == v.nonce)
    }

    @Test("RFC 8291: the record with the vector's CEK and nonce", arguments: CryptoBackendUnderTest.all)
    func rfc8291Record(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        let cipher = backend.webPush.recordCipher
        let content = try Array(v.body[86...]).withUnsafeBytes { ciphertext in
            try v.cek.withUnsafeBytes { cek in
                try v.nonce.withUnsafeBytes { nonce in
                    try ECERecords.decrypt(
                        ciphertext, format: .aes128gcm(recordSize: 4096), cek: cek.baseAddress!, nonce: nonce.baseAddress!,
                        cipher: cipher
                    )
                }
            }
        }
        #expect(content == v.plaintext)
    }

    @Test("RFC 8291: decryptAES128GCM", arguments: CryptoBackendUnderTest.all)
    func rfc8291Decrypt(backend: CryptoBackendUnderTest) throws {
        let v = Self.vectors.rfc8291
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        #expect(try backend.webPush.decryptAES128GCM(v.body, keys: keys) == v.plaintext)
        #expect(String(decoding: try backend.webPush.decryptAES128GCM(v.body, keys: keys), as: UTF8.self) == "When I grow up, I want to be a watermelon")
        // Other collection types: a slice, Data, and a non-contiguous collection.
        let padded = [0xAA] + v.body + [0xBB]
        #expect(try backend.webPush.decryptAES128GCM(padded[1 ..< padded.count - 1], keys: keys) == v.plaintext)
        #expect(try backend.webPush.decryptAES128GCM(Data(v.body), keys: keys) == v.plaintext)
        #expect(try backend.webPush.decryptAES128GCM(v.body.lazy.map { $0 }, keys: keys) == v.plaintext)
        // UnifiedPush delivers aes128gcm bodies unchanged.
        #expect(try backend.webPush.decrypt(unifiedPushBody: v.body, keys: keys) == v.plaintext)
    }

    @Test("the test's own encryptor reproduces the RFC 8291 values (it is trusted by the round trips)")
    func independentEncryptorMatchesRFC8291() {
        let v = Self.vectors.rfc8291
        let ikm = WebPushTestEncryptor.hkdf(salt: v.authSecret, ikm: v.ecdhSecret, info: Array("WebPush: info\0".utf8) + v.uaPublic + v.asPublic, length: 32)
        #expect(ikm == v.ikm)
        #expect(WebPushTestEncryptor.hmacSHA256(key: v.salt, v.ikm) == v.prk)
        let cek = WebPushTestEncryptor.hkdf(salt: v.salt, ikm: v.ikm, info: Array("Content-Encoding: aes128gcm\0".utf8), length: 16)
        let nonce = WebPushTestEncryptor.hkdf(salt: v.salt, ikm: v.ikm, info: Array("Content-Encoding: nonce\0".utf8), length: 12)
        #expect(cek == v.cek)
        #expect(nonce == v.nonce)
        let header = WebPushTestEncryptor.aes128gcmHeader(salt: v.salt, rs: 4096, keyID: v.asPublic)
        #expect(header + WebPushTestEncryptor.sealRecords([v.plaintext + [2]], cek: cek, nonce: nonce) == v.body)
    }

    // MARK: RFC 8188

    @Test("RFC 8188 examples", arguments: CryptoBackendUnderTest.all, vectors.rfc8188)
    func rfc8188(backend: CryptoBackendUnderTest, _ vector: WebPushVectors.RFC8188) throws {
        #expect(try backend.webPush.decryptRFC8188(vector.body, ikm: vector.ikm) == vector.plaintext)
        try vector.body.withUnsafeBytes { body in
            let header = try ECEAES128GCMHeader(parsing: body)
            #expect(header.recordSize == vector.rs)
            #expect(Array(header.keyID) == Array(vector.keyID.utf8))
        }
    }

    @Test("RFC 8188 §3.2 has two full-size records, the last marked final", arguments: CryptoBackendUnderTest.all)
    func rfc8188MultipleRecords(backend: CryptoBackendUnderTest) throws {
        let vector = try #require(Self.vectors.rfc8188.first { $0.rs == 25 })
        // 16 + 4 + 1 + 2 header bytes, then two records of 25 bytes (9 of plaintext each).
        #expect(vector.body.count - 23 == 2 * 25)
        #expect(try backend.webPush.decryptRFC8188(vector.body, ikm: vector.ikm) == Array("I am the walrus".utf8))
    }

    // MARK: aesgcm

    @Test("aesgcm examples", arguments: CryptoBackendUnderTest.all, vectors.aesgcm)
    func aesgcm(backend: CryptoBackendUnderTest, _ vector: WebPushVectors.AESGCM) throws {
        let keys = try WebPushKeys(privateKey: vector.uaPrivate, authSecret: vector.authSecret)
        let plaintext = try backend.webPush.decryptAESGCM(
            vector.body, encryptionHeader: vector.encryptionHeader, cryptoKeyHeader: vector.cryptoKeyHeader, keys: keys
        )
        #expect(plaintext == vector.plaintext)
    }

    @Test("aesgcm examples, folded as UnifiedPush delivers them", arguments: CryptoBackendUnderTest.all, vectors.aesgcm)
    func aesgcmFolded(backend: CryptoBackendUnderTest, _ vector: WebPushVectors.AESGCM) throws {
        let keys = try WebPushKeys(privateKey: vector.uaPrivate, authSecret: vector.authSecret)
        let folded = WebPushTestEncryptor.fold(encryption: vector.encryptionHeader, cryptoKey: vector.cryptoKeyHeader, body: vector.body)
        #expect(try backend.webPush.decrypt(unifiedPushBody: folded, keys: keys) == vector.plaintext)
        // Header lines in the other order, CRLF line ends and different case are accepted too.
        let variant = Array("AESGCM\r\ncrypto-key: \(vector.cryptoKeyHeader)\r\nENCRYPTION:\(vector.encryptionHeader)\r\n".utf8) + vector.body
        #expect(try backend.webPush.decrypt(unifiedPushBody: variant, keys: keys) == vector.plaintext)
    }

    @Test("aesgcm example with rs=24 is a single record of 14 + 16 bytes")
    func aesgcmRecordSize() throws {
        let vector = try #require(Self.vectors.aesgcm.first { $0.encryptionHeader.contains("rs=24") })
        #expect(vector.body.count == 2 + 12 + 16)
        let parameters = try ECEAESGCMParameters(encryption: vector.encryptionHeader, cryptoKey: vector.cryptoKeyHeader)
        #expect(parameters.recordSize == 24)
        #expect(parameters.salt == base64URLDecode("zCU18Rw3A5aB_Xi-vfixmA"))
    }
}
