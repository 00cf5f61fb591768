import Foundation
@testable import PushSpecCrypto
import Testing

/// Key bytes are wiped when the last copy of a key goes away.
///
/// Memory after `deallocate()` cannot be read without undefined behaviour, and the storage types
/// (`SecretBytes`, `ZulipKeyStorage`) have no hook to observe their release, so the wipe is checked
/// structurally; what is observable (copies share one allocation, so wiping it wipes every copy;
/// key types keep their secrets nowhere else) is checked behaviourally.
@Suite struct HygieneKeyClearingTests {
    /// `deinit` wipes with a function the optimizer may not remove, before it releases.
    static func expectWipeBeforeRelease(_ path: String, wipe: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try HygieneSource.file(path)
        let body = try #require(HygieneSource.deinitBody(file), "\(path) has no deinit", sourceLocation: sourceLocation)
        let wipeCall = try #require(body.range(of: wipe + "("), "\(path): deinit does not call \(wipe)", sourceLocation: sourceLocation)
        let release = try #require(body.range(of: ".deallocate()"), "\(path): deinit does not deallocate", sourceLocation: sourceLocation)
        #expect(wipeCall.lowerBound < release.lowerBound, "\(path): wiped after release", sourceLocation: sourceLocation)
        // The wipe covers the whole allocation: the pointer and its size.
        let call = body[wipeCall.lowerBound...].prefix { $0 != "\n" }
        #expect(call.contains("pointer"), "\(path): \(call)", sourceLocation: sourceLocation)
    }

    @Test func structuralSecretBytesDeinitZeroesBeforeDeallocate() throws {
        try Self.expectWipeBeforeRelease("Sources/PushSpecCrypto/SecretBytes.swift", wipe: "SecureMemory.zero")
        let code = try HygieneSource.file("Sources/PushSpecCrypto/SecretBytes.swift").code
        #expect(code.contains("SecureMemory.zero(UnsafeMutableRawPointer(mutating: pointer), count: count)"))
    }

    @Test func structuralZulipKeyStorageDeinitZeroesBeforeDeallocate() throws {
        try Self.expectWipeBeforeRelease("Sources/PushSpecCrypto/Zulip/ZulipKeyStorage.swift", wipe: "SecureMemory.zero")
        let code = try HygieneSource.file("Sources/PushSpecCrypto/Zulip/ZulipKeyStorage.swift").code
        #expect(code.contains("SecureMemory.zero(pointer, count: ZulipSecretbox.keySize)"))
    }

    /// Zeroing goes through C functions the optimizer may not remove: `memset_s` on Apple
    /// platforms, `explicit_bzero` on glibc.
    @Test func structuralSecureMemoryZeroesThroughTheCTarget() throws {
        let swift = try HygieneSource.file("Sources/PushSpecCrypto/Primitives/SecureMemory.swift").code
        #expect(swift.contains("pushspec_secure_zero(pointer, count)"))
        let c = try String(contentsOf: HygieneSource.root.appending(path: "Sources/CSecureMemory/CSecureMemory.c"), encoding: .utf8)
        #expect(c.contains("memset_s(p, n, 0, n)") && c.contains("explicit_bzero(p, n)"))
    }

