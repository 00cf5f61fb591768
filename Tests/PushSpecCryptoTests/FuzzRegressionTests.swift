import PushSpecCrypto
import Testing

/// Inputs the fuzzers (Fuzz/) once crashed on; each must now give a typed error.
@Suite struct FuzzRegressionTests {
    /// Found by `Fuzz/run.sh webpush` (Fuzz/regressions/webpush/unifiedpush-header-colon-then-combining-mark):
    /// a combining mark right after a folded header's colon joined it into one Character, a
    /// Character search found no colon, and a force unwrap trapped.
    @Test(arguments: CryptoBackendUnderTest.all)
    func aCombiningMarkAfterAFoldedHeadersColon(backend: CryptoBackendUnderTest) throws {
        let body = Array("aesgcm\nEncryption:\u{0301}salt=x\nCrypto-Key: dh=x\n".utf8)
        let keys = try WebPushKeys.generate()
        #expect(throws: WebPushError.self) { try backend.webPush.decrypt(unifiedPushBody: body, keys: keys) }
        let crypto = Array("aesgcm\nEncryption: salt=AAAAAAAAAAAAAAAAAAAAAA\nCrypto-Key:\u{0301}dh=x\n".utf8)
        #expect(throws: WebPushError.self) { try backend.webPush.decrypt(unifiedPushBody: crypto, keys: keys) }
    }
}
