@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The legacy `Encryption` / `Crypto-Key` header parsing.
@Suite("Web push aesgcm headers")
struct WebPushHeaderTests {
    static let salt = "lngarbyKfMoi9Z75xYXmkg"
    static let saltBytes = base64URLDecode(salt)!
    static let dh = "BNoRDbb84JGm8g5Z5CFxurSqsXWJ11ItfXEWYVLE85Y7CYkDjXsIEc4aqxYaQ1G8BqkXCJ6DPpDrWtdWj_mugHU"
    static let dhBytes = base64URLDecode(dh)!
    static let other = "BCHFVrflyxibGLlgztLwKelsRZp4gqX3tNfAKFaxAcBhpvYeN1yIUMrxaDKiLh4LNKPtj0BOXGdr-IQ-QP82Wjo"

    @Test("plain, quoted, padded, spaced and mixed-case forms")
    func forms() throws {
        let forms: [(String, String)] = [
            ("salt=\(Self.salt)", "dh=\(Self.dh)"),
            ("salt=\"\(Self.salt)\"", "dh=\"\(Self.dh)\""),
            ("  SALT = \(Self.salt)== ; rs=4096 ", "DH=\(Self.dh)=;p256ecdsa=\(Self.other)"),
            ("keyid=p256dh;salt=\(Self.salt)", "keyid=p256dh;dh=\(Self.dh)"),
            ("salt=\(Self.salt)", "p256ecdsa=\(Self.other), dh=\(Self.dh)"),
            ("salt=\(Self.salt), salt=AAAAAAAAAAAAAAAAAAAAAA", ",,dh=\(Self.dh)"),
            ("keyid=\"a\\\"b\"; salt=\(Self.salt)", "dh=\(Self.other); keyid=x, keyid=\"a\\\"b\"; dh=\(Self.dh)"),
        ]
        for (encryption, cryptoKey) in forms {
            let parameters = try ECEAESGCMParameters(encryption: encryption, cryptoKey: cryptoKey)
            #expect(parameters.salt == Self.saltBytes, "\(encryption)")
            #expect(parameters.senderPublicKey == Self.dhBytes, "\(cryptoKey)")
            #expect(parameters.recordSize == 4096)
        }
    }

    @Test("rs values")
    func recordSizes() throws {
        #expect(try ECEAESGCMParameters(encryption: "salt=\(Self.salt);rs=2", cryptoKey: "dh=\(Self.dh)").recordSize == 2)
        #expect(try ECEAESGCMParameters(encryption: "rs=\"24\"; salt=\(Self.salt)", cryptoKey: "dh=\(Self.dh)").recordSize == 24)
        for rs in ["0", "1", "-5", "+5", "4k", "", "68719476706", "999999999999999"] {
            #expect(throws: WebPushError.self, "rs=\(rs)") {
                try ECEAESGCMParameters(encryption: "salt=\(Self.salt); rs=\(rs)", cryptoKey: "dh=\(Self.dh)")
            }
        }
    }

    @Test("rs=1 is a bad header for decryption too", arguments: CryptoBackendUnderTest.all)
    func recordSizeOne(backend: CryptoBackendUnderTest) throws {
        let v = WebPushVectors.shared.aesgcm[0]
        let keys = try WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret)
        #expect(throws: WebPushError.badHeader("Encryption rs \"1\" is not a decimal number in 2...68719476705")) {
            try backend.webPush.decryptAESGCM(v.body, encryptionHeader: v.encryptionHeader + ";rs=1", cryptoKeyHeader: v.cryptoKeyHeader, keys: keys)
        }
    }

    @Test("missing or malformed parameters")
    func errors() {
        let cases: [(String, String, WebPushError)] = [
            ("rs=10", "dh=\(Self.dh)", .badHeader("Encryption header has no salt")),
            ("salt=\(Self.salt)", "p256ecdsa=\(Self.other)", .badHeader("Crypto-Key header has no dh")),
            ("salt=\(Self.salt)", "", .badHeader("Crypto-Key header has no dh")),
            ("salt=AAAA", "dh=\(Self.dh)", .badHeader("Encryption salt must be 16 bytes, got 3")),
            ("salt=a+b/", "dh=\(Self.dh)", .badHeader("Encryption salt is not base64url")),
            ("salt=\(Self.salt)", "dh=abc@", .badHeader("Crypto-Key header: unexpected character at offset 6")),
            ("salt=\(Self.salt)", "dh=abc!", .badHeader("Crypto-Key dh is not base64url")),
            ("salt=\(Self.salt)", "dh=a+b/", .badHeader("Crypto-Key dh is not base64url")),
            ("salt", "dh=\(Self.dh)", .badHeader("Encryption header: parameter salt has no value")),
            ("salt=\"\(Self.salt)", "dh=\(Self.dh)", .badHeader("Encryption header: unterminated quoted value of salt")),
            ("salt=\(Self.salt); salt=\(Self.salt)", "dh=\(Self.dh)", .badHeader("Encryption header: parameter salt appears twice in one element")),
            ("keyid=k1; salt=\(Self.salt)", "keyid=k2; dh=\(Self.dh)", .badHeader("Crypto-Key has no dh for keyid \"k1\"")),
        ]
        for (encryption, cryptoKey, expected) in cases {
            #expect(throws: expected, "\(encryption) | \(cryptoKey)") {
                try ECEAESGCMParameters(encryption: encryption, cryptoKey: cryptoKey)
            }
        }
    }

    @Test("list parsing keeps elements and parameters in order")
    func listParsing() throws {
        let elements = try ECEHeaderElement.parseList(#"a=1; B="x,y;z", , c=3"#, headerName: "Test")
        #expect(elements.count == 2)
        #expect(elements[0]["a"] == "1")
        #expect(elements[0]["b"] == "x,y;z")
        #expect(elements[1]["c"] == "3")
    }
}
