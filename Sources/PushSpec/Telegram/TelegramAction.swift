import PushSpecCatalog
import PushSpecCore

/// Something a Telegram service notification asks the app to do, as the doc words it and the
/// clients do it (Telegram-Android's `PushListenerController.java`, TDLib's
/// `NotificationManager.cpp`).
public enum TelegramAction: Sendable, Hashable {
    /// `MESSAGE_DELETED`: remove the notifications of these messages of the chat.
    case dismissMessages(peer: Peer, messageIDs: [Int64])
    /// `READ_HISTORY`: remove the notifications of the chat's messages up to this id.
    case dismissMessagesUpTo(peer: Peer, maxID: Int64)
    /// `READ_REACTION`: remove the reaction notifications of these messages (in a forum topic,
    /// when one is named) and mark their reactions seen.
    case dismissReactions(peer: Peer, messageIDs: [Int64], topicID: Int64?)
    /// `READ_STORIES`: remove the notifications of the chat's stories up to this id.
    case dismissStoriesUpTo(peer: Peer, maxID: Int64)
    /// `STORY_DELETED`: remove the notifications of these stories.
    case dismissStories(peer: Peer, storyIDs: [Int64])
    /// `DC_UPDATE`: add this address to the data center's list.
    case addDataCenterAddress(dc: Int, address: PushAddress)
    /// `DC_UPDATE` for data center 1: call `help.getConfig` now to refresh the configuration
    /// (the doc: "it is recommended to call it immediately").
    case refreshConfiguration
    /// `GEO_LIVE_PENDING`: update the live locations being shared.
    case updateLiveLocations
    /// `MESSAGE_MUTED`: update the unread badge, or download the new messages.
    case syncMessages
    /// `SESSION_REVOKE`: log out and delete this session's data; `honoured` is false when the
    /// push did not come MTProto-encrypted, and the app must not act on it.
    case logOut(honoured: Bool)
}

extension TelegramPushOf {
    /// What the push asks the app to do, of the services PushSpec's spec declares: empty for a
    /// notification to show, and for a service an app's spec adds (the app acts on ``service``).
    @inlinable  // specialized for the caller's catalog
    public var actions: [TelegramAction] {
        // `if case`, which reads the content in place (see `fetch`), the notification first: it
        // is most pushes, and there the first test is the only one.
        if case .notification = content { return [] }
        if case .service = content { return Self.actions(of: pushSpecService, honoured: true) }
        if case .refused = content { return Self.actions(of: pushSpecService, honoured: false) }
        return []
    }

    /// The actions of PushSpec's service `service`; none for nil (a service an app's spec adds).
    @usableFromInline static func actions(of service: TelegramServiceNotification?, honoured: Bool) -> [TelegramAction] {
        guard let service else { return [] }
        return switch service {
        case let .messageDeleted(peer, ids): [.dismissMessages(peer: peer, messageIDs: ids)]
        case let .readHistory(peer, maxID): [.dismissMessagesUpTo(peer: peer, maxID: maxID)]
        case let .readReaction(peer, ids, topicID): [.dismissReactions(peer: peer, messageIDs: ids, topicID: topicID)]
        case let .readStories(peer, maxID): [.dismissStoriesUpTo(peer: peer, maxID: maxID)]
        case let .storyDeleted(peer, storyIDs): [.dismissStories(peer: peer, storyIDs: storyIDs)]
        case let .dcUpdate(dc, address):
            [.addDataCenterAddress(dc: dc, address: address)] + (dc == 1 ? [.refreshConfiguration] : [])
        case .geoLivePending: [.updateLiveLocations]
        case .messageMuted: [.syncMessages]
        case .sessionRevoke: [.logOut(honoured: honoured)]
        case .messageAnnouncement: []
        }
    }
}
