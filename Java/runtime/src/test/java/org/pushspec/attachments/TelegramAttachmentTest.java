package org.pushspec.attachments;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.telegram.TelegramPush;

/**
 * The stripped thumbnail of {@code attachb64}: the JPEG the Swift runtime's presentation shows.
 *
 * <p>Expected values come from fixed data, never from this code: the Swift CLI
 * ({@code pushspec render --presentation --json} gives {@code attachment_bytes}, and
 * {@code pushspec render --json} the JPEG itself as {@code attachment_thumbnail}, whose SHA-256 is
 * written here), and Telethon's fixtures in Tests/PushSpecTests/Fixtures/TL (the objects as TL JSON,
 * and {@code stripped_photo_to_jpg}'s files). The hand-built objects below were also rendered by
 * the Swift CLI, with the outcomes written beside them.
 */
class TelegramAttachmentTest {
    private static final Path TL_FIXTURES = Fixtures.repo().resolve("Tests/PushSpecTests/Fixtures/TL");

    /** The SHA-256 of the 738-byte JPEG of photo-typical's stripped size (Swift CLI; Telethon's is the same). */
    private static final String PHOTO_TYPICAL_SHA256 = "83aed0629b7d50bee71419aeb40c6a5b61da92e910741ed4d84745227182857d";
    /** The SHA-256 of the 757-byte JPEG of thumbnails.jsonl's "40x40 square" (Swift CLI; Telethon's is the same). */
    private static final String SQUARE_SHA256 = "de3ed9224bccc64a818c0a58fee201b4148fa6961199b296ad95af040be45cfa";

    /**
     * Examples/payloads/telegram-attachments.ndjson, line by line: {@code attachment_bytes} and the
     * JPEG's SHA-256 from the Swift CLI, or null where it shows none (a voice message's document
     * without thumbnails, a call's {@code updates}, a truncated photo).
     */
    private static final Object[][] EXAMPLES = {
        {738, PHOTO_TYPICAL_SHA256}, // a photo
        null, // a voice message
        null, // PHONE_CALL_REQUEST, no attachb64
        {738, PHOTO_TYPICAL_SHA256}, // the photo in gzip_packed
        null, // the photo cut after 44 bytes
    };

    @Test
    void examplesGiveTheSwiftRuntimesJPEGs() throws Exception {
        List<String> lines = lines(Fixtures.repo().resolve("Examples/payloads/telegram-attachments.ndjson"));
        assertEquals(EXAMPLES.length, lines.size(), "Examples/payloads/telegram-attachments.ndjson: lines");
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        for (int i = 0; i < lines.size(); i++) {
            byte[] attachment = TelegramCatalog.read(decoder.decode(Fixtures.utf8(lines.get(i)))).fields.attachment();
            StrippedThumbnail thumbnail = TelegramAttachment.strippedThumbnail(attachment);
            if (EXAMPLES[i] == null) {
                assertNull(thumbnail, "line " + (i + 1));
            } else {
                assertNotNull(thumbnail, "line " + (i + 1));
                assertEquals(EXAMPLES[i][0], thumbnail.jpeg().length, "line " + (i + 1));
                assertEquals(EXAMPLES[i][1], sha256(thumbnail.jpeg()), "line " + (i + 1));
            }
        }
    }

    /** Every Photo and Document Telethon serialized: the JPEG of the first stripped size its TL JSON lists, or none. */
    @Test
    void telethonsObjectsGiveTheirFirstStrippedSizesJPEG() throws Exception {
        Map<String, byte[]> jpegs = new HashMap<String, byte[]>();
        for (String line : lines(TL_FIXTURES.resolve("thumbnails.jsonl"))) {
            JSONObject row = new JSONObject(line);
            jpegs.put(row.getString("stripped"), base64(row.getString("jpeg")));
        }
        int objects = 0;
        int thumbnails = 0;
        for (String file : new String[] {"objects.jsonl", "gzip-packed.jsonl"}) {
            for (String line : lines(TL_FIXTURES.resolve(file))) {
                JSONObject row = new JSONObject(line);
                if (row.getString("root").equals("Updates")) continue;
                objects++;
                String stripped = firstStrippedSize(row.getJSONObject("json"));
                StrippedThumbnail thumbnail = TelegramAttachment.strippedThumbnail(base64(row.getString("tl")));
                if (stripped == null) {
                    assertNull(thumbnail, row.getString("name"));
                } else {
                    thumbnails++;
                    assertNotNull(thumbnail, row.getString("name"));
                    assertArrayEquals(base64(stripped), thumbnail.strippedBytes(), row.getString("name"));
                    assertArrayEquals(jpegs.get(stripped), thumbnail.jpeg(), row.getString("name"));
                }
            }
        }
        assertEquals(14, objects, "Photo and Document fixtures");
        assertEquals(5, thumbnails, "fixtures with a stripped size");
    }

