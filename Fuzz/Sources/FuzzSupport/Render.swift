import PushSpec
import PushSpecCatalog
import PushSpecCore

/// Reads everything an app reads off a decoded push (what `pushspec render --json` prints), and
/// checks what must hold for any push. A broken check stops the fuzzer with a message starting
/// `fuzz invariant:`, and the input is kept as a crash.
public enum Render {
    public static func consume(_ push: DecodedPush) {
        var hasher = Hasher()
        hasher.combine(push.receiverID)
        hasher.combine(push.isEncrypted)
        hasher.combine(push.title)
        hasher.combine(push.body)
        hasher.combine(push.text)
        switch push {
        case let .telegram(telegram):
            consume(telegram, into: &hasher)
        case let .zulip(zulip):
            hasher.combine(zulip.userID)
            hasher.combine(zulip.messageIDsToRemove)
            hasher.combine(zulip.pushKeyID)
            hasher.combine(zulip.json.rawJSON)
            hasher.combine(zulip.isTest)
            if let recipients = zulip.recipientUserIDs {
                check(recipients == recipients.sorted(), "a direct message's recipients are sorted")
                hasher.combine(recipients)
            }
            if let title = zulip.title, let body = zulip.body {
                check(zulip.text == "\(title): \(body)", "Zulip text is title: body")
            }
        case let .wakeUp(version):
            check(!version.isEmpty && version.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }, "wake-up version is digits")
            hasher.combine(version)
        }
        blackHole(hasher.finalize())
    }

    static func consume(_ push: TelegramPush, into hasher: inout Hasher) {
        hasher.combine(push.account)
        hasher.combine(push.date)
        hasher.combine(push.locKey)
        hasher.combine(push.locArgs)
        hasher.combine(push.content)
        hasher.combine(push.payload.rawJSON)
        let fields = push.fields
        hasher.combine(fields.presentFields)
        hasher.combine(fields.peer)
        hasher.combine(fields.problems)
        hasher.combine(push.service)
        hasher.combine(push.fetch)
        hasher.combine(push.actions)
        hasher.combine(push.sender)
        hasher.combine(push.collapseKey)
        if push.content == .empty {
            check(push.fetch == .required(.noContent), "a push without content needs a fetch")
        }
        if push.isEncrypted {
            check(push.account != nil, "an encrypted push names its keyring account")
        } else {
            check(push.receiverID >= 0, "a plaintext push's receiver id is a user id or 0")
        }
        if let notification = push.notification {
            consume(notification, into: &hasher)
        }
    }

    public static func consume(_ notification: TelegramNotification, into hasher: inout Hasher) {
        hasher.combine(notification.title)
        hasher.combine(notification.body)
        hasher.combine(notification.text)
        hasher.combine(notification.peerKind)
        hasher.combine(notification.groupKind)
        hasher.combine(notification.needsFetch)
        if let key = notification.key {
            hasher.combine(key.descriptor)
            hasher.combine(key.isLegacy)
        }
        // The wire form goes back to the same value (README: `locKey` and `locArgs`, with the
        // `peerKind` that picks a pin's form, go back to the wire form).
        let locKey = notification.locKey
        let locArgs = notification.locArgs
        do {
            let again = try TelegramNotification(locKey: locKey, locArgs: locArgs, peer: notification.peerKind)
            check(again == notification, "TelegramNotification(locKey:locArgs:) of its own wire form is the same value")
        } catch {
            check(false, "TelegramNotification(locKey:locArgs:) of its own wire form throws \(error)")
        }
    }

    /// Stops with `message` when `condition` is false.
    @inline(__always)
    public static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            fatalError("fuzz invariant: \(message())")
        }
    }
}