    /// Every `deinit` in the crypto module that releases memory wipes it first; the others free
    /// OpenSSL objects (`*_free`) or release CommonCrypto's (`CCCryptorRelease`), which clear
    /// their keys themselves.
    @Test func structuralEveryDeinitThatReleasesMemoryWipesItFirst() throws {
        for file in try HygieneSource.files(under: "Sources/PushSpecCrypto") {
            guard let body = HygieneSource.deinitBody(file) else { continue }
            if let release = body.range(of: ".deallocate()") {
                let wipe = body.range(of: "SecureMemory.zero(")
                #expect(wipe.map { $0.lowerBound < release.lowerBound } == true, "\(file.path): \(body)")
            } else {
                #expect(
                    body.contains("_free(") || body.contains("CCCryptorRelease("),
                    "\(file.path): a deinit that neither wipes nor frees: \(body)")
            }
        }
    }

    /// Long-lived heap buffers exist only in the two storage types; everything else is a
    /// temporary allocation (stack, wiped by its `defer`) or an OpenSSL object.
    @Test func structuralOnlyTheStorageTypesAllocateHeapMemoryForBytes() throws {
        let files = try HygieneSource.files(under: "Sources/PushSpecCrypto")
        let allocations = try HygieneSource.matches(#"\.allocate\("#, in: files)
        #expect(!allocations.isEmpty)
        for allocation in allocations {
            #expect(
                allocation.hasPrefix("Sources/PushSpecCrypto/SecretBytes.swift")
                    || allocation.hasPrefix("Sources/PushSpecCrypto/Zulip/ZulipKeyStorage.swift"), "\(allocation)")
        }
    }

    /// The key types hold their secrets only in the wiping storage types.
    @Test func structuralKeyTypesStoreSecretsOnlyInWipingStorage() throws {
        let expected: [String: Set<String>] = [
            "Sources/PushSpecCrypto/TelegramPushKey.swift": ["keyID: Int64", "storage: SecretBytes"],
            "Sources/PushSpecCrypto/Zulip/ZulipPushKey.swift": ["storage: ZulipKeyStorage"],
            "Sources/PushSpecCrypto/WebPush/WebPushKeys.swift": [
                "publicKey: [UInt8]", "secrets: SecretBytes", "privateKey: DefaultCryptoBackend.P256PrivateKey",
            ],
        ]
        let stored = try NSRegularExpression(pattern: #"^    (?:public |private |internal |fileprivate )?let (\w+: [^={]+?)\s*$"#)
        for (path, properties) in expected {
            let file = try HygieneSource.file(path)
            var found: Set<String> = []
            for line in file.lines {
                let text = String(line)
                if let match = stored.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                    let range = Range(match.range(at: 1), in: text)
                {
                    found.insert(String(text[range]))
                }
            }
            #expect(found.subtracting(["secretSize: Int", "prefix: UInt8", "byteCount: Int", "privateKeySize: Int", "authSecretSize: Int"]) == properties, "\(path)")
        }
    }

    // MARK: Behavioural

    @Test func copiesOfAKeyShareOneAllocationSoOneWipeClearsThemAll() throws {
        let telegram = try TelegramPushKey(secret: (0..<256).map { UInt8($0 & 0xFF) })
        let telegramCopy = telegram
        #expect(telegram.withSecretBytes { $0.baseAddress } == telegramCopy.withSecretBytes { $0.baseAddress })

        let zulip = try ZulipPushKey(pushKey: [0x31] + [UInt8](repeating: 4, count: 32))
        let zulipCopy = zulip
        #expect(zulip.withKey { $0 } == zulipCopy.withKey { $0 })

        let web = try WebPushKeys(privateKey: (1...32).map { UInt8($0) }, authSecret: [UInt8](repeating: 1, count: 16))
        let webCopy = web
        #expect(web.withPrivateKeyBytes { $0.baseAddress } == webCopy.withPrivateKeyBytes { $0.baseAddress })
        #expect(web.secrets === webCopy.secrets)
    }

    @Test func aKeyCopiesTheCallersBytesInsteadOfKeepingThem() throws {
        var secret = (0..<256).map { UInt8(255 - $0) }
        let key = try TelegramPushKey(secret: secret)
        let before = key.withSecretBytes { Array($0) }
        _ = secret.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
        #expect(secret.allSatisfy { $0 == 0 }, "the caller's copy is wiped")
        #expect(key.withSecretBytes { Array($0) } == before, "the caller may wipe its own copy")
    }

    @Test func descriptionsAndMirrorsOfKeysShowNoSecret() throws {
        let secret = (0..<256).map { UInt8(truncatingIfNeeded: $0 * 5 + 1) }
        let telegram = try TelegramPushKey(secret: secret)
        let zulip = try ZulipPushKey(pushKey: [0x31] + Array(secret[0..<32]))
        let web = try WebPushKeys(privateKey: Array(secret[0..<32]), authSecret: Array(secret[32..<48]))
        for text in [
            String(describing: telegram), String(reflecting: telegram), dumped(telegram),
            String(describing: zulip), String(reflecting: zulip), dumped(zulip),
            String(describing: web), String(reflecting: web), dumped(web),
        ] {
            #expect(!text.contains("storage") && !text.contains("secrets"), "\(text)")
            // No run of four secret bytes in decimal (as an array would print them) or hex.
            for start in 0..<(secret.count - 4) {
                let window = secret[start..<start + 4]
                #expect(!text.contains(window.map(String.init).joined(separator: ", ")))
                #expect(!text.lowercased().contains(window.map { String(format: "%02x", $0) }.joined()))
            }
        }
    }

    func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
