import PushSpecCatalog
import PushSpecCore

/// The photo or document a push's `attachb64` carries: what lets an app show the picture, or a
/// preview of it, in the notification without connecting.
public enum TelegramAttachment: TLObject {
    /// A `Photo` (sent with `MESSAGE_PHOTO` and the like).
    case photo(TelegramAPI.Photo)
    /// A `Document` (a file, a video, a sticker, a voice message…).
    case document(TelegramAPI.Document)

    /// Reads a Photo or a Document, told apart by its constructor id. `init(tlBytes:)` reads
    /// `attachb64`'s bytes (base64url-decoded) with it, and checks that nothing follows.
    public init(_from reader: inout _TLReader) throws(TLDecodingError) {
        let id = try reader.peekID()
        if TelegramAPI.Photo.hasConstructor(id) {
            self = .photo(try TelegramAPI.Photo(_from: &reader))
        } else if TelegramAPI.Document.hasConstructor(id) {
            self = .document(try TelegramAPI.Document(_from: &reader))
        } else {
            throw .unknownConstructor(id: id, type: "Photo or Document", offset: reader.offset)
        }
    }

    /// The photo's sizes, or the document's thumbnails (empty for `photoEmpty`, `documentEmpty`
    /// and a document without thumbnails).
    public var sizes: [TelegramAPI.PhotoSize] {
        switch self {
        case .photo(.photo(let photo)): photo.sizes
        case .document(.document(let document)): document.thumbs ?? []
        case .photo(.photoEmpty), .document(.documentEmpty): []
        }
    }

    /// The size to download for a `width` × `height` box: the smallest that covers it, else the
    /// largest there is (`nil` when no size has dimensions).
    public func bestSize(width: Int, height: Int) -> TelegramAPI.PhotoSize? {
        let covering = sizes.compactMap { size in
            size.dimensions.flatMap { $0.width >= width && $0.height >= height ? (size, $0.width * $0.height) : nil }
        }
        return covering.min { $0.1 < $1.1 }?.0 ?? sizes.largest
    }

    /// The location `upload.getFile` takes for `size` (one of ``sizes``), or for the document
    /// itself when `size` is nil; `nil` for `photoEmpty` and `documentEmpty`, and for a photo without a size.
    public func fileLocation(size: TelegramAPI.PhotoSize? = nil) -> TelegramFileLocation? {
        switch self {
        case .photo(.photo(let photo)):
            guard let size else { return nil }
            return TelegramFileLocation(
                kind: .photo, dcID: photo.dcID, id: photo.id, accessHash: photo.accessHash,
                fileReference: photo.fileReference, thumbSize: size.type)
        case .document(.document(let document)):
            return TelegramFileLocation(
                kind: .document, dcID: document.dcID, id: document.id, accessHash: document.accessHash,
                fileReference: document.fileReference, thumbSize: size?.type ?? "")
        case .photo(.photoEmpty), .document(.documentEmpty):
            return nil
        }
    }

    /// The preview that needs no download: the `photoStrippedSize` among ``sizes``, when there is one.
    public var strippedThumbnail: StrippedThumbnail? {
        for size in sizes {
            if case .photoStrippedSize(let stripped) = size {
                return try? StrippedThumbnail(strippedBytes: stripped.bytes)
            }
        }
        return nil
    }

    /// Writes the object as TL JSON (see `_TLJSONWriter`).
    public func _writeTLJSON(to writer: inout _TLJSONWriter) {
        switch self {
        case .photo(let photo): photo._writeTLJSON(to: &writer)
        case .document(let document): document._writeTLJSON(to: &writer)
        }
    }
}
