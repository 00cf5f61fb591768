#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a keyring file (the CLI's `keyring.json` format) cannot be used. The message names the
/// file, the entry and the field, never the key material.
public struct PushKeyringError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file, when the keyring was read from one.
    public let path: String?
    /// What is wrong, without the path: `telegram[0]: 'secret' is not base64url`.
    public let message: String

    /// An error about the keyring at `path` (nil: JSON given in memory).
    public init(path: String?, message: String) {
        self.path = path
        self.message = message
    }

    /// The stable, machine-readable name of the failure, as the Java runtime's `PushException`
    /// names it for the same file: `invalid_keyring`.
    public var code: String { "invalid_keyring" }

    /// `PATH: MESSAGE`, or the message alone for JSON given in memory.
    public var description: String { path.map { "\($0): \(message)" } ?? message }

    public var errorDescription: String? { description }
}
