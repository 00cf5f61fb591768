import ArgumentParser
import PushSpecCore
import PushSpecCrypto

/// `pushspec keygen`: makes keys, stores them in a keyring file, prints what the server needs.
struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make push keys, add them to a keyring file, and print what to send to the server.",
        discussion: """
            This command exists to print secrets: keep its output private. The keyring
            file is created with mode 0600, or the key is added to it; without --keyring
            the key is stored nowhere (standard error says so). An app that ships a
            keyring to its notification service extension writes it with the data
            protection class completeUntilFirstUserAuthentication: pushes arrive while
            the device is locked, when a file protected with `complete` cannot be read.

            Examples:
              pushspec keygen telegram --keyring keys.json --account alice
              pushspec keygen webpush --endpoint https://push.example.com/send/abc \\
                  --keyring keys.json
              pushspec keygen zulip --keyring keys.json --realm-url \\
                  https://chat.example.com --user-id 10
            """,
        subcommands: [Telegram.self, WebPushKeygen.self, Zulip.self]
    )

    /// Adds `entry` (JSON object text) to `section` of the keyring file, creating it (mode 0600).
    /// Says on standard error what becomes of a key it already holds for the same account (an
    /// entry `isSameAccount` matches), and, without a file, that the key is stored nowhere.
    static func store(
        _ entry: String, in section: String, keyring path: String?, isSameAccount: (JSONValue) -> Bool = { _ in false }
    ) throws {
        guard let path else {
            FileOutput.standardError(
                "pushspec: no --keyring: the key is printed on standard output and stored nowhere; keep it now (it cannot be"
                    + " made again), or run again with --keyring FILE")
            return
        }
        do {
            var file = KeyringFile.exists(path) ? try KeyringFile(contentsOf: path) : KeyringFile(creatingAt: path)
            let earlier = (file.entries[section] ?? []).filter { (try? JSONValue(parsing: $0)).map(isSameAccount) ?? false }
            file.append(entry, to: section)
            try file.save()
            if !earlier.isEmpty {
                FileOutput.standardError(
                    "pushspec: \(path) already had \(earlier.count == 1 ? "a key" : "\(earlier.count) keys") for this account;"
                        + " all are kept, and each push is decrypted with the key its id names: the earlier key serves"
                        + " until the server has the new one, then remove it from the file")
            }
        } catch {
            FileOutput.standardError("pushspec: \(error)")
            throw ExitCode(2)
        }
    }

    /// `pushspec keygen webpush`
    struct WebPushKeygen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "webpush",
            abstract: "A P-256 key pair and auth secret, and the token JSON for account.registerDevice (token type 10).")

        @Option(name: .long, help: "The push service endpoint (an https URL) the subscription is for.")
        var endpoint: String

        // Required: the token printed holds only the public key, so the private key lives only here.
        @Option(name: .long, help: "The keyring file to create or add to (required: the private key is kept only there).")
        var keyring: String

        func run() throws {
            let keys: WebPushKeys
            let token: WebPushSubscriptionToken
            do {
                keys = try WebPushKeys.generate()
                token = try WebPushSubscriptionToken(endpoint: endpoint, keys: keys)
            } catch {
                FileOutput.standardError("pushspec: \(error)")
                throw ExitCode(2)
            }
            var entry = JSONObjectWriter()
            entry.string("private_key", keys.withPrivateKeyBytes { Base64.encodeURL($0) })
            entry.string("public_key", Base64.encodeURL(keys.publicKey))
            entry.string("auth", Base64.encodeURL(keys.authSecret))
            entry.string("endpoint", endpoint)
            try KeygenCommand.store(entry.finished, in: "webpush", keyring: keyring)
            let output = OutputSink(descriptor: 1)
            output.line(token.json)
            output.flush()
        }
    }

    /// `pushspec keygen zulip`
    struct Zulip: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "zulip",
            abstract: "A Zulip E2EE push key (33 bytes, standard base64) and its random 32-bit push_key_id.")

        @Option(name: .long, help: "The keyring file to create or add to.")
        var keyring: String?

        @Option(name: .customLong("realm-url"), help: "The account's realm URL; payloads for other realms are refused.")
        var realmURL: String?

        @Option(name: .customLong("user-id"), help: "The account's user id; payloads for other users are refused.")
        var userID: Int64?

        func run() throws {
            let generated: (id: UInt32, key: ZulipPushKey)
            do {
                generated = try ZulipPushKey.generate()
            } catch {
                FileOutput.standardError("pushspec: \(error)")
                throw ExitCode(2)
            }
            var entry = JSONObjectWriter()
            entry.integer("push_key_id", generated.id)
            entry.string("push_key", generated.key.pushKeyBase64)
            entry.string("realm_url", realmURL)
            if let userID { entry.integer("user_id", userID) }
            let (realmURL, userID) = (realmURL, userID)
            try KeygenCommand.store(entry.finished, in: "zulip", keyring: keyring) { earlier in
                realmURL != nil && earlier["realm_url"]?.stringValue == realmURL && earlier["user_id"]?.int64Value == userID
            }
            var printed = JSONObjectWriter()
            printed.integer("push_key_id", generated.id)
            printed.string("push_key", generated.key.pushKeyBase64)
            let output = OutputSink(descriptor: 1)
            output.line(printed.finished)
            output.flush()
        }
    }

    /// `pushspec keygen telegram`
    struct Telegram: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "telegram",
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
            var entry = JSONObjectWriter()
            entry.string("secret", secret)
            entry.string("account", account)
            let account = account
            try KeygenCommand.store(entry.finished, in: "telegram", keyring: keyring) { earlier in
                earlier["account"]?.stringValue == account
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
