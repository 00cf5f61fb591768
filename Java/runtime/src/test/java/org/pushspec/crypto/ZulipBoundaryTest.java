package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pushspec.Fixtures.code;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Zulip's {@code encrypted_data} bounds, with boxes BouncyCastle seals: nonce and MAC alone (40
 * bytes) open to nothing, 39 are too short, 64 KiB decoded are read and one byte more is too
 * large before any MAC work. The Swift suite's ZulipRoundTripTests pins the same bounds.
 */
class ZulipBoundaryTest {
    private final byte[] keyBytes = new byte[32];
    private final byte[] nonce = new byte[24];

    ZulipBoundaryTest() {
        Random random = new Random(468);
        random.nextBytes(keyBytes);
        random.nextBytes(nonce);
    }

    private ZulipPushKey key() throws Exception {
        byte[] pushKey = new byte[33];
        pushKey[0] = ZulipPushKey.PREFIX;
        System.arraycopy(keyBytes, 0, pushKey, 1, 32);
        return new ZulipPushKey(pushKey);
    }

    private byte[] encryptedData(int plaintextCount) {
        byte[] sealed = TestEncryptors.secretbox(new byte[plaintextCount], nonce, keyBytes);
        return TestEncryptors.concat(nonce, sealed);
    }

    @Test
    void nonceAndMacAloneOpenToNothingAndOneByteLessIsTooShort() throws Exception {
        byte[] empty = encryptedData(0);
        assertEquals(40, empty.length);
        assertEquals(0, ZulipE2EE.decrypt(empty, key(), XSalsa20Poly1305.INSTANCE).length);
        for (int size = 0; size < 40; size++) {
            byte[] cut = Arrays.copyOf(empty, size);
            assertEquals("too_short", code(() -> ZulipE2EE.decrypt(cut, key(), XSalsa20Poly1305.INSTANCE)), "size " + size);
        }
    }

    @Test
    void sixtyFourKiBIsReadAndOneByteMoreIsTooLarge() throws Exception {
        byte[] largest = encryptedData(ZulipE2EE.MAXIMUM_ENCRYPTED_SIZE - 40);
        assertEquals(64 * 1024, largest.length);
        assertArrayEquals(new byte[64 * 1024 - 40], ZulipE2EE.decrypt(largest, key(), XSalsa20Poly1305.INSTANCE));
        String base64 = java.util.Base64.getEncoder().encodeToString(largest);
        assertEquals(64 * 1024 - 40, ZulipE2EE.decrypt(base64, key(), XSalsa20Poly1305.INSTANCE).length);
        byte[] over = encryptedData(ZulipE2EE.MAXIMUM_ENCRYPTED_SIZE - 39);
        assertEquals("too_large", code(() -> ZulipE2EE.decrypt(over, key(), XSalsa20Poly1305.INSTANCE)));
        String overBase64 = java.util.Base64.getEncoder().encodeToString(over);
        assertEquals("too_large", code(() -> ZulipE2EE.decrypt(overBase64, key(), XSalsa20Poly1305.INSTANCE)));
    }

    @Test
    void everyLengthUpTo300OpensAndEveryTruncationFails() throws Exception {
        for (int count = 0; count <= 300; count++) {
            byte[] data = encryptedData(count);
            assertArrayEquals(new byte[count], ZulipE2EE.decrypt(data, key(), XSalsa20Poly1305.INSTANCE), "length " + count);
            if (count > 0) {
                byte[] cut = Arrays.copyOf(data, data.length - 1);
                assertEquals("mac_mismatch", code(() -> ZulipE2EE.decrypt(cut, key(), XSalsa20Poly1305.INSTANCE)), "length " + count);
            }
        }
    }
}
