import Foundation
import PushSpecTestSupport
import Testing

/// The MTProto vectors file (`Fixtures/mtproto.json`, copied from shared/vectors).
struct MTProtoVectors: Sendable {
    struct KeyringEntry: Sendable {
        let secret: [UInt8]
        let keyID: Int64
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        /// The `p` field wherever it sits in the push object.
        let p: String
        let keyID: Int64?
        let plaintext: String?
        let why: String?
        var testDescription: String { name }
    }

    let keyring: [KeyringEntry]
    let decryptOK: [Vector]
    let decryptMustFail: [Vector]

    static let shared: MTProtoVectors = {
        guard let url = Bundle.module.url(forResource: "mtproto", withExtension: "json", subdirectory: "Fixtures")
            ?? Bundle.module.resourceURL?.appendingPathComponent("Fixtures/mtproto.json"),
            let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fatalError("cannot read Fixtures/mtproto.json") }
        func id(_ any: Any?) -> Int64? { (any as? String).flatMap { Int64($0) } }
        let keyring = (root["keyring"] as! [[String: Any]]).map {
            KeyringEntry(secret: base64URLDecode($0["secret"] as! String)!, keyID: id($0["key_id"])!)
        }
        func vectors(_ key: String) -> [Vector] {
            (root[key] as! [[String: Any]]).map { entry in
                let push = entry["push"] as! [String: Any]
                guard let p = findP(in: push) else { fatalError("no p in \(entry["name"]!)") }
                return Vector(
                    name: entry["name"] as! String, p: p, keyID: id(entry["key_id"]),
                    plaintext: entry["plaintext"] as? String, why: entry["must_fail_because"] as? String
                )
            }
        }
        return MTProtoVectors(keyring: keyring, decryptOK: vectors("decrypt_ok"), decryptMustFail: vectors("decrypt_must_fail"))
    }()

    /// `p` at the top level, inside `data`, beside `aps`…: the first `p` found, breadth first.
    static func findP(in object: [String: Any]) -> String? {
        if let p = object["p"] as? String { return p }
        for key in object.keys.sorted() {
            if let nested = object[key] as? [String: Any], let p = findP(in: nested) { return p }
        }
        return nil
    }
}
