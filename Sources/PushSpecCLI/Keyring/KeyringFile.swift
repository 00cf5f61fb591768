#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushSpec
import PushSpecCore
import PushSpecCrypto

/// The keyring file of the CLI: JSON with one list per provider.
///
/// ```json
/// {"telegram": [{"secret": "<base64url, 256 bytes>", "account": "alice"}],
///  "webpush": [{"private_key": "<base64url, 32>", "public_key": "<base64url, 65>", "auth": "<base64url, 16>", "endpoint": "https://…"}],
///  "zulip": [{"push_key_id": 123, "push_key": "<base64, 33>", "realm_url": "https://chat.example.com", "user_id": 10}]}
/// ```
///
/// Unknown fields and wrong sizes are errors naming the entry; key material is never printed.
struct KeyringFile {
    /// The sections a keyring file may have, and the fields of their entries.
    static let sections: [String: Set<String>] = [
        "telegram": ["secret", "account"],
        "webpush": ["private_key", "public_key", "auth", "endpoint"],
        "zulip": ["push_key_id", "push_key", "realm_url", "user_id"],
    ]

    let path: String
    /// Each section's entries as JSON text, in file order (kept verbatim when the file is rewritten).
    private(set) var entries: [String: [String]] = [:]
    private(set) var keyring = PushKeyring()

    /// An empty keyring to be written at `path`.
    init(creatingAt path: String) {
        self.path = path
    }

    /// Reads and validates the file.
    init(contentsOf path: String) throws(KeyringFileError) {
        self.path = path
        let bytes = try Self.readAll(path)
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw KeyringFileError(path, "not valid JSON (\(error))")
        }
        guard root.kind == .object else { throw KeyringFileError(path, "must be a JSON object") }
        for (section, list) in root.members {
            guard let fields = Self.sections[section] else {
                let known = Self.sections.keys.sorted().joined(separator: ", ")
                throw KeyringFileError(path, "unknown section '\(section)'; expected \(known)")
            }
            guard list.kind == .array else { throw KeyringFileError(path, "'\(section)' must be a list") }
            for (index, entry) in list.elements.enumerated() {
                let name = "\(section)[\(index)]"
                guard entry.kind == .object else { throw KeyringFileError(path, "\(name) must be an object") }
                for (field, _) in entry.members where !fields.contains(field) {
                    throw KeyringFileError(path, "\(name): unknown field '\(field)'")
                }
                try add(entry, section: section, name: name)
                entries[section, default: []].append(entry.rawJSON)
            }
        }
    }

    private mutating func add(_ entry: JSONValue, section: String, name: String) throws(KeyringFileError) {
        switch section {
        case "telegram":
            guard let text = entry["secret"]?.stringValue else {
                throw KeyringFileError(path, "\(name): 'secret' must be a base64url string")
            }
            guard let secret = Base64.decodeURL(text) else {
                throw KeyringFileError(path, "\(name): 'secret' is not base64url")
            }
            let account = try Self.optionalString(entry["account"], "account", name, path)
            let key: TelegramPushKey
            do {
                key = try TelegramPushKey(secret: secret)
            } catch {
                throw KeyringFileError(path, "\(name): \(error)")
            }
            keyring.add(.init(key: key, account: account))
        case "webpush":
            let privateKey = try bytes(entry["private_key"], "private_key", name, decode: { Base64.decodeURL($0) })
            let auth = try bytes(entry["auth"], "auth", name, decode: { Base64.decodeURL($0) })
            let keys: WebPushKeys
            do {
                keys = try WebPushKeys(privateKey: privateKey, authSecret: auth)
            } catch {
                throw KeyringFileError(path, "\(name): \(error)")
            }
            if entry["public_key"] != nil {
                let publicKey = try bytes(entry["public_key"], "public_key", name, decode: { Base64.decodeURL($0) })
                guard publicKey == keys.publicKey else {
                    throw KeyringFileError(path, "\(name): 'public_key' is not the public key of 'private_key'")
                }
            }
            keyring.add(.init(keys: keys, endpoint: try Self.optionalString(entry["endpoint"], "endpoint", name, path)))
        case "zulip":
            guard let id = entry["push_key_id"]?.lenientInt64, let keyID = UInt32(exactly: id) else {
                throw KeyringFileError(path, "\(name): 'push_key_id' must be a 32-bit unsigned integer")
            }
            let keyBytes = try bytes(entry["push_key"], "push_key", name, decode: { Base64.decodeStandard($0) })
            let key: ZulipPushKey
            do {
                key = try ZulipPushKey(pushKey: keyBytes)
            } catch {
                throw KeyringFileError(path, "\(name): \(error)")
            }
            let userID: Int64?
            if let value = entry["user_id"], !value.isNull {
                guard let id = value.lenientInt64 else { throw KeyringFileError(path, "\(name): 'user_id' must be an integer") }
                userID = id
            } else {
                userID = nil
            }
            keyring.add(
                .init(
                    id: keyID, key: key, realmURL: try Self.optionalString(entry["realm_url"], "realm_url", name, path),
                    userID: userID))
        default:
            break
        }
    }

    /// A required base64 field's bytes; the error names the field, never its value.
    private func bytes(
        _ value: JSONValue?, _ field: String, _ name: String, decode: (String) -> [UInt8]?
    ) throws(KeyringFileError) -> [UInt8] {
        guard let text = value?.stringValue else { throw KeyringFileError(path, "\(name): '\(field)' must be a string") }
        guard let bytes = decode(text) else { throw KeyringFileError(path, "\(name): '\(field)' is not valid base64") }
        return bytes
    }

    private static func optionalString(
        _ value: JSONValue?, _ field: String, _ name: String, _ path: String
    ) throws(KeyringFileError) -> String? {
        guard let value, !value.isNull else { return nil }
        guard let text = value.stringValue else { throw KeyringFileError(path, "\(name): '\(field)' must be a string") }
        return text
    }

    /// Adds an entry (JSON object text) to a section.
    mutating func append(_ entryJSON: String, to section: String) {
        entries[section, default: []].append(entryJSON)
    }

    /// Writes the file atomically with mode 0600 (a new file is never readable by others).
    func save() throws(KeyringFileError) {
        var text = "{\n"
        let sections = entries.keys.sorted()
        for (sectionIndex, section) in sections.enumerated() {
            text += "  \(JSONObjectWriter.quoted(section)): [\n"
            let list = entries[section] ?? []
            for (index, entry) in list.enumerated() {
                text += "    " + entry + (index + 1 < list.count ? ",\n" : "\n")
            }
            text += "  ]" + (sectionIndex + 1 < sections.count ? ",\n" : "\n")
        }
        text += "}\n"
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw KeyringFileError(path, "cannot write: \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            guard written > 0 else {
                close(descriptor)
                unlink(temporary)
                throw KeyringFileError(path, "cannot write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw KeyringFileError(path, "cannot replace: \(String(cString: strerror(errno)))")
        }
    }

    /// Whether a file exists at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    private static func readAll(_ path: String) throws(KeyringFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw KeyringFileError(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw KeyringFileError(path, String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            guard bytes.count <= 1 << 20 else { throw KeyringFileError(path, "larger than 1 MiB") }
        }
        return bytes
    }
}
