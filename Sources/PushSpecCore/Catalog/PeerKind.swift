/// The kind of chat a notification is about.
public enum PeerKind: String, Sendable, Hashable, CaseIterable {
    /// A one-to-one chat with a user (or a secret chat).
    case `private`
    /// A basic group or a supergroup.
    case group
    /// A broadcast channel.
    case channel
    /// Not about a chat (account events such as a new login).
    case none
}
