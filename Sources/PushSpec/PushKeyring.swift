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

        public init(key: TelegramPushKey, account: String? = nil) {
            self.key = key
            self.account = account
        }
    }

    private var telegramByKeyID: [Int64: TelegramEntry] = [:]

    /// An empty keyring: plaintext pushes decode, encrypted ones fail with an unknown key.
    public init() {}

    /// A keyring with these Telegram keys.
    public init(telegram: [TelegramEntry]) {
        for entry in telegram { add(entry) }
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
}
