@_spi(Generated) import PushSpecCore

/// A Telegram push read where it stands, with PushSpec's own catalog (see ``TelegramPushViewOf``).
public typealias TelegramPushView = TelegramPushViewOf<TelegramNotification>

/// A Telegram push read where it stands: the parsed (and decrypted) JSON with the places of its
/// parts, each field read when it is asked for and the texts rendered into a buffer the caller
/// keeps, with the templates of a generated catalog (PushSpec's, or an app's own). Made by
/// ``PushDecoderOf/telegramView(of:)``.
///
/// It says what ``TelegramPush`` says, for code that reads a few things of many pushes: a
/// notification service extension, a gateway. Nothing is built that is not read, so decoding and
/// rendering a push allocates only the parsed document.
///
/// ```swift
/// var texts = NotificationTextBuffer()
/// let view = try decoder.telegramView(of: payload)
/// if try view.render(into: &texts) {
///     show(title: texts.title, body: texts.body, messageID: view.fields.messageID)
/// }
/// ```
public struct TelegramPushViewOf<Notification: TelegramCatalogNotification>: Sendable {
    /// The `loc_key`, when the spec knows it.
    public let key: Notification.Key?
    /// The typed custom and payload fields, each read when asked. For an APNs push the custom
    /// fields are the members beside `aps` (unless it has a `custom`), and the badge is ``badge``.
    public let fields: Notification.FieldsView
    // What the view needs of where the notification object came from, and the places of its
    // parts in the object's document: positions, not values, so that they hold no reference.
    /// How the push was wrapped, before looking for an APNs alert.
    private let sourceEnvelope: TelegramEnvelope
    /// The envelope's send time (see `TelegramNotificationObject`).
    private let envelopeDate: EnvelopeDate
    /// The key, for a push that came encrypted.
    private let encryption: TelegramNotificationObject.Encryption?
    /// Whether the notification came in an APNs alert.
    private let isAPNs: Bool
    private let locKeyPosition: JSONValue.Position?
    @usableFromInline let locArgsPosition: JSONValue.Position?
    private let datePosition: JSONValue.Position?
    private let userIDPosition: JSONValue.Position?

    /// Checks what ``PushDecoderOf/decode(_:)`` checks of the notification object, so that a view
    /// is made exactly when the typed push would be.
    @inline(__always)  // into the decoder's specialized telegramView, as it was before the view was generic
    init(_ source: borrowing TelegramNotificationObject) throws(PushError) {
        let object = source.object
        let (alert, isAPNs) = source.apnsAlert
        let locKeyPosition = isAPNs ? alert?.position(ofMember: "loc-key") : source.members.locKeyPosition
        let locArgsPosition = isAPNs ? alert?.position(ofMember: "loc-args") : source.members.locArgsPosition
        switch locKeyPosition.map({ object.kind(at: $0) }) {
        case nil, .null: key = nil
        case .string: key = locKeyPosition.flatMap { Notification.Key(jsonStringAt: $0, in: object) }
        default: throw PushDecoder.locKeyNotAString
        }
        if let locArgsPosition, !object.isArrayOfTexts(at: locArgsPosition) {
            try PushDecoder.checkLocArgsNotTexts(at: locArgsPosition, in: object)
        }
        fields = Notification.FieldsView(
            payload: object, customPosition: source.members.customFieldsPosition(in: object, isAPNs: isAPNs))
        sourceEnvelope = source.envelope
        envelopeDate = source.envelopeDate
        encryption = source.encryption
        self.isAPNs = isAPNs
        self.locKeyPosition = locKeyPosition
        self.locArgsPosition = locArgsPosition
        datePosition = source.members.datePosition
        userIDPosition = source.members.userIDPosition
    }

    /// The push receiver id, as TDLib's `getPushReceiverId` gives it: the key id for an encrypted
    /// push, else a positive `user_id`, else 0 ("for every account").
    public var receiverID: Int64 {
        encryption?.keyID ?? value(at: userIDPosition).flatMap(PushReceiverID.validUserID) ?? 0
    }
    /// Whether the notification came inside an MTProto-encrypted `p`.
    public var isEncrypted: Bool { encryption != nil }
    /// The keyring entry's account name, for an encrypted push.
    public var account: String? { encryption?.account }
    /// How the push was wrapped.
    public var envelope: TelegramEnvelope { isAPNs ? .apns : sourceEnvelope }
    /// When the push was sent, in unix seconds (outer `date`, else `google.sent_time`, else the
    /// notification's own `date`).
    public var date: Int64? {
        if let date = envelopeDate.seconds(in: fields.payload) { return date }
        guard let datePosition else { return nil }
        return fields.payload.lenientInt64(at: datePosition)
    }
    /// The notification object: the JSON object holding `loc_key` (decrypted, unwrapped).
    public var payload: JSONValue { fields.payload }
    /// The wire `loc_key`, if any.
    public var locKey: String? { key?.rawValue ?? value(at: locKeyPosition)?.stringValue }
    /// The wire `loc_args` (numbers as their JSON text).
    public var locArgs: [String] { locArgsPosition.flatMap { payload.elementTexts(at: $0) } ?? [] }
    /// The badge: `badge` beside `loc_key`, or for an APNs push `aps.badge`.
    public var badge: Int? {
        if let badge = fields.badge { return badge }
        guard isAPNs, let badge = payload["aps"]?["badge"] else { return nil }
        var problems: [FieldProblem] = []
        return _WireReader.integer(badge, field: "badge", problems: &problems)
    }

