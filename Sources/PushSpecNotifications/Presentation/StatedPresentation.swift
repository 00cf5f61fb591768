import PushSpec
import PushSpecCatalog

/// What one push changes on screen, through the notification state when it could be used, and
/// the push on its own when it could not: a push is presented whatever happens to the state file.
public struct StatedPresentation: Sendable {
    /// What the system shows and takes away.
    public var changes: PresentationChanges
    /// What the state did with the push; nil when it could not be used.
    public var outcome: NotificationState.Outcome?
    /// Why the state could not be used (the push is presented on its own); nil when it was.
    /// An app that is told ``NotificationStateFailure/Kind/corrupt`` calls
    /// ``NotificationStore/recover(path:configuration:)`` (the extension, which has seconds,
    /// leaves it to the app).
    public var stateFailure: NotificationStateFailure?

    /// Why the push is presented on its own rather than as the state decided: the state was
    /// never configured (TDLib's Notification API is off until the app sets its limits,
    /// ``NotificationStore/setOptions(_:)``), or it could not be used. Nil when the state decided.
    public var presentedAlone: PresentedAlone? {
        if let stateFailure { return .stateFailure(stateFailure) }
        if outcome?.skipped == .apiDisabled { return .stateNotConfigured }
        return nil
    }

    /// Why a push is presented on its own, without the notification state.
    public enum PresentedAlone: Sendable, Hashable {
        /// The app never configured the state: nothing is recorded, nothing is grouped or taken
        /// back (`api_disabled` on the command line). The app calls ``NotificationStore/setOptions(_:)`` once.
        case stateNotConfigured
        /// The state could not be used: ``StatedPresentation/stateFailure`` says why.
        case stateFailure(NotificationStateFailure)
    }

    /// A presentation with what the state did, or why it could not be used.
    public init(changes: PresentationChanges, outcome: NotificationState.Outcome?, stateFailure: NotificationStateFailure?) {
        self.changes = changes
        self.outcome = outcome
        self.stateFailure = stateFailure
    }

    /// `push` presented on its own, because the state could not be used: `error`'s failure (an
    /// error that is not a state's counts as ``NotificationStateFailure/Kind/io``).
    public init<Catalog>(alone push: TelegramPushOf<Catalog>, locale: Catalog.Locale = .english, error: NotificationStateError) {
        self.init(
            changes: push.presentationChanges(locale: locale), outcome: nil,
            stateFailure: error.stateFailure ?? NotificationStateFailure(.io, error.description))
    }
}
