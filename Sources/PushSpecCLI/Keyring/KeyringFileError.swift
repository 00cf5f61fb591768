import PushSpec

/// A keyring file that cannot be used (exit status 2). The text names the file and the entry,
/// never the key material.
struct KeyringFileError: Error, CustomStringConvertible {
    let description: String

    init(_ path: String, _ message: String) {
        description = "\(path): \(message)"
    }

    /// The library's error reading the file.
    init(_ error: PushKeyringError) {
        description = error.description
    }
}
