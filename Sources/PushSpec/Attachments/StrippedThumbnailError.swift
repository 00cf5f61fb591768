/// Why bytes are not a `photoStrippedSize` that ``StrippedThumbnail`` can expand.
public enum StrippedThumbnailError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Fewer than the 3 bytes every stripped thumbnail starts with (format, height, width); holds
    /// the number of bytes there were.
    case tooShort(byteCount: Int)
    /// A first byte other than 1, the only stripped format there is; holds that byte.
    case unknownFormat(UInt8)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case let .tooShort(byteCount):
            "stripped thumbnail of \(byteCount) bytes is shorter than its 3-byte header"
        case let .unknownFormat(format):
            "stripped thumbnail has format \(format), not 1"
        }
    }
}
