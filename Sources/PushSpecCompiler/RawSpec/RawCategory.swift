/// A `categories:` entry: the actions a kind of notification offers, and the groups whose types
/// offer them unless a type names another category.
package struct RawCategory: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var doc: Located<String>?
    /// The notification groups (`messages`, `calls`, …) whose types have this category by default.
    package var groups: [Located<String>]
    package var actions: [RawNotificationAction]
}

/// One action of a category: its identifier, its English title and its translations.
package struct RawNotificationAction: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var title: Located<String>?
    /// `titles: {de: …, ru: …}`: the title in the provider's translations, by locale.
    package var titles: [RawLocalizedTitle]
    package var textInput: Bool
    package var destructive: Bool
    package var foreground: Bool
}

/// A title in one locale.
package struct RawLocalizedTitle: Sendable, Hashable {
    package var locale: Located<String>
    package var title: Located<String>
}
