import PushSpecCore

extension TelegramPushOf {
    /// What this push changes on screen, for an app without the notification state: the
    /// notification to show, or what a `MESSAGE_DELETED` or `READ_HISTORY` takes away.
    ///
    /// `MESSAGE_DELETED` lists its messages: their identifiers. `READ_HISTORY` reads every message
    /// of the chat up to `max_id`, which only the state knows: a ``NotificationRemoval/Rule`` of
    /// the chat's threads (messages and mentions) and that id.
    public func presentationChanges(locale: Notification.Locale = .english) -> PresentationChanges {
        typealias IDs = NotificationPresentation.Identifiers
        // A refused service removes nothing.
        let action = if case let .service(service) = content { service.actions(honoured: true).first } else { TelegramAction?.none }
        switch action {
        case let .dismissMessages(peer, messageIDs)?:
            let chatID = IDs.chatID(of: peer)
            return PresentationChanges(remove: NotificationRemoval(identifiers: messageIDs.map {
                IDs.telegramMessage(receiver: receiverID, chatID: chatID, messageID: $0)
            }))
        case let .dismissMessagesUpTo(peer, maxID)?:
            let chatID = IDs.chatID(of: peer)
            let threads = [NotificationGroupKind.messages, .mentions].map {
                IDs.telegramThread(receiver: receiverID, chatID: chatID, group: $0)
            }
            return PresentationChanges(remove: NotificationRemoval(rule: .init(threads: threads, maxMessageID: maxID)))
        default:
            return PresentationChanges(present: presentation(locale: locale).map { [$0] } ?? [])
        }
    }

    /// The notification to show for this push without the state; `nil` when it shows nothing.
    ///
    /// A key the spec lacks, or arguments no form takes, show the server's ready-made `text`
    /// where the push has one, under the title "Telegram": nothing the server said is lost.
    public func presentation(locale: Notification.Locale = .english) -> NotificationPresentation? {
        typealias IDs = NotificationPresentation.Identifiers
        guard let rendered = rendered(locale: locale) ?? readyMadeText.map({ RenderedNotification(title: Self.announcementTitle, body: $0, text: $0) })
        else { return nil }
        let notification = notification
        let group = presentationGroup
        let chatID = presentationChatID
        let item: String =
            switch group {
            case .messages, .mentions: fields.messageID.map(String.init) ?? locKey ?? "push"
            case .calls: fields.callID.map { "call\($0)" } ?? locKey ?? "call"
            case .secretChat: "secret_chat"
            case .none: locKey ?? "push"
            }
        let form = notification?.descriptorForm
        let peerKind = form?.peerKind ?? notification?.peerKind ?? .none
        let author = notification.flatMap { Self.argument("author", of: $0, form: form) }.flatMap { $0.isEmpty ? nil : $0 }
        // In a group, the sender is the title and the chat (the rendered title) the subtitle.
        let inChat = peerKind == .group || peerKind == .channel
        let title = (peerKind == .group ? author : nil) ?? rendered.title
        let subtitle = inChat && rendered.title != title ? rendered.title : nil
        let senderName = author ?? (peerKind == .private || peerKind == .channel ? rendered.title : nil)
        var sender: NotificationPresentation.Sender?
        if let senderName, let id = presentationSenderID { sender = NotificationPresentation.Sender(name: senderName, id: id) }

        var userInfo = [NotificationPresentation.UserInfoKey.account: String(receiverID)]
        if chatID != 0 { userInfo[NotificationPresentation.UserInfoKey.chatID] = String(chatID) }
        if let messageID = fields.messageID { userInfo[NotificationPresentation.UserInfoKey.messageID] = String(messageID) }
        let isSilent = fields.isSilent == true
        return NotificationPresentation(
            identifier: "telegram/\(receiverID)/\(chatID)/\(item)",
            thread: IDs.telegramThread(receiver: receiverID, chatID: chatID, group: group),
            title: title, subtitle: subtitle, body: rendered.body, sender: sender,
            sound: isSilent ? .none : fields.sound.flatMap { $0.isEmpty || $0 == "default" ? nil : .named($0) } ?? .default,
            interruption: isSilent ? .passive : TelegramPresentationFacts.interruption(of: notification),
            relevance: presentationRelevance(group: group),
            category: TelegramPresentationFacts.category(of: notification, locale: locale),
            userInfo: userInfo,
            attachment: (try? attachment?.get())?.strippedThumbnail?.jpeg)
    }

    /// TDLib's group of the notification, as the state files it by default: a mention or pinned
    /// message outside private chats in `mentions`, a pinned message in a private chat in
    /// `messages`; `none` for a push that shows no notification of a chat.
    public var presentationGroup: NotificationGroupKind {
        guard let notification, let kind = notification.groupKind else { return .none }
        let isPrivate = notification.peerKind == .private || (fields.peer.map { if case .user = $0 { true } else { false } } ?? false)
        switch kind {
        case .messages: return !isPrivate && fields.isMention == true ? .mentions : .messages
        case .mentions: return isPrivate ? .messages : .mentions
        default: return kind
        }
    }

    /// TDLib's chat id of the notification's chat: a secret chat's from `encryption_id`, which
    /// TDLib takes as the chat wherever a push has it (`ENCRYPTION_REQUEST`, `ENCRYPTION_ACCEPT`,
    /// `ENCRYPTED_MESSAGE`), else the peer's; 0 when the push names none.
    public var presentationChatID: Int64 {
        if let id = fields.encryptionID { return NotificationPresentation.Identifiers.secretChatID(id) }
        return fields.peer.map(NotificationPresentation.Identifiers.chatID) ?? 0
    }

    /// The sender's id, by the doc's rule, else the private chat's user.
    var presentationSenderID: Int64? {
        if let sender { return NotificationPresentation.Identifiers.chatID(of: sender) }
        if case let .user(id)? = fields.peer { return id }
        return nil
    }

    /// The relevance rule of ``NotificationPresentation``.
    func presentationRelevance(group: NotificationGroupKind) -> Double {
        switch group {
        case .calls: NotificationPresentation.Relevance.call
        case .mentions: NotificationPresentation.Relevance.mention
        case .messages, .secretChat: NotificationPresentation.Relevance.message
        case .none: notification == nil || fields.peer == nil ? NotificationPresentation.Relevance.notice : NotificationPresentation.Relevance.message
        }
    }

    /// The argument of `form` named `name`.
    static func argument(_ name: String, of notification: Notification, form: NotificationTypeDescriptor.Form?) -> String? {
        let arguments = notification.locArgs
        guard let form, let index = form.arguments.firstIndex(where: { $0.name == name }), index < arguments.count else { return nil }
        return arguments[index]
    }
}

/// The facts of a type's presentation, from the spec (`interruption:`, `categories:`).
enum TelegramPresentationFacts {
    /// The spec's level for the type (`time_sensitive` for incoming calls), active for a type it does not know.
    static func interruption(of notification: (some TelegramCatalogNotification)?) -> NotificationInterruption {
        notification?.key?.interruption ?? .active
    }

    /// The type's category in the spec, with its titles in `locale`.
    static func category<Notification: TelegramCatalogNotification>(
        of notification: Notification?, locale: Notification.Locale
    ) -> NotificationCategory? {
        notification?.key?.notificationCategory(locale: locale.tag)
    }
}
