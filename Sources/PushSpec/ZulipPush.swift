import PushSpecCatalog
import PushSpecCore

/// A decoded Zulip push: its typed payload and what a notification UI shows for it, as the
/// Zulip mobile app shows it.
public struct ZulipPush: Sendable {
    /// Whether it came end-to-end encrypted.
    public let isEncrypted: Bool
    /// The `push_key_id` of the key that decrypted it.
    public let pushKeyID: UInt32?
    /// How it was wrapped.
    public let envelope: ZulipEnvelope
    /// The typed payload.
    public let payload: ZulipPayload
    /// The payload's JSON (decrypted for an encrypted push).
    public let json: JSONValue
    /// The title of an APNs alert (legacy APNs pushes carry the sender there).
    public let alertTitle: String?
    /// The body of an APNs alert (legacy APNs pushes carry the message there).
    public let alertBody: String?

    /// The receiving user's id, when the payload names it.
    public var userID: Int64? {
        switch payload {
        case let .channelMessage(message): message.userID
        case let .directMessage(message): message.userID
        case let .remove(remove): remove.userID
        case let .test(test): test.userID
        case let .legacyChannelMessage(message): message.userID
        case let .legacyDirectMessage(message): message.userID
        case let .legacyRemove(remove): remove.userID
        case let .apnsChannelMessage(message): message.userID
        case let .apnsDirectMessage(message): message.userID
        case .unknown: json["user_id"]?.lenientInt64
        }
    }

    /// The ids of the messages whose notifications to remove (for a `remove` push), else empty.
    public var messageIDsToRemove: [Int64] {
        switch payload {
        case let .remove(remove): remove.messageIDs
        case let .legacyRemove(remove): remove.messageIDs ?? remove.messageID.map { [$0] } ?? []
        default: []
        }
    }

    /// The title: `#channel > topic` for a channel message, the sender for a one-to-one direct
    /// message, `sender to you and N others` for a group; `nil` when there is nothing to show.
    /// A legacy APNs push shows its alert's title as the server wrote it (iOS displays it as is:
    /// for a group, the participants' names).
    public var title: String? {
        switch payload {
        case let .channelMessage(message): Self.channelTitle(message.channelName, message.topic)
        case let .legacyChannelMessage(message): Self.channelTitle(message.channelName, message.topic)
        case let .apnsChannelMessage(message): alertTitle ?? Self.channelTitle(message.channelName, message.topic)
        case let .directMessage(message):
            Self.directTitle(message.senderFullName, participants: message.recipientUserIDs.count)
        case let .legacyDirectMessage(message):
            Self.directTitle(message.senderFullName, participants: message.participantIDs?.count ?? 2)
        case let .apnsDirectMessage(message):
            alertTitle
                ?? Self.directTitle(message.senderEmail ?? "", participants: message.participantIDs?.count ?? 2)
        case let .test(test): "Test notification from \(test.realmName)"
        case .remove, .legacyRemove, .unknown: nil
        }
    }

    /// The body: the message's content.
    public var body: String? {
        switch payload {
        case let .channelMessage(message): message.content
        case let .directMessage(message): message.content
        case let .legacyChannelMessage(message): message.content
        case let .legacyDirectMessage(message): message.content
        case .apnsChannelMessage, .apnsDirectMessage: alertBody
        case .test: "This is a test notification."
        case .remove, .legacyRemove, .unknown: nil
        }
    }

    /// Title and body on one line.
    public var text: String? {
        switch (title, body) {
        case let (title?, body?): "\(title): \(body)"
        case let (title?, nil): title
        case let (nil, body?): body
        case (nil, nil): nil
        }
    }

    static func channelTitle(_ channel: String, _ topic: String) -> String {
        "#\(channel) > \(topic)"
    }

    /// One-to-one: the sender. A group: the sender "to you and N others", N = participants − 2
    /// (the participants include the receiving user and the sender).
    static func directTitle(_ sender: String, participants: Int) -> String {
        let others = participants - 2
        guard others > 0 else { return sender }
        return "\(sender) to you and \(others) other\(others == 1 ? "" : "s")"
    }
}
