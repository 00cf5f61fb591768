/// The chat a notification is about, as its custom fields name it.
public enum Peer: Sendable, Hashable {
    /// A private chat with the user of this id (`from_id`).
    case user(Int64)
    /// A basic group (`chat_id`).
    case chat(Int64)
    /// A channel or supergroup (`channel_id`).
    case channel(Int64)
}
