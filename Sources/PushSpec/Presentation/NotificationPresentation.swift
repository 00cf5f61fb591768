/// What the platform shows for one notification: every decision made, nothing left but copying
/// the fields into the platform's own type (`UNMutableNotificationContent` on Apple platforms, a
/// `NotificationCompat.Builder` elsewhere).
///
/// Made from one decoded push (``TelegramPushOf/presentationChanges(locale:)``,
/// ``ZulipPush/presentationChanges()``) or, with the notification state, from its updates
/// (`PresentationChanges(updates:push:locale:)` in PushSpecNotifications).
///
/// ## Identifiers and threads
///
/// An ``identifier`` is stable and unique across accounts, so that the same message delivered
/// twice replaces itself and two accounts never take each other's notifications:
///
/// | | identifier | thread |
/// |---|---|---|
/// | Telegram, one push | `telegram/RECEIVER/CHAT/MESSAGE` | `telegram/RECEIVER/CHAT/GROUP` |
/// | Telegram, the state | `telegram/RECEIVER/nNOTIFICATION` | `telegram/RECEIVER/CHAT/GROUP` |
/// | Zulip | `zulip/REALM/USER/MESSAGE` | `zulip/REALM/USER/channel/ID/topic`, `zulip/REALM/USER/dm/ID,ID,…` |
///
/// RECEIVER is the push receiver id (the key id of an encrypted push, else its `user_id`); CHAT
/// TDLib's chat id (a basic group −id, a channel −10¹² − id); MESSAGE the server's message id;
/// GROUP TDLib's group type (`messages`, `mentions`, `calls`, `secret_chat`; `none` for account
/// notices), so that a chat's mentions are a thread of their own. A call without a message uses
/// `callID`, a push naming no message its `loc_key`. REALM is the realm's host (with its port when
/// not the scheme's default); a topic is compared without case, as Zulip does.
///
/// ## Relevance
///
/// How the system orders a thread's notifications in a summary, 0…1: an incoming call 1; a
/// mention or a reply to the user 0.8 (Telegram's `mention` flag, which the server also sets for
/// replies, or a pinned message in a group; Zulip's group mention); any other message 0.5; an
/// account notice (no chat) 0.3. Silence changes the ``interruption``, not the relevance.
public struct NotificationPresentation: Sendable, Hashable {
    /// The `userInfo` key under which a delivered notification keeps ``identifier`` (the Apple
    /// adapter writes it): a notification service extension cannot choose the request identifier
    /// of the push it modifies, so removals also match this key.
    public static let identifierUserInfoKey = "pushspec_identifier"

    /// The sound to play.
    public enum Sound: Sendable, Hashable {
        /// The platform's default sound.
        case `default`
        /// No sound: a message sent silently, or a chat whose sound is off.
        case none
        /// A sound file the push names (APNs' `sound`).
        case named(String)
    }

    /// Who sent the message, for a communication notification.
    public struct Sender: Sendable, Hashable {
        /// The name the push gives.
        public var name: String
        /// The id: a Telegram user id, or TDLib's chat id of a chat posting as itself; a Zulip user id.
        public var id: Int64

        /// A sender.
        public init(name: String, id: Int64) {
            self.name = name
            self.id = id
        }
    }

    /// Stable and unique across accounts (see the table above): the platform's request identifier.
    public var identifier: String
    /// The notification group it belongs to: the platform's thread identifier.
    public var thread: String
    /// The title: the sender for a message in a group, else the chat, the channel or the sender.
    public var title: String
    /// The chat, for a message in a group or a channel when the title is not already the chat.
    public var subtitle: String?
    /// The text under the title, rendered from the spec's templates in the locale asked for.
    public var body: String
    /// Who sent it, where the push names someone.
    public var sender: Sender?
    /// The sound.
    public var sound: Sound
    /// How strongly it asks for attention: passive when silent, the spec's level otherwise.
    public var interruption: NotificationInterruption
    /// Its rank among the thread's notifications, 0…1 (see the rule above).
    public var relevance: Double
    /// The actions offered, when the type has any.
    public var category: NotificationCategory?
    /// What opening it needs, under plain string keys (``UserInfoKey``): account, chat id,
    /// message id, and with the state the group and notification ids.
    public var userInfo: [String: String]
    /// The stripped thumbnail of the push's photo as a JPEG file's bytes, where it has one.
    public var attachment: [UInt8]?