    /** thumbnails.jsonl: each stripped size expands to the file Telethon's stripped_photo_to_jpg makes. */
    @Test
    void strippedSizesExpandToTelethonsJPEGs() throws Exception {
        List<String> lines = lines(TL_FIXTURES.resolve("thumbnails.jsonl"));
        assertEquals(11, lines.size(), "thumbnails.jsonl: lines");
        for (String line : lines) {
            JSONObject row = new JSONObject(line);
            StrippedThumbnail thumbnail = StrippedThumbnail.fromStrippedBytes(base64(row.getString("stripped")));
            assertNotNull(thumbnail, row.getString("name"));
            assertArrayEquals(base64(row.getString("jpeg")), thumbnail.jpeg(), row.getString("name"));
        }
    }

    @Test
    void strippedBytesNeedTheirHeader() {
        assertNull(StrippedThumbnail.fromStrippedBytes(new byte[0]));
        assertNull(StrippedThumbnail.fromStrippedBytes(new byte[] {1, 40}));
        assertNull(StrippedThumbnail.fromStrippedBytes(new byte[] {2, 40, 30}));
        assertNull(StrippedThumbnail.fromStrippedBytes(new byte[] {0, 40, 30, 1}));
        byte[] bytes = {1, 30, 40, 7};
        StrippedThumbnail thumbnail = StrippedThumbnail.fromStrippedBytes(bytes);
        assertNotNull(thumbnail);
        assertEquals(30, thumbnail.height());
        assertEquals(40, thumbnail.width());
        bytes[1] = 99; // the thumbnail keeps its own copy
        assertEquals(30, thumbnail.height());
        assertEquals(StrippedThumbnail.fromStrippedBytes(new byte[] {1, 30, 40, 7}), thumbnail);
        thumbnail.jpeg()[0] = 0; // and hands out copies
        assertEquals((byte) 0xFF, thumbnail.jpeg()[0]);
        assertNotSame(thumbnail.jpeg(), thumbnail.jpeg());
        StrippedThumbnail wide = StrippedThumbnail.fromStrippedBytes(new byte[] {1, 1, (byte) 255});
        assertNotNull(wide);
        assertEquals(255, wide.width());
    }

