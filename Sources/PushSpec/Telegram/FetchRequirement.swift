/// Whether an app must connect to the server to learn what a push is about: the one thing to
/// branch on before showing anything.
///
/// TDLib's `processPushNotification` answers error 406 for a push it cannot show without the
/// server, and pushes sent without content (when end-to-end encrypted pushes are off) always need
/// a fetch (seed 002, TDLib Notification API). PushSpec says the same of every push it decodes.
public enum FetchRequirement: Sendable, Hashable {
    /// The push says all there is: show it, or act on it.
    case notRequired
    /// Connect and fetch; the push alone cannot be shown.
    case required(Reason)

    /// Why a fetch is required.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// No `loc_key`: a push sent without content, only to wake the app.
        case noContent = "no_content"
        /// A type the push cannot show by itself (the spec's `fetch: true`; TDLib answers 406),
        /// or `MESSAGE_MUTED`, sent so that the app updates its badge or downloads messages.
        case needsServer = "needs_server"
        /// A `loc_key` neither the spec nor its services know.
        case unknownType = "unknown_type"
        /// A known `loc_key` whose arguments no form takes, or a service missing a field it needs.
        case invalidContent = "invalid_content"
        /// A web push without a payload (`version=N`): a signal that something is waiting.
        case wakeUp = "wake_up"
    }

    /// Whether the app must fetch.
    public var isRequired: Bool {
        if case .required = self { true } else { false }
    }
}
