import Foundation
import Testing

/// Random numbers in the product come only from the crypto library's generator (OpenSSL's
/// `RAND_bytes`, or CryptoKit's and swift-crypto's through `SymmetricKey(size:)`): never Swift's `SystemRandomNumberGenerator` (and so never `.random(`,
/// `randomElement`, `shuffled`), `arc4random`, the C library's `rand`, `random` or `drand48`, or a
/// device file read by hand.
@Suite struct HygieneRandomnessTests {
    @Test func structuralNoOtherRandomNumberGeneratorInTheProductSources() throws {
        let files = try HygieneSource.files(under: "Sources")
        #expect(files.count > 100, "all of Sources/ is scanned")
        let forbidden = [
            #"SystemRandomNumberGenerator"#, #"\.random\("#, #"\bInt\d*\.random\b"#, #"arc4random"#,
            #"(?<![A-Za-z_])rand\("#, #"(?<![A-Za-z_])random\(\)"#, #"(?<![A-Za-z_])srand(om)?\("#, #"drand48"#,
            #"randomElement\("#, #"\.shuffled?\("#, #"UUID\(\)"#, #"/dev/u?random"#, #"getrandom\("#, #"SecRandomCopyBytes"#,
            #"RandomNumberGenerator"#,
        ]
        for pattern in forbidden {
            #expect(try HygieneSource.matches(pattern, in: files) == [], "\(pattern)")
        }
    }

    @Test func structuralEveryKeyGeneratorDrawsFromTheCryptoLibrary() throws {
        let system = try HygieneSource.file("Sources/PushSpecCrypto/Backends/System/SystemCryptoBackend.swift").code
        #expect(system.contains("RAND_bytes("))
        let cryptoKit = try HygieneSource.file("Sources/PushSpecCrypto/Backends/CryptoKit/CryptoKitBackend.swift").code
        #expect(cryptoKit.contains("SymmetricKey(size:"))
        let telegram = try HygieneSource.file("Sources/PushSpecCrypto/TelegramPushKey.swift").code
        #expect(telegram.contains("try DefaultCryptoBackend.fillRandom(buffer)"))
        let web = try HygieneSource.file("Sources/PushSpecCrypto/WebPush/WebPushKeys.swift").code
        #expect(web.contains("try DefaultCryptoBackend.fillRandom(buffer)"))
        let zulip = try HygieneSource.file("Sources/PushSpecCrypto/Zulip/ZulipPushKey.swift").code
        #expect(zulip.contains("try DefaultCryptoBackend.fillRandom(UnsafeMutableRawBufferPointer(buffer))"))
        #expect(zulip.contains("try DefaultCryptoBackend.fillRandom(bytes)"))
        // The generators are the only places that ask for randomness at all.
        let users = try HygieneSource.matches(
            #"RAND_bytes|randombytes_|fillRandom\(|SymmetricKey\(size:"#, in: HygieneSource.files(under: "Sources"))
        for use in users {
            #expect(
                [
                    "Backends/System/SystemCryptoBackend.swift", "Backends/CryptoKit/CryptoKitBackend.swift",
                    "Primitives/CryptoBackend.swift", "TelegramPushKey.swift", "WebPush/WebPushKeys.swift",
                    "Zulip/ZulipPushKey.swift",
                ].contains { use.hasPrefix("Sources/PushSpecCrypto/\($0):") }, "\(use)")
        }
    }

    /// The scan itself finds what it looks for (so a pattern typo cannot make it pass vacuously).
    @Test func theScanFindsForbiddenCallsInACheckedSample() throws {
        let sample = HygieneSource.File(
            path: "sample.swift",
            code: HygieneSource.stripComments(
                "let a = Int.random(in: 0...9)\nvar g = SystemRandomNumberGenerator()\nlet b = arc4random()\nlet c = rand()\n// rand() in a comment\nlet url = \"https://x\" // .random( after a URL\n"
            ))
        #expect(try HygieneSource.matches(#"\.random\("#, in: [sample]).count == 1)
        #expect(try HygieneSource.matches(#"SystemRandomNumberGenerator"#, in: [sample]).count == 1)
        #expect(try HygieneSource.matches(#"arc4random"#, in: [sample]).count == 1)
        #expect(try HygieneSource.matches(#"(?<![A-Za-z_])rand\("#, in: [sample]).count == 1)
        #expect(sample.code.contains("\"https://x\""))
    }
}
