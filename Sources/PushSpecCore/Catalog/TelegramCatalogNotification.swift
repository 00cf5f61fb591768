/// A notification of a generated catalog: the generated `TelegramNotification` enum of a spec,
/// PushSpec's own (`PushSpecCatalog`) or the one the build plugin generates into an app's module
/// from the app's `Spec/`.
///
/// PushSpec's runtime is generic over it, as swift-protobuf's runtime is over any generated
/// `Message`: `PushDecoderOf<TelegramNotification>` (the app's module's `PushDecoder`) decodes
/// every envelope into the app's own enum and fields, and rendering, locales and the notification
/// state use the app's templates, translations and group kinds. The generated code conforms; an
/// app does not write a conformance.
public protocol TelegramCatalogNotification: Sendable, Hashable {
    /// The catalog's `loc_key`s.
    associatedtype Key: TelegramCatalogKey
    /// The languages the catalog renders in.
    associatedtype Locale: TelegramCatalogLocale
    /// The catalog's service notifications: pushes that ask the app to do something instead of
    /// showing a message (``NoServiceNotification`` for a spec that declares none).
    associatedtype Service: TelegramCatalogService where Service.Fields == Fields
    /// The catalog's typed custom and payload fields: PushSpec's and those the app's spec adds,
    /// read at once (a decoded push's `fields`).
    associatedtype Fields: TelegramCatalogFields
    /// The same fields, each read where it stands when it is asked for (a push view's `fields`).
    associatedtype FieldsView: TelegramCatalogFieldsView

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

    /// For generated code and PushSpec's runtime, not for apps (see ``_withForm(_:)``): writes
    /// this notification's arguments as they are, counts as numbers, at `arguments` (room for
    /// ``FormTemplates/maximumArgumentCount``), as many as its form's templates take, then calls
    /// `body` with the templates, from the catalog's one table of forms, where they are built.
    /// Returns the number of arguments written, which the caller deinitializes: 0, without calling
    /// `body`, for an unknown `loc_key`.
    func _form(arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void) -> Int
}

extension TelegramCatalogNotification {
    /// For PushSpec's runtime, not for apps: calls `body` with this notification's form
    /// templates and its arguments, which are held on the stack for the call (no array is
    /// allocated); nil for an unknown `loc_key`. Every rendering (``text``, ``title``,
    /// ``body``, in English or a locale) fills these templates in.
    @inlinable
    public func _withForm<Result>(_ body: (FormTemplates, UnsafeBufferPointer<_FormArgument>) -> Result) -> Result? {
        withUnsafeTemporaryAllocation(of: _FormArgument.self, capacity: FormTemplates.maximumArgumentCount) { room in
            guard let base = room.baseAddress else { return nil }
            var result: Result?
            var read = 0
            let written = _form(arguments: base) { templates in
                read = templates.argumentCount
                result = body(templates, UnsafeBufferPointer(start: base, count: read))
            }
            assert(read <= written, "a form's templates took more arguments than its notification wrote")
            base.deinitialize(count: written)
            return result
        }
    }

    /// The template filled in: the whole sentence, in English; nil for an unknown `loc_key`.
    @inlinable
    public var text: String? { _withForm { $0._text($1) } }
    /// A title for a notification UI, in English: the chat for group and channel types, the
    /// sender for private ones; nil for an unknown `loc_key`.
    @inlinable
    public var title: String? { _withForm { $0._title($1) } }
    /// A body to show under ``title``, in English: the message itself for text messages, else the
    /// whole sentence; nil for an unknown `loc_key`.
    @inlinable
    public var body: String? { _withForm { $0._body($1) } }
    /// Whether ``body`` is the whole sentence, ``text``: true for every form without a body of
    /// its own; false for an unknown `loc_key`.
    @inlinable
    public var bodyIsText: Bool { _withForm { templates, _ in templates.body == nil } ?? false }
}

extension TelegramCatalogNotification {
    /// The notification group TDLib shows it in; nil for an unknown `loc_key`.
    @inlinable
    public var groupKind: NotificationGroupKind? { key?.groupKind }
    /// Whether a client must fetch from the server to show it; nil for an unknown `loc_key`.
    @inlinable
    public var needsFetch: Bool? { key?.needsFetch }

    /// The descriptor of this notification's form: the one of its type with its kind of chat and
    /// number of arguments; nil for an unknown `loc_key`.
    @inlinable
    public var descriptorForm: NotificationTypeDescriptor.Form? {
        let count = locArgs.count
        let peerKind = peerKind
        return key?.descriptor.forms.first { $0.arguments.count == count && $0.peerKind == peerKind }
    }
}
