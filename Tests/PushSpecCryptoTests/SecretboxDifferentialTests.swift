@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The Swift secretbox, and every backend's `secretboxOpen`, against libsodium (the System
/// backend's secretbox) on the same inputs: boxes sealed by libsodium open to the same bytes, and
/// every single-bit change of a box, its nonce or its key is refused by both.
@Suite("Secretbox differential")
struct SecretboxDifferentialTests {
    /// Lengths 0...5000: the block and Poly1305 boundaries, then seeded random ones.
    static let lengths: [Int] = {
        var random = SplitMix64(seed: 0x5EC2_E7B0)
        let fixed = [0, 1, 2, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 95, 96, 97, 127, 128, 129, 400, 4095, 4096, 5000]
        return fixed + (0..<300).map { _ in Int.random(in: 0...5000, using: &random) }
    }()

    @Test("libsodium's boxes of 0...5000 bytes open to the same bytes, in place and disjoint", arguments: SecretboxUnderTest.all)
    func randomLengths(secretbox: SecretboxUnderTest) {
        var random = SplitMix64(seed: 0xD1FF)
        for length in Self.lengths {
            let key = random.bytes(32), nonce = random.bytes(24), message = random.bytes(length)
            let box = LibsodiumSecretbox.seal(message, nonce: nonce, key: key)
            #expect(secretbox.disjoint(box, nonce: nonce, key: key) == message, "length \(length)")
            #expect(secretbox.inPlace(box, nonce: nonce, key: key).plaintext == message, "length \(length)")
        }
    }

    /// `bytes` with bit `bit` (0 = the lowest bit of byte 0) inverted.
    static func flipped(_ bytes: [UInt8], bit: Int) -> [UInt8] {
        var bytes = bytes
        bytes[bit / 8] ^= 1 << UInt8(bit % 8)
        return bytes
    }

    @Test("every single-bit flip of a 40-byte message's box, nonce and key fails in Swift as in libsodium", arguments: SecretboxUnderTest.all)
    func bitFlips(secretbox: SecretboxUnderTest) {
        var random = SplitMix64(seed: 0xF11B)
        let key = random.bytes(32), nonce = random.bytes(24), message = random.bytes(40)
        let box = LibsodiumSecretbox.seal(message, nonce: nonce, key: key)
        #expect(secretbox.disjoint(box, nonce: nonce, key: key) == message)
        var checked = 0
        for bit in 0..<(box.count * 8) {
            let altered = Self.flipped(box, bit: bit)
            #expect(LibsodiumSecretbox.open(altered, nonce: nonce, key: key) == nil)
            let (verified, output) = secretbox.disjointKeepingOutput(altered, nonce: nonce, key: key)
            #expect(!verified, "box bit \(bit)")
            #expect(output == [UInt8](repeating: 0xA5, count: message.count), "box bit \(bit): output written")
            let inPlace = secretbox.inPlace(altered, nonce: nonce, key: key)
            #expect(inPlace.plaintext == nil && inPlace.buffer == altered, "box bit \(bit), in place")
            checked += 1
        }
        for bit in 0..<(nonce.count * 8) {
            let altered = Self.flipped(nonce, bit: bit)
            #expect(LibsodiumSecretbox.open(box, nonce: altered, key: key) == nil)
            #expect(secretbox.disjoint(box, nonce: altered, key: key) == nil, "nonce bit \(bit)")
            checked += 1
        }
        for bit in 0..<(key.count * 8) {
            let altered = Self.flipped(key, bit: bit)
            #expect(LibsodiumSecretbox.open(box, nonce: nonce, key: altered) == nil)
            #expect(secretbox.disjoint(box, nonce: nonce, key: altered) == nil, "key bit \(bit)")
            checked += 1
        }
        #expect(checked == (16 + 40) * 8 + 24 * 8 + 32 * 8)
    }

    @Test("boxes shorter than a MAC, truncated or extended boxes are refused", arguments: SecretboxUnderTest.all)
    func wrongLengths(secretbox: SecretboxUnderTest) {
        var random = SplitMix64(seed: 0x1E27)
        let key = random.bytes(32), nonce = random.bytes(24), message = random.bytes(100)
        let box = LibsodiumSecretbox.seal(message, nonce: nonce, key: key)
        for length in [0, 1, 15, 16, 17, 64, 115] {
            #expect(secretbox.disjoint(Array(box.prefix(length)), nonce: nonce, key: key) == nil, "\(length) bytes")
        }
        #expect(secretbox.disjoint(box + [0], nonce: nonce, key: key) == nil)
    }
}
