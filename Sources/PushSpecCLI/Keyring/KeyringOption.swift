import ArgumentParser
import PushSpec

/// Loads the `--keyring` file of a command; an unusable keyring is a usage error (exit status 2).
package enum KeyringOption {
    package static func load(_ path: String?) throws -> PushKeyring {
        guard let path else { return PushKeyring() }
        do {
            return try KeyringFile(contentsOf: path).keyring
        } catch {
            FileOutput.standardError("pushspec: \(error)")
            throw ExitCode(2)
        }
    }
}
