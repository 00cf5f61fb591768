#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushSpec
import PushSpecCore
import PushSpecCrypto

/// The keyring file of the CLI, as ``PushKeyring/init(contentsOfFile:)`` reads it (the format
/// and its errors are the library's), kept with its entries' text for `keygen` to add to.
struct KeyringFile {
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
        let bytes: [UInt8]
        do throws(PushKeyringError) {
            bytes = try PushKeyring.readFile(path)
            keyring = try PushKeyring(json: bytes, path: path)
        } catch {
            throw KeyringFileError(error)
        }
        // Valid by now: every section is a list of objects.
        guard let root = try? JSONValue(parsing: bytes) else { return }
        for (section, list) in root.members {
            entries[section, default: []] += list.elements.map(\.rawJSON)
        }
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
}
