package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pushspec.Fixtures.code;
import static org.pushspec.crypto.TestEncryptors.concat;
import static org.pushspec.crypto.TestEncryptors.utf8;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The record layer's bounds (RFC 8188), on bodies the test-only sender makes: the record size
 * (18 the smallest), the padding delimiter (1 in every record but the last, 2 in the last, zeros
 * after it and nothing else), and truncation at and inside a record. The Swift suite's
 * WebPushFailureTests pins the same bounds; aes128gcm web push (RFC 8291) shares this layer.
 */
class WebPushBoundaryTest {
    private static final byte[] IKM = utf8("input keying material, any length");
    private static final byte[] SALT = new byte[16];
    private static final int HEADER = 21;

    static {
        for (int i = 0; i < 16; i++) SALT[i] = (byte) (3 * i + 1);
    }

    private static byte[] body(List<byte[]> records, long recordSize) throws Exception {
        return TestEncryptors.rfc8188(records, IKM, SALT, recordSize);
    }

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) out[i] = (byte) values[i];
        return out;
    }

    @Test
    void recordSize18IsTheSmallestAccepted() throws Exception {
        byte[] content = utf8("abc");
        byte[] body = body(TestEncryptors.rfc8188Records(content, 18), 18);
        assertEquals(HEADER + 3 * 18, body.length); // three records of one byte, its delimiter and the tag
        assertArrayEquals(content, WebPush.decryptRfc8188(body, IKM));
        for (long recordSize : new long[] {0, 1, 16, 17}) {
            byte[] small = body.clone();
            small[19] = (byte) recordSize;
            assertEquals("bad_header", code(() -> WebPush.decryptRfc8188(small, IKM)), "rs " + recordSize);
        }
    }

    @Test
    void contentSplitAcrossRecordsOfEverySizeRoundTrips() throws Exception {
        byte[] content = new byte[300];
        for (int i = 0; i < content.length; i++) content[i] = (byte) ('a' + i % 26);
        for (int recordSize = 18; recordSize < 340; recordSize += 7) {
            byte[] body = body(TestEncryptors.rfc8188Records(content, recordSize), recordSize);
            assertArrayEquals(content, WebPush.decryptRfc8188(body, IKM), "rs " + recordSize);
        }
        assertArrayEquals(new byte[0], WebPush.decryptRfc8188(body(Collections.singletonList(bytes(2)), 4096), IKM));
    }

    @Test
    void theFinalDelimiterInARecordThatIsNotTheLastIsBadPadding() throws Exception {
        byte[] body = body(Arrays.asList(concat(bytes(0x41, 0x42, 2), new byte[11]), bytes(0x43, 2)), 30);
        assertEquals("bad_padding", code(() -> WebPush.decryptRfc8188(body, IKM)));
    }

    @Test
    void aLastRecordMarkedNotFinalIsBadPadding() throws Exception {
        byte[] two = body(Arrays.asList(concat(bytes(0x41, 0x42, 1), new byte[11]), bytes(0x43, 1)), 30);
        assertEquals("bad_padding", code(() -> WebPush.decryptRfc8188(two, IKM)));
        byte[] single = body(Collections.singletonList(concat(utf8("hello"), bytes(1, 0, 0))), 4096);
        assertEquals("bad_padding", code(() -> WebPush.decryptRfc8188(single, IKM)));
    }

    @Test
    void aMissingFinalRecordLeavesANonFinalLastRecord() throws Exception {
        byte[] content = new byte[40];
        Arrays.fill(content, (byte) 'y');
        byte[] body = body(TestEncryptors.rfc8188Records(content, 30), 30);
        assertArrayEquals(content, WebPush.decryptRfc8188(body, IKM));
        byte[] dropped = Arrays.copyOf(body, HEADER + 3 * 30);
        assertEquals("bad_padding", code(() -> WebPush.decryptRfc8188(dropped, IKM)));
    }

    @Test
    void paddingOtherThanZerosAfterOneDelimiterIsBadPadding() throws Exception {
        byte[][] records = {
            concat(utf8("hello"), bytes(2, 0, 0, 7, 0)), // non-zero after the delimiter
            bytes(0, 0, 0, 0),                           // zeros only: no delimiter
            concat(utf8("hello"), bytes(3)),             // neither 1 nor 2
        };
        for (byte[] record : records) {
            byte[] body = body(Collections.singletonList(record), 4096);
            assertEquals("bad_padding", code(() -> WebPush.decryptRfc8188(body, IKM)), Arrays.toString(record));
        }
        byte[] zerosAfter = body(Collections.singletonList(concat(utf8("hello"), bytes(2, 0, 0, 0, 0))), 4096);
        assertArrayEquals(utf8("hello"), WebPush.decryptRfc8188(zerosAfter, IKM));
    }

    @Test
    void truncationAtOrInsideARecord() throws Exception {
        byte[] content = new byte[30];
        Arrays.fill(content, (byte) 'z');
        byte[] body = body(TestEncryptors.rfc8188Records(content, 30), 30);
        assertEquals("truncated_record", code(() -> WebPush.decryptRfc8188(Arrays.copyOf(body, HEADER), IKM)));
        for (int remaining : new int[] {1, 10, 16}) {
            byte[] cut = Arrays.copyOf(body, HEADER + 2 * 30 + remaining);
            assertEquals("truncated_record", code(() -> WebPush.decryptRfc8188(cut, IKM)), "remaining " + remaining);
        }
        byte[] insideLast = Arrays.copyOf(body, body.length - 1);
        assertEquals("tag_mismatch", code(() -> WebPush.decryptRfc8188(insideLast, IKM)));
    }

    @Test
    void bodiesOver64KiBAreRefusedAndUpTo64KiBAreRead() throws Exception {
        byte[] content = new byte[WebPush.MAXIMUM_BODY_SIZE - HEADER - 16 - 1];
        byte[] largest = body(TestEncryptors.rfc8188Records(content, 70_000), 70_000);
        assertEquals(WebPush.MAXIMUM_BODY_SIZE, largest.length);
        assertArrayEquals(content, WebPush.decryptRfc8188(largest, IKM));
        byte[] over = body(TestEncryptors.rfc8188Records(new byte[content.length + 1], 70_000), 70_000);
        assertEquals("too_large", code(() -> WebPush.decryptRfc8188(over, IKM)));
    }
}
