/// A type's `interruption:`: `PushSpecCore.NotificationInterruption`.
package enum InterruptionModel: String, Sendable, Hashable, CaseIterable {
    case passive, active, timeSensitive = "time_sensitive"

    /// The Swift case name in `PushSpecCore.NotificationInterruption`.
    package var swiftCase: String { self == .timeSensitive ? "timeSensitive" : rawValue }
}

/// A category of actions (`categories:`), validated.
package struct CategoryModel: Sendable, Hashable {
    /// The snake-case name (`message`), also the category identifier after the provider's name.
    package var name: String
    package var doc: String?
    /// The Swift case name in the `NotificationCategory` enum.
    package var caseName: String
    /// The groups whose types have this category unless they name another.
    package var groups: [GroupKindModel]
    package var actions: [ActionModel]
}

/// One action of a category.
package struct ActionModel: Sendable, Hashable {
    package var name: String
    /// The English title.
    package var title: String
    /// The title by translation locale (lowercased, as `LanguageTag.fallbackChain` gives tags), sorted.
    package var titles: [String: String]
    package var textInput: Bool
    package var destructive: Bool
    package var foreground: Bool
}
