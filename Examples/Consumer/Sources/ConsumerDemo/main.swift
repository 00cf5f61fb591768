import Foundation
import PushSpec
import PushSpecNotifications

// TelegramNotification, TelegramLocKey and TelegramLocale in this module are the app's own:
// PushSpecBuildPlugin generates them from PushSpec's Spec/ with Spec/telegram/app-additions.yaml
// layered over it, so they know MESSAGE_CHECKLIST and render MESSAGE_TEXT this app's way. PushSpec's
// runtime takes them as its catalog: envelopes, decryption, rendering and the notification state.
// Its TelegramCustomFields are the app's too: PushSpec's fields and checklist_id, read together.
// The plugin also gives this module PushSpec's names for the runtime's types (PushDecoder,
// TelegramPush, DecodedPush, TelegramPushView), meaning this app's catalog: nothing here names
// a catalog, and PushDecoder() decodes into the app's TelegramNotification.

let usage = "usage: consumer-demo [--keyring FILE] [--state FILE | --present] [--locale TAG] FILE…"

/// One line per payload: `loc_key`, account, title and text (tab-separated), rendered with this
/// app's catalog; with `--state`, the TDLib updates the state gives for it; with `--present`, what
/// the platform shows and takes away for it.
struct ConsumerDemo {
    var decoder = PushDecoder()
    var store: NotificationStore?
    var presents = false
    var locale = TelegramLocale.english
    var files: [String] = []

    init(arguments: [String]) throws(ConsumerError) {
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--keyring", "--state", "--locale":
                guard let value = arguments.popFirst() else { throw ConsumerError("\(argument) needs a value\n\(usage)") }
                do {
                    switch argument {
                    case "--keyring": decoder.keyring = try PushKeyring(contentsOfFile: value)
                    case "--state":
                        // The Notification API is off until a client sets its limits, as in TDLib.
                        let store = try NotificationStore(path: value)
                        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 10))
                        self.store = store
                    default: locale = TelegramLocale(value)
                    }
                } catch {
                    throw ConsumerError("\(argument) \(value): \(error.localizedDescription)")
                }
            case "--present":
                presents = true
            case let option where option.hasPrefix("--"):
                throw ConsumerError("unknown option \(option)\n\(usage)")
            default:
                files.append(argument)
            }
        }
        guard !files.isEmpty, !(presents && store != nil) else { throw ConsumerError(usage) }
    }

    /// Prints a line for every payload (a line of a file); returns whether every one was read.
    func run() -> Bool {
        var allRead = true
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                print("error: \(file): cannot be read")
                allRead = false
                continue
            }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.allSatisfy(\.isWhitespace) {
                do {
                    print(try describe(Array(line.utf8)))
                } catch {
                    print("error: \(file):\(index + 1): \(error.localizedDescription)")
                    allRead = false
                }
            }
        }
        return allRead
    }

    /// The line of one payload.
    func describe(_ payload: [UInt8]) throws -> String {
        // Decoded into this app's TelegramNotification (this module's PushDecoder): every envelope,
        // encrypted or not.
        guard case let .telegram(push) = try decoder.decode(payload) else {
            return "not a Telegram push"
        }
        return try line(for: push)
    }

    /// The line of a Telegram push: this module's `TelegramPush`, whose notification and service
    /// are this app's.
    func line(for push: TelegramPush) throws -> String {
        if presents { return presentationLine(for: push) }
        if let store {
            let outcome = try store.apply(push, account: push.account ?? String(push.receiverID), now: Date())
            var line = #"{"updates":["# + outcome.updates.map(\.tdlib.json).joined(separator: ",") + "]"
            if let skipped = outcome.skipped { line += #","skipped":"# + TDLibValue.string(skipped.code).json }
            return line + "}"
        }
        let rendered = push.rendered(locale: locale)
        var fields = [push.locKey ?? "-", push.account ?? "-", rendered?.title ?? "-", rendered?.text ?? "-"]
        // The app's own case, with its typed arguments (a change to MESSAGE_CHECKLIST's arguments
        // in the spec makes the compiler point here), and the app's own custom field.
        if case let .messageChecklist(author, title, count)? = push.notification {
            let id = push.fields.checklistID.map { ", id \($0)" } ?? ""
            fields.append("checklist \"\(title)\" by \(author), \(count) item\(count == 1 ? "" : "s")\(id)")
        }
        switch push.content {
        // The app's own service, from this module's TelegramServiceNotification: the app acts on it.
        case let .service(.checklistDone(peer, checklistID)):
            fields.append("service: checklist \(checklistID) done, \(peer)")
        // PushSpec's services keep their actions (their spec's `action:`) in the app's enum.
        case let .service(service):
            fields.append("service: \(service.locKey), \(push.actions.count) action\(push.actions.count == 1 ? "" : "s")")
        case let .invalidService(error):
            fields.append("invalid service: \(error)")
        default:
            break
        }
        return fields.joined(separator: "\t")
    }
}

extension ConsumerDemo {
    /// What the platform shows for a push (identifier, thread, category, title, subtitle, body), and what
    /// it takes away: the app's type and service presented as PushSpec's are.
    func presentationLine(for push: TelegramPush) -> String {
        let changes = push.presentationChanges(locale: locale)
        var parts = changes.present.map { shown in
            [shown.identifier, shown.thread, shown.category?.identifier ?? "-", shown.title, shown.subtitle ?? "-", shown.body]
                .joined(separator: " | ")
        }
        if !changes.remove.identifiers.isEmpty { parts.append("remove " + changes.remove.identifiers.joined(separator: " ")) }
        if let rule = changes.remove.rule {
            parts.append("remove in " + rule.threads.joined(separator: " ") + " up to message \(rule.maxMessageID)")
        }
        return ([push.locKey ?? "-"] + (parts.isEmpty ? ["nothing shown"] : parts)).joined(separator: "\t")
    }
}

/// A usage or setup error, printed on standard error.
struct ConsumerError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

do {
    let demo = try ConsumerDemo(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(demo.run() ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    exit(2)
}
