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

    /// For generated code and PushSpec's runtime, not for apps: the place among this type's forms
    /// (in spec order) of the form `argumentCount` arguments decode as, with the push's `peer`
    /// (see ``templates(argumentCount:peer:)``).
    func _formIndex(argumentCount: Int, peer: PeerKind?) -> Int?
    /// For generated code and PushSpec's runtime, not for apps: calls `body` with the templates of
    /// this type's form `index` (in spec order), from the catalog's one table of forms, where they
    /// are built (returned, a value of their size is copied at every function it passes through);
    /// does nothing past its forms.
    func _withFormTemplates(_ index: Int, _ body: (FormTemplates) -> Void)

    /// The actions a notification of this type offers, with their titles in `locale` (a BCP 47
    /// tag); nil when the spec names no category for it.
    func notificationCategory(locale: String) -> NotificationCategory?
}

extension TelegramCatalogKey {
    /// The argument types and templates of the form `argumentCount` arguments decode as, with the
    /// push's `peer`, for rendering from the wire arguments without the typed notification; nil
    /// when no form takes them. The form may take fewer arguments than there are (see
    /// ``FormTemplates/argumentCount``), as the typed decoding picks it.
    ///
    /// The templates come from the catalog's one table of forms, as every rendering's do.
    @inlinable
    public func templates(argumentCount: Int, peer: PeerKind? = nil) -> FormTemplates? {
        guard let index = _formIndex(argumentCount: argumentCount, peer: peer) else { return nil }
        var templates: FormTemplates?
        _withFormTemplates(index) { templates = $0 }
        return templates
    }
}
