package org.pushspec.attachments;

import java.io.ByteArrayOutputStream;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.jetbrains.annotations.Nullable;
import org.pushspec.attachments.TLReader.Malformed;

/**
 * The photo or document a Telegram push's {@code attachb64} carries, read as the Swift runtime's
 * {@code TelegramAttachment} reads it: a TL {@code Photo} or {@code Document}
 * ({@code Spec/telegram/tl/push.tl}), possibly wrapped in {@code gzip_packed}, read whole and
 * exactly, with nothing after it. Only what a notification shows without connecting is kept: the
 * stripped thumbnail.
 */
public final class TelegramAttachment {
    /** {@code gzip_packed#3072cfa1 packed_data:string = Object;}: an object's serialization, gzip-compressed. */
    private static final int GZIP_PACKED = 0x3072cfa1;
    /** The most bytes a {@code gzip_packed} object may inflate to: Swift's {@code GzipPacked.maximumUnpackedCount}. */
    private static final int MAXIMUM_UNPACKED_COUNT = 1 << 20;

    private static final int PHOTO_EMPTY = 0x2331b22d;
    private static final int PHOTO = 0xfb197a65;
    private static final int DOCUMENT_EMPTY = 0x36f8c871;
    private static final int DOCUMENT = 0x8fd4c4d8;
    private static final int PHOTO_STRIPPED_SIZE = 0xe0b0bc2e;

    private TelegramAttachment() {}

    /**
     * The stripped thumbnail of a push's attachment: the first {@code photoStrippedSize} among a
     * photo's {@code sizes} or a document's {@code thumbs}; the value of the Swift runtime's
     * {@code (try? push.attachment?.get())?.strippedThumbnail}, whose {@code jpeg} its
     * presentation shows.
     *
     * @param attachment the bytes of the push's {@code custom.attachb64}, base64url-decoded (the
     *     catalog's {@code TelegramCustomFields.attachment}), or null
     * @return the thumbnail; null when {@code attachment} is null, is not exactly one Photo or
     *     Document (inflated first when it is {@code gzip_packed}), has no stripped size, or its
     *     first one is not a stripped thumbnail ({@link StrippedThumbnail#fromStrippedBytes})
     */
    public static @Nullable StrippedThumbnail strippedThumbnail(@Nullable byte[] attachment) {
        if (attachment == null) return null;
        try {
            TLReader reader = new TLReader(unpacked(attachment));
            byte[] stripped = readPhotoOrDocument(reader);
            reader.finish();
            return stripped == null ? null : StrippedThumbnail.fromStrippedBytes(stripped);
        } catch (Malformed e) {
            return null;
        }
    }

    /** The bytes of the first stripped size of a Photo or Document, or null when there is none. */
    private static byte[] readPhotoOrDocument(TLReader reader) throws Malformed {
        int id = reader.readInt();
        switch (id) {
            case PHOTO_EMPTY:
                reader.skip(8); // id:long
                return null;
            case PHOTO:
                return readPhoto(reader);
            case DOCUMENT_EMPTY:
                reader.skip(8); // id:long
                return null;
            case DOCUMENT:
                return readDocument(reader);
            default:
                throw reader.unknownConstructor(id, "Photo or Document");
        }
    }

    /**
     * {@code photo#fb197a65 flags:# has_stickers:flags.0?true id:long access_hash:long
     * file_reference:bytes date:int sizes:Vector<PhotoSize> video_sizes:flags.1?Vector<VideoSize>
     * dc_id:int = Photo;}
     */
    private static byte[] readPhoto(TLReader reader) throws Malformed {
        int flags = reader.readInt();
        reader.skip(16); // id, access_hash
        reader.readBytes(); // file_reference
        reader.skip(4); // date
        byte[] stripped = readPhotoSizes(reader);
        if ((flags & 1 << 1) != 0) readVideoSizes(reader);
        reader.skip(4); // dc_id
        return stripped;
    }

    /**
     * {@code document#8fd4c4d8 flags:# id:long access_hash:long file_reference:bytes date:int
     * mime_type:string size:long thumbs:flags.0?Vector<PhotoSize>
     * video_thumbs:flags.1?Vector<VideoSize> dc_id:int attributes:Vector<DocumentAttribute> = Document;}
     */
    private static byte[] readDocument(TLReader reader) throws Malformed {
        int flags = reader.readInt();
        reader.skip(16); // id, access_hash
        reader.readBytes(); // file_reference
        reader.skip(4); // date
        reader.readBytes(); // mime_type
        reader.skip(8); // size
        byte[] stripped = (flags & 1 << 0) != 0 ? readPhotoSizes(reader) : null;
        if ((flags & 1 << 1) != 0) readVideoSizes(reader);
        reader.skip(4); // dc_id
        for (int count = reader.readVectorCount(); count > 0; count--) readDocumentAttribute(reader);
        return stripped;
    }

