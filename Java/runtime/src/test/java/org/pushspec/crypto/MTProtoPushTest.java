package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pushspec.Fixtures.b64url;
import static org.pushspec.Fixtures.code;

import java.util.Random;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.PushException;

/** MTProto 2.0 at the crypto level: the vectors' keys, every decrypt_ok payload, and bit flips. */
class MTProtoPushTest {
    private TelegramPushKey key(long keyId) throws PushException {
        JSONArray keyring = Fixtures.vectors("mtproto.json", "keyring", 3);
        for (int i = 0; i < keyring.length(); i++) {
            TelegramPushKey key = new TelegramPushKey(b64url(keyring.optJSONObject(i).optString("secret")));
            if (key.keyId() == keyId) return key;
        }
        throw new AssertionError("no key " + keyId);
    }

    @Test
    void keyIdsAreSha1Tails() throws Exception {
        JSONArray keyring = Fixtures.vectors("mtproto.json", "keyring", 3);
        for (int i = 0; i < keyring.length(); i++) {
            JSONObject entry = keyring.optJSONObject(i);
            TelegramPushKey key = new TelegramPushKey(b64url(entry.optString("secret")));
            assertEquals(Long.parseLong(entry.optString("key_id")), key.keyId());
            assertEquals(-1, key.toString().indexOf(entry.optString("secret").substring(0, 8)));
        }
        assertEquals("wrong_size", code(() -> new TelegramPushKey(new byte[255])));
    }

    @Test
    void decryptsEveryOkPayloadAndRefusesEveryBitFlip() throws Exception {
        JSONArray ok = Fixtures.vectors("mtproto.json", "decrypt_ok", 10);
        for (int i = 0; i < ok.length(); i++) {
            JSONObject vector = ok.optJSONObject(i);
            JSONObject push = vector.optJSONObject("push");
            String p = push.optJSONObject("data") != null ? push.optJSONObject("data").optString("p") : push.optString("p");
            byte[] message = b64url(p);
            TelegramPushKey key = key(MTProtoPush.authKeyId(message));
            assertEquals(Long.parseLong(vector.optString("key_id")), key.keyId());
            assertEquals(vector.optString("plaintext"), WebPushTest.text(MTProtoPush.decrypt(message, key)), vector.optString("name"));
            if (i == 0) {
                for (int bit = 64; bit < message.length * 8; bit++) {
                    byte[] flipped = message.clone();
                    flipped[bit / 8] ^= (byte) (1 << (bit % 8));
                    assertEquals("msg_key_mismatch", code(() -> MTProtoPush.decrypt(flipped, key)), "bit " + bit);
                }
                byte[] otherId = message.clone();
                otherId[0] ^= 1;
                assertEquals("key_id_mismatch", code(() -> MTProtoPush.decrypt(otherId, key)));
                assertEquals("bad_block_size", code(() -> MTProtoPush.decrypt(java.util.Arrays.copyOf(message, message.length - 1), key)));
                assertEquals("too_short", code(() -> MTProtoPush.decrypt(java.util.Arrays.copyOf(message, 39), key)));
                assertEquals("too_short", code(() -> MTProtoPush.authKeyId(new byte[7])));
            }
        }
    }

    @Test
    void randomMessagesNeverThrowUnchecked() throws Exception {
        TelegramPushKey key = key(7533049994115276106L);
        Random random = new Random(3);
        for (int round = 0; round < 500; round++) {
            byte[] message = new byte[random.nextInt(300)];
            random.nextBytes(message);
            if (message.length >= 8 && random.nextBoolean()) {
                for (int i = 0; i < 8; i++) message[i] = (byte) (key.keyId() >>> (8 * i));
            }
            try {
                MTProtoPush.decrypt(message, key);
            } catch (PushException expected) {
                // any code; no unchecked exception
            }
        }
    }
}
