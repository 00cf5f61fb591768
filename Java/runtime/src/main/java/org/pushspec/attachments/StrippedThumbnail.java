package org.pushspec.attachments;

import java.util.Arrays;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * A {@code photoStrippedSize}'s bytes: a tiny JPEG (at most 255×255, typically about 40 pixels on
 * its longer side) with the parts every such JPEG shares left out, shown blurred while the real
 * photo loads (the Swift runtime's {@code StrippedThumbnail}). Immutable.
 *
 * <p>The bytes are a format byte (1), the height, the width, then the JPEG's entropy-coded data:
 * what comes after its start-of-scan header and before its end-of-image marker. {@link #jpeg()}
 * puts the shared header and the end-of-image marker back, giving a file any JPEG decoder opens:
 * baseline JPEG (ITU-T T.81), 8-bit YCbCr with 4:2:0 sampling, the example tables of Annex K with
 * the quantization tables scaled to libjpeg's quality 20, and a JFIF APP0 segment, byte for byte
 * the file the Swift runtime (and Telethon's {@code stripped_photo_to_jpg}) makes.
 */
public final class StrippedThumbnail {
    // Markers (T.81 Table B.1), each after an 0xFF byte.
    private static final int START_OF_IMAGE = 0xD8;
    private static final int APPLICATION_0 = 0xE0;
    private static final int QUANTIZATION_TABLES = 0xDB;
    private static final int BASELINE_FRAME = 0xC0;
    private static final int HUFFMAN_TABLES = 0xC4;
    private static final int START_OF_SCAN = 0xDA;
    private static final int END_OF_IMAGE = 0xD9;

    /** The quality whose tables stripped thumbnails are encoded with. */
    private static final int QUALITY = 20;

    /** Table K.1, luminance quantization, in natural (row-major) order. */
    private static final int[] LUMINANCE_QUANTIZATION = {
        16, 11, 10, 16, 24, 40, 51, 61,
        12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77,
        24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101,
        72, 92, 95, 98, 112, 100, 103, 99,
    };

    /** Table K.2, chrominance quantization, in natural (row-major) order. */
    private static final int[] CHROMINANCE_QUANTIZATION = {
        17, 18, 24, 47, 99, 99, 99, 99,
        18, 21, 26, 66, 99, 99, 99, 99,
        24, 26, 56, 99, 99, 99, 99, 99,
        47, 66, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
    };

    // Huffman tables (T.81 Annex K.3): how many codes there are of each length 1...16, then the
    // symbols in code order (AC symbols are run << 4 | size).

    /** K.3.3.1, Table K.3: luminance DC differences. */
    private static final int[] LUMINANCE_DC_BITS = {0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0};
    /** K.3.3.1, Table K.4: chrominance DC differences. */
    private static final int[] CHROMINANCE_DC_BITS = {0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0};
    /** The DC symbols of both tables: the difference categories 0...11. */
    private static final int[] DC_VALUES = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};

    /** K.3.3.2, Table K.5: luminance AC coefficients. */
    private static final int[] LUMINANCE_AC_BITS = {0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D};
    private static final int[] LUMINANCE_AC_VALUES = {
        0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
        0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0,
        0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
        0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
        0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
        0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
        0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7,
        0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5,
        0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
        0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
        0xF9, 0xFA,
    };

    /** K.3.3.2, Table K.6: chrominance AC coefficients. */
    private static final int[] CHROMINANCE_AC_BITS = {0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77};
    private static final int[] CHROMINANCE_AC_VALUES = {
        0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
        0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0,
        0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
        0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48,
        0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68,
        0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
        0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5,
        0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3,
        0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
        0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
        0xF9, 0xFA,
    };

    /** SOI, APP0 (JFIF 1.01, no density units, a 1:1 aspect ratio, no thumbnail), then the two DQT segments. */
    private static final byte[] BEFORE_FRAME = concat(
        bytes(0xFF, START_OF_IMAGE),
        segment(APPLICATION_0, bytes('J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0)),
        segment(QUANTIZATION_TABLES, concat(bytes(0x00), zigZagged(scaled(LUMINANCE_QUANTIZATION)))),
        segment(QUANTIZATION_TABLES, concat(bytes(0x01), zigZagged(scaled(CHROMINANCE_QUANTIZATION)))));

    /** The four DHT segments (class << 4 | table) and the SOS header. */
    private static final byte[] AFTER_FRAME = concat(
        segment(HUFFMAN_TABLES, concat(bytes(0x00), bytes(LUMINANCE_DC_BITS), bytes(DC_VALUES))),
        segment(HUFFMAN_TABLES, concat(bytes(0x10), bytes(LUMINANCE_AC_BITS), bytes(LUMINANCE_AC_VALUES))),
        segment(HUFFMAN_TABLES, concat(bytes(0x01), bytes(CHROMINANCE_DC_BITS), bytes(DC_VALUES))),
        segment(HUFFMAN_TABLES, concat(bytes(0x11), bytes(CHROMINANCE_AC_BITS), bytes(CHROMINANCE_AC_VALUES))),
        segment(START_OF_SCAN, bytes(
            3, // components in the scan
            1, 0x00, // Y: DC table 0, AC table 0
            2, 0x11, // Cb: DC table 1, AC table 1
            3, 0x11, // Cr: DC table 1, AC table 1
            0, 63, // spectral selection: all 64 coefficients (Ss, Se)
            0))); // successive approximation: none (Ah, Al)

    private final byte[] strippedBytes;

    private StrippedThumbnail(byte[] strippedBytes) {
        this.strippedBytes = strippedBytes;
    }

    /**
     * A thumbnail of a {@code photoStrippedSize}'s bytes, with the Swift runtime's checks of the
     * 3-byte header.
     *
     * @param strippedBytes the size's {@code bytes}, copied
     * @return the thumbnail, or null for fewer than 3 bytes or a first byte (the format) other than 1
     */
    public static @Nullable StrippedThumbnail fromStrippedBytes(@NotNull byte[] strippedBytes) {
        if (strippedBytes.length < 3 || strippedBytes[0] != 1) return null;
        return new StrippedThumbnail(strippedBytes.clone());
    }

    /**
     * The bytes as received, header included.
     *
     * @return a copy of them
     */
    public @NotNull byte[] strippedBytes() {
        return strippedBytes.clone();
    }

    /**
     * The height in pixels: byte 1.
     *
     * @return 0 to 255
     */
    public int height() {
        return strippedBytes[1] & 0xFF;
    }

    /**
     * The width in pixels: byte 2.
     *
     * @return 0 to 255
     */
    public int width() {
        return strippedBytes[2] & 0xFF;
    }

    /**
     * The complete JPEG file (JFIF): the shared header with this thumbnail's dimensions, the
     * entropy-coded data (the bytes after the first 3), and the end-of-image marker.
     *
     * @return the file, built on each call
     */
    public @NotNull byte[] jpeg() {
        return concat(
            BEFORE_FRAME,
            frame(height(), width()),
            AFTER_FRAME,
            Arrays.copyOfRange(strippedBytes, 3, strippedBytes.length),
            bytes(0xFF, END_OF_IMAGE));
    }

    /**
     * Whether {@code other} is a thumbnail of the same bytes.
     *
     * @param other any object, or null
     * @return true for a thumbnail of equal bytes
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof StrippedThumbnail && Arrays.equals(strippedBytes, ((StrippedThumbnail) other).strippedBytes);
    }

    /**
     * A hash of the bytes.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Arrays.hashCode(strippedBytes);
    }

    /** SOF0 (T.81 B.2.2): a baseline frame of the given size. */
    private static byte[] frame(int height, int width) {
        return segment(BASELINE_FRAME, bytes(
            8, // sample precision
            0, height, // number of lines, big-endian
            0, width, // samples per line, big-endian
            3, // components
            1, 0x22, 0, // Y: 2×2 sampling, quantization table 0
            2, 0x11, 1, // Cb: 1×1 sampling, quantization table 1
            3, 0x11, 1)); // Cr: 1×1 sampling, quantization table 1
    }

    /** A marker segment: 0xFF, the marker, the big-endian length (which counts itself), the payload. */
    private static byte[] segment(int marker, byte[] payload) {
        int length = payload.length + 2;
        return concat(bytes(0xFF, marker, length >> 8, length), payload);
    }

    /** libjpeg's {@code jpeg_quality_scaling} and baseline clamp: a percentage of Annex K's table. */
    private static int[] scaled(int[] table) {
        int percent = QUALITY < 50 ? 5000 / QUALITY : 200 - QUALITY * 2;
        int[] scaled = new int[table.length];
        for (int i = 0; i < table.length; i++) scaled[i] = Math.min(Math.max((table[i] * percent + 50) / 100, 1), 255);
        return scaled;
    }

    /**
     * A table in the zig-zag order DQT stores it in (T.81 Figure A.6): the anti-diagonals in turn,
     * walked up and to the right on even ones, down and to the left on odd ones.
     */
    private static byte[] zigZagged(int[] natural) {
        byte[] zigZagged = new byte[64];
        int next = 0;
        for (int diagonal = 0; diagonal < 15; diagonal++) {
            int first = Math.max(0, diagonal - 7);
            int last = Math.min(diagonal, 7);
            for (int step = 0; step <= last - first; step++) {
                int row = diagonal % 2 == 0 ? last - step : first + step;
                zigZagged[next++] = (byte) natural[row * 8 + diagonal - row];
            }
        }
        return zigZagged;
    }

    /** Each value's low 8 bits. */
    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) bytes[i] = (byte) values[i];
        return bytes;
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) length += part.length;
        byte[] joined = new byte[length];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, joined, at, part.length);
            at += part.length;
        }
        return joined;
    }
}
