import PushSpecCore

/// Decodes push payloads with PushSpec's own catalog: ``PushDecoderOf`` for its
/// `TelegramNotification`. In a module the build plugin serves, `PushDecoder` is the module's own
/// (the plugin declares it there for the module's `TelegramNotification`), so that the same code
/// decodes into the app's types.
public typealias PushDecoder = PushDecoderOf<TelegramNotification>

/// Decodes push payloads: finds the envelope, decrypts with the keyring, and gives typed results,
/// a Telegram push's notification of the catalog `Notification`.
///
/// The catalog is part of the decoder's type, as swift-protobuf decodes through the generated
/// message's type: `PushDecoder` names PushSpec's own or, in a module the build plugin serves, the
/// module's (its spec's types and PushSpec's).
///
/// ```swift
/// var keyring = PushKeyring()
/// keyring.add(.init(key: try TelegramPushKey(secret: secret), account: "alice"))
/// let decoder = PushDecoder(keyring: keyring)
/// switch try decoder.decode(fcmData) {
/// case let .telegram(push):
///     show(title: push.title, body: push.body, for: push.account)
/// case let .zulip(push):
///     show(title: push.title, body: push.body, for: push.userID)
/// case .wakeUp:
///     fetch()
/// }
/// ```
public struct PushDecoderOf<Notification: PushDecodableNotification>: Sendable {
    /// Inputs larger than this are refused before parsing.
    public static var maxPayloadSize: Int { 65_536 }
    /// JSON nesting deeper than this is refused (push payloads are a few levels deep).
    public static var maxDepth: Int { 32 }

    /// The keys encrypted pushes are decrypted with.
    public var keyring: PushKeyring

    /// A decoder that decrypts with `keyring`'s keys; with an empty keyring it decodes plain pushes
    /// and refuses encrypted ones.
    public init(keyring: PushKeyring = PushKeyring()) {
        self.keyring = keyring
    }

    @usableFromInline
    static var limits: JSONLimits { JSONLimits(maxBytes: maxPayloadSize, maxDepth: maxDepth) }

    /// A payload's JSON, within ``maxPayloadSize`` and ``maxDepth``.
    @inlinable  // specialized for the caller's collection: contiguous bytes are parsed in place
    static func parse(_ bytes: some Collection<UInt8>) throws(PushError) -> JSONValue {
        guard bytes.count <= maxPayloadSize else { throw .tooLarge(bytes.count) }
        do {
            return try JSONValue(parsing: bytes, limits: limits)
        } catch {
            throw .invalidJSON(error)
        }
    }

    /// Decodes a push from its bytes: FCM or Huawei data as JSON (its map's values as JSON text
    /// or as JSON), or a web push plaintext; a Telegram push's notification into the decoder's
    /// catalog.
    ///
    /// ```swift
    /// // In a module the build plugin serves, PushDecoder is the module's: PushSpec's types and
    /// // the module's additions.
    /// if case let .telegram(push) = try PushDecoder(keyring: keyring).decode(payload),
    ///    case let .messageChecklist(author, title, count)? = push.notification {
    ///     showChecklist(from: author, title: title, items: count)
    /// }
    /// ```
    @inlinable  // specialized for the caller's collection: contiguous bytes are parsed in place
    public func decode(_ bytes: some Collection<UInt8>) throws(PushError) -> DecodedPushOf<Notification> {
        try decode(json: Self.parse(bytes))
    }

    /// ``decode(_:)`` for a push already parsed as JSON (for callers that split a stream into
    /// documents).
    @inlinable  // the catalog's conformance names the code its pushes are decoded with
    public func decode(json root: JSONValue) throws(PushError) -> DecodedPushOf<Notification> {
        try Notification._decode(json: root, with: self)
    }

    /// ``decode(json:)``, for any catalog (``PushDecodableNotification/_decode(json:with:)``).
    func decodeWithCatalog(json root: JSONValue) throws(PushError) -> DecodedPushOf<Notification> {
        let (top, object, members) = try Self.envelope(of: root)
        if let (zulip, envelope) = Self.zulipObject(root: root, top: top, object: object, members: members) {
            return .zulip(try decodeZulip(root: root, top: top, object: zulip, envelope: envelope))
        }
        try Self.checkTelegram(top: top, members: members, object: object)
        return .telegram(try Self.decodeTelegram(locateTelegram(root: root, top: top, object: object, members: members)))
    }

    /// Throws ``neitherTelegramNorZulip`` for an object that is no Zulip push (already looked
    /// for) and has no member a Telegram push is read from: no envelope member, and no field of
    /// the spec (`badge`, `sound`…) even a wrong one. Only such objects are read a second time.
    static func checkTelegram(top: EnvelopeMembers, members: EnvelopeMembers, object: JSONValue) throws(PushError) {
        guard !top.hasTelegramMember, !members.hasTelegramMember else { return }
        let fields = TelegramCustomFields(custom: nil, payload: object)
        var anyField = !fields.problems.isEmpty
        fields.forEachPresentField { _ in anyField = true }
        if !anyField { throw neitherTelegramNorZulip }
    }

