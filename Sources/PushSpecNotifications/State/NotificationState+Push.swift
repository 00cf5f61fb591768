import Foundation
import PushSpec
import PushSpecCore

extension NotificationState {
    /// What applying one input did: the updates of what is shown, and when the input made no
    /// notification, why (not an error).
    public struct Outcome: Sendable, Hashable {
        /// The updates, in the order TDLib sends them; empty when nothing shown changed.
        public var updates: [NotificationUpdate]
        /// Why a push made no notification that is shown (a repeat of a known message, a muted
        /// chat, the API disabled, …, or ``NotificationSkipReason/hiddenByLimits`` when it was
        /// stored but ranks out of view); nil when it shows, and for a read, a deletion or a removal.
        public var skipped: NotificationSkipReason?

        /// An outcome of `updates`, and why none was made when `skipped` is set.
        public init(updates: [NotificationUpdate], skipped: NotificationSkipReason? = nil) {
            self.updates = updates
            self.skipped = skipped
        }

        init(_ updates: [NotificationUpdate], skipped: NotificationSkipReason? = nil) {
            self.init(updates: updates, skipped: skipped)
        }
    }

    /// Applies a decoded Telegram push: a new notification, an edit of one, or a removal
    /// (`MESSAGE_DELETED`, `READ_HISTORY`); anything else is skipped with the reason.
    ///
    /// - Parameters:
    ///   - push: The decoded push.
    ///   - account: Whose push it is (the keyring account, or the receiver id).
    ///   - now: The date of a push that carries none (kept as whole Unix seconds, 64-bit).
    public mutating func apply(
        _ push: TelegramPushOf<some TelegramCatalogNotification>, account: String, now: Date
    ) -> Outcome {
        changes = .init()
        // Removals apply while the API is disabled too: to the notifications kept from before, and
        // so that a read message never makes a notification later.
        switch push.content {
        case let .service(service):
            return applyService(service.actions(honoured: true).first, account: account)
        case let .notification(notification):
            guard options.isEnabled else { return Outcome([], skipped: .apiDisabled) }
            return applyNotification(notification, push: push, account: account, now: Self.unixSeconds(now))
        case .refused: return Outcome([], skipped: .refusedService)
        case .invalidArguments: return Outcome([], skipped: .invalidArguments)
        case .invalidService: return Outcome([], skipped: .invalidService)
        case .empty: return Outcome([], skipped: .noContent)
        }
    }

    /// Applies a service notification by what it asks (its spec's `action:`): a removal of
    /// messages changes what is shown; nothing else, nor a service without an action, changes
    /// anything here.
    private mutating func applyService(_ action: TelegramAction?, account: String) -> Outcome {
        switch action {
        case let .dismissMessages(peer, ids)?:
            guard let chatID = TDLibIdentifiers.chatID(of: peer) else { return Outcome([], skipped: .chatIDOutOfRange) }
            return removeMessages(account: account, chatID: chatID) { ids.contains($0) }
        case let .dismissMessagesUpTo(peer, maxID)?:
            guard let chatID = TDLibIdentifiers.chatID(of: peer) else { return Outcome([], skipped: .chatIDOutOfRange) }
            let chat = ChatKey(account: account, chatID: chatID)
            let horizon = max(readUpTo[chat] ?? 0, maxID)
            readUpTo[chat] = horizon
            changes.reads.insert(chat)
            let outcome = removeMessages(account: account, chatID: chatID, resetTotalCount: true) { $0 <= maxID }
            // Retention: a message at or below the read horizon is refused as read before it is
            // looked up as known, so what says it is known can go (the file's rows go on save).
            for key in changes.messages where key.account == account && key.chatID == chatID && key.serverID >= 1 && key.serverID <= horizon {
                knownMessages[key] = nil
            }
            return outcome
        default: return Outcome([], skipped: .serviceChangesNothing)
        }
    }

