/// A `categories:` entry: the actions a kind of notification offers, and the groups whose types
/// offer them unless a type names another category.
public struct RawCategory: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var doc: Located<String>?
    /// The notification groups (`messages`, `calls`, …) whose types have this category by default.
    public var groups: [Located<String>]
    public var actions: [RawNotificationAction]
}

/// One action of a category: its identifier, its English title and its translations.
public struct RawNotificationAction: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var title: Located<String>?
    /// `titles: {de: …, ru: …}`: the title in the provider's translations, by locale.
    public var titles: [RawLocalizedTitle]
    public var textInput: Bool
    public var destructive: Bool
    public var foreground: Bool
}

/// A title in one locale.
public struct RawLocalizedTitle: Sendable, Hashable {
    public var locale: Located<String>
    public var title: Located<String>
}
