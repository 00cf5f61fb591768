package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.pushspec.Fixtures.hex;

import java.util.Random;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;

/** The pure Java secretbox against libsodium's and PyNaCl's vectors and against BouncyCastle. */
class SecretBoxTest {
    private final SecretBox box = XSalsa20Poly1305.INSTANCE;

    @Test
    void libsodiumVectors() {
        JSONObject fixture = Fixtures.json("libsodium/secretbox.json");
        byte[] key = hex(fixture.optString("key")), nonce = hex(fixture.optString("nonce"));
        JSONArray vectors = Fixtures.vectors("libsodium/secretbox.json", "vectors", 3);
        for (int i = 0; i < vectors.length(); i++) {
            JSONObject vector = vectors.optJSONObject(i);
            byte[] message = hex(vector.optString("message"));
            byte[] sealed = hex(vector.optString("box"));
            assertArrayEquals(message, box.open(sealed, nonce, key), vector.optString("name"));
            assertArrayEquals(sealed, TestEncryptors.secretbox(message, nonce, key), "BouncyCastle: " + vector.optString("name"));
        }
    }

    @Test
    void pynaclVectors() {
        JSONArray vectors = Fixtures.vectors("pynacl/secretbox.json", "vectors", 9);
        for (int i = 0; i < vectors.length(); i++) {
            JSONObject vector = vectors.optJSONObject(i);
            byte[] key = hex(vector.optString("key")), nonce = hex(vector.optString("nonce"));
            assertArrayEquals(hex(vector.optString("message")), box.open(hex(vector.optString("box")), nonce, key),
                "length " + vector.optInt("length"));
        }
    }

    @Test
    void randomLengthsAgreeWithBouncyCastle() {
        Random random = new Random(47);
        for (int round = 0; round < 300; round++) {
            int length = round < 140 ? round : random.nextInt(5000);
            byte[] key = new byte[32], nonce = new byte[24], message = new byte[length];
            random.nextBytes(key);
            random.nextBytes(nonce);
            random.nextBytes(message);
            assertArrayEquals(message, box.open(TestEncryptors.secretbox(message, nonce, key), nonce, key), "length " + length);
        }
    }

    @Test
    void everyBitFlipOfABoxFails() {
        Random random = new Random(8);
        byte[] key = new byte[32], nonce = new byte[24], message = new byte[100];
        random.nextBytes(key);
        random.nextBytes(nonce);
        random.nextBytes(message);
        byte[] sealed = TestEncryptors.secretbox(message, nonce, key);
        for (int bit = 0; bit < sealed.length * 8; bit++) {
            byte[] flipped = sealed.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            assertNull(box.open(flipped, nonce, key), "bit " + bit + " of the box");
        }
        for (int bit = 0; bit < 24 * 8; bit++) {
            byte[] flipped = nonce.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            assertNull(box.open(sealed, flipped, key), "bit " + bit + " of the nonce");
        }
        for (int bit = 0; bit < 32 * 8; bit++) {
            byte[] flipped = key.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            assertNull(box.open(sealed, nonce, flipped), "bit " + bit + " of the key");
        }
    }

    @Test
    void shortOrMissizedInputsFail() {
        assertNull(box.open(new byte[15], new byte[24], new byte[32]));
        assertNull(box.open(new byte[16], new byte[23], new byte[32]));
        assertNull(box.open(new byte[16], new byte[24], new byte[31]));
        assertNull(box.open(null, new byte[24], new byte[32]));
    }
}
