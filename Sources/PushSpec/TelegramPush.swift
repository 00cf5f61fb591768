import PushSpecCatalog
import PushSpecCore

/// A decoded Telegram push: who it is for, how it came, what it says.
///
/// Nothing is lost: a `loc_key` the catalog does not know is a ``TelegramNotification/unknown(locKey:locArgs:)``
/// notification, arguments no form accepts are ``Content/invalidArguments(_:)`` with the raw data,
/// and fields of the wrong shape are listed in ``fields``' `problems`. The notification object
/// itself stays available as ``payload``.
public struct TelegramPush: Sendable {
    /// What the push asks for.
    public enum Content: Sendable, Hashable {
        /// A notification to show.
        case notification(TelegramNotification)
        /// A service notification for the app to act on.
        case service(TelegramServiceNotification)
        /// A service notification the app must not act on, with the reason: `SESSION_REVOKE` is
        /// honoured only when it came inside an encrypted payload.
        case refused(TelegramServiceNotification, reason: String)
        /// A known `loc_key` whose arguments no form accepts; the error keeps the raw key and arguments.
        case invalidArguments(LocArgsDecodingError)
        /// A service notification missing a field it needs.
        case invalidService(ServiceDecodingError)
        /// No `loc_key`: nothing to show (a data-less push that only wakes the app).
        case empty
    }

    /// The push receiver id, as TDLib's `getPushReceiverId` gives it: the key id for an encrypted
    /// push, else a positive `user_id`, else 0 ("for every account").
    public let receiverID: Int64
    /// Whether the notification came inside an MTProto-encrypted `p`.
    public let isEncrypted: Bool
    /// The keyring entry's account name, for an encrypted push.
    public let account: String?
    /// How the push was wrapped.
    public let envelope: TelegramEnvelope
    /// When the push was sent, in unix seconds (outer `date`, else `google.sent_time`, else the
    /// notification's own `date`).
    public let date: Int64?
    /// The notification object: the JSON object holding `loc_key` (decrypted, unwrapped).
    public let payload: JSONValue
    /// The wire `loc_key`, if any.
    public let locKey: String?
    /// The wire `loc_args`.
    public let locArgs: [String]
    /// The typed custom and payload fields.
    public let fields: TelegramCustomFields
    /// What it asks for.
    public let content: Content

    /// The notification, when the push is one to show.
    public var notification: TelegramNotification? {
        if case let .notification(notification) = content { notification } else { nil }
    }

    /// The service notification, when the app may act on it.
    public var service: TelegramServiceNotification? {
        if case let .service(service) = content { service } else { nil }
    }

    /// The title to show, if the push is a known notification.
    public var title: String? { notification?.title }
    /// The body to show under the title.
    public var body: String? { notification?.body }
    /// The whole sentence, as the documentation's template gives it.
    public var text: String? { notification?.text }
    /// ``title``, ``body`` and ``text`` at once, each template rendered once.
    public var rendered: RenderedNotification? { notification?.rendered }
}