    /// An object with no member either protocol reads (`{}`, `{"a": 1}`): not an empty
    /// Telegram push, which always carries one (`loc_key`, `custom`, `user_id`, `data`…).
    static var neitherTelegramNorZulip: PushError {
        .invalidEnvelope(
            "neither a Telegram push (no loc_key, loc_args, custom, p, data, aps, user_id nor field of the spec) nor a Zulip one (realm_url, user_id and a type of message, remove or test)"
        )
    }

    /// Reads a Telegram push without building its typed value: decrypts it as ``decode(_:)``
    /// does, and gives a view that reads each field when asked and renders into a reused buffer,
    /// with the templates of the decoder's catalog. Throws what ``decode(_:)`` throws for the same
    /// bytes, and ``PushError/notTelegram`` for a Zulip push.
    @inlinable  // specialized for the caller's collection: contiguous bytes are parsed in place
    public func telegramView(of bytes: some Collection<UInt8>) throws(PushError) -> TelegramPushViewOf<Notification> {
        try telegramView(json: Self.parse(bytes))
    }

    /// ``telegramView(of:)`` for a push already parsed as JSON.
    @inlinable  // the catalog's conformance names the code its pushes are read with
    public func telegramView(json root: JSONValue) throws(PushError) -> TelegramPushViewOf<Notification> {
        try Notification._telegramView(json: root, with: self)
    }

    /// ``telegramView(json:)``, for any catalog (``PushDecodableNotification/_telegramView(json:with:)``).
    func telegramViewWithCatalog(json root: JSONValue) throws(PushError) -> TelegramPushViewOf<Notification> {
        let (top, object, members) = try Self.envelope(of: root)
        guard case .none = Self.zulipObject(root: root, top: top, object: object, members: members) else {
            throw .notTelegram
        }
        try Self.checkTelegram(top: top, members: members, object: object)
        return try TelegramPushViewOf(locateTelegram(root: root, top: top, object: object, members: members))
    }

    /// The root's members, and the object a push's fields are in (`data` when it is an object,
    /// else the root) with its members.
    @inline(__always)  // into each decoding: its tuple of two EnvelopeMembers is not built
    static func envelope(
        of root: JSONValue
    ) throws(PushError) -> (top: EnvelopeMembers, object: JSONValue, members: EnvelopeMembers) {
        guard root.kind == .object else { throw .notAnObject }
        let top = EnvelopeMembers(root)
        if top.dataKind(in: root) == .object, let data = top.data(in: root) {
            return (top, data, EnvelopeMembers(data))
        }
        return (top, root, top)
    }

    /// Decodes a push from an APNs `userInfo` dictionary (or any dictionary of JSON values), as
    /// ``decode(_:)`` does.
    public func decode(userInfo: [AnyHashable: Any]) throws(PushError) -> DecodedPushOf<Notification> {
        try decode(UserInfoJSON.bytes(of: userInfo))
    }

    /// The push receiver id of a payload without decrypting it, as TDLib's `getPushReceiverId`
    /// computes it: which account (0: every account) the push is for.
    @inlinable  // specialized for the caller's collection: contiguous bytes are parsed in place
    public static func receiverID(of bytes: some Collection<UInt8>) throws(ReceiverIDError) -> Int64 {
        guard bytes.count <= maxPayloadSize else { throw .tooLarge(bytes.count) }
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes, limits: limits)
        } catch {
            throw .invalidJSON(error)
        }
        return try receiverID(of: root)
    }

    /// The push receiver id of a payload already parsed as JSON.
    public static func receiverID(of json: JSONValue) throws(ReceiverIDError) -> Int64 {
        try PushReceiverID.compute(json)
    }
}

extension PushDecoderOf {
    /// Before 0.30.0 a decoder took its catalog with each call, PushSpec's when none was named: in
    /// an app's module that silently dropped the app's types. The catalog is the decoder's type now.
    @available(
        *, unavailable,
        message: "the catalog is the decoder's type: PushDecoderOf<Catalog>(keyring:).decode(bytes); in a module the build plugin serves, PushDecoder is that module's catalog's"
    )
    public func decode<Other>(_ bytes: some Collection<UInt8>, catalog: Other.Type) -> DecodedPushOf<Other> {
        fatalError("unavailable")
    }

    /// Before 0.30.0 a decoder took its catalog with each call (see ``decode(_:catalog:)``).
    @available(
        *, unavailable,
        message: "the catalog is the decoder's type: PushDecoderOf<Catalog>(keyring:).telegramView(of: bytes); in a module the build plugin serves, PushDecoder is that module's catalog's"
    )
    public func telegramView<Other>(of bytes: some Collection<UInt8>, catalog: Other.Type) -> TelegramPushViewOf<Other> {
        fatalError("unavailable")
    }
}
