import Foundation

/// The secretbox fixtures (`Fixtures/libsodium/secretbox.json`, `Fixtures/pynacl/secretbox.json`)
/// and the helpers the secretbox tests share.
enum SecretboxFixtures {
    /// One box with everything needed to open it.
    struct Vector: Sendable, CustomStringConvertible {
        let name: String
        let key: [UInt8]
        let nonce: [UInt8]
        let message: [UInt8]
        /// `MAC(16) ‖ ciphertext`.
        let box: [UInt8]
        var description: String { name }
    }

    /// The JSON object of a fixture file under `Fixtures/`.
    static func object(_ path: String) -> [String: Any] {
        guard let url = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/" + path),
            let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fatalError("cannot read Fixtures/\(path)") }
        return root
    }

    /// Bytes of a hex string (two lowercase or uppercase digits a byte); traps on anything else.
    static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        precondition(digits.count % 2 == 0, "odd hex length")
        return stride(from: 0, to: digits.count, by: 2).map { index in
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                fatalError("not hex: \(hex)")
            }
            return byte
        }
    }

    /// libsodium's `test/default/secretbox*` vectors: one key and nonce, three messages.
    static let libsodium: [Vector] = {
        let root = object("libsodium/secretbox.json")
        let key = bytes(root["key"] as! String), nonce = bytes(root["nonce"] as! String)
        return (root["vectors"] as! [[String: Any]]).map { entry in
            Vector(
                name: entry["name"] as! String, key: key, nonce: nonce,
                message: bytes(entry["message"] as! String), box: bytes(entry["box"] as! String))
        }
    }()

    /// PyNaCl's boxes of messages of 0 to 4096 bytes, each with its own key and nonce.
    static let pynacl: [Vector] = {
        (object("pynacl/secretbox.json")["vectors"] as! [[String: Any]]).map { entry in
            Vector(
                name: "\(entry["length"] as! Int) bytes", key: bytes(entry["key"] as! String),
                nonce: bytes(entry["nonce"] as! String), message: bytes(entry["message"] as! String),
                box: bytes(entry["box"] as! String))
        }
    }()
}
