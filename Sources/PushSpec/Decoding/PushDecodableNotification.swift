import PushSpecCore

/// A catalog's notification that ``PushDecoderOf`` decodes pushes into: PushSpec's own
/// `TelegramNotification`, or the one the build plugin generates into an app's module (which
/// declares the conformance; an app does not write it).
///
/// Each catalog's conformance names the code its pushes are decoded with, so that the decoder
/// needs no test of which catalog it holds: PushSpec's catalog takes the code this module
/// specialized for it, and an app's catalog the generic code, which reads its types through the
/// catalog's witnesses. The requirements are for the decoder, not for apps.
public protocol PushDecodableNotification: TelegramCatalogNotification {
    /// For ``PushDecoderOf/decode(json:)``: decodes a push already parsed as JSON.
    static func _decode(json root: JSONValue, with decoder: PushDecoderOf<Self>) throws(PushError) -> DecodedPushOf<Self>

    /// For ``PushDecoderOf/telegramView(json:)``: reads a Telegram push already parsed as JSON
    /// where it stands.
    static func _telegramView(
        json root: JSONValue, with decoder: PushDecoderOf<Self>
    ) throws(PushError) -> TelegramPushViewOf<Self>
}

extension PushDecodableNotification {
    /// The generic decoding, for an app's catalog.
    public static func _decode(json root: JSONValue, with decoder: PushDecoderOf<Self>) throws(PushError) -> DecodedPushOf<Self> {
        try decoder.decodeWithCatalog(json: root)
    }

    /// The generic view, for an app's catalog.
    public static func _telegramView(
        json root: JSONValue, with decoder: PushDecoderOf<Self>
    ) throws(PushError) -> TelegramPushViewOf<Self> {
        try decoder.telegramViewWithCatalog(json: root)
    }
}

/// PushSpec's catalog decodes with the code specialized for it here, where its type is known: a
/// generic call from another module would run unspecialized, a third slower (Benchmarks/README.md).
extension TelegramNotification: PushDecodableNotification {
    /// The decoding, specialized for PushSpec's catalog.
    public static func _decode(json root: JSONValue, with decoder: PushDecoder) throws(PushError) -> DecodedPush {
        try decoder.decodeWithCatalog(json: root)
    }

    /// The view, specialized for PushSpec's catalog.
    public static func _telegramView(json root: JSONValue, with decoder: PushDecoder) throws(PushError) -> TelegramPushView {
        try decoder.telegramViewWithCatalog(json: root)
    }
}
