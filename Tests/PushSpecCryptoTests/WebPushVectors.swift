import Foundation
import PushSpecTestSupport
import Testing

/// The web push vectors file (`Fixtures/webpush.json`, copied from shared/vectors).
struct WebPushVectors: Sendable {
    struct RFC8291: Sendable {
        let plaintext: [UInt8]
        let uaPrivate: [UInt8], uaPublic: [UInt8], asPublic: [UInt8], authSecret: [UInt8], salt: [UInt8]
        let ecdhSecret: [UInt8], ikm: [UInt8], prk: [UInt8], cek: [UInt8], nonce: [UInt8]
        let body: [UInt8]
    }

    struct RFC8188: Sendable, CustomTestStringConvertible {
        let ikm: [UInt8], plaintext: [UInt8], body: [UInt8]
        let rs: Int
        let keyID: String
        var testDescription: String { "rs=\(rs) keyid=\"\(keyID)\"" }
    }

    struct AESGCM: Sendable, CustomTestStringConvertible {
        let uaPrivate: [UInt8], authSecret: [UInt8]
        let cryptoKeyHeader: String, encryptionHeader: String
        let body: [UInt8], plaintext: [UInt8]
        var testDescription: String { encryptionHeader }
    }

    let rfc8291: RFC8291
    let rfc8188: [RFC8188]
    let aesgcm: [AESGCM]

    static let shared: WebPushVectors = {
        guard let url = Bundle.module.url(forResource: "webpush", withExtension: "json", subdirectory: "Fixtures")
            ?? Bundle.module.resourceURL?.appendingPathComponent("Fixtures/webpush.json"),
            let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fatalError("cannot read Fixtures/webpush.json") }
        func bytes(_ object: [String: Any], _ key: String) -> [UInt8] {
            guard let text = object[key] as? String, let decoded = base64URLDecode(text) else {
                fatalError("webpush.json: \(key) is missing or not base64url")
            }
            return decoded
        }
        func utf8(_ object: [String: Any], _ key: String) -> [UInt8] { Array((object[key] as! String).utf8) }
        let v = root["rfc8291_aes128gcm"] as! [String: Any]
        let rfc8291 = RFC8291(
            plaintext: utf8(v, "plaintext"),
            uaPrivate: bytes(v, "ua_private"), uaPublic: bytes(v, "ua_public"), asPublic: bytes(v, "as_public"),
            authSecret: bytes(v, "auth_secret"), salt: bytes(v, "salt"),
            ecdhSecret: bytes(v, "ecdh_secret"), ikm: bytes(v, "ikm"), prk: bytes(v, "prk"),
            cek: bytes(v, "cek"), nonce: bytes(v, "nonce"), body: bytes(v, "body")
        )
        let rfc8188 = (root["rfc8188_aes128gcm"] as! [[String: Any]]).map {
            RFC8188(ikm: bytes($0, "ikm"), plaintext: utf8($0, "plaintext"), body: bytes($0, "body"),
                    rs: $0["rs"] as! Int, keyID: $0["keyid"] as! String)
        }
        let aesgcm = (root["aesgcm_legacy"] as! [[String: Any]]).map {
            AESGCM(uaPrivate: bytes($0, "ua_private"), authSecret: bytes($0, "auth_secret"),
                   cryptoKeyHeader: $0["crypto_key_header"] as! String, encryptionHeader: $0["encryption_header"] as! String,
                   body: bytes($0, "body"), plaintext: utf8($0, "plaintext"))
        }
        return WebPushVectors(rfc8291: rfc8291, rfc8188: rfc8188, aesgcm: aesgcm)
    }()
}
