import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Authentication tags are compared in constant time.
///
/// Timing cannot be asserted reliably in a unit test (and timed tests are not wanted here), so the
/// comparison itself is checked structurally in the source (the `structural:` tests), and what can
/// be observed is checked behaviourally: a tag altered in any position fails with the same error,
/// through the same path, as any other alteration.
@Suite struct HygieneConstantTimeTests {
    // MARK: Structural

    @Test func structuralMTProtoComparesMsgKeyWithSecureMemoryEquals() throws {
        let file = try HygieneSource.file("Sources/PushSpecCrypto/MTProto/MTProtoPush.swift")
        let comparisons = try HygieneSource.matches(#"SecureMemory\.equals\("#, in: [file])
        #expect(comparisons.count == 1, "\(comparisons)")
        #expect(comparisons.first?.contains("msgKey") == true, "SecureMemory.equals compares the msg_key: \(comparisons)")
        // The result decides `msgKeyMatches`, which is what the mismatch error checks.
        #expect(file.code.contains("msgKeyMatches = try withUnsafeTemporaryAllocation"))
        #expect(file.code.contains("guard msgKeyMatches else { throw .msgKeyMismatch }"))
        // Nothing else compares msg_key bytes.
        let other = try HygieneSource.matches(#"^(?!.*SecureMemory\.equals).*msgKey.*(==|!=|elementsEqual|starts\(with)"#, in: [file])
        #expect(other == [], "msg_key compared without SecureMemory.equals")
    }

    /// The comparison accumulates the XOR of every byte pair and derives the answer arithmetically:
    /// no early exit, no branch on the data.
    @Test func structuralSecureMemoryEqualsReadsEveryByteWithoutBranching() throws {
        let file = try HygieneSource.file("Sources/PushSpecCrypto/Primitives/SecureMemory.swift")
        let body = try #require(file.code.range(of: "static func equals(").map { String(file.code[$0.lowerBound...]) })
        let function = body.prefix { $0 != "}" } + "}"
        #expect(function.contains("difference |="))
        #expect(!function.contains("return false") && !function.contains("break") && !function.contains(" if "), "\(function)")
    }

    @Test func structuralNoVariableTimeComparisonInTheCryptoSources() throws {
        let files = try HygieneSource.files(under: "Sources/PushSpecCrypto")
        #expect(files.count > 20)
        // memcmp, bcmp, strcmp and friends stop at the first difference; only CRYPTO_memcmp
        // (OpenSSL) and sodium_memcmp / crypto_verify_* (libsodium) do not.
        let variableTime = try HygieneSource.matches(#"(?<![A-Za-z_])(memcmp|bcmp|strcmp|strncmp|timingsafe_bcmp)\("#, in: files)
        #expect(variableTime == [])
        // A GCM tag read back (GET_TAG) would have to be compared by hand; PushSpec only sets the
        // expected tag and lets EVP_DecryptFinal_ex verify it.
        #expect(try HygieneSource.matches(#"GCM_GET_TAG|AEAD_GET_TAG"#, in: files) == [])
    }

    @Test func structuralWebPushTagsAreVerifiedByTheCryptoLibrary() throws {
        let openSSL = try HygieneSource.file("Sources/PushSpecCrypto/Backends/System/OpenSSLAES128GCMOpener.swift")
        #expect(openSSL.code.contains("EVP_CTRL_GCM_SET_TAG"))
        #expect(openSSL.code.contains("EVP_DecryptFinal_ex"))
        let cryptoKit = try HygieneSource.file("Sources/PushSpecCrypto/Backends/CryptoKit/CryptoKitAES128GCMOpener.swift")
        #expect(cryptoKit.code.contains("AES.GCM.open(box, using: key)"))
    }

    @Test func structuralZulipMACsAreVerifiedBeforeDecryption() throws {
        // libsodium's open verifies the Poly1305 tag with crypto_verify_16 before it decrypts.
        let system = try HygieneSource.file("Sources/PushSpecCrypto/Backends/System/SystemCryptoBackend.swift")
        #expect(system.code.contains("crypto_secretbox_open_detached("))
        // The Swift secretbox compares the tag with SecureMemory.equals, then decrypts.
        let swift = try HygieneSource.file("Sources/PushSpecCrypto/Secretbox/XSalsa20Poly1305.swift")
        #expect(swift.code.contains("SecureMemory.equals("))
        // Zulip's protocol code goes through the backend and never touches a MAC itself.
        let zulip = try HygieneSource.file("Sources/PushSpecCrypto/Zulip/ZulipE2EE.swift")
        #expect(zulip.code.contains("Backend.secretboxOpen("))
        #expect(try HygieneSource.matches(#"crypto_|Poly1305|equals\("#, in: [zulip]) == [])
    }

    // MARK: Behavioural

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