    /// A presentation from its parts.
    public init(
        identifier: String, thread: String, title: String, subtitle: String? = nil, body: String, sender: Sender? = nil,
        sound: Sound = .default, interruption: NotificationInterruption = .active, relevance: Double = Relevance.message,
        category: NotificationCategory? = nil, userInfo: [String: String] = [:], attachment: [UInt8]? = nil
    ) {
        self.identifier = identifier
        self.thread = thread
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.sender = sender
        self.sound = sound
        self.interruption = interruption
        self.relevance = relevance
        self.category = category
        self.userInfo = userInfo
        self.attachment = attachment
    }

    /// The keys of ``userInfo``.
    public enum UserInfoKey {
        /// The account: the push receiver id (Telegram), `REALM/USER` (Zulip).
        public static let account = "account"
        /// The chat (TDLib's chat id), or for Zulip the channel id.
        public static let chatID = "chat_id"
        /// The server's message id: what `READ_HISTORY`'s `max_id` is compared with.
        public static let messageID = "message_id"
        /// The state's notification group id.
        public static let groupID = "group_id"
        /// The state's notification id.
        public static let notificationID = "notification_id"
    }

    /// The relevance rule (see above).
    public enum Relevance {
        /// An incoming call.
        public static let call = 1.0
        /// A mention of the user, or a reply to them.
        public static let mention = 0.8
        /// Any other message.
        public static let message = 0.5
        /// An account notice, about no chat.
        public static let notice = 0.3
    }
}

/// Which delivered notifications to take away.
public struct NotificationRemoval: Sendable, Hashable {
    /// The identifiers, where they are known: the state's removed notifications, or without it the
    /// messages a `MESSAGE_DELETED` or a Zulip `remove` lists.
    public var identifiers: [String]
    /// The rule, where they cannot be known without the state (`READ_HISTORY`).
    public var rule: Rule?

    /// Every delivered notification of one of ``threads`` whose message id (``NotificationPresentation/UserInfoKey/messageID``)
    /// is at most ``maxMessageID``: what a `READ_HISTORY` reads, applied by the app to what is
    /// delivered (on Apple platforms: `getDeliveredNotifications`, then their `userInfo`).
    public struct Rule: Sendable, Hashable {
        /// The chat's threads: its messages and its mentions.
        public var threads: [String]
        /// The highest message id read.
        public var maxMessageID: Int64

        /// A rule.
        public init(threads: [String], maxMessageID: Int64) {
            self.threads = threads
            self.maxMessageID = maxMessageID
        }

        /// Whether a delivered notification of `thread` with this `userInfo` is one to remove.
        public func matches(thread: String, userInfo: [String: String]) -> Bool {
            guard threads.contains(thread), let id = userInfo[NotificationPresentation.UserInfoKey.messageID].flatMap(Int64.init)
            else { return false }
            return id <= maxMessageID
        }
    }

    /// A removal.
    public init(identifiers: [String] = [], rule: Rule? = nil) {
        self.identifiers = identifiers
        self.rule = rule
    }

    /// Whether it removes nothing.
    public var isEmpty: Bool { identifiers.isEmpty && rule == nil }

    /// Whether a delivered notification of `thread` with this `userInfo` is one to remove: its
    /// ``NotificationPresentation/identifierUserInfoKey`` is among ``identifiers``, or the
    /// ``rule`` matches it. (A notification posted under its identifier is also removed by it.)
    public func matches(thread: String, userInfo: [String: String]) -> Bool {
        if let identifier = userInfo[NotificationPresentation.identifierUserInfoKey], identifiers.contains(identifier) {
            return true
        }
        return rule?.matches(thread: thread, userInfo: userInfo) == true
    }
}

/// What one input changes on screen: the notifications to show (new or replacing one with the
/// same identifier) and those to take away.
public struct PresentationChanges: Sendable, Hashable {
    /// To show, in order.
    public var present: [NotificationPresentation]
    /// To take away.
    public var remove: NotificationRemoval

    /// Changes.
    public init(present: [NotificationPresentation] = [], remove: NotificationRemoval = NotificationRemoval()) {
        self.present = present
        self.remove = remove
    }

    /// Whether nothing changes.
    public var isEmpty: Bool { present.isEmpty && remove.isEmpty }
}
