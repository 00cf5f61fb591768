/// The typed custom and payload fields of a generated catalog: the generated
/// `TelegramCustomFields` of a spec, PushSpec's own (`PushSpecCatalog`) or the one the build plugin
/// generates into an app's module, with the fields the app's `Spec/` adds (``TelegramCatalogNotification/Fields``).
///
/// A decoded push holds its catalog's fields (`push.fields`), so an app reads its own fields as it
/// reads PushSpec's. The requirements are the fields PushSpec's runtime reads (who the push is
/// about, its message, call and secret chat, how to present it), which every catalog has, its spec
/// being layered over PushSpec's. The generated code conforms; an app does not write a conformance.
public protocol TelegramCatalogFields: Sendable, Hashable {
    /// Reads the fields from a `custom` object and the notification object beside it, listing
    /// fields of the wrong shape after `problems`. APNs payloads carry the custom fields at the top
    /// level: pass the same object twice.
    init(custom: borrowing JSONValue?, payload: borrowing JSONValue, problems: [FieldProblem])

    /// Fields that were present with the wrong shape; each reads as `nil`.
    var problems: [FieldProblem] { get set }
    /// The chat the notification is about.
    var peer: Peer? { get }
    /// Who sent the message.
    var sender: Peer? { get }
    /// `chat_from_id`: the member of a group or channel who sent the message.
    var chatFromID: Int64? { get }
    /// `chat_from_group_id`: the channel a message was sent as.
    var chatFromGroupID: Int64? { get }
    /// `msg_id`: the server's id of the message.
    var messageID: Int64? { get }
    /// `call_id`: the call a call notification is about.
    var callID: Int64? { get }
    /// `encryption_id`: the secret chat a secret chat notification is about.
    var encryptionID: Int64? { get }
    /// `user_id`: the account the push is for.
    var userID: Int64? { get }
    /// `mention`: whether the message mentions the user.
    var isMention: Bool? { get }
    /// `silent`: whether the message was sent without sound.
    var isSilent: Bool? { get }
    /// `edit_date`: when the message was edited, for a push about an edit.
    var editDate: Int64? { get }
    /// `sound`: the sound to play.
    var sound: String? { get }
    /// `ringtone`: the id of the notification sound to play.
    var ringtone: Int64? { get }
    /// `badge`: the unread count to show on the app icon (for an APNs push, read from `aps`).
    var badge: Int? { get set }
    /// `text`: the server's ready-made text of the notification.
    var text: String? { get }
    /// `message`: the text of an announcement, where the clients read it.
    var message: String? { get }
    /// `announcement`: the text of an announcement, where the doc puts it.
    var announcement: String? { get }
    /// `collapse_key`: the key FCM collapses pending pushes by.
    var collapseKey: String? { get }
    /// `attachb64`: the message's photo or document, a TL object in base64.
    var attachment: [UInt8]? { get }
    /// `updates`: TL updates the push carries, in base64.
    var updates: [UInt8]? { get }
    /// `mtpeer`: the sender's and chat's access hashes and names.
    var mtPeer: RawJSON? { get }
}

extension TelegramCatalogFields {
    /// The kind of chat the push is about, which picks the form of a type whose forms are for
    /// different kinds of chat (as a notification's `peerKind` names its form's); `nil` when the
    /// push names no chat.
    @inlinable
    public var peerKind: PeerKind? {
        PeerKind.of(peer: peer, hasMemberSender: chatFromID != nil || chatFromGroupID != nil)
    }
}
