import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Random round trips against a test-only encryptor that calls libsodium's
/// `crypto_secretbox_easy` directly, plus the size and base64 edges.
@Suite("Zulip round trips")
struct ZulipRoundTripTests {
    struct Case: Sendable {
        let key: [UInt8]  // 33-byte wire form
        let nonce: [UInt8]
        let plaintext: [UInt8]
        var sealed: [UInt8] { ZulipTestEncryptor.seal(plaintext: plaintext, key32: Array(key.dropFirst()), nonce: nonce) }
    }

    /// 200 cases from a fixed seed: random keys, nonces, and plaintexts of 0…2000 bytes.
    static let cases: [Case] = {
        var rng = SplitMix64(seed: 0x5A_0117_E2EE)
        return (0..<200).map { index in
            let length = index < 4 ? index : Int.random(in: 0...2000, using: &rng)
            return Case(key: [0x31] + rng.bytes(32), nonce: rng.bytes(24), plaintext: rng.bytes(length))
        }
    }()

    @Test("200 seeded cases decrypt to their plaintext; any flipped bit or truncation fails", arguments: CryptoBackendUnderTest.all)
    func roundTrips(backend: CryptoBackendUnderTest) throws {
        var rng = SplitMix64(seed: 0xF11B)
        #expect(Self.cases.count == 200)
        for (index, testCase) in Self.cases.enumerated() {
            let key = try ZulipPushKey(pushKey: testCase.key)
            let sealed = testCase.sealed
            #expect(sealed.count == testCase.plaintext.count + 40, "case \(index)")
            #expect(try backend.zulip.decrypt(encryptedData: sealed, key: key) == testCase.plaintext, "case \(index)")
            #expect(
                try backend.zulip.decrypt(encryptedDataBase64: base64Encode(sealed), key: key) == testCase.plaintext,
                "case \(index)"
            )
            // A non-contiguous collection takes the copying path.
            #expect(try backend.zulip.decrypt(encryptedData: sealed.lazy.map { $0 }, key: key) == testCase.plaintext)

            // Flip one bit anywhere: nonce, MAC or ciphertext.
            var tampered = sealed
            let position = Int.random(in: 0..<tampered.count, using: &rng)
            tampered[position] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
            #expect(throws: ZulipDecryptionError.macMismatch, "case \(index), byte \(position)") {
                try backend.zulip.decrypt(encryptedData: tampered, key: key)
            }
            #expect(throws: ZulipDecryptionError.macMismatch, "case \(index), byte \(position)") {
                try backend.zulip.decrypt(encryptedDataBase64: base64Encode(tampered), key: key)
            }
            // Dropping the last byte breaks the MAC (or leaves too little).
            let truncated = Array(sealed.dropLast())
            let truncationError: ZulipDecryptionError = truncated.count < 40 ? .tooShort(39) : .macMismatch
            #expect(throws: truncationError, "case \(index)") {
                try backend.zulip.decrypt(encryptedData: truncated, key: key)
            }
        }
    }

    @Test("a fixed case matches an independently computed encryption", arguments: CryptoBackendUnderTest.all)
    func knownAnswer(backend: CryptoBackendUnderTest) throws {
        // Key 0x31 ‖ 00 01 … 1f, nonce 0x40 ‖ … ‖ 0x57, plaintext {"type":"test"}.
        let key = [0x31] + (0..<32).map { UInt8($0) }
        let nonce = (0x40..<0x58).map { UInt8($0) }
        let plaintext = Array(#"{"type":"test"}"#.utf8)
        let sealed = ZulipTestEncryptor.seal(plaintext: plaintext, key32: Array(key.dropFirst()), nonce: nonce)
        #expect(base64Encode(sealed) == Self.knownSealed)
        #expect(try backend.zulip.decrypt(encryptedDataBase64: Self.knownSealed, key: ZulipPushKey(pushKey: key)) == plaintext)
    }

    /// Computed with an independent pure-Python XSalsa20-Poly1305 (HSalsa20, Salsa20, Poly1305
    /// written from their papers), which also opens every decrypt_ok vector.
    static let knownSealed = "QEFCQ0RFRkdISUpLTE1OT1BRUlNUVVZXEYnw8+lZo4MVMM0x1hl5azE1IQBKNJkQ5C0UEhyrJw=="

    @Test("empty plaintext: exactly nonce and MAC decrypts to no bytes; one byte less is too short", arguments: CryptoBackendUnderTest.all)
    func emptyPlaintext(backend: CryptoBackendUnderTest) throws {
        let wire = [0x31] + [UInt8](repeating: 7, count: 32)
        let sealed = ZulipTestEncryptor.seal(plaintext: [], key32: Array(wire.dropFirst()), nonce: [UInt8](repeating: 9, count: 24))
        let key = try ZulipPushKey(pushKey: wire)
        #expect(sealed.count == 40)
        #expect(try backend.zulip.decrypt(encryptedData: sealed, key: key) == [])
        #expect(try backend.zulip.decrypt(encryptedDataBase64: base64Encode(sealed), key: key) == [])
        #expect(throws: ZulipDecryptionError.tooShort(39)) { try backend.zulip.decrypt(encryptedData: sealed.dropLast(), key: key) }
        #expect(throws: ZulipDecryptionError.tooShort(39)) {
            try backend.zulip.decrypt(encryptedDataBase64: base64Encode(Array(sealed.dropLast())), key: key)
        }
        #expect(throws: ZulipDecryptionError.tooShort(0)) { try backend.zulip.decrypt(encryptedData: [], key: key) }
        #expect(throws: ZulipDecryptionError.tooShort(0)) { try backend.zulip.decrypt(encryptedDataBase64: "", key: key) }
    }

    @Test("64 KiB decoded is accepted; more is too large, before any MAC work", arguments: CryptoBackendUnderTest.all)
    func sizeLimit(backend: CryptoBackendUnderTest) throws {
        #expect(ZulipE2EE.maximumEncryptedSize == 65536)
        let wire = [0x31] + [UInt8](repeating: 1, count: 32)
        let key = try ZulipPushKey(pushKey: wire)
        let plaintext = [UInt8](repeating: 0x61, count: 65536 - 40)
        let sealed = ZulipTestEncryptor.seal(plaintext: plaintext, key32: Array(wire.dropFirst()), nonce: [UInt8](repeating: 2, count: 24))
        #expect(try backend.zulip.decrypt(encryptedData: sealed, key: key) == plaintext)
        #expect(try backend.zulip.decrypt(encryptedDataBase64: base64Encode(sealed), key: key) == plaintext)
        for size in [65537, 65538, 65539, 100_000] {
            let big = [UInt8](repeating: 0, count: size)
            #expect(throws: ZulipDecryptionError.tooLarge(size)) { try backend.zulip.decrypt(encryptedData: big, key: key) }
            #expect(throws: ZulipDecryptionError.tooLarge(size)) {
                try backend.zulip.decrypt(encryptedDataBase64: base64Encode(big), key: key)
            }
        }
    }

    @Test(
        "encrypted_data must be strict standard base64",
        arguments: CryptoBackendUnderTest.all, [
            "unpadded", "newline", "space", "url-safe", "trailing bits", "padding in the middle", "extra padding",
            "length not a multiple of 4", "non-ASCII",
        ]
    )
    func strictBase64(backend: CryptoBackendUnderTest, _ damage: String) throws {
        let vector = try #require(ZulipVectors.shared.decryptOK.first)
        let push = try #require(vector.pushes[.fcm])
        let key = try ZulipPushKey(pushKeyBase64: try #require(ZulipVectors.shared.key(id: push.pushKeyID)).base64)
        let good = push.encryptedData  // ends in "Tw=" (one padding character)
        #expect(good.hasSuffix("Tw=") && good.contains("+") && good.contains("/"))
        let bad: String =
            switch damage {
            case "unpadded": String(good.dropLast())
            // Whitespace in groups of four, so the length stays a multiple of 4.
            case "newline": String(good.prefix(76)) + "\r\n\r\n" + String(good.dropFirst(76))
            case "space": String(good.prefix(8)) + "    " + String(good.dropFirst(8))
            case "url-safe": good.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            case "trailing bits": String(good.dropLast(2)) + "x="  // 'x' sets a bit past the last byte
            case "padding in the middle": "AA==" + good
            case "extra padding": good + "===="
            case "length not a multiple of 4": good + "AAA"
            case "non-ASCII": String(good.dropLast(4)) + "é=="
            default: good
            }
        #expect(bad != good)
        #expect(throws: ZulipDecryptionError.badBase64) { try backend.zulip.decrypt(encryptedDataBase64: bad, key: key) }
    }

    @Test("non-zero bits after the last byte are rejected, with one or two padding characters", arguments: CryptoBackendUnderTest.all)
    func nonCanonicalTail(backend: CryptoBackendUnderTest) throws {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        for padding in [1, 2] {
            // A case whose sealed size leaves 3 - padding bytes in the last quad.
            let testCase = try #require(Self.cases.first { $0.sealed.count % 3 == 3 - padding })
            let key = try ZulipPushKey(pushKey: testCase.key)
            let good = base64Encode(testCase.sealed)
            #expect(good.hasSuffix(String(repeating: "=", count: padding)))
            #expect(try backend.zulip.decrypt(encryptedDataBase64: good, key: key) == testCase.plaintext)
            var characters = Array(good)
            let last = characters.count - 1 - padding
            let value = try #require(alphabet.firstIndex(of: characters[last]))
            let unusedBits = padding == 1 ? 2 : 4
            #expect(value % (1 << unusedBits) == 0)
            for low in 1..<(1 << unusedBits) {
                characters[last] = alphabet[value + low]
                #expect(throws: ZulipDecryptionError.badBase64, "padding \(padding), low bits \(low)") {
                    try backend.zulip.decrypt(encryptedDataBase64: String(characters), key: key)
                }
            }
        }
    }

    @Test("every ASCII byte in the middle and in the last quad: alphabet → decodes, anything else → badBase64", arguments: CryptoBackendUnderTest.all)
    func everyASCIIByte(backend: CryptoBackendUnderTest) throws {
        let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let alphabet = Set(base64Alphabet)
        let testCase = try #require(Self.cases.first { $0.sealed.count % 3 == 0 })
        let key = try ZulipPushKey(pushKey: testCase.key)
        let good = Array(base64Encode(testCase.sealed).utf8)
        #expect(!good.contains(UInt8(ascii: "=")))
        var rejected = 0
        var nonAlphabet = 0
        for position in [10, good.count - 1] {
            for byte in UInt8(0)..<0x80 {
                var text = good
                text[position] = byte
                var expected: ZulipDecryptionError? =
                    !alphabet.contains(byte) ? .badBase64 : (text == good ? nil : .macMismatch)
                if !alphabet.contains(byte) { nonAlphabet += 1 }
                if byte == UInt8(ascii: "="), position == good.count - 1 {
                    // "xxx=" is valid padding when the third character's two low bits are zero;
                    // then the data is just shorter and the MAC fails.
                    let third = try #require(base64Alphabet.firstIndex(of: good[position - 1]))
                    expected = third % 4 == 0 ? .macMismatch : .badBase64
                }
                do {
                    let plaintext = try backend.zulip.decrypt(encryptedDataBase64: String(decoding: text, as: UTF8.self), key: key)
                    #expect(expected == nil && plaintext == testCase.plaintext, "byte \(byte) at \(position)")
                } catch {
                    #expect(error == expected, "byte \(byte) at \(position)")
                    if error == .badBase64 { rejected += 1 }
                }
            }
        }
        #expect(nonAlphabet == 2 * (128 - 64))
        // All of them, except a final "=" that happens to make canonical padding.
        #expect(rejected == nonAlphabet || rejected == nonAlphabet - 1)
        // Non-ASCII characters replacing as many ASCII characters as they have UTF-8 bytes, so
        // the length stays a multiple of 4 and the decoder itself must reject them.
        for replacement in ["é", "€", "😀", "\u{0}\u{0}"] {
            let width = replacement.utf8.count
            for position in [12, good.count - width] {
                let text = Array(good[..<position]) + Array(replacement.utf8) + Array(good[(position + width)...])
                #expect(text.count == good.count)
                #expect(throws: ZulipDecryptionError.badBase64, "\(replacement) at \(position)") {
                    try backend.zulip.decrypt(encryptedDataBase64: String(decoding: text, as: UTF8.self), key: key)
                }
            }
        }
    }

    @Test("one key decrypts from many tasks at once", arguments: CryptoBackendUnderTest.all)
    func concurrentUse(backend: CryptoBackendUnderTest) async throws {
        let testCase = Self.cases[7]
        let key = try ZulipPushKey(pushKey: testCase.key)
        let text = base64Encode(testCase.sealed)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<64 {
                group.addTask { try backend.zulip.decrypt(encryptedDataBase64: text, key: key) }
            }
            var all: [[UInt8]] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == testCase.plaintext })
    }
}
