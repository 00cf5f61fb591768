/// The type of one `loc_args` element, as the spec declares it.
public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
    /// Free text (a name, a message body, an emoji).
    case text
    /// A non-negative integer: how many of something.
    case count
    /// An integer (a score, a duration).
    case integer
}
