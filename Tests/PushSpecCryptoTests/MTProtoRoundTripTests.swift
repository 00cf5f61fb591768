import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Messages made by the test-only encryptor (`MTProtoTestEncryptor`) and read back by the product.
@Suite("MTProto round trip")
struct MTProtoRoundTripTests {
    /// Random JSON-like text of exactly `count` bytes (a number for 1 byte, a string otherwise).
    static func randomJSON(count: Int, using rng: inout SplitMix64) -> [UInt8] {
        if count == 1 { return [UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &rng)] }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.:{}[]".utf8)
        let body = (0..<(count - 2)).map { _ in alphabet.randomElement(using: &rng)! }
        return [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
    }

    static let seed: UInt64 = 0x5EED_2024_0001

    @Test("random secrets and JSON of 1...4000 bytes", arguments: CryptoBackendUnderTest.all, 0..<200)
    func randomRoundTrip(backend: CryptoBackendUnderTest, _ index: Int) throws {
        var rng = SplitMix64(seed: Self.seed &+ UInt64(index))
        let secret = rng.bytes(256)
        let key = try TelegramPushKey(secret: secret)
        #expect(key.keyID == MTProtoTestEncryptor.keyID(secret: secret))
        let size = switch index {
        case 0: 1
        case 1: 4000
        default: Int.random(in: 1...4000, using: &rng)
        }
        let json = Self.randomJSON(count: size, using: &rng)
        let minimum = MTProtoTestEncryptor.minimumPadding(forJSONCount: size)
        let padding = minimum + 16 * Int.random(in: 0...((1024 - minimum) / 16), using: &rng)
        let message = MTProtoTestEncryptor.encrypt(json: json, secret: secret, padding: rng.bytes(padding), keyID: key.keyID)
        #expect(MTProtoPush.authKeyID(of: message) == key.keyID)
        #expect(try backend.mtproto.decrypt(message, with: key) == json)
    }

