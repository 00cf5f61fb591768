import PushSpecCore

/// A decoded Telegram push with PushSpec's own catalog: who it is for, how it came, what it says.
///
/// In an app's module where the build plugin generates its own `TelegramNotification` from its
/// `Spec/`, `TelegramPush` is `TelegramPushOf<TelegramNotification>` of its own enum, which its
/// module's `PushDecoder` decodes into (``PushDecoderOf/decode(_:)``).
public typealias TelegramPush = TelegramPushOf<TelegramNotification>

/// A decoded Telegram push, its notification of a generated catalog: who it is for, how it came,
/// what it says.
///
/// Nothing is lost: a `loc_key` the catalog does not know is the catalog's `unknown(locKey:locArgs:)`
/// notification, arguments no form accepts are ``Content/invalidArguments(_:)`` with the raw data,
/// and fields of the wrong shape are listed in ``fields``' `problems`. The notification object
/// itself stays available as ``payload``.
public struct TelegramPushOf<Notification: TelegramCatalogNotification>: Sendable {
    /// What the push asks for.
    public enum Content: Sendable, Hashable {
        /// A notification to show.
        case notification(Notification)
        /// A service notification for the app to act on: one of the catalog's, PushSpec's own or
        /// one an app's spec adds.
        case service(Notification.Service)
        /// A service notification the app must not act on, with the reason: `SESSION_REVOKE` (and
        /// any service its spec marks `encrypted_only`) is honoured only when it came inside an
        /// encrypted payload.
        case refused(Notification.Service, reason: String)
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
    /// The typed custom and payload fields: the catalog's, PushSpec's and those an app's spec adds.
    public let fields: Notification.Fields
    /// What it asks for.
    public let content: Content
    /// Where the envelope's `collapse_key` stands in ``payload``'s document (see ``collapseKey``),
    /// found while the envelope was read: not looked up by name again.
    @usableFromInline let envelopeCollapseKey: JSONValue.Position?

    /// The notification, when the push is one to show.
    @inlinable  // like every member an app reads of every push: specialized for its catalog
    public var notification: Notification? {
        if case let .notification(notification) = content { notification } else { nil }
    }

    /// The service notification, when the app may act on it.
    @inlinable
    public var service: Notification.Service? {
        if case let .service(service) = content { service } else { nil }
    }

    /// The key FCM collapses pending pushes by: `collapse_key` beside `loc_key`, or in the
    /// envelope beside `data` (the older revision's GCM form, seed 001). Read when asked.
    @inlinable
    public var collapseKey: String? {
        fields.collapseKey ?? envelopeCollapseKey.flatMap { payload.value(at: $0).stringValue }
    }

    /// Who sent the message, by the doc's rule: `chat_from_broadcast_id` or `chat_from_group_id`
    /// when present, else `chat_from_id`, else `from_id`; `nil` when the push names nobody.
    @inlinable
    public var sender: Peer? { fields.sender }

    /// Whether the app must connect to the server to show what the push is about, and why.
    @inlinable
    public var fetch: FetchRequirement {
        // `if case`, not `switch`, and the notification first: in inlined generic code, a `switch`
        // over the content, or an `if case` after the first, copies the whole enum (its service
        // is the catalog's associated type) through its generic value witnesses; the first
        // `if case` reads it in place.
        if case let .notification(notification) = content {
            return switch notification.needsFetch {
            case nil: .required(.unknownType)
            case true?: .required(.needsServer)
            case false?: .notRequired
            }
        }
        if case let .service(service) = content {
            return service.actions(honoured: true).contains(.syncMessages) ? .required(.needsServer) : .notRequired
        }
        if case .refused = content { return .notRequired }
        if case .empty = content { return .required(.noContent) }
        return .required(.invalidContent)  // invalid arguments or service
    }

    /// The title to show: the notification's; "Telegram" for an announcement, which comes from
    /// Telegram's service notifications account.
    @inlinable  // specialized for the caller's catalog
    public var title: String? {
        if let notification { return notification.title }
        return announcement == nil ? nil : Self.announcementTitle
    }
    /// The body to show under the title: the notification's, an announcement's text, or the
    /// server's ready-made `text` when the `loc_key` is unknown or its arguments do not fit.
    @inlinable
    public var body: String? { notification?.body ?? announcement ?? readyMadeText }
    /// The whole sentence, as the documentation's template gives it (an announcement's text, or
    /// the server's ready-made `text`, where ``body`` is one).
    @inlinable
    public var text: String? { notification?.text ?? announcement ?? readyMadeText }
    /// ``title``, ``body`` and ``text`` at once, each template rendered once; also for an
    /// announcement.
    @inlinable
    public var rendered: RenderedNotification? {
        if let rendered = notification?.rendered { return rendered }
        return announcement.map { RenderedNotification(title: Self.announcementTitle, body: $0, text: $0) }
    }

    /// ``rendered`` in a locale: the notification's translation, English where the locale has
    /// none; an announcement is the server's text in any locale.
    @inlinable
    public func rendered(locale: Notification.Locale) -> RenderedNotification? {
        if let rendered = notification?.rendered(locale: locale) { return rendered }
        return rendered
    }

    /// The name of Telegram's service notifications account (id 777000), which announcements
    /// come from.
    @usableFromInline static var announcementTitle: String { "Telegram" }

    /// The text of a service that shows one, as its spec names its fields (`text_from:`): a
    /// `MESSAGE_ANNOUNCEMENT`'s `message`, where the clients read it, else the doc's `announcement`.
    @inlinable
    public var announcement: String? {
        guard case let .service(service) = content else { return nil }
        return service.text
    }

    /// The server's ready-made `text`, for a push whose `loc_key` is unknown or whose arguments
    /// no form takes.
    @usableFromInline var readyMadeText: String? {
        switch content {
        case let .notification(notification): notification.key == nil ? fields.text : nil
        case .invalidArguments: fields.text
        default: nil
        }
    }
}
