/// A `photoStrippedSize`'s bytes: a tiny JPEG (at most 255×255, typically about 40 pixels on its
/// longer side) with the parts every such JPEG shares left out, shown blurred while the real photo
/// loads.
///
/// The bytes are a format byte (1), the height, the width, then the JPEG's entropy-coded data:
/// what comes after its start-of-scan header and before its end-of-image marker. ``jpeg`` puts the
/// shared header and the end-of-image marker back, giving a file any JPEG decoder opens.
public struct StrippedThumbnail: Sendable, Hashable {
    /// The bytes as received, header included: at least 3, the first of them 1.
    public let strippedBytes: [UInt8]

    /// Checks the 3-byte header.
    /// - Throws: ``StrippedThumbnailError/tooShort(byteCount:)`` for fewer than 3 bytes,
    ///   ``StrippedThumbnailError/unknownFormat(_:)`` for a first byte other than 1.
    public init(strippedBytes: [UInt8]) throws(StrippedThumbnailError) {
        guard strippedBytes.count >= 3 else { throw .tooShort(byteCount: strippedBytes.count) }
        guard strippedBytes[0] == 1 else { throw .unknownFormat(strippedBytes[0]) }
        self.strippedBytes = strippedBytes
    }

    /// The height in pixels: byte 1.
    public var height: Int { Int(strippedBytes[1]) }

    /// The width in pixels: byte 2.
    public var width: Int { Int(strippedBytes[2]) }

    /// The complete JPEG file (JFIF): the shared header with this thumbnail's dimensions, the
    /// entropy-coded data (the bytes after the first 3), and the end-of-image marker. Built on each
    /// access.
    public var jpeg: [UInt8] {
        var file = StrippedJPEG.beforeFrame
        file += StrippedJPEG.frame(height: strippedBytes[1], width: strippedBytes[2])
        file += StrippedJPEG.afterFrame
        file += strippedBytes.dropFirst(3)
        file += [0xFF, StrippedJPEG.endOfImage]
        return file
    }
}
