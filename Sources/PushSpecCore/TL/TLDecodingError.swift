/// Why bytes could not be read as a TL object: the bytes of a push's `attachb64` or `updates`
/// come from the network, so every way they can be damaged is a case here, never a trap.
public enum TLDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's text is not base64url.
    case badBase64
    /// The bytes end before the value that starts at `offset` does.
    case truncated(offset: Int)
    /// The id at `offset` is none of the constructors of `type` the schema declares (`type` is
    /// `Vector` or `Bool` for those builtins).
    case unknownConstructor(id: UInt32, type: String, offset: Int)
    /// A string or bytes value at `offset` whose first byte is 255, which TL's length forms do not have.
    case invalidLength(offset: Int)
    /// Objects nested deeper than `_TLReader/maximumDepth` at `offset`.
    case tooDeep(offset: Int)
    /// `count` bytes are left after the object ended at `offset`.
    case trailingBytes(count: Int, offset: Int)
    /// A `gzip_packed` object whose data does not inflate.
    case badCompressedData
    /// A `gzip_packed` object that inflates to more than `limit` bytes.
    case tooLarge(limit: Int)

    /// A stable snake_case name of the case, for JSON output and logs.
    public var code: String {
        switch self {
        case .badBase64: "bad_base64"
        case .truncated: "truncated"
        case .unknownConstructor: "unknown_constructor"
        case .invalidLength: "invalid_length"
        case .tooDeep: "too_deep"
        case .trailingBytes: "trailing_bytes"
        case .badCompressedData: "bad_compressed_data"
        case .tooLarge: "too_large"
        }
    }

    /// What went wrong, in a sentence that names offsets and ids but never the bytes themselves.
    public var description: String {
        switch self {
        case .badBase64:
            "the field is not base64url"
        case .truncated(let offset):
            "the bytes end inside the value at byte \(offset)"
        case .unknownConstructor(let id, let type, let offset):
            "the id 0x\(String(id, radix: 16)) at byte \(offset) is not a constructor of \(type)"
        case .invalidLength(let offset):
            "the string at byte \(offset) has no valid length (first byte 255)"
        case .tooDeep(let offset):
            "objects are nested more than \(_TLReader.maximumDepth) deep at byte \(offset)"
        case .trailingBytes(let count, let offset):
            "\(count) byte\(count == 1 ? "" : "s") left after the object, which ends at byte \(offset)"
        case .badCompressedData:
            "the gzip_packed data does not inflate"
        case .tooLarge(let limit):
            "the gzip_packed data inflates to more than \(limit) bytes"
        }
    }
}
