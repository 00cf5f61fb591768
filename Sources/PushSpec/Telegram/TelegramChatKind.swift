import PushSpecCatalog
import PushSpecCore

/// The kind of chat a Telegram push is about, as the clients tell it to pick a notification's
/// form (a pin's private, group or channel sentence), from the ids in `custom`.
///
/// Telegram-Android's `PushListenerController.java` (DrKLO/Telegram) takes a push whose chat is
/// a user (`from_id` alone) as private, and one whose chat is a group or channel as a group when
/// a member sent it (`chat_from_id` or `chat_from_group_id`), else as a channel post. A basic
/// group (`chat_id`) cannot post as a channel, so it is always a group here.
enum TelegramChatKind {
    /// `nil` when the push names no chat.
    static func of(peer: Peer?, hasMemberSender: @autoclosure () -> Bool) -> PeerKind? {
        switch peer {
        case nil: nil
        case .user: .private
        case .chat: .group
        case .channel: hasMemberSender() ? .group : .channel
        }
    }
}

extension TelegramCustomFields {
    /// The kind of chat the push is about, which picks the form of a type whose forms are for
    /// different kinds of chat; `nil` when the push names no chat.
    public var chatKind: PeerKind? {
        TelegramChatKind.of(peer: peer, hasMemberSender: chatFromID != nil || chatFromGroupID != nil)
    }
}

extension TelegramCustomFieldsView {
    /// ``TelegramCustomFields/chatKind``, read from the view.
    public var chatKind: PeerKind? {
        TelegramChatKind.of(peer: peer, hasMemberSender: chatFromID != nil || chatFromGroupID != nil)
    }
}
