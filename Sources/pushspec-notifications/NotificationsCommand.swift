import ArgumentParser
import Foundation
import PushSpec
import PushSpecCore
import PushSpecCLI
import PushSpecNotifications

/// `pushspec notifications` (the program `pushspec-notifications`): TDLib's Notification API over a state file.
struct NotificationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "Keep the notifications of pushes as TDLib's Notification API does, in a state file.",
        discussion: """
            The state (SQLite) holds the options, the notification groups and their
            notifications, and the settings; an app and its notification extension may
            share it. Updates are TDLib's own JSON (updateNotificationGroup, ...).

            Examples:
              pushspec notifications configure --state state.sqlite --group-count-max 5
              pushspec notifications apply --state state.sqlite captured.ndjson
              pushspec notifications active --state state.sqlite
            """,
        subcommands: [Configure.self, Apply.self, Active.self]
    )

    struct StateOption: ParsableArguments {
        @Option(name: .long, help: "The state file (made when missing).")
        var state: String

        func open() throws -> NotificationStore {
            if let problem = Self.problem(withPath: state) {
                FileOutput.standardError("pushspec: --state \(state): \(problem)")
                throw ExitCode(2)
            }
            do {
                return try NotificationStore(path: state)
            } catch {
                FileOutput.standardError("pushspec: \(state): \(error.description)")
                throw ExitCode(2)
            }
        }

        /// What makes `path` unusable as a state file, said as the keyring's errors say it: a
        /// directory, or a file in a directory that does not exist.
        static func problem(withPath path: String) -> String? {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { return nil }
                let example = URL(fileURLWithPath: path).appendingPathComponent("state.sqlite").path
                return "is a directory; --state names the state file itself (made when missing), such as \(example)"
            }
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) else {
                return "the directory \(parent) does not exist (the state file is made when missing, its directory is not)"
            }
            guard isDirectory.boolValue else { return "\(parent) is not a directory" }
            return nil
        }
    }

    /// `configure`: the two options; one line of updates.
    struct Configure: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "configure",
            abstract: "Set notification_group_count_max (0...25) and notification_group_size_max (1...25).")

        @OptionGroup var state: StateOption

        @Option(name: .long, help: "notification_group_count_max: groups shown, 0 disables the API.")
        var groupCountMax: Int?

        @Option(name: .long, help: "notification_group_size_max: notifications shown per group.")
        var groupSizeMax: Int?

        func run() throws {
            let store = try state.open()
            let output = OutputSink(descriptor: 1)
            do {
                var options = try store.options()
                options.groupCountMax = groupCountMax ?? options.groupCountMax
                options.groupSizeMax = groupSizeMax ?? options.groupSizeMax
                output.line(NotificationsOutput.line(try store.setOptions(options)))
                output.flush()
            } catch {
                // Printed once: the line of the outcome says it.
                output.line(RenderedPush.errorJSON(code: error.code, message: error.description))
                output.flush()
                throw ExitCode(1)
            }
        }
    }

    /// `active`: one `updateActiveNotifications`, of every account or of one (`--account`).
    struct Active: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "active", abstract: "Print what is shown, as updateActiveNotifications.",
            discussion: """
                Each group has an "account" member after TDLib's own: the account its
                pushes were applied for (the keyring account, or the push receiver id).
                The accounts are apart, as TDLib runs one Notification API per account.
                """)

        @OptionGroup var state: StateOption

        @Option(name: .long, help: "Only this account's groups, as its own TDLib instance shows them.")
        var account: String?

        func run() throws {
            let store = try state.open()
            let output = OutputSink(descriptor: 1)
            do {
                let active =
                    if let account { try store.activeNotifications(account: account) } else { try store.activeNotifications() }
                output.line(active.tdlib.json)
                output.flush()
            } catch {
                FileOutput.standardError("pushspec: \(error.description)")
                throw ExitCode(2)
            }
        }
    }

    /// `apply`: one line of updates per input document, a push or a TDLib request.
    struct Apply: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "apply",
            abstract: "Apply pushes and TDLib requests to the state; one line of updates each.",
            discussion: """
                Each document is a push (any envelope, encrypted when the keyring has its
                key) or a TDLib request: removeNotification, removeNotificationGroup,
                setChatNotificationSettings, setScopeNotificationSettings. Each prints
                {"updates":[...]} (with "skipped":{"code":...,"message":...} when a
                push shows no notification) or {"error":{...}}. --presentation adds what
                the platform shows: "present", "remove" (identifiers) after the updates.
                """)

        @OptionGroup var state: StateOption

        @Option(name: .long, help: "A keyring file (JSON) with the keys of encrypted payloads.")
        var keyring: String?

        @Flag(name: .long, help: "Add what the platform shows (present, remove, remove_where) after the updates.")
        var presentation = false

        @Option(name: .long, help: "A BCP 47 tag: the language of --presentation's Telegram texts.")
        var locale: String?

        @Argument(help: "Files of JSON or NDJSON documents; - or nothing reads standard input.")
        var inputs: [String] = []

        func run() throws {
            let store = try state.open()
            let decoder = try PushDecoder(keyring: KeyringOption.load(keyring))
            let presentation = presentation
            let locale = locale.map(TelegramLocale.init) ?? .english
            let loop = DocumentLoop(inputs: inputs, output: OutputSink(descriptor: 1), errors: OutputSink(descriptor: 2))
            let keyring = keyring
            try loop.run(inOrder: true) { document, result in
                switch document {
                case let .invalid(error, line):
                    result.fail(line: line, code: error.code, message: error.description, json: true)
                case let .json(value, line):
                    do {
                        if presentation {
                            let (outcome, changes) = try NotificationRequest.applyPresenting(
                                value, to: store, decoder: decoder, locale: locale)
                            result.line(NotificationsOutput.line(outcome, presentation: changes))
                        } else {
                            result.line(NotificationsOutput.line(try NotificationRequest.apply(value, to: store, decoder: decoder)))
                        }
                    } catch let error as NotificationStateError {
                        result.fail(line: line, code: error.code, message: error.description, json: true)
                    } catch let error as PushError {
                        result.fail(line: line, code: error.code, message: error.message(keyring: keyring), json: true)
                    } catch {
                        result.fail(line: line, code: "error", message: String(describing: error), json: true)
                    }
                }
            }
        }
    }
}

/// The line of an outcome: `{"updates":[…]}`, with `"skipped":{"code":…,"message":…}` when nothing is shown.
enum NotificationsOutput {
    /// With `presentation`, its members follow (`--presentation`).
    static func line(_ outcome: NotificationState.Outcome, presentation: PresentationChanges? = nil) -> String {
        var text = #"{"updates":["# + outcome.updates.map(\.tdlib.json).joined(separator: ",") + "]"
        if let skipped = outcome.skipped {
            text += #","skipped":{"code":"#
            text += TDLibValue.string(skipped.code).json
            text += #","message":"#
            text += TDLibValue.string(skipped.message).json
            text += "}"
        }
        if let presentation { text += PresentationJSON.members(presentation) }
        return text + "}"
    }
}
