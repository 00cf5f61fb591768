#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PushSpecCore
import PushSpecCrypto

/// The keyring file of the CLI (`pushspec keygen` writes it, `--keyring` reads it), read from
/// Swift: JSON with one list per provider.
///
/// ```json
/// {"telegram": [{"secret": "<base64url, 256 bytes>", "account": "alice"}],
///  "webpush": [{"private_key": "<base64url, 32>", "public_key": "<base64url, 65>", "auth": "<base64url, 16>", "endpoint": "https://…"}],
///  "zulip": [{"push_key_id": 123, "push_key": "<base64, 33>", "realm_url": "https://chat.example.com", "user_id": 10}]}
/// ```
///
/// Unknown sections or fields and wrong sizes are errors naming the entry; key material is
/// never in a message.
extension PushKeyring {
    /// The sections a keyring file may have, and the fields of their entries.
    public static let fileSections: [String: Set<String>] = [
        "telegram": ["secret", "account"],
        "webpush": ["private_key", "public_key", "auth", "endpoint"],
        "zulip": ["push_key_id", "push_key", "realm_url", "user_id"],
    ]

    /// Files larger than this are refused.
    public static let maxFileSize = 1 << 20

    /// Reads a keyring file (at most ``maxFileSize`` bytes).
    public init(contentsOf url: URL) throws(PushKeyringError) {
        try self.init(contentsOfFile: url.path)
    }

    /// Reads the keyring file at `path`; errors name it as given.
    public init(contentsOfFile path: String) throws(PushKeyringError) {
        try self.init(json: Self.readFile(path), path: path)
    }

    /// Reads a keyring from the text of a keyring file.
    public init(json: String) throws(PushKeyringError) {
        try self.init(json: Array(json.utf8), path: nil)
    }

    /// Reads a keyring from the bytes of a keyring file (UTF-8 JSON).
    public init(json: some Collection<UInt8>) throws(PushKeyringError) {
        try self.init(json: json, path: nil)
    }

    /// Reads a keyring from the bytes of the keyring file at `path` (which only names it in
    /// errors).
    public init(json: some Collection<UInt8>, path: String?) throws(PushKeyringError) {
        self.init()
        let fail = { (message: String) in PushKeyringError(path: path, message: message) }
        guard json.count <= Self.maxFileSize else { throw fail("larger than 1 MiB") }
        let root: JSONValue
        do {
            root = try JSONValue(parsing: json)
        } catch {
            throw fail("not valid JSON (\(error))")
        }
        guard root.kind == .object else { throw fail("must be a JSON object") }
        for (section, list) in root.members {
            guard let fields = Self.fileSections[section] else {
                let known = Self.fileSections.keys.sorted().joined(separator: ", ")
                throw fail("unknown section '\(section)'; expected \(known)")
            }
            guard list.kind == .array else { throw fail("'\(section)' must be a list") }
            for (index, entry) in list.elements.enumerated() {
                let name = "\(section)[\(index)]"
                guard entry.kind == .object else { throw fail("\(name) must be an object") }
                for (field, _) in entry.members where !fields.contains(field) {
                    throw fail("\(name): unknown field '\(field)'")
                }
                do throws(KeyringEntryError) {
                    try addFileEntry(entry, section: section, name: name)
                } catch {
                    throw fail(error.message)
                }
            }
        }
    }

    /// Why an entry cannot be used, before the path is known.
    private struct KeyringEntryError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private mutating func addFileEntry(_ entry: JSONValue, section: String, name: String) throws(KeyringEntryError) {
        switch section {
        case "telegram":
            guard let text = entry["secret"]?.stringValue else {
                throw KeyringEntryError("\(name): 'secret' must be a base64url string")
            }
            guard let secret = Base64.decodeURL(text) else { throw KeyringEntryError("\(name): 'secret' is not base64url") }
            let account = try Self.optionalString(entry["account"], "account", name)
            let key: TelegramPushKey
            do {
                key = try TelegramPushKey(secret: secret)
            } catch {
                throw KeyringEntryError("\(name): \(error)")
            }
            add(TelegramEntry(key: key, account: account))
        case "webpush":
            let privateKey = try Self.bytes(entry["private_key"], "private_key", name, decode: { Base64.decodeURL($0) })
            let auth = try Self.bytes(entry["auth"], "auth", name, decode: { Base64.decodeURL($0) })
            let keys: WebPushKeys
            do {
                keys = try WebPushKeys(privateKey: privateKey, authSecret: auth)
            } catch {
                throw KeyringEntryError("\(name): \(error)")
            }
            if entry["public_key"] != nil {
                let publicKey = try Self.bytes(entry["public_key"], "public_key", name, decode: { Base64.decodeURL($0) })
                guard publicKey == keys.publicKey else {
                    throw KeyringEntryError("\(name): 'public_key' is not the public key of 'private_key'")
                }
            }
            add(WebPushEntry(keys: keys, endpoint: try Self.optionalString(entry["endpoint"], "endpoint", name)))
        case "zulip":
            guard let id = entry["push_key_id"]?.lenientInt64, let keyID = UInt32(exactly: id) else {
                throw KeyringEntryError("\(name): 'push_key_id' must be a 32-bit unsigned integer")
            }
            let keyBytes = try Self.bytes(entry["push_key"], "push_key", name, decode: { Base64.decodeStandard($0) })
            let key: ZulipPushKey
            do {
                key = try ZulipPushKey(pushKey: keyBytes)
            } catch {
                throw KeyringEntryError("\(name): \(error)")
            }
            let userID: Int64?
            if let value = entry["user_id"], !value.isNull {
                guard let id = value.lenientInt64 else { throw KeyringEntryError("\(name): 'user_id' must be an integer") }
                userID = id
            } else {
                userID = nil
            }
            add(
                ZulipEntry(
                    id: keyID, key: key, realmURL: try Self.optionalString(entry["realm_url"], "realm_url", name),
                    userID: userID))
        default:
            break
        }
    }

    /// A required base64 field's bytes; the error names the field, never its value.
    private static func bytes(
        _ value: JSONValue?, _ field: String, _ name: String, decode: (String) -> [UInt8]?
    ) throws(KeyringEntryError) -> [UInt8] {
        guard let text = value?.stringValue else { throw KeyringEntryError("\(name): '\(field)' must be a string") }
        guard let bytes = decode(text) else { throw KeyringEntryError("\(name): '\(field)' is not valid base64") }
        return bytes
    }

    private static func optionalString(_ value: JSONValue?, _ field: String, _ name: String) throws(KeyringEntryError) -> String? {
        guard let value, !value.isNull else { return nil }
        guard let text = value.stringValue else { throw KeyringEntryError("\(name): '\(field)' must be a string") }
        return text
    }

    /// The bytes of the file at `path`, at most ``maxFileSize``; errors say why it cannot be
    /// read (`No such file or directory`).
    package static func readFile(_ path: String) throws(PushKeyringError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PushKeyringError(path: path, message: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PushKeyringError(path: path, message: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            guard bytes.count <= maxFileSize else { throw PushKeyringError(path: path, message: "larger than 1 MiB") }
        }
        return bytes
    }
}
