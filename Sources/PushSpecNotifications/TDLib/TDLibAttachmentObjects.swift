import PushSpec
import PushSpecCatalog

/// TDLib's objects for what a push's `attachb64` carries, as TDLib builds them for a push's
/// `pushMessageContent…`: a photo's `photo` (its sizes and minithumbnail), and from a document the
/// `document`, `video`, `audio`, `voiceNote`, `videoNote`, `animation` or `sticker` the content's
/// class asks for (see ``TDLibDocumentObjects``).
///
/// Files are TDLib's `file` objects as a client without TDLib's file manager can state them: id
/// 0 and an empty remote id (TDLib's own ids exist only inside a TDLib instance), the size the
/// push gives, nothing local. To download one, use ``TelegramAttachment/fileLocation(size:)``.
enum TDLibAttachmentObjects {
    /// The object of TL type `type` (`photo`, `document`, `video`…) that `attachment` fills; `nil`
    /// when it is of another kind.
    static func object(_ type: String, of attachment: TelegramAttachment) -> TDLibValue? {
        switch (type, attachment) {
        case ("photo", .photo(.photo(let photo))): photoObject(photo, thumbnail: attachment.strippedThumbnail)
        case (_, .document(.document(let document))):
            TDLibDocumentObjects(document, thumbnail: attachment.strippedThumbnail).object(type)
        default: nil
        }
    }

    /// `photo has_stickers minithumbnail sizes`: the sizes with dimensions, in the push's order.
    static func photoObject(_ photo: TelegramAPI.Photo.Photo, thumbnail: StrippedThumbnail?) -> TDLibValue {
        let sizes = photo.sizes.compactMap(photoSize)
        return .object(
            type: "photo",
            members: [
                ("has_stickers", .bool(photo.hasStickers)), ("minithumbnail", minithumbnail(thumbnail)),
                ("sizes", .array(sizes)),
            ])
    }

    /// `photoSize type photo width height progressive_sizes`, for a size with dimensions.
    static func photoSize(_ size: TelegramAPI.PhotoSize) -> TDLibValue? {
        guard let dimensions = size.dimensions else { return nil }
        let progressive: [TDLibValue] =
            if case .photoSizeProgressive(let sizes) = size { sizes.sizes.map { .number(Int64($0)) } } else { [] }
        return .object(
            type: "photoSize",
            members: [
                ("type", .string(size.type)), ("photo", file(size: size.byteCount)),
                ("width", .number(Int64(dimensions.width))), ("height", .number(Int64(dimensions.height))),
                ("progressive_sizes", .array(progressive)),
            ])
    }

    /// `thumbnail format width height file`: the largest of `sizes` with dimensions, or null.
    static func thumbnail(_ sizes: [TelegramAPI.PhotoSize], format: String) -> TDLibValue {
        guard let size = sizes.largest, let dimensions = size.dimensions else { return .null }
        return .object(
            type: "thumbnail",
            members: [
                ("format", .object(type: format, members: [])),
                ("width", .number(Int64(dimensions.width))), ("height", .number(Int64(dimensions.height))),
                ("file", file(size: size.byteCount)),
            ])
    }

    /// `minithumbnail width height data`: the stripped size expanded to a JPEG, or null.
    static func minithumbnail(_ thumbnail: StrippedThumbnail?) -> TDLibValue {
        guard let thumbnail else { return .null }
        return .object(
            type: "minithumbnail",
            members: [
                ("width", .number(Int64(thumbnail.width))), ("height", .number(Int64(thumbnail.height))),
                ("data", .string(Base64.encodeStandard(thumbnail.jpeg))),
            ])
    }

    /// A `file` of `size` bytes that this client has not downloaded and TDLib has not numbered.
    static func file(size: Int64) -> TDLibValue {
        .object(
            type: "file",
            members: [
                ("id", .number(0)), ("size", .number(size)), ("expected_size", .number(size)),
                (
                    "local",
                    .object(
                        type: "localFile",
                        members: [
                            ("path", .string("")), ("can_be_downloaded", .bool(true)), ("can_be_deleted", .bool(false)),
                            ("is_downloading_active", .bool(false)), ("is_downloading_completed", .bool(false)),
                            ("download_offset", .number(0)), ("downloaded_prefix_size", .number(0)),
                            ("downloaded_size", .number(0)),
                        ])
                ),
                (
                    "remote",
                    .object(
                        type: "remoteFile",
                        members: [
                            ("id", .string("")), ("unique_id", .string("")), ("is_uploading_active", .bool(false)),
                            ("is_uploading_completed", .bool(true)), ("uploaded_size", .number(size)),
                        ])
                ),
            ])
    }
}
