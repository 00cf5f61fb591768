package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pushspec.Fixtures.code;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pushspec.PushException;

/**
 * Every bound MTProto 2.0 asks the receiver to check, on messages the test-only sender makes: the
 * padding (12 and 1024 accepted, 11 and 1025 refused), the length field, the size, the blocks,
 * the key id, msg_key, and the direction (x = 8 for pushes, x = 0 refused). The Swift suite's
 * MTProtoRoundTripTests pins the same bounds.
 */
class MTProtoBoundaryTest {
    private static final byte[] SECRET = new byte[256];
    private static final long JSON_LENGTH = -1;

    static {
        new Random(42).nextBytes(SECRET);
    }

    private final TelegramPushKey key = newKey();

    private static TelegramPushKey newKey() {
        try {
            return new TelegramPushKey(SECRET.clone());
        } catch (PushException e) {
            throw new AssertionError(e);
        }
    }

    private static byte[] message(byte[] json, int padding, long declaredLength, int x, long keyIdDelta) throws Exception {
        return TestEncryptors.mtproto(json, SECRET, padding, TestEncryptors.mtprotoKeyId(SECRET) + keyIdDelta,
            declaredLength == JSON_LENGTH ? json.length : declaredLength, x);
    }

    private static byte[] message(byte[] json, int padding) throws Exception {
        return message(json, padding, JSON_LENGTH, 8, 0);
    }

    @Test
    void theKeyIdIsTheSendersKeyId() throws Exception {
        assertEquals(TestEncryptors.mtprotoKeyId(SECRET), key.keyId());
    }

    @Test
    void paddingOf12And1024IsAcceptedAnd11And1025AreNot() throws Exception {
        int[][] cases = {{12, 1}, {1024, 1}, {11, 0}, {1025, 0}, {0, 0}, {1036, 0}, {13, 1}, {1023, 1}};
        for (int[] c : cases) {
            int padding = c[0];
            byte[] json = new byte[64 - (4 + padding) % 16];
            Arrays.fill(json, (byte) 'x');
            byte[] message = message(json, padding);
            if (c[1] == 1) {
                assertArrayEquals(json, MTProtoPush.decrypt(message, key), "padding " + padding);
            } else {
                assertEquals("bad_padding", code(() -> MTProtoPush.decrypt(message, key)), "padding " + padding);
            }
        }
    }

    @Test
    void emptyJsonWithTheMinimumPaddingIsFortyBytesAndDecryptsToNothing() throws Exception {
        byte[] message = message(new byte[0], 12);
        assertEquals(40, message.length);
        assertEquals(0, MTProtoPush.decrypt(message, key).length);
    }

    @Test
    void aLengthFieldBeyondTheDataIsBadLengthAndOneLeavingNoPaddingIsBadPadding() throws Exception {
        byte[] json = TestEncryptors.utf8("{\"loc_key\":\"X\"}"); // 4 + 15 + 13 = 32
        for (long declared : new long[] {29, 100, 0xFFFF_FFFFL, 0x8000_0000L}) {
            byte[] message = message(json, 13, declared, 8, 0);
            assertEquals("bad_length", code(() -> MTProtoPush.decrypt(message, key)), "declared " + declared);
        }
        byte[] all = message(json, 13, 28, 8, 0);
        assertEquals("bad_padding", code(() -> MTProtoPush.decrypt(all, key)));
        byte[] shorter = message(json, 13, 14, 8, 0); // padding 14: the JSON's last byte counts as padding
        assertArrayEquals(Arrays.copyOf(json, 14), MTProtoPush.decrypt(shorter, key));
    }

    @Test
    void everySizeBelowFortyBytesIsTooShort() throws Exception {
        byte[] message = message(TestEncryptors.utf8("{}"), 26);
        for (int size = 0; size < 40; size++) {
            byte[] cut = Arrays.copyOf(message, size);
            assertEquals("too_short", code(() -> MTProtoPush.decrypt(cut, key)), "size " + size);
        }
    }

    @Test
    void aCiphertextOfPartBlocksIsBadBlockSize() throws Exception {
        byte[] message = message(TestEncryptors.utf8("{}"), 26);
        for (int extra = 1; extra < 16; extra++) {
            byte[] longer = Arrays.copyOf(message, message.length + extra);
            assertEquals("bad_block_size", code(() -> MTProtoPush.decrypt(longer, key)), "extra " + extra);
        }
        assertEquals("bad_block_size", code(() -> MTProtoPush.decrypt(Arrays.copyOf(message, message.length - 1), key)));
    }

    @Test
    void anotherKeysIdIsKeyIdMismatch() throws Exception {
        byte[] message = message(TestEncryptors.utf8("{}"), 26, JSON_LENGTH, 8, 1);
        assertEquals("key_id_mismatch", code(() -> MTProtoPush.decrypt(message, key)));
    }

    @Test
    void aClientToServerMessageIsRefused() throws Exception {
        byte[] message = message(TestEncryptors.utf8("{}"), 26, JSON_LENGTH, 0, 0);
        assertEquals("msg_key_mismatch", code(() -> MTProtoPush.decrypt(message, key)));
    }

    @Test
    void anotherSecretWithTheSameKeyIdFailsTheMsgKeyCheck() throws Exception {
        byte[] message = message(TestEncryptors.utf8("{}"), 26);
        byte[] other = SECRET.clone();
        other[100] ^= 1; // inside key[96..128], the msg_key range
        TelegramPushKey otherKey = new TelegramPushKey(other);
        byte[] relabelled = message.clone();
        for (int i = 0; i < 8; i++) relabelled[i] = (byte) (otherKey.keyId() >>> (8 * i));
        assertEquals("msg_key_mismatch", code(() -> MTProtoPush.decrypt(relabelled, otherKey)));
        assertArrayEquals(TestEncryptors.utf8("{}"), MTProtoPush.decrypt(message, key));
    }

    @Test
    void randomSizesAndPaddingsRoundTrip() throws Exception {
        Random random = new Random(2024);
        for (int round = 0; round < 200; round++) {
            byte[] json = new byte[round == 0 ? 1 : round == 1 ? 4000 : 1 + random.nextInt(4000)];
            for (int i = 0; i < json.length; i++) json[i] = (byte) ('a' + random.nextInt(26));
            int minimum = TestEncryptors.minimumMtprotoPadding(json.length);
            int padding = minimum + 16 * random.nextInt((1024 - minimum) / 16 + 1);
            assertArrayEquals(json, MTProtoPush.decrypt(message(json, padding), key), "round " + round);
        }
    }
}
