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

extension PeerKind {
    /// The kind of chat a Telegram push is about, as the clients tell it to pick a notification's
    /// form (a pin's private, group or channel sentence), from the ids in `custom`; `nil` when the
    /// push names no chat.
    ///
    /// Telegram-Android's `PushListenerController.java` (DrKLO/Telegram) takes a push whose chat is
    /// a user (`from_id` alone) as private, and one whose chat is a group or channel as a group when
    /// a member sent it (`chat_from_id` or `chat_from_group_id`), else as a channel post. A basic
    /// group (`chat_id`) cannot post as a channel, so it is always a group here.
    @usableFromInline
    static func of(peer: Peer?, hasMemberSender: @autoclosure () -> Bool) -> PeerKind? {
        switch peer {
        case nil: nil
        case .user: .private
        case .chat: .group
        case .channel: hasMemberSender() ? .group : .channel
        }
    }
}
