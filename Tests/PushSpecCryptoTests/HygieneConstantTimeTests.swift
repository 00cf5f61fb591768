import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Authentication tags are compared in constant time.
///
/// Timing cannot be asserted reliably in a unit test (and timed tests are not wanted here): which
/// comparison runs, and that it does not branch on the data, is a rule of
/// `.ci/lint-crypto-hygiene.py`, about the source. What can be observed is checked here: a tag
/// altered in any position fails with the same error, through the same path, as any other
/// alteration (and `SecureMemoryTests` checks that `SecureMemory.equals` finds every difference).
@Suite struct HygieneConstantTimeTests {
    static let secret: [UInt8] = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 11) }
    static let json = Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"]}"#.utf8)

    static func message() -> [UInt8] {
        MTProtoTestEncryptor.encrypt(
            json: json, secret: secret,
            padding: [UInt8](repeating: 0x5A, count: MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count)))
    }

    @Test(arguments: CryptoBackendUnderTest.all)
    func aTamperedMsgKeyFailsIdenticallyInEveryPosition(backend: CryptoBackendUnderTest) throws {
        let key = try TelegramPushKey(secret: Self.secret)
        let message = Self.message()
        #expect(try backend.mtproto.decrypt(message, with: key) == Self.json)
        var descriptions: Set<String> = []
        for position in 8..<24 {
            for mask: UInt8 in [0x01, 0x80, 0xFF] {
                var tampered = message
                tampered[position] ^= mask
                #expect(throws: MTProtoPushError.msgKeyMismatch, "byte \(position - 8) of msg_key ^ \(mask)") {
                    try backend.mtproto.decrypt(tampered, with: key)
                }
                do {
                    _ = try backend.mtproto.decrypt(tampered, with: key)
                } catch {
                    descriptions.insert(error.description)
                }
            }
        }
        // A tampered ciphertext block (which changes the plaintext, not msg_key) fails the same way.
        for position in stride(from: 24, to: message.count, by: 16) {
            var tampered = message
            tampered[position] ^= 0x01
            do {
                _ = try backend.mtproto.decrypt(tampered, with: key)
                Issue.record("decrypted a tampered block at \(position)")
            } catch {
                #expect(error == .msgKeyMismatch)
                descriptions.insert(error.description)
            }
        }
        #expect(descriptions.count == 1, "\(descriptions)")
    }

    @Test(arguments: CryptoBackendUnderTest.all)
    func aTamperedZulipMACOrNonceFailsIdenticallyInEveryPosition(backend: CryptoBackendUnderTest) throws {
        let key32 = (0..<32).map { UInt8($0 &* 7 &+ 1) }
        let key = try ZulipPushKey(pushKey: [0x31] + key32)
        let plaintext = Array(#"{"type":"test"}"#.utf8)
        let sealed = ZulipTestEncryptor.seal(plaintext: plaintext, key32: key32, nonce: [UInt8](repeating: 9, count: 24))
        #expect(try backend.zulip.decrypt(encryptedData: sealed, key: key) == plaintext)
        for position in 0..<40 {  // nonce (24) and MAC (16)
            var tampered = sealed
            tampered[position] ^= 0x01
            #expect(throws: ZulipDecryptionError.macMismatch, "byte \(position)") {
                try backend.zulip.decrypt(encryptedData: tampered, key: key)
            }
            #expect(throws: ZulipDecryptionError.macMismatch) {
                try backend.zulip.decrypt(encryptedDataBase64: base64Encode(tampered), key: key)
            }
        }
    }

    @Test(arguments: CryptoBackendUnderTest.all)
    func aTamperedWebPushTagFailsIdenticallyInEveryPosition(backend: CryptoBackendUnderTest) throws {
        let keys = try WebPushKeys(privateKey: (0..<32).map { UInt8($0 + 1) }, authSecret: [UInt8](repeating: 3, count: 16))
        let plaintext = Array("a web push".utf8)
        let body = WebPushTestEncryptor.aes128gcm(plaintext: plaintext, receiverPublicKey: keys.publicKey, authSecret: keys.authSecret)
        #expect(try backend.webPush.decryptAES128GCM(body, keys: keys) == plaintext)
        for position in (body.count - 16)..<body.count {
            var tampered = body
            tampered[position] ^= 0x80
            #expect(throws: WebPushError.tagMismatch(record: 0), "tag byte \(position - body.count + 16)") {
                try backend.webPush.decryptAES128GCM(tampered, keys: keys)
            }
        }
    }
}