    /** A {@code Vector<PhotoSize>}, read whole: the bytes of its first {@code photoStrippedSize}, or null. */
    private static byte[] readPhotoSizes(TLReader reader) throws Malformed {
        byte[] stripped = null;
        for (int count = reader.readVectorCount(); count > 0; count--) {
            int id = reader.readInt();
            reader.readBytes(); // type:string, which every PhotoSize starts with
            switch (id) {
                case 0x0e17e23c: // photoSizeEmpty
                    break;
                case 0x75c78e60: // photoSize w:int h:int size:int
                    reader.skip(12);
                    break;
                case 0x021e1ad6: // photoCachedSize w:int h:int bytes:bytes
                    reader.skip(8);
                    reader.readBytes();
                    break;
                case PHOTO_STRIPPED_SIZE: // bytes:bytes
                    byte[] bytes = reader.readBytes();
                    if (stripped == null) stripped = bytes;
                    break;
                case 0xfa3efb95: // photoSizeProgressive w:int h:int sizes:Vector<int>
                    reader.skip(8);
                    reader.skipIntVector();
                    break;
                case 0xd8214d41: // photoPathSize bytes:bytes
                    reader.readBytes();
                    break;
                default:
                    throw reader.unknownConstructor(id, "PhotoSize");
            }
        }
        return stripped;
    }

    /** A {@code Vector<VideoSize>}. */
    private static void readVideoSizes(TLReader reader) throws Malformed {
        for (int count = reader.readVectorCount(); count > 0; count--) {
            int id = reader.readInt();
            switch (id) {
                case 0xde33b094: { // videoSize flags:# type:string w:int h:int size:int video_start_ts:flags.0?double
                    int flags = reader.readInt();
                    reader.readBytes();
                    reader.skip((flags & 1 << 0) != 0 ? 20 : 12);
                    break;
                }
                case 0xf85c413c: // videoSizeEmojiMarkup emoji_id:long background_colors:Vector<int>
                    reader.skip(8);
                    reader.skipIntVector();
                    break;
                case 0x0da082fe: // videoSizeStickerMarkup stickerset:InputStickerSet sticker_id:long background_colors:Vector<int>
                    readInputStickerSet(reader);
                    reader.skip(8);
                    reader.skipIntVector();
                    break;
                default:
                    throw reader.unknownConstructor(id, "VideoSize");
            }
        }
    }

    /** A {@code DocumentAttribute}. */
    private static void readDocumentAttribute(TLReader reader) throws Malformed {
        int id = reader.readInt();
        switch (id) {
            case 0x6c37c15c: // documentAttributeImageSize w:int h:int
                reader.skip(8);
                break;
            case 0x11b58939: // documentAttributeAnimated
            case 0x9801d2f7: // documentAttributeHasStickers
                break;
            case 0x6319d612: { // documentAttributeSticker flags:# alt:string stickerset:InputStickerSet mask_coords:flags.0?MaskCoords
                int flags = reader.readInt();
                reader.readBytes();
                readInputStickerSet(reader);
                if ((flags & 1 << 0) != 0) {
                    int coords = reader.readInt();
                    if (coords != 0xaed6dbb2) throw reader.unknownConstructor(coords, "MaskCoords");
                    reader.skip(28); // n:int x:double y:double zoom:double
                }
                break;
            }
            case 0x43c57c48: { // documentAttributeVideo flags:# duration:double w:int h:int
                // preload_prefix_size:flags.2?int video_start_ts:flags.4?double video_codec:flags.5?string
                int flags = reader.readInt();
                reader.skip(16);
                if ((flags & 1 << 2) != 0) reader.skip(4);
                if ((flags & 1 << 4) != 0) reader.skip(8);
                if ((flags & 1 << 5) != 0) reader.readBytes();
                break;
            }
            case 0x9852f9c6: { // documentAttributeAudio flags:# duration:int title:flags.0?string
                // performer:flags.1?string waveform:flags.2?bytes
                int flags = reader.readInt();
                reader.skip(4);
                if ((flags & 1 << 0) != 0) reader.readBytes();
                if ((flags & 1 << 1) != 0) reader.readBytes();
                if ((flags & 1 << 2) != 0) reader.readBytes();
                break;
            }
            case 0x15590068: // documentAttributeFilename file_name:string
                reader.readBytes();
                break;
            case 0xfd149899: // documentAttributeCustomEmoji flags:# alt:string stickerset:InputStickerSet
                reader.skip(4);
                reader.readBytes();
                readInputStickerSet(reader);
                break;
            default:
                throw reader.unknownConstructor(id, "DocumentAttribute");
        }
    }

