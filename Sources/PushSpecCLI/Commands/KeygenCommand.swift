import ArgumentParser
import PushSpecCore
import PushSpecCrypto

/// `pushspec keygen`: makes keys, stores them in a keyring file, prints what the server needs.
struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make push keys, add them to a keyring file, and print what to send to the server.",
        discussion: """
            This command exists to print secrets: keep its output private. The keyring file is
            created with mode 0600, or the key is added to it.

            Examples:
              pushspec keygen telegram --keyring keys.json --account alice
            """,
        subcommands: [Telegram.self]
    )

    /// `pushspec keygen telegram`
    struct Telegram: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A 256-byte secret for account.registerDevice, and its key id.")

        @Option(name: .long, help: "The keyring file to create or add to.")
        var keyring: String?

        @Option(name: .long, help: "A name for the account, stored with the key.")
        var account: String?

        @Flag(name: .long, help: "Print a JSON object instead of text.")
        var json = false

        func run() throws {
            let key: TelegramPushKey
            do {
                key = try TelegramPushKey.generate()
            } catch {
                FileOutput.standardError("pushspec: \(error)")
                throw ExitCode(2)
            }
            let secret = key.withSecretBytes { Base64.encodeURL($0) }
            if let keyring {
                var file: KeyringFile
                do {
                    file = KeyringFile.exists(keyring) ? try KeyringFile(contentsOf: keyring) : KeyringFile(creatingAt: keyring)
                    var entry = JSONObjectWriter()
                    entry.string("secret", secret)
                    entry.string("account", account)
                    file.append(entry.finished, to: "telegram")
                    try file.save()
                } catch {
                    FileOutput.standardError("pushspec: \(error)")
                    throw ExitCode(2)
                }
            }
            let output = OutputSink(descriptor: 1)
            if json {
                var object = JSONObjectWriter()
                object.string("provider", "telegram")
                object.string("secret", secret)
                object.string("key_id", String(key.keyID))
                output.line(object.finished)
            } else {
                output.line("secret (account.registerDevice `secret`, base64url): \(secret)")
                output.line("key id: \(key.keyID)")
            }
            output.flush()
        }
    }
}
