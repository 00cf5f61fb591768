import Foundation
import PushSpec
import PushSpecCore
import PushSpecCLI
import PushSpecNotifications

extension NotificationRequest {
    /// ``apply(_:to:decoder:)`` and, for a push, what it changes on screen (`--presentation`): a
    /// Telegram push's from the state's updates, a Zulip push's from the push alone (the state is
    /// Telegram's). A TDLib request names no account, so its removals stay in `updates` only.
    static func applyPresenting(
        _ document: JSONValue, to store: NotificationStore, decoder: PushDecoder, locale: TelegramLocale
    ) throws -> (NotificationState.Outcome, PresentationChanges?) {
        guard document["@type"] == nil else { return (try apply(document, to: store, decoder: decoder), nil) }
        switch try decoder.decode(json: document) {
        case let .telegram(push):
            let outcome = try store.apply(push, account: push.account ?? String(push.receiverID), now: Date())
            return (outcome, PresentationChanges(updates: outcome.updates, push: push, locale: locale))
        case let .zulip(push):
            return (NotificationState.Outcome(updates: [], skipped: .notTelegram), push.presentationChanges())
        case .wakeUp:
            return (NotificationState.Outcome(updates: [], skipped: .notTelegram), nil)
        }
    }
}