    /** Hand-built objects; the Swift CLI renders the same ones as the comments say. */
    @Test
    void theFirstStrippedSizeIsTheThumbnail() throws Exception {
        byte[] square = squareStripped();
        // A photoSize and a photoStrippedSize: the 757-byte JPEG.
        StrippedThumbnail thumbnail = TelegramAttachment.strippedThumbnail(photo(photoSize(), stripped(square)));
        assertNotNull(thumbnail);
        assertEquals(40, thumbnail.width());
        assertEquals(40, thumbnail.height());
        assertEquals(757, thumbnail.jpeg().length);
        assertEquals(SQUARE_SHA256, sha256(thumbnail.jpeg()));
        // No stripped size: no thumbnail.
        assertNull(TelegramAttachment.strippedThumbnail(photo(photoSize())));
        // The first stripped size decides, even when it is not a thumbnail (format 2, or 2 bytes).
        assertNull(TelegramAttachment.strippedThumbnail(photo(stripped(new byte[] {2, 40, 40, 1, 2, 3}), stripped(square))));
        assertNull(TelegramAttachment.strippedThumbnail(photo(stripped(new byte[] {1, 40}), stripped(square))));
        // A document's thumbs, with every field after them read (video_thumbs, dc_id, attributes).
        byte[] document = concat(int32(0x8fd4c4d8), int32(0b11), int64(1), int64(2), tlBytes(new byte[] {1}), int32(3),
            tlBytes(Fixtures.utf8("image/webp")), int64(4), vector(photoSize(), stripped(square)),
            vector(concat(int32(0xde33b094), int32(1), tlBytes(Fixtures.utf8("v")), int32(1), int32(1), int32(1), int64(0))),
            int32(2),
            vector(concat(int32(0x6319d612), int32(1), tlBytes(Fixtures.utf8("x")), int32(0xffb62b95),
                int32(0xaed6dbb2), int32(0), int64(0), int64(0), int64(0)), int32(0x11b58939)));
        thumbnail = TelegramAttachment.strippedThumbnail(document);
        assertNotNull(thumbnail);
        assertEquals(SQUARE_SHA256, sha256(thumbnail.jpeg()));
        assertNull(TelegramAttachment.strippedThumbnail(Arrays.copyOf(document, document.length - 4)));
        // documentEmpty, photoEmpty.
        assertNull(TelegramAttachment.strippedThumbnail(concat(int32(0x36f8c871), int64(-2))));
        assertNull(TelegramAttachment.strippedThumbnail(concat(int32(0x2331b22d), int64(-2))));
    }

    @Test
    void damagedObjectsGiveNone() throws Exception {
        byte[] photo = photo(stripped(squareStripped()));
        assertNotNull(TelegramAttachment.strippedThumbnail(photo));
        assertNull(TelegramAttachment.strippedThumbnail(null));
        // Swift: unknown_constructor, trailing_bytes.
        byte[] wrongId = photo.clone();
        wrongId[0] ^= 1;
        assertNull(TelegramAttachment.strippedThumbnail(wrongId));
        assertNull(TelegramAttachment.strippedThumbnail(concat(photo, new byte[4])));
        assertNull(TelegramAttachment.strippedThumbnail(concat(photo, new byte[1])));
        // Tests/BAD-INPUTS.md T10, T11, T12, T13: a vector too long for the bytes, an unknown
        // PhotoSize, a length byte of 255, a long length with no bytes.
        byte[] head = concat(int32(0xfb197a65), int32(0), new byte[16]);
        assertNull(TelegramAttachment.strippedThumbnail(concat(head, int32(0), int32(0), int32(0x1cb5c415), int32(0x7fffffff))));
        assertNull(TelegramAttachment.strippedThumbnail(concat(head, int32(0), int32(0), int32(0x1cb5c415), int32(1), int32(0xdeadbeef))));
        assertNull(TelegramAttachment.strippedThumbnail(concat(head, int32(0xff))));
        assertNull(TelegramAttachment.strippedThumbnail(concat(head, int32(0x010000fe))));
        // A count of 2^32 - 1.
        assertNull(TelegramAttachment.strippedThumbnail(concat(head, int32(0), int32(0), int32(0x1cb5c415), int32(-1))));
    }

    /** Every cut of a good attachment is no thumbnail, never an exception. */
    @Test
    void everyTruncationGivesNone() throws Exception {
        int cuts = 0;
        for (String[] fixture : new String[][] {
            {"objects.jsonl", "photo-typical"},
            {"objects.jsonl", "document with all flags and every DocumentAttribute constructor, all flags set"},
            {"objects.jsonl", "photo with all flags and every PhotoSize and VideoSize constructor"},
            {"gzip-packed.jsonl", "gzip_packed: photo-typical"},
        }) {
            byte[] bytes = fixture(fixture[0], fixture[1], "tl");
            assertNotNull(TelegramAttachment.strippedThumbnail(bytes), fixture[1]);
            for (int length = 0; length < bytes.length; length++, cuts++) {
                assertNull(TelegramAttachment.strippedThumbnail(Arrays.copyOf(bytes, length)), fixture[1] + " cut to " + length);
            }
        }
        assertEquals(280 + 1364 + 1248 + 300, cuts); // the four objects' byte counts
    }

