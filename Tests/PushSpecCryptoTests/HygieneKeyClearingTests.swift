import Foundation
@testable import PushSpecCrypto
import Testing

/// Key bytes are wiped when the last copy of a key goes away.
///
/// Memory after `deallocate()` cannot be read without undefined behaviour, and the storage types
/// (`SecretBytes`, `ZulipKeyStorage`) have no hook to observe their release, so the wipe (and
/// that the key types store their secrets only in those types) is a rule of
/// `.ci/lint-crypto-hygiene.py`, about the source. What is observable is checked here: copies
/// share one allocation, so wiping it wipes every copy; a key copies the caller's bytes; no
/// description shows a secret (and `SecureMemoryTests` checks that `SecureMemory.zero` clears a
/// whole buffer).
@Suite struct HygieneKeyClearingTests {
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
