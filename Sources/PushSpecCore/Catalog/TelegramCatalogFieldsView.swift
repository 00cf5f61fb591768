/// The custom and payload fields of a generated catalog, each read where it stands when it is
/// asked for: the generated `TelegramCustomFieldsView` of a spec, PushSpec's own or an app's
/// (``TelegramCatalogNotification/FieldsView``), with a property for every field its
/// ``TelegramCatalogFields`` has.
///
/// The requirements are what PushSpec's runtime reads of a push read where it stands. The
/// generated code conforms; an app does not write a conformance.
public protocol TelegramCatalogFieldsView: Sendable {
    /// A view of the fields of the notification object `payload`, whose custom fields are in the
    /// object at `customPosition`, a position of `payload`'s document.
    init(payload: JSONValue, customPosition: JSONValue.Position?)

    /// The notification object: the JSON object that holds `loc_key`.
    var payload: JSONValue { get }
    /// Where the object holding the custom fields is, in ``payload``'s document.
    var customPosition: JSONValue.Position? { get }
    /// The chat the notification is about.
    var peer: Peer? { get }
    /// `chat_from_id`: the member of a group or channel who sent the message.
    var chatFromID: Int64? { get }
    /// `chat_from_group_id`: the channel a message was sent as.
    var chatFromGroupID: Int64? { get }
    /// `badge`: the unread count to show on the app icon.
    var badge: Int? { get }
}

extension TelegramCatalogFieldsView {
    /// The kind of chat the push is about, as ``TelegramCatalogFields/peerKind`` gives it.
    @inlinable
    public var peerKind: PeerKind? {
        PeerKind.of(peer: peer, hasMemberSender: chatFromID != nil || chatFromGroupID != nil)
    }
}
