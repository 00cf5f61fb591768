import Foundation
import Testing

/// The Zulip vectors file (`Fixtures/zulip.json`, copied from shared/vectors).
struct ZulipVectors: Sendable {
    /// One `keys` entry.
    struct Key: Sendable {
        let id: UInt32
        let base64: String
    }

    /// Where a push came from: FCM data (`push_key_id` a string) or APNs (an integer).
    enum Wrapping: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case fcm
        case apns
        var testDescription: String { rawValue }
    }

    /// The fields a receiver reads from one wrapping of a push.
    struct Push: Sendable {
        let pushKeyID: UInt32
        let encryptedData: String
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let pushes: [Wrapping: Push]
        let plaintext: String?
        let why: String?
        var testDescription: String { name }
    }

    let keys: [Key]
    let decryptOK: [Vector]
    let decryptMustFail: [Vector]

    static let shared: ZulipVectors = {
        guard let url = Bundle.module.url(forResource: "zulip", withExtension: "json", subdirectory: "Fixtures")
            ?? Bundle.module.resourceURL?.appendingPathComponent("Fixtures/zulip.json"),
            let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fatalError("cannot read Fixtures/zulip.json") }
        let keys = (root["keys"] as! [[String: Any]]).map {
            Key(id: integerID($0["push_key_id"])!, base64: $0["push_key"] as! String)
        }
        func vectors(_ field: String) -> [Vector] {
            (root[field] as! [[String: Any]]).map { entry in
                let name = entry["name"] as! String
                var pushes: [Wrapping: Push] = [:]
                for wrapping in Wrapping.allCases {
                    guard let object = entry[wrapping.rawValue] as? [String: Any] else { continue }
                    guard let push = push(in: object, wrapping: wrapping) else {
                        fatalError("\(name): \(wrapping) has no usable push_key_id / encrypted_data")
                    }
                    pushes[wrapping] = push
                }
                return Vector(
                    name: name, pushes: pushes,
                    plaintext: entry["plaintext"] as? String, why: entry["must_fail_because"] as? String
                )
            }
        }
        return ZulipVectors(keys: keys, decryptOK: vectors("decrypt_ok"), decryptMustFail: vectors("decrypt_must_fail"))
    }()

    /// `push_key_id` as the wrapping sends it (FCM: a decimal string; APNs: a JSON integer),
    /// and `encrypted_data`; nil when either is missing or of the other wrapping's type.
    static func push(in object: [String: Any], wrapping: Wrapping) -> Push? {
        let id: UInt32?
        switch wrapping {
        case .fcm: id = (object["push_key_id"] as? String).flatMap { UInt32($0) }
        case .apns: id = object["push_key_id"] is String ? nil : integerID(object["push_key_id"])
        }
        guard let id, let encrypted = object["encrypted_data"] as? String else { return nil }
        return Push(pushKeyID: id, encryptedData: encrypted)
    }

    /// A JSON integer (not a string) that fits `UInt32`.
    static func integerID(_ value: Any?) -> UInt32? {
        guard let number = value as? NSNumber, !(value is String) else { return nil }
        return UInt32(exactly: number.int64Value)
    }

    func key(id: UInt32) -> Key? {
        keys.first { $0.id == id }
    }
}
