import PushSpecCore

/// TDLib's identifiers of chats and messages, from the ids a push carries.
///
/// A user's private chat is the user id; a basic group's chat is −chat_id; a channel's or
/// supergroup's is −1 000 000 000 000 − channel_id; a secret chat's is −2 000 000 000 000 + its id.
/// A message id is the server message id × 2^20.
public enum TDLibIdentifiers {
    static let channelOffset: Int64 = 1_000_000_000_000
    static let secretChatOffset: Int64 = 2_000_000_000_000

    /// The chat id of a peer; `nil` for an id out of TDLib's ranges.
    public static func chatID(of peer: Peer) -> Int64? {
        switch peer {
        case let .user(id): id > 0 && id < (1 << 40) ? id : nil
        case let .chat(id): id > 0 && id < channelOffset ? -id : nil
        case let .channel(id): id > 0 && id < channelOffset ? -channelOffset - id : nil
        }
    }

    /// The chat id of a secret chat.
    public static func secretChatID(_ id: Int64) -> Int64? {
        id != 0 && id > Int64(Int32.min) && id <= Int64(Int32.max) ? -secretChatOffset + id : nil
    }

    /// TDLib's id of a server message.
    public static func messageID(serverID: Int64) -> Int64? {
        serverID > 0 && serverID < (1 << 31) ? serverID << 20 : nil
    }
}