    /// Renders the title, body and text into `buffer`, in place of what it held, as
    /// ``TelegramPushOf/rendered`` gives them.
    ///
    /// - Returns: false, with `buffer` emptied, when the push has nothing to render: no
    ///   `loc_key`, or one the spec does not know (which may be a service notification: see
    ///   ``decoded``).
    /// - Throws: The error ``TelegramPushOf/Content/invalidArguments(_:)`` would hold, when no form
    ///   of the type takes these arguments.
    @inlinable  // specialized for the caller's catalog (the rendering is generic over it)
    public func render(into buffer: inout NotificationTextBuffer) throws(LocArgsDecodingError) -> Bool {
        try render(into: &buffer, translatedInto: nil)
    }

    /// ``render(into:)`` in a locale, as ``TelegramPushOf/rendered(locale:)`` gives the texts: its
    /// translation's templates, English where it has none.
    @inlinable  // specialized for the caller's catalog
    public func render(into buffer: inout NotificationTextBuffer, locale: Notification.Locale) throws(LocArgsDecodingError) -> Bool {
        try render(into: &buffer, translatedInto: locale.hasTranslation ? locale : nil)
    }

    /// The title, body and text in a locale, as Strings; nil when there is nothing to render (see
    /// ``render(into:)``). Rendering into a buffer kept from push to push allocates less.
    public func rendered(locale: Notification.Locale = .english) throws(LocArgsDecodingError) -> RenderedNotification? {
        var buffer = NotificationTextBuffer(capacity: 256)
        guard try render(into: &buffer, locale: locale) else { return nil }
        return RenderedNotification(title: buffer.title, body: buffer.body, text: buffer.text)
    }

    /// Renders with the English templates, or a locale's where it translates them: inlinable, so
    /// that a caller's catalog's lookups are direct calls, not witness-table calls.
    @inlinable
    func render(
        into buffer: inout NotificationTextBuffer, translatedInto locale: Notification.Locale?
    ) throws(LocArgsDecodingError) -> Bool {
        buffer.removeAll()
        guard let key else { return false }
        var rendered = false
        let peer = key.formsDependOnPeer ? fields.peerKind : nil
        // The templates are read where the table builds them (`_withFormTemplates`): returned, they
        // would be copied at each step.
        if let locArgsPosition, fields.payload.kind(at: locArgsPosition) != .null {
            _ = fields.payload.withElementTexts(at: locArgsPosition) { arguments in
                guard let form = key._formIndex(argumentCount: arguments.count, peer: peer) else { return 0 }
                key._withFormTemplates(form) { templates in
                    // A form picked by the peer may take fewer arguments than there are.
                    let taken = UnsafeBufferPointer(rebasing: arguments.prefix(templates.argumentCount))
                    if let locale {
                        rendered = buffer.render(locale.templates(templates), arguments: taken)
                    } else {
                        rendered = buffer.render(templates, arguments: taken)
                    }
                }
                return 0
            }
        } else if let form = key._formIndex(argumentCount: 0, peer: peer) {
            key._withFormTemplates(form) { templates in
                rendered = buffer.render(locale?.templates(templates) ?? templates, arguments: UnsafeBufferPointer(start: nil, count: 0))
            }
        }
        guard rendered else {
            // Rare: the typed decoding says which argument is wrong.
            _ = try Notification(key: key, locArgs: locArgs, peer: peer)
            return false
        }
        return true
    }

    /// The value at a position of the notification object's document.
    private func value(at position: JSONValue.Position?) -> JSONValue? {
        position.map { payload.value(at: $0) }
    }

    /// The typed push, decoded from the same notification object.
    public var decoded: TelegramPushOf<Notification> {
        let source = TelegramNotificationObject(
            object: payload, members: EnvelopeMembers(payload), envelope: sourceEnvelope, date: envelopeDate,
            encryption: encryption)
        return TelegramPushOf(source, locKey: locKey, knownKey: key, locArgs: locArgs)
    }
}