    @Test("messages decrypted on 8 threads at once, with the keys interleaved, each to its own JSON", arguments: CryptoBackendUnderTest.all)
    func concurrentDecryption(backend: CryptoBackendUnderTest) throws {
        // Each thread reuses its own OpenSSL contexts and releases them when it ends; a context
        // shared by two threads, or a key schedule left from another message, would give wrong
        // plaintext or a msg_key mismatch.
        var rng = SplitMix64(seed: Self.seed &+ 9_000)
        let cases: [(message: [UInt8], key: TelegramPushKey, json: [UInt8])] = try (0..<16).map { _ in
            let secret = rng.bytes(256)
            let key = try TelegramPushKey(secret: secret)
            let json = Self.randomJSON(count: Int.random(in: 1...600, using: &rng), using: &rng)
            let padding = rng.bytes(MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count))
            return (MTProtoTestEncryptor.encrypt(json: json, secret: secret, padding: padding, keyID: key.keyID), key, json)
        }
        let threadCount = 8
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: threadCount * cases.count)
        results.initialize(repeating: false)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        let finished = DispatchGroup()
        for thread in 0..<threadCount {
            finished.enter()
            Thread {
                for round in 0..<cases.count {
                    let (message, key, json) = cases[(thread + round) % cases.count]
                    slots[thread * cases.count + round] = (try? backend.mtproto.decrypt(message, with: key)) == json
                }
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(results.allSatisfy { $0 })
    }

    static let fixedSecret: [UInt8] = {
        var rng = SplitMix64(seed: 42)
        return rng.bytes(256)
    }()

    static func message(json: [UInt8], padding: Int, declaredLength: UInt32? = nil, x: Int = 8, keyIDDelta: Int64 = 0) throws -> ([UInt8], TelegramPushKey) {
        let key = try TelegramPushKey(secret: fixedSecret)
        let padBytes = [UInt8](repeating: 0xA5, count: padding)
        let message = MTProtoTestEncryptor.encrypt(
            json: json, secret: fixedSecret, padding: padBytes, keyID: key.keyID &+ keyIDDelta,
            declaredLength: declaredLength, x: x
        )
        return (message, key)
    }

    @Test("padding bounds: 12 and 1024 accepted, 11 and 1025 rejected", arguments: CryptoBackendUnderTest.all)
    func paddingBounds(backend: CryptoBackendUnderTest) throws {
        // 4 + 12 + 12 = 28, not whole blocks; pick JSON sizes that make each padding land on a block edge.
        for (padding, accepted) in [(12, true), (1024, true), (11, false), (1025, false), (0, false), (1036, false)] {
            let jsonCount = 64 - (4 + padding) % 16  // keeps 4 + json + padding a multiple of 16
            let json = [UInt8](repeating: UInt8(ascii: "x"), count: jsonCount)
            let (message, key) = try Self.message(json: json, padding: padding)
            if accepted {
                #expect(try backend.mtproto.decrypt(message, with: key) == json, "padding \(padding)")
            } else {
                #expect(throws: MTProtoPushError.badPadding(padding), "padding \(padding)") {
                    try backend.mtproto.decrypt(message, with: key)
                }
            }
        }
    }

    @Test("empty JSON with the minimum padding decrypts to no bytes", arguments: CryptoBackendUnderTest.all)
    func emptyJSON(backend: CryptoBackendUnderTest) throws {
        let (message, key) = try Self.message(json: [], padding: 12)
        #expect(message.count == 40)
        #expect(try backend.mtproto.decrypt(message, with: key) == [])
    }

    @Test("declared length larger than the data", arguments: CryptoBackendUnderTest.all)
    func declaredTooLong(backend: CryptoBackendUnderTest) throws {
        let json = Array("{\"loc_key\":\"X\"}".utf8)  // 15 bytes; 4 + 15 + 13 = 32
        for declared: UInt32 in [29, 100, .max] {
            let (message, key) = try Self.message(json: json, padding: 13, declaredLength: declared)
            #expect(throws: MTProtoPushError.badLength(declared: declared, available: 28)) {
                try backend.mtproto.decrypt(message, with: key)
            }
        }
        // Exactly all the data: no room for padding.
        let (message, key) = try Self.message(json: json, padding: 13, declaredLength: 28)
        #expect(throws: MTProtoPushError.badPadding(0)) { try backend.mtproto.decrypt(message, with: key) }
    }

    @Test("too short: every size below 40 bytes", arguments: CryptoBackendUnderTest.all)
    func tooShort(backend: CryptoBackendUnderTest) throws {
        let (message, key) = try Self.message(json: Array("{}".utf8), padding: 26)
        for size in 0..<40 {
            #expect(throws: MTProtoPushError.tooShort(size)) { try backend.mtproto.decrypt(message.prefix(size), with: key) }
        }
    }

    @Test("ciphertext not whole blocks", arguments: CryptoBackendUnderTest.all)
    func badBlockSize(backend: CryptoBackendUnderTest) throws {
        let (message, key) = try Self.message(json: Array("{}".utf8), padding: 26)
        for extra in 1..<16 {
            let longer = message + [UInt8](repeating: 0, count: extra)
            #expect(throws: MTProtoPushError.badBlockSize(32 + extra)) { try backend.mtproto.decrypt(longer, with: key) }
        }
        #expect(throws: MTProtoPushError.badBlockSize(31)) { try backend.mtproto.decrypt(message.dropLast(), with: key) }
    }

    @Test("auth_key_id of another key", arguments: CryptoBackendUnderTest.all)
    func keyIDMismatch(backend: CryptoBackendUnderTest) throws {
        let (message, key) = try Self.message(json: Array("{}".utf8), padding: 26, keyIDDelta: 1)
        #expect(throws: MTProtoPushError.keyIDMismatch) { try backend.mtproto.decrypt(message, with: key) }
    }

    @Test("any flipped bit in msg_key or ciphertext fails the msg_key check", arguments: CryptoBackendUnderTest.all)
    func bitFlips(backend: CryptoBackendUnderTest) throws {
        let json = Array("{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"A\",\"B\"]}".utf8)
        let padding = MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count) + 32
        let (message, key) = try Self.message(json: json, padding: padding)
        #expect(try backend.mtproto.decrypt(message, with: key) == json)
        for byte in 8..<message.count {
            for bit in [0, 3, 7] {
                var tampered = message
                tampered[byte] ^= 1 << bit
                #expect(throws: MTProtoPushError.msgKeyMismatch, "byte \(byte) bit \(bit)") {
                    try backend.mtproto.decrypt(tampered, with: key)
                }
            }
        }
    }

    @Test("a client-to-server message (x = 0) is rejected", arguments: CryptoBackendUnderTest.all)
    func clientDirection(backend: CryptoBackendUnderTest) throws {
        let (message, key) = try Self.message(json: Array("{}".utf8), padding: 26, x: 0)
        #expect(throws: MTProtoPushError.msgKeyMismatch) { try backend.mtproto.decrypt(message, with: key) }
    }

    @Test("a different secret with the same auth_key_id fails the msg_key check", arguments: CryptoBackendUnderTest.all)
    func wrongSecret(backend: CryptoBackendUnderTest) throws {
        let (message, key) = try Self.message(json: Array("{}".utf8), padding: 26)
        var other = Self.fixedSecret
        other[100] ^= 1  // inside key[96..<128], the msg_key range
        let otherKey = try TelegramPushKey(secret: other)
        // Re-label the message with the other key's id so that only the key bytes differ.
        let relabelled = withUnsafeBytes(of: otherKey.keyID.littleEndian, Array.init) + message.dropFirst(8)
        #expect(throws: MTProtoPushError.msgKeyMismatch) { try backend.mtproto.decrypt(relabelled, with: otherKey) }
        #expect(try backend.mtproto.decrypt(message, with: key) == Array("{}".utf8))
    }

    @Test("input collections: Array, ArraySlice, Data, raw buffer, non-contiguous", arguments: CryptoBackendUnderTest.all)
    func inputKinds(backend: CryptoBackendUnderTest) throws {
        let json = Array("{\"loc_key\":\"MESSAGE_TEXT\"}".utf8)
        let (message, key) = try Self.message(json: json, padding: MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count))
        #expect(try backend.mtproto.decrypt(message, with: key) == json)
        let shifted = [0, 1, 2] + message
        #expect(try backend.mtproto.decrypt(shifted[3...], with: key) == json)
        #expect(try backend.mtproto.decrypt(Data(message), with: key) == json)
        #expect(try message.withUnsafeBytes { buffer in try backend.mtproto.decrypt(buffer, with: key) } == json)
        #expect(try backend.mtproto.decrypt(message.lazy.map { $0 }, with: key) == json)
    }

    @Test("authKeyID(of:)")
    func authKeyID() {
        #expect(MTProtoPush.authKeyID(of: [UInt8]()) == nil)
        #expect(MTProtoPush.authKeyID(of: [1, 2, 3, 4, 5, 6, 7] as [UInt8]) == nil)
        #expect(MTProtoPush.authKeyID(of: [1, 0, 0, 0, 0, 0, 0, 0] as [UInt8]) == 1)
        #expect(MTProtoPush.authKeyID(of: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 9] as [UInt8]) == -1)
        #expect(MTProtoPush.authKeyID(of: [0, 0, 0, 0, 0, 0, 0, 0x80] as [UInt8]) == .min)
        #expect(MTProtoPush.authKeyID(of: Data([0x2A, 0, 0, 0, 0, 0, 0, 0, 1, 2])) == 42)
    }

    @Test("one key used from many tasks at once", arguments: CryptoBackendUnderTest.all)
    func concurrentUse(backend: CryptoBackendUnderTest) async throws {
        let json = Array(String(repeating: "y", count: 500).utf8)
        let (message, key) = try Self.message(json: json, padding: MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count))
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    (0..<50).allSatisfy { _ in (try? backend.mtproto.decrypt(message, with: key)) == json }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 })
    }

    @Test("error texts name the problem and carry no key material")
    func errorTexts() throws {
        let key = try TelegramPushKey(secret: Self.fixedSecret)
        let errors: [MTProtoPushError] = [
            .tooShort(20), .keyIDMismatch, .badBlockSize(187), .msgKeyMismatch,
            .badLength(declared: 4147, available: 188), .badPadding(4), .cryptoFailure("EVP_DecryptUpdate"),
        ]
        let secretHex = hex(Self.fixedSecret)
        for error in errors {
            let text = error.description
            #expect(!text.isEmpty)
            #expect(!text.contains(String(key.keyID)))
            #expect(!secretHex.contains(text.lowercased()))
        }
        #expect(MTProtoPushError.badPadding(4).description.contains("4"))
        #expect(MTProtoPushError.cryptoFailure("EVP_DecryptUpdate").description.contains("EVP_DecryptUpdate"))
    }
}
