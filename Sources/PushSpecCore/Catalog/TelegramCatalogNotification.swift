/// A notification of a generated catalog: the generated `TelegramNotification` enum of a spec,
/// PushSpec's own (`PushSpecCatalog`) or the one the build plugin generates into an app's module
/// from the app's `Spec/`.
///
/// PushSpec's runtime is generic over it, as swift-protobuf's runtime is over any generated
/// `Message`: `PushDecoder.decode(_:catalog:)` decodes every envelope into the app's own enum,
/// and rendering, locales and the notification state use the app's templates, translations and
/// group kinds. The generated code conforms; an app does not write a conformance.
public protocol TelegramCatalogNotification: Sendable, Hashable {
    /// The catalog's `loc_key`s.
    associatedtype Key: TelegramCatalogKey
    /// The languages the catalog renders in.
    associatedtype Locale: TelegramCatalogLocale

    /// Decodes the arguments of a notification type known by its key, with the form for `peer`
    /// (the kind of chat the push is about) when the type has one.
    init(key: Key, locArgs: [String], peer: PeerKind?) throws(LocArgsDecodingError)
    /// Decodes a notification from its wire `loc_key`: an unknown key is the catalog's `unknown`
    /// case, with the raw key and arguments.
    init(locKey: String, locArgs: [String], peer: PeerKind?) throws(LocArgsDecodingError)

    /// The type's key; nil for a `loc_key` the catalog does not know.
    var key: Key? { get }
    /// The wire `loc_key`.
    var locKey: String { get }
    /// The wire `loc_args`, as the server sent them.
    var locArgs: [String] { get }
    /// The kind of chat the notification is about; nil for an unknown `loc_key`.
    var peerKind: PeerKind? { get }
    /// Whether the body is the whole sentence, the text.
    var bodyIsText: Bool { get }
    /// The title, in English; nil for an unknown `loc_key`.
    var title: String? { get }
    /// The body under the title, in English; nil for an unknown `loc_key`.
    var body: String? { get }
    /// The whole sentence, in English; nil for an unknown `loc_key`.
    var text: String? { get }
}

extension TelegramCatalogNotification {
    /// The notification group TDLib shows it in; nil for an unknown `loc_key`.
    public var groupKind: NotificationGroupKind? { key?.groupKind }
    /// Whether a client must fetch from the server to show it; nil for an unknown `loc_key`.
    public var needsFetch: Bool? { key?.needsFetch }

    /// The descriptor of this notification's form: the one of its type with its kind of chat and
    /// number of arguments; nil for an unknown `loc_key`.
    public var descriptorForm: NotificationTypeDescriptor.Form? {
        let count = locArgs.count
        let peerKind = peerKind
        return key?.descriptor.forms.first { $0.arguments.count == count && $0.peerKind == peerKind }
    }
}
