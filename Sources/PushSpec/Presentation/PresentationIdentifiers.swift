import PushSpecCore

extension NotificationPresentation {
    /// The identifiers and threads of ``NotificationPresentation`` (see its table), for an app
    /// that matches them with its own records.
    public enum Identifiers {
        /// A Telegram message's notification without the state: `telegram/RECEIVER/CHAT/MESSAGE`.
        public static func telegramMessage(receiver: Int64, chatID: Int64, messageID: Int64) -> String {
            "telegram/\(receiver)/\(chatID)/\(messageID)"
        }

        /// A notification of the state: `telegram/RECEIVER/nNOTIFICATION`.
        public static func telegramNotification(receiver: Int64, notificationID: Int32) -> String {
            "telegram/\(receiver)/n\(notificationID)"
        }

        /// A Telegram thread: `telegram/RECEIVER/CHAT/GROUP`, GROUP one of `messages`, `mentions`,
        /// `calls`, `secret_chat`, `none`.
        public static func telegramThread(receiver: Int64, chatID: Int64, group: NotificationGroupKind) -> String {
            "telegram/\(receiver)/\(chatID)/\(group.rawValue)"
        }

        /// A Zulip account: `REALM/USER`, REALM the realm URL's host (with a port that is not the
        /// scheme's default, in lowercase), or the URL as given when it is not one.
        public static func zulipAccount(realmURL: String?, userID: Int64?) -> String {
            let realm: String
            if let url = realmURL, let origin = RealmOrigin(url) {
                let defaultPort = origin.scheme == "https" ? 443 : 80
                realm = origin.port == defaultPort ? origin.host : "\(origin.host):\(origin.port)"
            } else {
                realm = realmURL ?? ""
            }
            return "\(realm)/\(userID.map(String.init) ?? "")"
        }

        /// A Zulip message's notification: `zulip/REALM/USER/MESSAGE`.
        public static func zulipMessage(account: String, messageID: Int64) -> String {
            "zulip/\(account)/\(messageID)"
        }

        /// A Zulip channel topic's thread: `zulip/REALM/USER/channel/ID/topic` (the channel's name
        /// after `#` when the push has no id), the topic in lowercase as Zulip compares topics.
        public static func zulipChannelThread(account: String, channelID: Int64?, channelName: String?, topic: String) -> String {
            "zulip/\(account)/channel/\(channelID.map(String.init) ?? "#" + (channelName ?? ""))/\(topic.lowercased())"
        }

        /// A Zulip direct message conversation's thread: `zulip/REALM/USER/dm/ID,ID,…`, everyone
        /// in it sorted.
        public static func zulipDirectThread(account: String, userIDs: [Int64]) -> String {
            "zulip/\(account)/dm/\(userIDs.sorted().map(String.init).joined(separator: ","))"
        }

        /// TDLib's chat id of a peer (a basic group −id, a channel or supergroup −10¹² − id).
        static func chatID(of peer: Peer) -> Int64 {
            switch peer {
            case let .user(id): id
            case let .chat(id): -id
            case let .channel(id): -1_000_000_000_000 - id
            }
        }

        /// TDLib's chat id of a secret chat.
        static func secretChatID(_ id: Int64) -> Int64 { -2_000_000_000_000 + id }
    }
}
