@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// Zulip's `encrypted_data` layout, `nonce(24) ‖ MAC(16) ‖ ciphertext` in one buffer, opened in
/// place as ZulipE2EE will: the nonce comes from the same buffer and the plaintext is written
/// over the ciphertext.
@Suite("Secretbox in place")
struct SecretboxInPlaceTests {
    /// Opens `sealed` (`nonce ‖ box`) in place; returns the verification and the buffer after.
    static func openZulipLayout(_ secretbox: SecretboxUnderTest, _ sealed: [UInt8], key: [UInt8]) -> (Bool, [UInt8]) {
        var buffer = sealed
        let verified = buffer.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!
            return key.withUnsafeBytes { key in
                secretbox.open(
                    UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[24...]), nonce: base,
                    key: key.baseAddress!, into: base + 40)
            }
        }
        return (verified, buffer)
    }

    @Test("nonce ‖ MAC ‖ ciphertext opens in place for every length 0...200", arguments: SecretboxUnderTest.all)
    func zulipLayout(secretbox: SecretboxUnderTest) {
        var random = SplitMix64(seed: 0x2011_F)
        for length in 0...200 {
            let key = random.bytes(32), message = random.bytes(length)
            let sealed = ZulipTestEncryptor.seal(plaintext: message, key32: key, nonce: random.bytes(24))
            let (verified, buffer) = Self.openZulipLayout(secretbox, sealed, key: key)
            #expect(verified, "length \(length)")
            #expect(Array(buffer[40...]) == message, "length \(length)")
            #expect(Array(buffer[..<40]) == Array(sealed[..<40]), "nonce and MAC unchanged, length \(length)")
        }
    }

    @Test("a box that does not verify leaves the whole buffer untouched", arguments: SecretboxUnderTest.all)
    func mismatchLeavesBufferUntouched(secretbox: SecretboxUnderTest) {
        var random = SplitMix64(seed: 0xBAD_7A6)
        let key = random.bytes(32)
        for length in [0, 1, 31, 32, 33, 64, 65, 300] {
            var sealed = ZulipTestEncryptor.seal(plaintext: random.bytes(length), key32: key, nonce: random.bytes(24))
            sealed[sealed.count - 1 - Int.random(in: 0..<(length + 16), using: &random)] ^= 0x40
            let (verified, buffer) = Self.openZulipLayout(secretbox, sealed, key: key)
            #expect(!verified, "length \(length)")
            #expect(buffer == sealed, "length \(length)")
        }
    }
}
