/// A TL type as the generated code reads it: a boxed value, which starts with the id of one of the
/// type's constructors (`PhotoSize`), or a constructor's fields, which follow its id.
public protocol TLObject: Sendable, Hashable {
    /// Reads the value at the reader's offset and moves past it.
    init(from reader: inout TLReader) throws(TLDecodingError)

    /// Writes the value as TL JSON (see ``TLJSONWriter``).
    func writeTLJSON(to writer: inout TLJSONWriter)
}

extension TLObject {
    /// Reads `bytes` as exactly one value: bytes left after it are ``TLDecodingError/trailingBytes(count:offset:)``.
    public init(tlBytes bytes: [UInt8]) throws(TLDecodingError) {
        var reader = TLReader(bytes)
        self = try Self(from: &reader)
        try reader.finish()
    }

    /// The value as TL JSON text: `{"@type":"photoStrippedSize","type":"i","bytes":"AShA…"}`.
    public var tlJSON: String {
        var writer = TLJSONWriter()
        writeTLJSON(to: &writer)
        return writer.text
    }
}

/// A TL type with constructors of its own: a boxed value starts with one of their ids.
public protocol TLBoxedType: TLObject {
    /// Whether `id` is the id of one of the type's constructors.
    static func hasConstructor(_ id: UInt32) -> Bool
}
