import Foundation
import PushSpec
import PushSpecCore
import PushSpecCLI
import PushSpecNotifications

extension NotificationRequest {
    /// What `apply --presentation` prints for a document: a TDLib request's outcome; a Telegram
    /// push's outcome and what it changes on screen, the push on its own when the state is off
    /// or cannot be used (`store` is the failure of opening it); a Zulip push's changes from the
    /// push alone (the state is Telegram's). A TDLib request names no account, so its removals
    /// stay in `updates` only.
    static func applyPresenting(
        _ document: JSONValue, to store: Result<NotificationStore, NotificationStateError>, decoder: PushDecoder,
        locale: TelegramLocale
    ) throws -> (NotificationState.Outcome, PresentationChanges?, NotificationStateFailure?) {
        guard document["@type"] == nil else { return (try apply(document, to: store.get(), decoder: decoder), nil, nil) }
        switch try decoder.decode(json: document) {
        case let .telegram(push):
            let presentation =
                switch store {
                case let .success(store): store.presentation(of: push, now: Date(), locale: locale)
                case let .failure(error): StatedPresentation(alone: push, locale: locale, error: error)
                }
            return (presentation.outcome ?? NotificationState.Outcome(updates: []), presentation.changes, presentation.stateFailure)
        case let .zulip(push):
            return (NotificationState.Outcome(updates: [], skipped: .notTelegram), push.presentationChanges(), nil)
        case .wakeUp:
            return (NotificationState.Outcome(updates: [], skipped: .notTelegram), nil, nil)
        }
    }
}
