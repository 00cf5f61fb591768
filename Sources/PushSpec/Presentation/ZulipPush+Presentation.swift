import PushSpecCatalog
import PushSpecCore

extension ZulipPush {
    /// What this push changes on screen: the message's notification, or for a `remove` the
    /// identifiers of the messages it lists.
    public func presentationChanges() -> PresentationChanges {
        let messageIDs = messageIDsToRemove
        if !messageIDs.isEmpty {
            let account = presentationAccount
            return PresentationChanges(remove: NotificationRemoval(identifiers: messageIDs.map {
                NotificationPresentation.Identifiers.zulipMessage(account: account, messageID: $0)
            }))
        }
        return PresentationChanges(present: presentation().map { [$0] } ?? [])
    }

    /// The notification to show: a channel message in its topic's thread, a direct message in
    /// its conversation's; `nil` for a removal or a payload PushSpec does not know.
    public func presentation() -> NotificationPresentation? {
        typealias IDs = NotificationPresentation.Identifiers
        guard let title, let body else { return nil }
        let account = presentationAccount
        let thread: String
        var messageID: Int64?
        var channelID: Int64?
        var senderName: String?
        var senderID: Int64?
        var isMention = false
        switch payload {
        case let .channelMessage(message):
            thread = IDs.zulipChannelThread(account: account, channelID: message.channelID, channelName: message.channelName, topic: message.topic)
            (messageID, channelID, senderName, senderID) = (message.messageID, message.channelID, message.senderFullName, message.senderID)
            isMention = message.mentionedUserGroupID != nil
        case let .legacyChannelMessage(message):
            thread = IDs.zulipChannelThread(account: account, channelID: message.channelID, channelName: message.channelName, topic: message.topic)
            (messageID, channelID, senderName, senderID) = (message.messageID, message.channelID, message.senderFullName, message.senderID)
        case let .apnsChannelMessage(message):
            thread = IDs.zulipChannelThread(account: account, channelID: message.channelID, channelName: message.channelName, topic: message.topic)
            (messageID, channelID, senderName, senderID) = (message.messageIDs.max(), message.channelID, message.senderEmail, message.senderID)
        case let .directMessage(message):
            thread = IDs.zulipDirectThread(account: account, userIDs: recipientUserIDs ?? [message.senderID])
            (messageID, senderName, senderID) = (message.messageID, message.senderFullName, message.senderID)
            isMention = message.mentionedUserGroupID != nil
        case let .legacyDirectMessage(message):
            thread = IDs.zulipDirectThread(account: account, userIDs: recipientUserIDs ?? message.senderID.map { [$0] } ?? [])
            (messageID, senderName, senderID) = (message.messageID, message.senderFullName, message.senderID)
        case let .apnsDirectMessage(message):
            thread = IDs.zulipDirectThread(account: account, userIDs: recipientUserIDs ?? message.senderID.map { [$0] } ?? [])
            (messageID, senderName, senderID) = (message.messageIDs.max(), message.senderEmail, message.senderID)
        case .test, .legacyTest:
            thread = "zulip/\(account)/test"
            messageID = nil
        case .remove, .legacyRemove, .unknown:
            return nil
        }
        var userInfo = [NotificationPresentation.UserInfoKey.account: account]
        if let channelID { userInfo[NotificationPresentation.UserInfoKey.chatID] = String(channelID) }
        if let messageID { userInfo[NotificationPresentation.UserInfoKey.messageID] = String(messageID) }
        var sender: NotificationPresentation.Sender?
        if let senderName, let senderID { sender = NotificationPresentation.Sender(name: senderName, id: senderID) }
        return NotificationPresentation(
            identifier: messageID.map { IDs.zulipMessage(account: account, messageID: $0) } ?? "zulip/\(account)/test",
            thread: thread, title: title, body: body, sender: sender,
            relevance: isMention ? NotificationPresentation.Relevance.mention : NotificationPresentation.Relevance.message,
            // The category its schema names (reply, mark as read), in English: Zulip's part of the
            // spec has no translations. A notification without a message has nothing to act on.
            category: messageID == nil ? nil : payload.category?.category(),
            userInfo: userInfo)
    }

    /// `REALM/USER` of the receiving account.
    var presentationAccount: String {
        let realmURL: String? =
            switch payload {
            case let .channelMessage(message): message.realmURL
            case let .directMessage(message): message.realmURL
            case let .remove(remove): remove.realmURL
            case let .test(test): test.realmURL
            case let .legacyChannelMessage(message): message.realmURL ?? message.realmURI ?? message.server
            case let .legacyDirectMessage(message): message.realmURL ?? message.realmURI ?? message.server
            case let .legacyRemove(remove): remove.realmURL ?? remove.realmURI ?? remove.server
            case let .legacyTest(test): test.realmURL ?? test.realmURI ?? test.server
            case let .apnsChannelMessage(message): message.realmURL ?? message.realmURI ?? message.server
            case let .apnsDirectMessage(message): message.realmURL ?? message.realmURI ?? message.server
            case .unknown: json["realm_url"]?.stringValue ?? json["realm_uri"]?.stringValue
            }
        return NotificationPresentation.Identifiers.zulipAccount(realmURL: realmURL, userID: userID)
    }
}
