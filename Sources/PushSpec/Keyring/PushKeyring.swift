import PushSpecCrypto

/// The keys of the accounts on this device, for decrypting their pushes.
///
/// A Telegram push names its key by `auth_key_id`; the keyring picks the account's key by that id,
/// so pushes for several accounts can arrive on one device token.
public struct PushKeyring: Sendable {
    /// One Telegram account's push key.
    public struct TelegramEntry: Sendable {
        /// The 256-byte secret registered with `account.registerDevice`.
        public let key: TelegramPushKey
        /// A name for the account (a user id, a phone, a label), for the app's own routing.
        public let account: String?

        /// The entry of `key`, for the account named `account`.
        public init(key: TelegramPushKey, account: String? = nil) {
            self.key = key
            self.account = account
        }
    }

    /// One Zulip account's end-to-end push key.
    public struct ZulipEntry: Sendable {
        /// The `push_key_id` the server sends with each push.
        public let id: UInt32
        /// The key.
        public let key: ZulipPushKey
        /// The account's realm URL; when set, payloads from another realm are refused.
        public let realmURL: String?
        /// The account's user id; when set, payloads for another user are refused.
        public let userID: Int64?

        /// The entry of `key`, whose `push_key_id` is `id`; `realmURL` and `userID`, when given,
        /// refuse payloads for another realm or user.
        public init(id: UInt32, key: ZulipPushKey, realmURL: String? = nil, userID: Int64? = nil) {
            self.id = id
            self.key = key
            self.realmURL = realmURL
            self.userID = userID
        }
    }

    /// One web push subscription's receiving keys (Telegram token type 10, UnifiedPush).
    public struct WebPushEntry: Sendable {
        /// The P-256 key pair and auth secret.
        public let keys: WebPushKeys
        /// The push service endpoint the subscription was made for.
        public let endpoint: String?

        /// The entry of `keys`, made for the subscription at `endpoint`.
        public init(keys: WebPushKeys, endpoint: String? = nil) {
            self.keys = keys
            self.endpoint = endpoint
        }
    }

    /// The web push subscriptions, in the order added.
    public private(set) var webPush: [WebPushEntry] = []

    private var telegramByKeyID: [Int64: TelegramEntry] = [:]
    private var zulipByID: [UInt32: ZulipEntry] = [:]

    /// An empty keyring: plaintext pushes decode, encrypted ones fail with an unknown key.
    public init() {}

    /// A keyring with these keys.
    public init(telegram: [TelegramEntry] = [], webPush: [WebPushEntry] = [], zulip: [ZulipEntry] = []) {
        for entry in telegram { add(entry) }
        self.webPush = webPush
        for entry in zulip { add(entry) }
    }

    /// Adds a web push subscription's keys.
    public mutating func add(_ entry: WebPushEntry) {
        webPush.append(entry)
    }

    /// Adds a Telegram key, replacing one with the same key id.
    public mutating func add(_ entry: TelegramEntry) {
        telegramByKeyID[entry.key.keyID] = entry
    }

    /// The Telegram entries, in key id order.
    public var telegram: [TelegramEntry] {
        telegramByKeyID.keys.sorted().compactMap { telegramByKeyID[$0] }
    }

    /// The Telegram entry whose key has this id.
    public func telegramEntry(forKeyID keyID: Int64) -> TelegramEntry? {
        telegramByKeyID[keyID]
    }

    /// Adds a Zulip key, replacing one with the same id.
    public mutating func add(_ entry: ZulipEntry) {
        zulipByID[entry.id] = entry
    }

    /// The Zulip entries, in id order.
    public var zulip: [ZulipEntry] {
        zulipByID.keys.sorted().compactMap { zulipByID[$0] }
    }

    /// The Zulip entry with this `push_key_id`.
    public func zulipEntry(forID id: UInt32) -> ZulipEntry? {
        zulipByID[id]
    }
}
