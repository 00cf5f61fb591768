/// What the user can do from a notification: a category identifier (the platform registers the
/// category once, and each notification names it) and its actions, with titles in one language.
public struct NotificationCategory: Sendable, Hashable {
    /// The category's identifier, unique across providers (`telegram.message`, `telegram.call`).
    public var identifier: String
    /// Its actions, in the order they are shown.
    public var actions: [NotificationAction]

    /// A category of `actions`.
    public init(identifier: String, actions: [NotificationAction]) {
        self.identifier = identifier
        self.actions = actions
    }
}

/// One button of a ``NotificationCategory``.
public struct NotificationAction: Sendable, Hashable {
    /// The action's identifier (`reply`, `mark_read`, `accept`, `decline`).
    public var identifier: String
    /// Its title, in the language asked for.
    public var title: String
    /// Whether it asks for text (a reply).
    public var acceptsText: Bool
    /// Whether it destroys something (declining a call): shown in red.
    public var isDestructive: Bool
    /// Whether it opens the app (accepting a call).
    public var opensApp: Bool

    /// An action.
    public init(identifier: String, title: String, acceptsText: Bool = false, isDestructive: Bool = false, opensApp: Bool = false) {
        self.identifier = identifier
        self.title = title
        self.acceptsText = acceptsText
        self.isDestructive = isDestructive
        self.opensApp = opensApp
    }
}
