/// A TL type as the generated code reads it: a boxed value, which starts with the id of one of the
/// type's constructors (`PhotoSize`), or a constructor's fields, which follow its id.
///
/// An app reads a value with ``init(tlBytes:)`` and writes it with ``tlJSON``; the requirements,
/// underscored, are for generated code (and PushSpec's own TL types), not for apps.
public protocol TLObject: Sendable, Hashable {
    /// Reads the value at the reader's offset and moves past it.
    init(_from reader: inout _TLReader) throws(TLDecodingError)

    /// Writes the value as TL JSON (see `_TLJSONWriter`).
    func _writeTLJSON(to writer: inout _TLJSONWriter)
}

extension TLObject {
    /// Reads `bytes` as exactly one value: bytes left after it are ``TLDecodingError/trailingBytes(count:offset:)``.
    public init(tlBytes bytes: [UInt8]) throws(TLDecodingError) {
        var reader = _TLReader(bytes)
        self = try Self(_from: &reader)
        try reader.finish()
    }

    /// The value as TL JSON text: `{"@type":"photoStrippedSize","type":"i","bytes":"AShA…"}`.
    public var tlJSON: String {
        var writer = _TLJSONWriter()
        _writeTLJSON(to: &writer)
        return writer.text
    }
}

/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// A TL type with constructors of its own: a boxed value starts with one of their ids.
public protocol _TLBoxedType: TLObject {
    /// Whether `id` is the id of one of the type's constructors.
    static func hasConstructor(_ id: UInt32) -> Bool
}
