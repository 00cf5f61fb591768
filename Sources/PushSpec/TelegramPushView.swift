import PushSpecCatalog
import PushSpecCore

/// A Telegram push read where it stands: the parsed (and decrypted) JSON with the places of its
/// parts, each field read when it is asked for and the texts rendered into a buffer the caller
/// keeps. Made by ``PushDecoder/telegramView(of:)``.
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
public struct TelegramPushView: Sendable {
    /// The notification object, its envelope and its key.
    private let source: TelegramNotificationObject
    /// The `loc_key`, when the spec knows it.
    public let key: TelegramLocKey?
    // The places of the parts in the notification object's document: positions, not values, so
    // that a view holds one reference to the document.
    /// The wire `loc_key` (a string or `null`), if present.
    private let locKeyPosition: JSONValue.Position?
    /// The wire `loc_args` (a list of strings and numbers, or `null`), if present.
    private let locArgsPosition: JSONValue.Position?
    /// The object the custom fields are in, if any.
    private let customPosition: JSONValue.Position?
    /// Whether the notification came in an APNs alert.
    private let isAPNs: Bool

    /// Checks what ``PushDecoder/decode(_:)`` checks of the notification object, so that a view
    /// is made exactly when the typed push would be.
    init(_ source: TelegramNotificationObject) throws(PushError) {
        let members = source.members
        let (alert, isAPNs) = source.apnsAlert
        let locKey = isAPNs ? alert?["loc-key"] : members.locKey
        let locArgs = isAPNs ? alert?["loc-args"] : members.locArgs
        (_, key) = try PushDecoder.locKey(locKey)
        if let locArgs, !locArgs.isNull, !locArgs.isArrayOfTexts {
            throw .invalidEnvelope(locArgs.kind == .array ? "`loc_args` must hold strings" : "`loc_args` must be a list")
        }
        var problems: [FieldProblem] = []
        let custom =
            isAPNs && members.custom == nil
            ? source.object : WireReader.object(members.custom, field: "custom", problems: &problems)
        self.source = source
        self.locKeyPosition = locKey?.position
        self.locArgsPosition = locArgs?.position
        self.customPosition = custom?.position
        self.isAPNs = isAPNs
    }

    /// The typed custom and payload fields, each read when asked. For an APNs push the custom
    /// fields are the members beside `aps` (unless it has a `custom`), and the badge is ``badge``.
    public var fields: TelegramCustomFieldsView {
        let object = source.object
        return TelegramCustomFieldsView(custom: customPosition.map(object.value(at:)), payload: object)
    }

    /// The push receiver id, as TDLib's `getPushReceiverId` gives it: the key id for an encrypted
    /// push, else a positive `user_id`, else 0 ("for every account").
    public var receiverID: Int64 { source.receiverID }
    /// Whether the notification came inside an MTProto-encrypted `p`.
    public var isEncrypted: Bool { source.encryption != nil }
    /// The keyring entry's account name, for an encrypted push.
    public var account: String? { source.encryption?.account }
    /// How the push was wrapped.
    public var envelope: TelegramEnvelope { isAPNs ? .apns : source.envelope }
    /// When the push was sent, in unix seconds (outer `date`, else `google.sent_time`, else the
    /// notification's own `date`).
    public var date: Int64? { source.date }
    /// The notification object: the JSON object holding `loc_key` (decrypted, unwrapped).
    public var payload: JSONValue { source.object }
    /// The wire `loc_key`, if any.
    public var locKey: String? { key?.rawValue ?? value(at: locKeyPosition)?.stringValue }
    /// The wire `loc_args` (numbers as their JSON text).
    public var locArgs: [String] {
        var arguments: [String] = []
        _ = value(at: locArgsPosition)?.withElementTexts { texts in
            arguments = texts.map { String(decoding: $0, as: UTF8.self) }
            return texts.count
        }
        return arguments
    }
    /// The badge: `badge` beside `loc_key`, or for an APNs push `aps.badge`.
    public var badge: Int? {
        if let badge = fields.badge { return badge }
        guard isAPNs, let badge = source.members.aps?["badge"] else { return nil }
        var problems: [FieldProblem] = []
        return WireReader.integer(badge, field: "badge", problems: &problems)
    }

    /// Renders the title, body and text into `buffer`, in place of what it held, as
    /// ``TelegramPush/rendered`` gives them.
    ///
    /// - Returns: false, with `buffer` emptied, when the push has nothing to render: no
    ///   `loc_key`, or one the spec does not know (which may be a service notification: see
    ///   ``decoded``).
    /// - Throws: The error ``TelegramPush/Content/invalidArguments(_:)`` would hold, when no form
    ///   of the type takes these arguments.
    public func render(into buffer: inout NotificationTextBuffer) throws(LocArgsDecodingError) -> Bool {
        buffer.removeAll()
        guard let key else { return false }
        var rendered = false
        if let locArgs = value(at: locArgsPosition), !locArgs.isNull {
            _ = locArgs.withElementTexts { arguments in
                if let templates = key.templates(argumentCount: arguments.count) {
                    rendered = buffer.render(templates, arguments: arguments)
                }
                return 0
            }
        } else if let templates = key.templates(argumentCount: 0) {
            rendered = buffer.render(templates, arguments: UnsafeBufferPointer(start: nil, count: 0))
        }
        guard rendered else {
            // Rare: the typed decoding says which argument is wrong.
            _ = try TelegramNotification(key: key, locArgs: locArgs)
            return false
        }
        return true
    }

    /// The value at a position of the notification object's document.
    private func value(at position: JSONValue.Position?) -> JSONValue? {
        position.map(source.object.value(at:))
    }

    /// The typed push, decoded from the same notification object.
    public var decoded: TelegramPush {
        PushDecoder.telegramPush(source, locKey: locKey, knownKey: key, locArgs: locArgs)
    }
}
