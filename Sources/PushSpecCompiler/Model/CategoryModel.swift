/// A type's `interruption:`: `PushSpecCore.NotificationInterruption`.
public enum InterruptionModel: String, Sendable, Hashable, CaseIterable {
    case passive, active, timeSensitive = "time_sensitive"

    /// The Swift case name in `PushSpecCore.NotificationInterruption`.
    public var swiftCase: String { self == .timeSensitive ? "timeSensitive" : rawValue }
}

/// A category of actions (`categories:`), validated.
public struct CategoryModel: Sendable, Hashable {
    /// The snake-case name (`message`), also the category identifier after the provider's name.
    public var name: String
    public var doc: String?
    /// The Swift case name in the `NotificationCategory` enum.
    public var caseName: String
    /// The groups whose types have this category unless they name another.
    public var groups: [GroupKindModel]
    public var actions: [ActionModel]
}

/// One action of a category.
public struct ActionModel: Sendable, Hashable {
    public var name: String
    /// The English title.
    public var title: String
    /// The title by translation locale (lowercased, as `LanguageTag.fallbackChain` gives tags), sorted.
    public var titles: [String: String]
    public var textInput: Bool
    public var destructive: Bool
    public var foreground: Bool
}