    private mutating func applyNotification<Catalog>(
        _ notification: Catalog, push: TelegramPushOf<Catalog>, account: String, now: Int64
    ) -> Outcome {
        guard let kind = notification.groupKind else { return Outcome([], skipped: .unknownLocKey) }
        if notification.needsFetch == true, kind != .secretChat, kind != .calls {
            return Outcome([], skipped: .needsFetch(locKey: notification.locKey))
        }
        let fields = push.fields
        let date = push.date ?? now
        let before = shown(of: account)
        switch kind {
        case .none:
            return Outcome([], skipped: .noNotificationGroup(locKey: notification.locKey))
        case .secretChat:
            guard let encryptionID = fields.encryptionID, let chatID = TDLibIdentifiers.secretChatID(encryptionID) else {
                return Outcome([], skipped: .noEncryptionID)
            }
            let secretChat = MessageKey(account: account, chatID: chatID, serverID: 0)
            guard knownMessages.updateValue(0, forKey: secretChat) == nil else {
                return Outcome([], skipped: .repeatedSecretChat)
            }
            changes.messages.insert(secretChat)
            add(.newSecretChat, account: account, chatID: chatID, type: .secretChat, date: date, push: push,
                settingsChatID: chatID, scope: .privateChats, serverMessageID: nil)
        case .calls:
            guard let serverCallID = fields.callID, let peer = fields.peer, let chatID = TDLibIdentifiers.chatID(of: peer) else {
                return Outcome([], skipped: .noCallID)
            }
            guard callIDs[serverCallID] == nil else { return Outcome([], skipped: .repeatedCall) }
            let callID = nextCallID
            nextCallID += 1
            callIDs[serverCallID] = callID
            changes.calls.insert(serverCallID)
            add(.newCall(callID: callID), account: account, chatID: chatID, type: .calls, date: date, push: push,
                settingsChatID: chatID, scope: .privateChats, serverMessageID: nil)
        case .messages, .mentions:
            guard let peer = fields.peer, let chatID = TDLibIdentifiers.chatID(of: peer) else {
                return Outcome([], skipped: .noChat)
            }
            guard let serverID = fields.messageID, let messageID = TDLibIdentifiers.messageID(serverID: serverID) else {
                return Outcome([], skipped: .noMessageID)
            }
            let chat = ChatKey(account: account, chatID: chatID)
            if let read = readUpTo[chat], serverID <= read { return Outcome([], skipped: .alreadyRead) }
            let messageKey = MessageKey(account: account, chatID: chatID, serverID: serverID)
            let editDate = fields.editDate ?? 0
            let known = knownMessages[messageKey]
            if let known, editDate <= known { return Outcome([], skipped: .knownMessage) }
            // An edit never makes a notification, as in TDLib (a push with `edit_date` only edits):
            // the message's notification is gone, or was never made.
            if known == nil, editDate > 0 { return Outcome([], skipped: .notificationGone) }
            let sender = Self.sender(of: push, chatID: chatID)
            // Made for a new notification or an edit only, not for a repeat or a muted chat.
            func content() -> NotificationKind {
                let form = notification.descriptorForm
                return .newPushMessage(
                    messageID: messageID, sender: sender, senderName: Self.senderName(of: notification, form: form),
                    isOutgoing: fields.userID.map { sender == .user($0) } ?? false,
                    content: PushMessageContent.of(notification, form: form, attachment: try? push.attachment?.get()))
            }
            if known != nil {
                knownMessages[messageKey] = editDate
                changes.messages.insert(messageKey)
                return edit(messageKey, kind: content())
            }
            let scope = Self.scope(of: peer, fields: fields)
            let chatSettings = effectiveSettings(chatID: chatID, scope: scope)
            var type = NotificationGroupKind.messages
            var settingsChatID = chatID
            let isPrivate = scope == .privateChats
            let pinned = kind == .mentions
            if !isPrivate, pinned ? !chatSettings.disablePinnedMessageNotifications
                : (fields.isMention == true && !chatSettings.disableMentionNotifications)
            {
                // Mentions follow the settings of the sender's chat (seed 002).
                type = .mentions
                settingsChatID = sender.chatID
            }
            let settings = settingsChatID == chatID ? chatSettings : effectiveSettings(chatID: settingsChatID, scope: .privateChats)
            guard settings.muteFor <= 0 else { return Outcome([], skipped: .mutedChat) }
            knownMessages[messageKey] = editDate
            changes.messages.insert(messageKey)
            add(content(), account: account, chatID: chatID, type: type, date: date, push: push,
                settingsChatID: settingsChatID, scope: scope, serverMessageID: serverID, settings: settings)
        }
        // A new notification is shown unless its group ranks out of view: then nothing shown
        // changes (its group is the only one that changed).
        let updates = updates(from: before)
        return Outcome(updates, skipped: updates.isEmpty ? .hiddenByLimits : nil)
    }

