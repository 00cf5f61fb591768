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
        case let .legacyTest(test): test.userID
        case let .apnsChannelMessage(message): message.userID
        case let .apnsDirectMessage(message): message.userID
        case .unknown: json["user_id"]?.lenientInt64
        }
    }

    /// Whether it is a test notification the user asked for (`type: test`, or a legacy
    /// `event: test`). Apps may choose not to show it, as zulip-flutter does.
    public var isTest: Bool { payload.kind == .test }

    /// The ids of the messages whose notifications to remove (for a `remove` push), else empty.
    public var messageIDsToRemove: [Int64] {
        switch payload {
        case let .remove(remove): remove.messageIDs
        case let .legacyRemove(remove): remove.messageIDs ?? remove.messageID.map { [$0] } ?? []
        default: []
        }
    }

    /// Everyone in a direct message's conversation, the receiving user and the sender included,
    /// sorted; `nil` for other payloads, or when the payload does not say.
    ///
    /// The same list from every server: `recipient_user_ids` (Zulip 12.0 and later), else
    /// `pm_users` (a group before 12.0), else the sender and the receiving user (a one-to-one
    /// message before 12.0, which carries neither; seed 004, and zulip-flutter's `DmNarrow`).
    public var recipientUserIDs: [Int64]? {
        switch payload {
        case let .directMessage(message):
            Self.recipients(message.recipientUserIDs ?? message.participantIDs, message.senderID, message.userID)
        case let .legacyDirectMessage(message):
            Self.recipients(message.participantIDs, message.senderID, message.userID)
        case let .apnsDirectMessage(message):
            Self.recipients(message.participantIDs, message.senderID, message.userID)
        default: nil
        }
    }

    /// The title: `#channel > topic` for a channel message (`#(unknown channel) > topic` when the
    /// server left the name out, as zulip-flutter shows it), the sender for a one-to-one direct
    /// message, `sender to you and N others` for a group, the server's wording for a test; `nil`
    /// when there is nothing to show. A legacy APNs push shows its alert's title as the server
    /// wrote it (iOS displays it as is: for a group, the participants' names).
    public var title: String? {
        switch payload {
        case let .channelMessage(message): Self.channelTitle(message.channelName, message.topic)
        case let .legacyChannelMessage(message): Self.channelTitle(message.channelName, message.topic)
        case let .apnsChannelMessage(message): alertTitle ?? Self.channelTitle(message.channelName, message.topic)
        case let .directMessage(message):
            Self.directTitle(message.senderFullName, participants: recipientUserIDs?.count ?? 2)
        case let .legacyDirectMessage(message):
            Self.directTitle(message.senderFullName, participants: recipientUserIDs?.count ?? 2)
        case let .apnsDirectMessage(message):
            alertTitle ?? Self.directTitle(message.senderEmail ?? "", participants: recipientUserIDs?.count ?? 2)
        case .test, .legacyTest: alertTitle ?? Self.testTitle
        case .remove, .legacyRemove, .unknown: nil
        }
    }

    /// The body: the message's content, or the server's wording for a test. A payload without
    /// content (a legacy APNs one, a test) shows its APNs alert's body when there is one.
    public var body: String? {
        switch payload {
        case let .channelMessage(message): message.content
        case let .directMessage(message): message.content
        case let .legacyChannelMessage(message): message.content
        case let .legacyDirectMessage(message): message.content
        case .apnsChannelMessage, .apnsDirectMessage: alertBody
        case let .test(test): alertBody ?? Self.testBody(realmName: test.realmName, realmURL: test.realmURL)
        case let .legacyTest(test):
            alertBody ?? Self.testBody(realmName: test.realmName, realmURL: test.realmURL ?? test.realmURI)
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

    /// The name zulip-flutter shows for a channel the payload does not name
    /// (`unknownChannelName` in its assets/l10n/app_en.arb).
    static let unknownChannelName = "(unknown channel)"

    static func channelTitle(_ channel: String?, _ topic: String) -> String {
        "#\(channel ?? unknownChannelName) > \(topic)"
    }

    /// One-to-one: the sender. A group: the sender "to you and N others", N = participants − 2
    /// (the participants include the receiving user and the sender).
    static func directTitle(_ sender: String, participants: Int) -> String {
        let others = participants - 2
        guard others > 0 else { return sender }
        return "\(sender) to you and \(others) other\(others == 1 ? "" : "s")"
    }

    /// The title the server gives a test notification (zulip/zulip zerver/lib/push_notifications.py,
    /// send_test_push_notification_directly_to_devices).
    static let testTitle = "Test notification"

    /// The body the server gives a test notification: "This is a test notification from
    /// {realm_name} ({realm_url})."; the URL alone when the name is missing.
    static func testBody(realmName: String?, realmURL: String?) -> String {
        switch (realmName, realmURL) {
        case let (name?, url?): "This is a test notification from \(name) (\(url))."
        case let (name?, nil): "This is a test notification from \(name)."
        case let (nil, url?): "This is a test notification from \(url)."
        case (nil, nil): "This is a test notification."
        }
    }

    /// The participants of a direct message: the list the payload gives, else the sender and the
    /// receiving user (one person when they are the same: a message to oneself), sorted.
    static func recipients(_ listed: [Int64]?, _ sender: Int64?, _ user: Int64?) -> [Int64]? {
        if let listed { return listed.sorted() }
        guard let sender, let user else { return nil }
        return sender == user ? [user] : [min(sender, user), max(sender, user)]
    }
}
