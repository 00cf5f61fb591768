/// A `loc_key` a generated catalog knows: what PushSpec's runtime needs of the generated
/// `TelegramLocKey` of any spec, PushSpec's own or an app's (see ``TelegramCatalogNotification``).
///
/// Conformances are generated; an app does not write one.
public protocol TelegramCatalogKey: RawRepresentable, Sendable, Hashable, CaseIterable where RawValue == String {
    /// Looks up the `loc_key` a JSON string holds, read where it stands; nil for an unknown key
    /// and for other kinds of value.
    init?(jsonString value: borrowing JSONValue)
    /// ``init(jsonString:)`` of the value at `position` of `document`'s document, read in place.
    init?(jsonStringAt position: JSONValue.Position, in document: borrowing JSONValue)

    /// The notification group TDLib shows this type in.
    var groupKind: NotificationGroupKind { get }
    /// How strongly a notification of this type asks for attention when it was not sent silently.
    var interruption: NotificationInterruption { get }
    /// Whether a client must fetch from the server to show this type.
    var needsFetch: Bool { get }
    /// Whether this type's forms are for different kinds of chat, so that decoding needs the push's peer.
    var formsDependOnPeer: Bool { get }
    /// The type's facts as the spec gives them: its forms, their arguments and TDLib content.
    var descriptor: NotificationTypeDescriptor { get }

    /// The argument types and templates of the form `argumentCount` arguments decode as, with the
    /// push's `peer`; nil when no form takes them.
    func templates(argumentCount: Int, peer: PeerKind?) -> FormTemplates?

    /// The actions a notification of this type offers, with their titles in `locale` (a BCP 47
    /// tag); nil when the spec names no category for it.
    func notificationCategory(locale: String) -> NotificationCategory?
}
