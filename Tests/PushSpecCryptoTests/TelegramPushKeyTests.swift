import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

@Suite("TelegramPushKey")
struct TelegramPushKeyTests {
    @Test("the test's SHA-1 matches the FIPS 180 example before it is trusted")
    func referenceSHA1() {
        #expect(hex(TestDigest.sha1(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(TestDigest.sha256(Array("abc".utf8)))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("wrong sizes are rejected with the size given", arguments: [0, 1, 32, 255, 257, 512])
    func wrongSize(_ size: Int) {
        #expect(throws: TelegramPushKeyError.wrongSize(size)) {
            try TelegramPushKey(secret: [UInt8](repeating: 7, count: size))
        }
        // The code the Java runtime's TelegramPushKey gives the same secret (MTProtoPushTest).
        #expect(TelegramPushKeyError.wrongSize(size).code == "wrong_size")
    }

    @Test("any collection of 256 bytes makes the same key")
    func collections() throws {
        let bytes = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let expected = MTProtoTestEncryptor.keyID(secret: bytes)
        let fromArray = try TelegramPushKey(secret: bytes)
        #expect(fromArray.keyID == expected)
        #expect(try TelegramPushKey(secret: Data(bytes)).keyID == expected)
        #expect(try TelegramPushKey(secret: ([9] + bytes)[1...]).keyID == expected)
        #expect(try TelegramPushKey(secret: bytes.lazy.map { $0 }).keyID == expected)
        #expect(fromArray.withSecretBytes { Array($0) } == bytes)
    }

    @Test("generate: 256 random bytes and a key id consistent with SHA-1")
    func generate() throws {
        let first = try TelegramPushKey.generate()
        let second = try TelegramPushKey.generate()
        let firstSecret = first.withSecretBytes { Array($0) }
        let secondSecret = second.withSecretBytes { Array($0) }
        #expect(firstSecret.count == TelegramPushKey.secretSize)
        #expect(secondSecret.count == TelegramPushKey.secretSize)
        #expect(firstSecret != secondSecret)
        #expect(first.keyID == MTProtoTestEncryptor.keyID(secret: firstSecret))
        #expect(second.keyID == MTProtoTestEncryptor.keyID(secret: secondSecret))
        #expect(try TelegramPushKey(secret: firstSecret).keyID == first.keyID)
    }

    @Test("a generated key decrypts what the test encryptor made for it", arguments: CryptoBackendUnderTest.all)
    func generatedKeyRoundTrip(backend: CryptoBackendUnderTest) throws {
        let key = try TelegramPushKey.generate()
        let secret = key.withSecretBytes { Array($0) }
        let json = Array("{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"A\",\"hi\"]}".utf8)
        let message = MTProtoTestEncryptor.encrypt(
            json: json, secret: secret,
            padding: [UInt8](repeating: 1, count: MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count)),
            keyID: key.keyID
        )
        #expect(try backend.mtproto.decrypt(message, with: key) == json)
    }

    @Test("description, debugDescription and dump show the key id, never the secret")
    func noSecretInText() throws {
        let key = try TelegramPushKey.generate()
        let secret = key.withSecretBytes { Array($0) }
        var dumped = ""
        dump(key, to: &dumped)
        let texts = [key.description, key.debugDescription, String(describing: key), String(reflecting: key), "\(key)", dumped]
        let forms = [
            hex(secret), hex(secret.prefix(8)), hex(secret.suffix(8)),
            Data(secret).base64EncodedString(), Data(secret.prefix(12)).base64EncodedString(),
            secret.prefix(6).map(String.init).joined(separator: ", "),
        ]
        for text in texts {
            #expect(text.contains(String(key.keyID)), "\(text)")
            for form in forms {
                #expect(!text.lowercased().contains(form.lowercased()))
            }
        }
        #expect(key.description == "TelegramPushKey(keyID: \(key.keyID))")
        #expect(Mirror(reflecting: key).children.map(\.label) == ["keyID"])
    }

    @Test("error texts")
    func errorTexts() {
        #expect(TelegramPushKeyError.wrongSize(12).description.contains("12"))
        #expect(TelegramPushKeyError.wrongSize(12).description.contains("256"))
        #expect(CryptoRandomError.randomBytesFailed.description.contains("random bytes"))
    }
}
