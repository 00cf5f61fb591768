import Foundation
import PushSpec
import PushSpecCatalog

extension NotificationStore {
    /// Applies a Telegram push and says what it changes on screen; never fails. With TDLib's
    /// Notification API off (``NotificationSkipReason/apiDisabled``) or a state that cannot be
    /// used, the push is presented on its own, as `TelegramPushOf.presentationChanges(locale:)`
    /// gives it; otherwise the state's updates say what appears and what goes (a repeat, a read
    /// message or a muted chat shows nothing).
    ///
    /// - Parameters:
    ///   - push: A decoded Telegram push.
    ///   - account: Whose push it is; nil is the keyring's account, else the push's receiver id.
    ///   - now: The time of the push, for one without a date.
    ///   - locale: The language of the presented text.
    public func presentation<Catalog: NotificationStateCatalog>(
        of push: TelegramPushOf<Catalog>, account: String? = nil, now: Date, locale: Catalog.Locale = .english
    ) -> StatedPresentation {
        do {
            let outcome = try apply(push, account: account ?? push.account ?? String(push.receiverID), now: now)
            let changes =
                outcome.skipped == .apiDisabled
                ? push.presentationChanges(locale: locale)
                : PresentationChanges(updates: outcome.updates, push: push, locale: locale)
            return StatedPresentation(changes: changes, outcome: outcome, stateFailure: nil)
        } catch {
            return StatedPresentation(alone: push, locale: locale, error: error)
        }
    }

    /// What a notification service extension does with a push: opens the state at `path`,
    /// applies the push, closes the state (so that the process holds no lock when the system
    /// suspends it) and says what the push changes on screen. Never fails: when the state cannot
    /// be opened or used, the push is presented on its own and ``StatedPresentation/stateFailure``
    /// says why.
    public static func presentation<Catalog: NotificationStateCatalog>(
        of push: TelegramPushOf<Catalog>, statePath path: String, configuration: Configuration = Configuration(),
        account: String? = nil, now: Date, locale: Catalog.Locale = .english
    ) -> StatedPresentation {
        let store: NotificationStore
        do {
            store = try NotificationStore(path: path, configuration: configuration)
        } catch {
            return StatedPresentation(alone: push, locale: locale, error: error)
        }
        var presentation = store.presentation(of: push, account: account, now: now, locale: locale)
        do {
            try store.close()
        } catch {
            presentation.stateFailure = presentation.stateFailure ?? error.stateFailure
        }
        return presentation
    }
}
