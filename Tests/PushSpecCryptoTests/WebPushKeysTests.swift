import Foundation
@testable import PushSpecCrypto
import PushSpecCore
import PushSpecTestSupport
import Testing

@Suite("Web push keys")
struct WebPushKeysTests {
    /// P-256 group order n, big-endian.
    static let order: [UInt8] = base64URLDecode("_____wAAAAD__________7zm-q2nF56E87nKwvxjJVE")!

    @Test("generate: a valid key pair and a 16-byte auth secret, different every time")
    func generate() throws {
        let a = try WebPushKeys.generate()
        let b = try WebPushKeys.generate()
        #expect(a.publicKey.count == 65 && a.publicKey[0] == 0x04)
        #expect(WebPushTestEncryptor.isOnCurve(a.publicKey))
        #expect(a.authSecret.count == 16)
        #expect(a.withPrivateKeyBytes { $0.count } == 32)
        #expect(a.publicKey != b.publicKey)
        #expect(a.authSecret != b.authSecret)
        #expect(a.withPrivateKeyBytes { Array($0) } != b.withPrivateKeyBytes { Array($0) })
    }

    @Test("the public key matches an ECDH done by the test with the stored private key", arguments: CryptoBackendUnderTest.all)
    func publicKeyMatchesPrivateKey(backend: CryptoBackendUnderTest) throws {
        let keys = try WebPushKeys.generate()
        let sender = WebPushTestEncryptor.ECKey()
        let senderSide = WebPushTestEncryptor.ecdh(sender, peer: keys.publicKey)
        let receiverSide = try backend.webPush.sharedSecret(of: keys, withPeer: sender.publicKey, role: "test")
        #expect(senderSide == receiverSide)
    }

    @Test("private scalars outside 1 ..< n are rejected")
    func invalidScalars() {
        var orderMinusOne = Self.order
        orderMinusOne[31] -= 1
        var orderPlusOne = Self.order
        orderPlusOne[31] += 1
        let invalid: [[UInt8]] = [[UInt8](repeating: 0, count: 32), Self.order, orderPlusOne, [UInt8](repeating: 0xFF, count: 32)]
        for scalar in invalid {
            #expect(throws: WebPushError.badKey("private key is not a P-256 scalar in 1 ..< n")) {
                try WebPushKeys(privateKey: scalar, authSecret: [UInt8](repeating: 1, count: 16))
            }
        }
        let valid: [[UInt8]] = [[UInt8](repeating: 0, count: 31) + [1], orderMinusOne]
        for scalar in valid {
            #expect(throws: Never.self) { try WebPushKeys(privateKey: scalar, authSecret: [UInt8](repeating: 1, count: 16)) }
        }
    }

    @Test("scalar 1 gives the generator point", arguments: CryptoBackendUnderTest.all)
    func scalarOne(backend: CryptoBackendUnderTest) throws {
        let keys = try WebPushKeys(privateKey: [UInt8](repeating: 0, count: 31) + [1], authSecret: [UInt8](repeating: 0, count: 16))
        #expect(base64URLEncode(keys.publicKey)
            == "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU")
        #expect(try base64URLEncode(backend.webPush.publicKey(of: keys))
            == "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU")
    }

    @Test("wrong sizes are rejected")
    func wrongSizes() {
        #expect(throws: WebPushError.badKey("private key must be 32 bytes, got 31")) {
            try WebPushKeys(privateKey: [UInt8](repeating: 1, count: 31), authSecret: [UInt8](repeating: 1, count: 16))
        }
        #expect(throws: WebPushError.badKey("auth secret must be 16 bytes, got 15")) {
            try WebPushKeys(privateKey: [UInt8](repeating: 1, count: 32), authSecret: [UInt8](repeating: 1, count: 15))
        }
    }

    @Test("description, debugDescription and dump show the public key only")
    func noSecretsInDescriptions() throws {
        let v = WebPushVectors.shared.rfc8291
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        let expected = "WebPushKeys(publicKey: BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4)"
        #expect(keys.description == expected)
        #expect(String(reflecting: keys) == expected)
        var dumped = ""
        dump(keys, to: &dumped)
        for text in [keys.description, dumped, "\(keys)"] {
            for secret in [v.uaPrivate, v.authSecret] {
                #expect(!text.contains(base64URLEncode(secret)))
                #expect(!text.lowercased().contains(hex(secret)))
            }
        }
        #expect(!dumped.contains("secrets"))
    }

    @Test("base64url as web push uses it (PushSpecCore's Base64) agrees with Foundation")
    func base64URL() {
        for count in 0 ..< 40 {
            let bytes = WebPushTestEncryptor.randomBytes(count)
            let text = Base64.encodeURL(bytes)
            #expect(text == base64URLEncode(bytes))
            #expect(Base64.decodeURL(text) == bytes)
            let padded = text + String(repeating: "=", count: (4 - text.count % 4) % 4)
            #expect(Base64.decodeURL(padded) == bytes)
        }
        #expect(Base64.decodeURL("ab+c") == nil)
        #expect(Base64.decodeURL("abcde") == nil)
        #expect(Base64.decodeURL("ab=c") == nil)
        #expect(Base64.decodeURL("abc==") == nil)
        #expect(Base64.decodeURL("a===") == nil)
    }
}