    /** An {@code InputStickerSet}. */
    private static void readInputStickerSet(TLReader reader) throws Malformed {
        int id = reader.readInt();
        switch (id) {
            case 0xffb62b95: // inputStickerSetEmpty
            case 0x028703c8: // inputStickerSetAnimatedEmoji
            case 0x0cde3739: // inputStickerSetAnimatedEmojiAnimations
            case 0xc88b3b02: // inputStickerSetPremiumGifts
            case 0x04c4d4ce: // inputStickerSetEmojiGenericAnimations
            case 0x29d0f5ee: // inputStickerSetEmojiDefaultStatuses
            case 0x44c1f8e9: // inputStickerSetEmojiDefaultTopicIcons
            case 0x49748553: // inputStickerSetEmojiChannelDefaultStatuses
            case 0x1cf671a0: // inputStickerSetTonGifts
                break;
            case 0x9de7a269: // inputStickerSetID id:long access_hash:long
                reader.skip(16);
                break;
            case 0x861cc8a0: // inputStickerSetShortName short_name:string
            case 0xe67f520e: // inputStickerSetDice emoticon:string
                reader.readBytes();
                break;
            default:
                throw reader.unknownConstructor(id, "InputStickerSet");
        }
    }

    // gzip_packed, as Swift's GzipPacked.

    /** The object's serialization: {@code bytes} inflated when they are a {@code gzip_packed}, else as they are. */
    private static byte[] unpacked(byte[] bytes) throws Malformed {
        TLReader reader = new TLReader(bytes);
        if (reader.remaining() < 4 || reader.peekInt() != GZIP_PACKED) return bytes;
        reader.readInt();
        byte[] packed = reader.readBytes();
        reader.finish();
        return inflated(packed);
    }

    /**
     * Gzip (RFC 1952) or zlib (RFC 1950) data inflated, as zlib's {@code inflate} with automatic
     * header detection inflates it for the Swift runtime: a gzip header's reserved flags must be
     * clear and its CRC right when it has one, the trailer's CRC-32 and length right, and nothing
     * may follow the stream. More than {@link #MAXIMUM_UNPACKED_COUNT} bytes out fail (the Swift
     * runtime's buffer holds one byte more, but a TL object's length is a multiple of 4, so such
     * an object fails there as well).
     */
    private static byte[] inflated(byte[] input) throws Malformed {
        boolean gzip = input.length >= 2 && (input[0] & 0xFF) == 0x1f && (input[1] & 0xFF) == 0x8b;
        int start = gzip ? gzipHeaderLength(input) : 0;
        Inflater inflater = new Inflater(gzip); // gzip: raw deflate data follows the header
        try {
            inflater.setInput(input, start, input.length - start);
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int count = inflater.inflate(buffer);
                // With room for output, no output means the input ended or wants a preset dictionary.
                if (count == 0 && !inflater.finished()) throw notInflating();
                output.write(buffer, 0, count);
                if (output.size() > MAXIMUM_UNPACKED_COUNT) {
                    throw new Malformed("the gzip_packed data inflates to more than " + MAXIMUM_UNPACKED_COUNT + " bytes");
                }
            }
            byte[] unpacked = output.toByteArray();
            if (inflater.getRemaining() != (gzip ? 8 : 0)) throw notInflating();
            if (gzip && !gzipTrailerMatches(input, input.length - 8, unpacked)) throw notInflating();
            return unpacked;
        } catch (DataFormatException e) {
            throw notInflating();
        } finally {
            inflater.end();
        }
    }

    /** The length of the gzip header {@code data} starts with (after its magic bytes 1f 8b), checked as zlib checks it. */
    private static int gzipHeaderLength(byte[] data) throws Malformed {
        if (data.length < 10 || data[2] != 8) throw notInflating(); // CM: deflate
        int flags = data[3] & 0xFF;
        if ((flags & 0xE0) != 0) throw notInflating(); // reserved FLG bits
        int at = 10; // after MTIME, XFL and OS
        if ((flags & 0x04) != 0) { // FEXTRA: a little-endian length, then that many bytes
            if (at + 2 > data.length) throw notInflating();
            at += 2 + littleEndian16(data, at);
        }
        for (int field = 0x08; field <= 0x10; field <<= 1) { // FNAME, then FCOMMENT: zero-terminated
            if ((flags & field) == 0) continue;
            while (at < data.length && data[at] != 0) at++;
            at++;
        }
        if ((flags & 0x02) != 0) { // FHCRC: the low 16 bits of the CRC-32 of the header before it
            if (at + 2 > data.length) throw notInflating();
            CRC32 crc = new CRC32();
            crc.update(data, 0, at);
            if (littleEndian16(data, at) != (crc.getValue() & 0xFFFF)) throw notInflating();
            at += 2;
        }
        if (at > data.length) throw notInflating();
        return at;
    }

    /** Whether the 8 bytes at {@code at} are the CRC-32 and the length (mod 2^32) of {@code unpacked}, little-endian. */
    private static boolean gzipTrailerMatches(byte[] data, int at, byte[] unpacked) {
        CRC32 crc = new CRC32();
        crc.update(unpacked, 0, unpacked.length);
        return littleEndian32(data, at) == (crc.getValue() & 0xFFFFFFFFL) && littleEndian32(data, at + 4) == unpacked.length;
    }

    private static int littleEndian16(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
    }

    private static long littleEndian32(byte[] data, int at) {
        return littleEndian16(data, at) | (long) littleEndian16(data, at + 2) << 16;
    }

    private static Malformed notInflating() {
        return new Malformed("the gzip_packed data does not inflate");
    }
}
