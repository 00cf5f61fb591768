import PushSpec
import PushSpecCore

extension NotificationState {
    /// What an input reads of a state besides what is shown, named before it is applied: a store
    /// reads just this into its working set (with the ranked groups that can be shown), so that an
    /// input costs what it touches, whatever the state holds. The rules read nothing else.
    struct Footprint: Sendable, Hashable {
        /// The accounts whose ranked groups are read: those whose shown groups the input may
        /// change (a push's account; a dismissal's is its group's, found by the store).
        var accounts: [String] = []
        /// Whether the ranked groups of every account are read (an option change, what is shown
        /// of them all), besides ``accounts``.
        var allAccounts = false
        /// The groups an input adds to, edits or removes from, by identity.
        var groupKeys: [GroupKey] = []
        /// Groups by id (a dismissal).
        var groupIDs: [Int32] = []
        /// Whether those groups are read with every active notification (a removal, which must
        /// know what is left), else with their newest shown ones.
        var wholeGroups = false
        /// A message whose edit date says whether it is known.
        var message: MessageKey?
        /// A chat whose read horizon refuses what was read.
        var readHorizon: ChatKey?
        /// A server call id, to tell a repeated call.
        var serverCallID: Int64?
        /// The chats whose own settings apply.
        var settingsChatIDs: [Int64] = []
        /// Whether the input may make a group, which takes the smallest free group id.
        var mayMakeGroup = false
        /// How many ranked groups past the shown ones may come into view: one for each group the
        /// input may empty or lower.
        var rankedPastShown = 0
        /// Options the input sets: what they show is read.
        var options: NotificationOptions?

        /// What of each read account's ranked groups a working set holds for this input on a state
        /// of `options`: the first `ranked` groups by rank (what is shown before the input and
        /// after it, and those that may come into view), each with its newest `size` notifications.
        func shownExtent(of options: NotificationOptions) -> (ranked: Int, size: Int) {
            let after = self.options ?? options
            let shownCount = max(after.groupCountMax, options.groupCountMax)
            return (shownCount > 0 ? shownCount + rankedPastShown : 0, max(after.groupSizeMax, options.groupSizeMax))
        }
    }

    /// What applying `push` reads (see ``apply(_:account:now:)``, whose reading this follows).
    static func footprint(of push: TelegramPushOf<some TelegramCatalogNotification>, account: String) -> Footprint {
        var footprint = Footprint(accounts: [account])
        func chatGroups(_ chatID: Int64, _ types: [NotificationGroupKind]) -> [GroupKey] {
            types.map { GroupKey(account: account, chatID: chatID, type: $0) }
        }
        switch push.content {
        case let .service(service):
            switch service.actions(honoured: true).first {
            case let .dismissMessages(peer, _)?, let .dismissMessagesUpTo(peer, _)?:
                guard let chatID = TDLibIdentifiers.chatID(of: peer) else { return footprint }
                footprint.groupKeys = chatGroups(chatID, NotificationGroupKind.groupKinds)
                footprint.wholeGroups = true
                footprint.rankedPastShown = NotificationGroupKind.groupKinds.count
                footprint.readHorizon = ChatKey(account: account, chatID: chatID)
            default:
                break
            }
        case let .notification(notification):
            let fields = push.fields
            footprint.mayMakeGroup = true
            switch notification.groupKind {
            case .secretChat?:
                guard let encryptionID = fields.encryptionID, let chatID = TDLibIdentifiers.secretChatID(encryptionID) else {
                    return footprint
                }
                footprint.groupKeys = chatGroups(chatID, [.secretChat])
                footprint.message = MessageKey(account: account, chatID: chatID, serverID: 0)
                footprint.settingsChatIDs = [chatID]
            case .calls?:
                guard let peer = fields.peer, let chatID = TDLibIdentifiers.chatID(of: peer) else { return footprint }
                footprint.groupKeys = chatGroups(chatID, [.calls])
                footprint.serverCallID = fields.callID
                footprint.settingsChatIDs = [chatID]
            case .messages?, .mentions?:
                guard let peer = fields.peer, let chatID = TDLibIdentifiers.chatID(of: peer) else { return footprint }
                footprint.groupKeys = chatGroups(chatID, [.messages, .mentions])
                footprint.readHorizon = ChatKey(account: account, chatID: chatID)
                footprint.message = fields.messageID.map { MessageKey(account: account, chatID: chatID, serverID: $0) }
                // A mention follows the settings of its sender's chat.
                let senderChatID = sender(of: push, chatID: chatID).chatID
                footprint.settingsChatIDs = senderChatID == chatID ? [chatID] : [chatID, senderChatID]
            case .none?, nil:
                break
            }
        default:
            break
        }
        return footprint
    }

    /// What a dismissal in a group reads: the group whole, and the group ranked next among its
    /// account's.
    static func footprint(dismissingIn groupID: Int32) -> Footprint {
        Footprint(groupIDs: [groupID], wholeGroups: true, rankedPastShown: 1)
    }

    /// What setting the options reads: what they show, of every account (the options are one for
    /// all accounts).
    static func footprint(setting options: NotificationOptions) -> Footprint {
        Footprint(allAccounts: true, options: options)
    }
}
