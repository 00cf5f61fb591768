import PushSpecCompiler

/// The file of `Spec/telegram/` a notification type belongs in, by its loc_key, with what a type of
/// that family usually is: the kind of chat and the TDLib notification group.
package enum SpecFamily: String, Sendable, Hashable, CaseIterable {
    /// `MESSAGES`, `MESSAGE_*`: private chats.
    case privateMessages = "private-messages"
    /// `CHAT_*` but reactions: groups.
    case groupMessages = "group-messages"
    /// `CHANNEL_*`: channels.
    case channelMessages = "channel-messages"
    /// `PINNED_*`: pins, a private and a group form.
    case pinned
    /// `REACT_*` and `CHAT_REACT_*`: reactions to your messages.
    case reactions
    /// Everything else: logins, contacts, secret chats, calls, stories.
    case account

    /// The family of `locKey`.
    package init(locKey: String) {
        if locKey.hasPrefix("REACT_") || locKey.hasPrefix("CHAT_REACT_") {
            self = .reactions
        } else if locKey.hasPrefix("PINNED_") {
            self = .pinned
        } else if locKey.hasPrefix("CHANNEL_") {
            self = .channelMessages
        } else if locKey.hasPrefix("CHAT_") {
            self = .groupMessages
        } else if locKey == "MESSAGES" || locKey.hasPrefix("MESSAGE_") {
            self = .privateMessages
        } else {
            self = .account
        }
    }

    /// The file's name in the provider directory (`private-messages.yaml`).
    package var fileName: String { rawValue + ".yaml" }

    /// The kind of chat of a type of the family; for pins, of the form with fewer arguments (the
    /// group form takes the group's name besides).
    func peer(of locKey: String) -> PeerKindModel {
        switch self {
        case .privateMessages, .pinned: .private
        case .groupMessages: .group
        case .channelMessages: .channel
        case .reactions: locKey.hasPrefix("CHAT_") ? .group : .private
        case .account: .none
        }
    }

    /// The TDLib notification group a type of the family usually has: pins and reactions are
    /// mentions, messages are messages, the rest none.
    var group: GroupKindModel {
        switch self {
        case .privateMessages, .groupMessages, .channelMessages: .messages
        case .pinned, .reactions: .mentions
        case .account: .none
        }
    }
}
