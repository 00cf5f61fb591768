/// Something a Telegram service notification asks the app to do, as the doc words it and the
/// clients do it (Telegram-Android's `PushListenerController.java`, TDLib's
/// `NotificationManager.cpp`).
///
/// A catalog's service names its action in the spec (`action:`); the runtime acts on the
/// removals (the notification state, a push's `presentationChanges`) and an app on the rest
/// (a push's `actions`).
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