    /// Adds a notification to its group, made when missing, and counts it.
    private mutating func add(
        _ kind: NotificationKind, account: String, chatID: Int64, type: NotificationGroupKind, date: Int64,
        push: TelegramPushOf<some TelegramCatalogNotification>, settingsChatID: Int64, scope: NotificationSettingsScope, serverMessageID: Int64?,
        settings: EffectiveNotificationSettings? = nil
    ) {
        let isSilent = push.fields.isSilent == true
        let settings = settings ?? effectiveSettings(chatID: settingsChatID, scope: scope)
        let soundID = isSilent ? 0 : (push.fields.ringtone ?? settings.soundID)
        let groupID = groupID(
            for: GroupKey(account: account, chatID: chatID, type: type), notificationSettingsChatID: settingsChatID,
            soundID: soundID)
        let notification = GroupedNotification(id: nextNotificationID, date: date, isSilent: isSilent, kind: kind)
        nextNotificationID += 1
        let editDate = serverMessageID.map { _ in push.fields.editDate ?? 0 }
        groups[groupID]?.append(StoredNotification(notification: notification, serverMessageID: serverMessageID, editDate: editDate))
        groups[groupID]?.totalCount += 1
        changes.groups.insert(groupID)
        changes.notifications[notification.id] = groupID
        refreshRank(groupID)
    }

    /// An edit of a known message: its notification takes the new content; a shown one is
    /// reported with `updateNotification`.
    private mutating func edit(_ message: MessageKey, kind: NotificationKind) -> Outcome {
        let shownIDs = Set(shown(of: message.account).ids)
        for groupID in groupIDs(account: message.account, chatID: message.chatID) {
            // No copy of the group is held while it changes: that would copy its whole list.
            guard let index = groups[groupID]?.notifications.firstIndex(where: { $0.serverMessageID == message.serverID })
            else { continue }
            groups[groupID]?.edit(kind, editDate: knownMessages[message] ?? 0, at: index)
            guard let edited = groups[groupID]?.notifications[index].notification else { continue }
            changes.notifications[edited.id] = groupID
            changes.groups.insert(groupID)
            return shownIDs.contains(edited.id)
                ? Outcome([.notification(groupID: groupID, notification: edited)]) : Outcome([], skipped: .hiddenByLimits)
        }
        return Outcome([], skipped: .notificationGone)
    }

    /// Whole Unix seconds of a date (rounded down; a date out of Int64's range is clamped).
    static func unixSeconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return 0 }
        return seconds >= 9.2e18 ? .max : seconds <= -9.2e18 ? .min : Int64(seconds)
    }

    /// The sender, by the doc's rule; else the private chat's user, a channel itself, or (a basic
    /// group with no sender) Telegram's service account 777000, as TDLib does.
    static func sender(of push: TelegramPushOf<some TelegramCatalogNotification>, chatID: Int64) -> MessageSender {
        switch push.sender {
        case let .user(id)?: return .user(id)
        case let .channel(id)?: return TDLibIdentifiers.chatID(of: .channel(id)).map(MessageSender.chat) ?? .user(777_000)
        case let .chat(id)?: return TDLibIdentifiers.chatID(of: .chat(id)).map(MessageSender.chat) ?? .user(777_000)
        case nil: break
        }
        switch push.fields.peer {
        case let .user(id)?: return .user(id)
        case .channel?: return push.fields.peerKind == .channel ? .chat(chatID) : .user(777_000)
        default: return .user(777_000)
        }
    }

    /// The sender's name as the push gives it: the argument of its descriptor's `form` named
    /// `author` (empty for a channel post, whose author is the channel, and for a group pin, as
    /// TDLib leaves it).
    static func senderName(of notification: some TelegramCatalogNotification, form: NotificationTypeDescriptor.Form?) -> String {
        let arguments = notification.locArgs
        guard let form, let index = form.arguments.firstIndex(where: { $0.name == "author" }), index < arguments.count
        else { return "" }
        return arguments[index]
    }

    /// The settings scope of a chat: private chats (users, secret chats), groups (basic groups and
    /// supergroups), channels.
    static func scope(of peer: Peer, fields: some TelegramCatalogFields) -> NotificationSettingsScope {
        switch peer {
        case .user: .privateChats
        case .chat: .groupChats
        case .channel: fields.peerKind == .group ? .groupChats : .channelChats
        }
    }
}
