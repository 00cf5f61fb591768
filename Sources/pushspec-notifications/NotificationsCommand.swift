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
              pushspec notifications recover --state state.sqlite
            """,
        subcommands: [Configure.self, Apply.self, Active.self, Recover.self]
    )

    struct StateOption: ParsableArguments {
        @Option(name: .long, help: "The state file (made when missing by apply, configure and recover).")
        var state: String

        @Option(name: .long, help: "Seconds to wait for another process's lock on the state (default 5).")
        var busyTimeout: Double?

        /// The store's configuration: a missing file is made only when `makesMissingFile`.
        func configuration(makesMissingFile: Bool) -> NotificationStore.Configuration {
            var configuration = NotificationStore.Configuration()
            configuration.makesMissingFile = makesMissingFile
            if let busyTimeout { configuration.busyTimeout = busyTimeout }
            return configuration
        }

        /// The store, or the failure of opening it.
        func open(makesMissingFile: Bool = true) -> Result<NotificationStore, NotificationStateError> {
            Result { () throws(NotificationStateError) in
                try NotificationStore(path: state, configuration: configuration(makesMissingFile: makesMissingFile))
            }
        }

        /// The store, or exit status 2 with why it cannot be opened on standard error.
        func openOrExit(makesMissingFile: Bool = true) throws -> NotificationStore {
            switch open(makesMissingFile: makesMissingFile) {
            case let .success(store): return store
            case let .failure(error):
                FileOutput.standardError("pushspec: --state \(state): \(error.description)")
                throw ExitCode(2)
            }
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
            let store = try state.openOrExit()
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
            // Reading a state that is not there is a mistyped path, not a new state.
            let store = try state.openOrExit(makesMissingFile: false)
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

                When the state cannot be used (state_corrupt, state_newer, state_busy,
                state_full, state_io), each input's line is that error; with
                --presentation a push's line is {"updates":[],"state_error":{...},
                "present":[...]}: the push presented on its own, as with the API off.
                Either way the exit status is 1.
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
            // A state that cannot be opened fails each input, and a push is still presented.
            let store = state.open()
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
                            let (outcome, changes, failure) = try NotificationRequest.applyPresenting(
                                value, to: store, decoder: decoder, locale: locale)
                            result.line(NotificationsOutput.line(outcome, stateFailure: failure, presentation: changes))
                            if let failure { result.reportFailure(line: line, message: failure.description) }
                        } else {
                            result.line(NotificationsOutput.line(try NotificationRequest.apply(value, to: store.get(), decoder: decoder)))
                        }
                    } catch let error as NotificationStateError {
                        result.fail(line: line, code: error.code, message: error.description, json: true)
                    } catch let error as PushError {
                        result.fail(line: line, code: error.code, message: error.message(keyring: keyring, document: value), json: true)
                    } catch {
                        result.fail(line: line, code: "error", message: String(describing: error), json: true)
                    }
                }
            }
        }
    }

    /// `recover`: a corrupt state moved aside and made anew; one line.
    struct Recover: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recover",
            abstract: "Move a corrupt state aside (with its -wal and -shm) and make a new one; leave a usable one.",
            discussion: """
                Prints {"recovery":"healthy"}, {"recovery":"made"} (there was no state) or
                {"recovery":"moved_aside","moved_to":PATH,"state_error":{...}}, where PATH
                (with -wal and -shm after it) holds the corrupt files. A state of a newer
                schema, a busy one or one that cannot be read is left as it is:
                {"error":{...}} and exit status 1. It reads the whole file: run it when a
                push reported state_corrupt, not for every push.
                """)

        @OptionGroup var state: StateOption

        func run() throws {
            let output = OutputSink(descriptor: 1)
            defer { output.flush() }
            do {
                var object = JSONObjectWriter()
                switch try NotificationStore.recover(path: state.state, configuration: state.configuration(makesMissingFile: true)) {
                case .healthy: object.string("recovery", "healthy")
                case .made: object.string("recovery", "made")
                case let .movedAside(movedTo, failure):
                    object.string("recovery", "moved_aside")
                    object.string("moved_to", movedTo)
                    NotificationsOutput.write(failure, into: &object)
                }
                output.line(object.finished)
            } catch {
                output.line(RenderedPush.errorJSON(code: error.code, message: error.description))
                throw ExitCode(1)
            }
        }
    }
}

/// The line of an outcome: `{"updates":[…]}`, with `"skipped":{"code":…,"message":…}` when nothing
/// is shown, `"state_error":{"code":…,"message":…}` when the state could not be used.
enum NotificationsOutput {
    /// With `presentation`, its members follow (`--presentation`).
    static func line(
        _ outcome: NotificationState.Outcome, stateFailure: NotificationStateFailure? = nil,
        presentation: PresentationChanges? = nil
    ) -> String {
        var object = JSONObjectWriter()
        object.raw("updates", "[" + outcome.updates.map(\.tdlib.json).joined(separator: ",") + "]")
        if let skipped = outcome.skipped {
            object.object("skipped") { members in
                members.string("code", skipped.code)
                members.string("message", skipped.message)
            }
        }
        if let stateFailure { write(stateFailure, into: &object) }
        let text = object.finished
        guard let presentation else { return text }
        return text.dropLast() + PresentationJSON.members(presentation) + "}"
    }

    /// `"state_error":{"code":…,"message":…}`.
    static func write(_ failure: NotificationStateFailure, into object: inout JSONObjectWriter) {
        object.object("state_error") { members in
            members.string("code", failure.code)
            members.string("message", failure.description)
        }
    }
}
