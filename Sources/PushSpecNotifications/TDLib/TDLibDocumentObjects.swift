import PushSpec
import PushSpecCatalog

/// The TDLib object a `pushMessageContent…` class asks for, made from the `document` of a push's
/// attachment and its attributes, as TDLib reads them: the file name from
/// `documentAttributeFilename`, duration and size from `documentAttributeVideo` (the duration
/// rounded up) or `documentAttributeAudio`, the emoji and set of `documentAttributeSticker`.
struct TDLibDocumentObjects {
    let document: TelegramAPI.Document.Document
    let minithumbnail: TDLibValue
    private(set) var fileName = ""
    private(set) var hasStickers = false
    private(set) var video: TelegramAPI.DocumentAttribute.DocumentAttributeVideo?
    private(set) var audio: TelegramAPI.DocumentAttribute.DocumentAttributeAudio?
    private(set) var imageSize: (width: Int64, height: Int64)?
    private(set) var sticker: TelegramAPI.DocumentAttribute.DocumentAttributeSticker?
    private(set) var customEmoji: TelegramAPI.DocumentAttribute.DocumentAttributeCustomEmoji?

    init(_ document: TelegramAPI.Document.Document, thumbnail: StrippedThumbnail?) {
        self.document = document
        minithumbnail = TDLibAttachmentObjects.minithumbnail(thumbnail)
        for attribute in document.attributes {
            switch attribute {
            case .documentAttributeFilename(let name): fileName = name.fileName
            case .documentAttributeHasStickers: hasStickers = true
            case .documentAttributeVideo(let attribute): video = attribute
            case .documentAttributeAudio(let attribute): audio = attribute
            case .documentAttributeImageSize(let size): imageSize = (Int64(size.w), Int64(size.h))
            case .documentAttributeSticker(let attribute): sticker = attribute
            case .documentAttributeCustomEmoji(let attribute): customEmoji = attribute
            case .documentAttributeAnimated: break
            }
        }
    }

    /// The object of TL type `type`, or `nil` for a type a document does not make.
    func object(_ type: String) -> TDLibValue? {
        switch type {
        case "document":
            object(
                "document",
                [
                    ("file_name", .string(fileName)), ("mime_type", .string(document.mimeType)), ("minithumbnail", minithumbnail),
                    ("thumbnail", thumbnail()), ("document", file),
                ])
        case "video":
            object(
                "video",
                [
                    ("duration", videoDuration), ("width", width), ("height", height), ("file_name", .string(fileName)),
                    ("mime_type", .string(document.mimeType)), ("has_stickers", .bool(hasStickers)),
                    ("supports_streaming", .bool(video?.supportsStreaming ?? false)), ("minithumbnail", minithumbnail),
                    ("thumbnail", thumbnail()), ("video", file),
                ])
        case "animation":
            object(
                "animation",
                [
                    ("duration", videoDuration), ("width", width), ("height", height), ("file_name", .string(fileName)),
                    ("mime_type", .string(document.mimeType)), ("has_stickers", .bool(hasStickers)),
                    ("minithumbnail", minithumbnail), ("thumbnail", thumbnail()), ("animation", file),
                ])
        case "videoNote":
            object(
                "videoNote",
                [
                    ("duration", videoDuration), ("waveform", waveform), ("length", width), ("minithumbnail", minithumbnail),
                    ("thumbnail", thumbnail()), ("speech_recognition_result", .null), ("video", file),
                ])
        case "audio":
            object(
                "audio",
                [
                    ("duration", audioDuration), ("title", .string(audio?.title ?? "")),
                    ("performer", .string(audio?.performer ?? "")), ("file_name", .string(fileName)),
                    ("mime_type", .string(document.mimeType)), ("album_cover_minithumbnail", minithumbnail),
                    ("album_cover_thumbnail", thumbnail()), ("external_album_covers", .array([])), ("audio", file),
                ])
        case "voiceNote":
            object(
                "voiceNote",
                [
                    ("duration", audioDuration), ("waveform", waveform), ("mime_type", .string(document.mimeType)),
                    ("speech_recognition_result", .null), ("voice", file),
                ])
        case "sticker":
            object(
                "sticker",
                [
                    ("id", .int64(document.id)), ("set_id", .int64(stickerSetID)), ("width", width), ("height", height),
                    ("emoji", .string(sticker?.alt ?? customEmoji?.alt ?? "")), ("format", .object(type: stickerFormat, members: [])),
                    ("full_type", stickerFullType), ("thumbnail", thumbnail(format: "thumbnailFormatWebp")), ("sticker", file),
                ])
        default:
            nil
        }
    }

    private func object(_ type: String, _ members: [(String, TDLibValue)]) -> TDLibValue {
        .object(type: type, members: members)
    }

    private var file: TDLibValue { TDLibAttachmentObjects.file(size: document.size) }

    private func thumbnail(format: String = "thumbnailFormatJpeg") -> TDLibValue {
        TDLibAttachmentObjects.thumbnail(document.thumbs ?? [], format: format)
    }

    /// A video's duration in whole seconds, rounded up.
    private var videoDuration: TDLibValue {
        guard let duration = video?.duration, duration.isFinite, duration > 0, duration < Double(Int32.max) else { return .number(0) }
        return .number(Int64(duration.rounded(.up)))
    }

    private var audioDuration: TDLibValue { .number(Int64(audio?.duration ?? 0)) }

    private var waveform: TDLibValue { .string(Base64.encodeStandard(audio?.waveform ?? [])) }

    private var width: TDLibValue { .number(video.map { Int64($0.w) } ?? imageSize?.width ?? 0) }

    private var height: TDLibValue { .number(video.map { Int64($0.h) } ?? imageSize?.height ?? 0) }

    /// The set's id, when the sticker names its set by id.
    private var stickerSetID: Int64 {
        guard let set = sticker?.stickerset ?? customEmoji?.stickerset, case .inputStickerSetID(let byID) = set else { return 0 }
        return byID.id
    }

    /// By MIME type: WebP, Lottie (`application/x-tgsticker`) or WebM.
    private var stickerFormat: String {
        switch document.mimeType {
        case "application/x-tgsticker": "stickerFormatTgs"
        case "video/webm": "stickerFormatWebm"
        default: "stickerFormatWebp"
        }
    }

    private var stickerFullType: TDLibValue {
        if let customEmoji {
            return object(
                "stickerFullTypeCustomEmoji",
                [("custom_emoji_id", .int64(document.id)), ("needs_repainting", .bool(customEmoji.textColor))])
        }
        if let sticker, sticker.mask {
            return object("stickerFullTypeMask", [("mask_position", maskPosition(sticker.maskCoords))])
        }
        return object("stickerFullTypeRegular", [("premium_animation", .null)])
    }

    /// `maskPosition point x_shift y_shift scale` from `maskCoords n x y zoom` (n: 0 forehead, 1
    /// eyes, 2 mouth, 3 chin); null without coordinates or with another point.
    private func maskPosition(_ coordinates: TelegramAPI.MaskCoords?) -> TDLibValue {
        guard case .maskCoords(let mask)? = coordinates, (0...3).contains(mask.n) else { return .null }
        let point = ["maskPointForehead", "maskPointEyes", "maskPointMouth", "maskPointChin"][Int(mask.n)]
        return object(
            "maskPosition",
            [("point", object(point, [])), ("x_shift", .double(mask.x)), ("y_shift", .double(mask.y)), ("scale", .double(mask.zoom))])
    }
}