    /** gzip_packed: gzip or zlib data, checked as zlib checks it (the Swift CLI's outcomes in comments). */
    @Test
    void gzipPackedIsInflatedAsZlibInflatesIt() throws Exception {
        byte[] photo = photo(stripped(squareStripped()));
        byte[] gzipped = gzip(photo);
        byte[] everyField = gzip(photo, 0x02 | 0x04 | 0x08 | 0x10, 0, 0);
        // GZIPOutputStream's gzip, a zlib stream, a gzip header with every optional field, FTEXT: the thumbnail.
        assertEquals(SQUARE_SHA256, sha256(TelegramAttachment.strippedThumbnail(gzipPacked(gzipped)).jpeg()));
        assertEquals(SQUARE_SHA256, sha256(TelegramAttachment.strippedThumbnail(gzipPacked(zlib(photo))).jpeg()));
        assertNotNull(TelegramAttachment.strippedThumbnail(gzipPacked(everyField)));
        assertNotNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(photo, 0x01, 0, 0))));
        // bad_compressed_data: a wrong header CRC, a reserved flag, a wrong CRC-32 or length, a byte after
        // the stream, its trailer twice, a second member, data that is not gzip, a gzip_packed inside.
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(photo, 0x02, 1, 0))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(photo, 0x20, 0, 0))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(photo, 0, 0, 1))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(photo, 0, 0, 1L << 32))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(concat(gzipped, new byte[1]))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(concat(gzipped, Arrays.copyOfRange(gzipped, gzipped.length - 8, gzipped.length)))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(concat(gzipped, gzip(new byte[0])))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(new byte[] {1, 2, 3})));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzipPacked(gzipped))));
        // trailing_bytes after the gzip_packed; truncated: a gzip_packed of nothing.
        assertNull(TelegramAttachment.strippedThumbnail(concat(gzipPacked(gzipped), new byte[4])));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(new byte[0]))));
        // Every cut of the gzip data itself.
        for (int length = 0; length < everyField.length; length++) {
            assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(Arrays.copyOf(everyField, length))), "cut to " + length);
        }
    }

    /** An object of exactly 1 MiB inflates; 4 bytes more is too_large; so is a gzip bomb. */
    @Test
    void inflatingStopsAtOneMebibyte() throws Exception {
        byte[] small = photoWithReference(new byte[0], stripped(squareStripped()));
        byte[] big = photoWithReference(new byte[(1 << 20) - small.length], stripped(squareStripped()));
        assertEquals(1 << 20, big.length);
        assertNotNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(big))));
        assertNotNull(TelegramAttachment.strippedThumbnail(gzipPacked(zlib(big))));
        byte[] bigger = photoWithReference(new byte[(1 << 20) - small.length + 4], stripped(squareStripped()));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(bigger))));
        assertNull(TelegramAttachment.strippedThumbnail(gzipPacked(gzip(new byte[2 << 20]))));
    }

    // TL, written as Telethon writes it.

    private static byte[] photo(byte[]... sizes) {
        return photoWithReference(new byte[] {1, 2}, sizes);
    }

    /** {@code photo} with flags 0, id 1, access_hash 2, date 3, dc_id 2. */
    private static byte[] photoWithReference(byte[] fileReference, byte[]... sizes) {
        return concat(int32(0xfb197a65), int32(0), int64(1), int64(2), tlBytes(fileReference), int32(3), vector(sizes), int32(2));
    }

    private static byte[] photoSize() {
        return concat(int32(0x75c78e60), tlBytes(Fixtures.utf8("m")), int32(320), int32(240), int32(1000));
    }

    private static byte[] stripped(byte[] bytes) {
        return concat(int32(0xe0b0bc2e), tlBytes(Fixtures.utf8("i")), tlBytes(bytes));
    }

    private static byte[] gzipPacked(byte[] data) {
        return concat(int32(0x3072cfa1), tlBytes(data));
    }

    private static byte[] vector(byte[]... elements) {
        return concat(int32(0x1cb5c415), int32(elements.length), concat(elements));
    }

    private static byte[] tlBytes(byte[] bytes) {
        byte[] header = bytes.length < 254 ? new byte[] {(byte) bytes.length} : int32(bytes.length << 8 | 254);
        byte[] value = concat(header, bytes);
        return Arrays.copyOf(value, (value.length + 3) & ~3);
    }

    private static byte[] int32(int value) {
        return new byte[] {(byte) value, (byte) (value >> 8), (byte) (value >> 16), (byte) (value >> 24)};
    }

    private static byte[] int64(long value) {
        return concat(int32((int) value), int32((int) (value >> 32)));
    }

    // Compression by the JDK, and gzip written by hand (RFC 1952) to vary its header.

    private static byte[] gzip(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(data);
        }
        return out.toByteArray();
    }

    private static byte[] zlib(byte[] data) {
        return deflate(data, new Deflater());
    }

    /**
     * Gzip with the header flags {@code flags} (FHCRC 0x02, FEXTRA 0x04, FNAME 0x08, FCOMMENT 0x10
     * get their fields), the header CRC off by {@code headerCRCError}, and the CRC-32 and the
     * length off by {@code trailerError} (low and high 32 bits).
     */
    private static byte[] gzip(byte[] data, int flags, int headerCRCError, long trailerError) {
        byte[] header = {0x1f, (byte) 0x8b, 8, (byte) flags, 0, 0, 0, 0, 0, (byte) 255};
        if ((flags & 0x04) != 0) header = concat(header, new byte[] {2, 0, 'x', 'y'});
        if ((flags & 0x08) != 0) header = concat(header, Fixtures.utf8("photo\0"));
        if ((flags & 0x10) != 0) header = concat(header, Fixtures.utf8("comment\0"));
        if ((flags & 0x02) != 0) {
            CRC32 crc = new CRC32();
            crc.update(header, 0, header.length);
            header = concat(header, Arrays.copyOf(int32((int) crc.getValue() ^ headerCRCError), 2));
        }
        CRC32 crc = new CRC32();
        crc.update(data, 0, data.length);
        return concat(header, deflate(data, new Deflater(Deflater.DEFAULT_COMPRESSION, true)),
            int32((int) crc.getValue() + (int) trailerError), int32(data.length + (int) (trailerError >> 32)));
    }

    private static byte[] deflate(byte[] data, Deflater deflater) {
        deflater.setInput(data);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) out.write(buffer, 0, deflater.deflate(buffer));
        deflater.end();
        return out.toByteArray();
    }

    // Fixtures.

    private static List<String> lines(Path file) throws IOException {
        List<String> lines = new ArrayList<String>();
        for (String line : new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\n")) {
            if (!line.isEmpty()) lines.add(line);
        }
        return lines;
    }

    /** The base64 {@code member} of the line {@code name} of a TL fixture file. */
    private static byte[] fixture(String file, String name, String member) throws Exception {
        for (String line : lines(TL_FIXTURES.resolve(file))) {
            JSONObject row = new JSONObject(line);
            if (row.getString("name").equals(name)) return base64(row.getString(member));
        }
        throw new AssertionError(file + " has no " + name);
    }

    /** thumbnails.jsonl's "40x40 square" stripped size. */
    private static byte[] squareStripped() throws Exception {
        return fixture("thumbnails.jsonl", "40x40 square", "stripped");
    }

    /** The bytes (standard base64) of the first photoStrippedSize among a TL JSON Photo's sizes or Document's thumbs. */
    private static String firstStrippedSize(JSONObject object) throws Exception {
        JSONArray sizes = object.optJSONArray(object.has("sizes") ? "sizes" : "thumbs");
        for (int i = 0; sizes != null && i < sizes.length(); i++) {
            JSONObject size = sizes.getJSONObject(i);
            if (size.getString("@type").equals("photoStrippedSize")) return size.getString("bytes");
        }
        return null;
    }

    private static byte[] base64(String text) {
        return java.util.Base64.getDecoder().decode(text);
    }

    private static String sha256(byte[] bytes) throws Exception {
        StringBuilder hex = new StringBuilder();
        for (byte b : MessageDigest.getInstance("SHA-256").digest(bytes)) hex.append(String.format("%02x", b));
        return hex.toString();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) out.write(part, 0, part.length);
        return out.toByteArray();
    }
}
