@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The Swift Poly1305 against RFC 8439: the example of §2.5.2 and every test vector of
/// Appendix A.3 (whose #5-#11 reach the carries and the final reduction), then against
/// libsodium's `crypto_onetimeauth` on random and extreme keys and messages.
@Suite("Poly1305")
struct Poly1305VectorTests {
    /// One RFC vector: a 32-byte key (`r ‖ s`), a message and the expected tag, all hex.
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let key: String
        let message: [UInt8]
        let tag: String
        var testDescription: String { name }

        init(_ name: String, key: String, message: [UInt8], tag: String) {
            (self.name, self.key, self.message, self.tag) = (name, key, message, tag)
        }

        init(_ name: String, key: String, hex: String, tag: String) {
            self.init(name, key: key, message: SecretboxFixtures.bytes(hex), tag: tag)
        }
    }

    static func tag(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        precondition(key.count == Poly1305.keySize)
        var tag = [UInt8](repeating: 0, count: Poly1305.tagSize)
        message.withUnsafeBytes { message in
            key.withUnsafeBytes { key in
                tag.withUnsafeMutableBytes { tag in
                    Poly1305.authenticate(message, key: key.baseAddress!, into: tag.baseAddress!)
                }
            }
        }
        return tag
    }

    static let ietfContribution = Array(
        (#"Any submission to the IETF intended by the Contributor for publication as all or part of an IETF "#
            + #"Internet-Draft or RFC and any statement made within the context of an IETF activity is considered "#
            + #"an "IETF Contribution". Such statements include oral statements in IETF sessions, as well as "#
            + #"written and electronic communications made at any time or place, which are addressed to"#).utf8)
    static let jabberwocky = Array(
        "'Twas brillig, and the slithy toves\nDid gyre and gimble in the wabe:\nAll mimsy were the borogoves,\nAnd the mome raths outgrabe.".utf8)
    static let r1 = "01" + String(repeating: "00", count: 31)
    static let r1s0r4 = "0100000000000000040000000000000000000000000000000000000000000000"
    static let zeros16 = String(repeating: "00", count: 16)

    static let vectors: [Vector] = [
        Vector(
            "§2.5.2", key: "85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b",
            message: Array("Cryptographic Forum Research Group".utf8), tag: "a8061dc1305136c6c22b8baf0c0127a9"),
        Vector("A.3 #1", key: String(repeating: "00", count: 32), message: [UInt8](repeating: 0, count: 64), tag: zeros16),
        Vector(
            "A.3 #2", key: zeros16 + "36e5f6b5c5e06070f0efca96227a863e", message: ietfContribution,
            tag: "36e5f6b5c5e06070f0efca96227a863e"),
        Vector(
            "A.3 #3", key: "36e5f6b5c5e06070f0efca96227a863e" + zeros16, message: ietfContribution,
            tag: "f3477e7cd95417af89a6b8794c310cf0"),
        Vector(
            "A.3 #4", key: "1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0", message: jabberwocky,
            tag: "4541669a7eaaee61e708dc7cbcc5eb62"),
        Vector("A.3 #5", key: "02" + String(repeating: "00", count: 31), hex: String(repeating: "ff", count: 16), tag: "03" + String(repeating: "00", count: 15)),
        Vector(
            "A.3 #6", key: "02" + String(repeating: "00", count: 15) + String(repeating: "ff", count: 16),
            hex: "02" + String(repeating: "00", count: 15), tag: "03" + String(repeating: "00", count: 15)),
        Vector(
            "A.3 #7", key: r1,
            hex: String(repeating: "ff", count: 16) + "f0" + String(repeating: "ff", count: 15) + "11" + String(repeating: "00", count: 15),
            tag: "05" + String(repeating: "00", count: 15)),
        Vector(
            "A.3 #8", key: r1,
            hex: String(repeating: "ff", count: 16) + "fb" + String(repeating: "fe", count: 15) + String(repeating: "01", count: 16),
            tag: zeros16),
        Vector("A.3 #9", key: "02" + String(repeating: "00", count: 31), hex: "fd" + String(repeating: "ff", count: 15), tag: "fa" + String(repeating: "ff", count: 15)),
        Vector(
            "A.3 #10", key: r1s0r4,
            hex: "e33594d7505e43b9" + String(repeating: "00", count: 8) + "3394d7505e4379cd01" + String(repeating: "00", count: 7)
                + zeros16 + "01" + String(repeating: "00", count: 15),
            tag: "1400000000000000" + "5500000000000000"),
        Vector(
            "A.3 #11", key: r1s0r4,
            hex: "e33594d7505e43b9" + String(repeating: "00", count: 8) + "3394d7505e4379cd01" + String(repeating: "00", count: 7) + zeros16,
            tag: "13" + String(repeating: "00", count: 15)),
    ]

    @Test("the RFC texts have the RFC's lengths")
    func lengths() {
        #expect(Self.ietfContribution.count == 375)
        #expect(Self.jabberwocky.count == 127)
        #expect(Self.vectors.count == 12)
    }

    @Test("RFC 8439 vectors", arguments: vectors)
    func rfc8439(_ vector: Vector) {
        #expect(hex(Self.tag(vector.message, key: SecretboxFixtures.bytes(vector.key))) == vector.tag)
    }

    /// Random lengths 0...300 and keys whose `r` is all ones after clamping and `s` all ones,
    /// over messages of random bytes and of 0xFF (the largest blocks, the most carries).
    @Test("same tags as libsodium's crypto_onetimeauth")
    func differential() {
        var random = SplitMix64(seed: 0x9013_05)
        for round in 0..<600 {
            let length = round < 300 ? round : Int.random(in: 0...2000, using: &random)
            var key = random.bytes(32)
            if round % 3 == 1 { key = [UInt8](repeating: 0xFF, count: 32) }
            let message = round % 2 == 0 ? random.bytes(length) : [UInt8](repeating: 0xFF, count: length)
            let expected = LibsodiumSecretbox.poly1305(message, key: key)
            #expect(Self.tag(message, key: key) == expected, "length \(length), key \(hex(key))")
        }
    }
}
