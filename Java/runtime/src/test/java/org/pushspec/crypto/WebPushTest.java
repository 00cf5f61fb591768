package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pushspec.Fixtures.b64url;
import static org.pushspec.Fixtures.code;
import static org.pushspec.Fixtures.utf8;

import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.PushException;

/** RFC 8291, RFC 8188 and legacy aesgcm vectors (Tests/PushSpecCryptoTests/Fixtures/webpush.json), and bad bodies. */
class WebPushTest {
    private final JSONObject vectors = Fixtures.json("webpush.json");

    private WebPushKeys rfc8291Keys() throws PushException {
        JSONObject v = vectors.optJSONObject("rfc8291_aes128gcm");
        return new WebPushKeys(b64url(v.optString("ua_private")), b64url(v.optString("auth_secret")));
    }

    private byte[] rfc8291Body() {
        return b64url(vectors.optJSONObject("rfc8291_aes128gcm").optString("body"));
    }

    @Test
    void rfc8291() throws Exception {
        JSONObject v = vectors.optJSONObject("rfc8291_aes128gcm");
        WebPushKeys keys = rfc8291Keys();
        assertArrayEquals(b64url(v.optString("ua_public")), keys.publicKey());
        assertArrayEquals(b64url(v.optString("ecdh_secret")),
            P256.sharedSecret(keys.privateKeyBytes(), b64url(v.optString("as_public"))));
        byte[] ikm = Hkdf.derive(b64url(v.optString("auth_secret")), b64url(v.optString("ecdh_secret")), 32,
            utf8("WebPush: info\0"), keys.publicKey(), b64url(v.optString("as_public")));
        assertArrayEquals(b64url(v.optString("ikm")), ikm);
        byte[] prk = Hkdf.extract(b64url(v.optString("salt")), ikm);
        assertArrayEquals(b64url(v.optString("prk")), prk);
        assertArrayEquals(b64url(v.optString("cek")), Hkdf.expand(prk, 16, utf8("Content-Encoding: aes128gcm\0")));
        assertArrayEquals(b64url(v.optString("nonce")), Hkdf.expand(prk, 12, utf8("Content-Encoding: nonce\0")));
        assertEquals(v.optString("plaintext"), text(WebPush.decryptAes128gcm(rfc8291Body(), keys)));
        assertEquals(v.optString("plaintext"), text(WebPush.decryptUnifiedPush(rfc8291Body(), keys)));
    }

    @Test
    void aStoredPublicKeyIsCheckedAgainstThePrivateKeyBeforeItIsUsed() throws Exception {
        JSONObject v = vectors.optJSONObject("rfc8291_aes128gcm");
        byte[] privateKey = b64url(v.optString("ua_private")), auth = b64url(v.optString("auth_secret"));
        WebPushKeys stored = new WebPushKeys(privateKey, auth, b64url(v.optString("ua_public")));
        assertEquals(v.optString("plaintext"), text(WebPush.decryptAes128gcm(rfc8291Body(), stored)));
        // Another key's public point: accepted as a point, refused when the keys first decrypt.
        WebPushKeys other = new WebPushKeys(privateKey, auth, b64url(v.optString("as_public")));
        assertEquals("bad_key", code(() -> WebPush.decryptAes128gcm(rfc8291Body(), other)));
        assertEquals("bad_key", code(() -> WebPush.decryptAes128gcm(rfc8291Body(), other)));
        byte[] offCurve = b64url(v.optString("ua_public"));
        offCurve[40] ^= 1;
        assertEquals("bad_key", code(() -> new WebPushKeys(privateKey, auth, offCurve)));
        assertEquals("bad_key", code(() -> new WebPushKeys(privateKey, auth, new byte[64])));
    }

    @Test
    void rfc8188() throws Exception {
        JSONArray list = Fixtures.vectors("webpush.json", "rfc8188_aes128gcm", 2);
        for (int i = 0; i < list.length(); i++) {
            JSONObject v = list.optJSONObject(i);
            assertEquals(v.optString("plaintext"), text(WebPush.decryptRfc8188(b64url(v.optString("body")), b64url(v.optString("ikm")))));
        }
    }

    @Test
    void aesgcmLegacy() throws Exception {
        JSONArray list = Fixtures.vectors("webpush.json", "aesgcm_legacy", 2);
        for (int i = 0; i < list.length(); i++) {
            JSONObject v = list.optJSONObject(i);
            WebPushKeys keys = new WebPushKeys(b64url(v.optString("ua_private")), b64url(v.optString("auth_secret")));
            byte[] body = b64url(v.optString("body"));
            assertEquals(v.optString("plaintext"),
                text(WebPush.decryptAesgcm(body, v.optString("encryption_header"), v.optString("crypto_key_header"), keys)));
            byte[] head = ("aesgcm\r\nEncryption: " + v.optString("encryption_header") + "\nCrypto-Key: "
                + v.optString("crypto_key_header") + "\n").getBytes(StandardCharsets.UTF_8);
            byte[] folded = new byte[head.length + body.length];
            System.arraycopy(head, 0, folded, 0, head.length);
            System.arraycopy(body, 0, folded, head.length, body.length);
            assertEquals(v.optString("plaintext"), text(WebPush.decryptUnifiedPush(folded, keys)));
        }
    }

    @Test
    void everyBitFlipOfTheRecordsFailsAuthentication() throws Exception {
        WebPushKeys keys = rfc8291Keys();
        byte[] body = rfc8291Body();
        int records = 21 + 65;
        for (int bit = records * 8; bit < body.length * 8; bit++) {
            byte[] flipped = body.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            assertEquals("tag_mismatch", code(() -> WebPush.decryptAes128gcm(flipped, keys)), "bit " + bit);
        }
    }

    @Test
    void badBodies() throws Exception {
        WebPushKeys keys = rfc8291Keys();
        byte[] body = rfc8291Body();
        assertEquals("bad_header", code(() -> WebPush.decryptAes128gcm(new byte[20], keys)));
        assertEquals("bad_header", code(() -> WebPush.decryptAes128gcm(java.util.Arrays.copyOf(body, 50), keys)));
        byte[] smallRecord = body.clone();
        smallRecord[16] = smallRecord[17] = smallRecord[18] = 0;
        smallRecord[19] = 17;
        assertEquals("bad_header", code(() -> WebPush.decryptAes128gcm(smallRecord, keys)));
        assertEquals("truncated_record", code(() -> WebPush.decryptAes128gcm(java.util.Arrays.copyOf(body, 86), keys)));
        assertEquals("truncated_record", code(() -> WebPush.decryptAes128gcm(java.util.Arrays.copyOf(body, 90), keys)));
        assertEquals("tag_mismatch", code(() -> WebPush.decryptAes128gcm(java.util.Arrays.copyOf(body, body.length - 1), keys)));
        byte[] offCurve = body.clone();
        offCurve[30] ^= 1;
        assertEquals("bad_key", code(() -> WebPush.decryptAes128gcm(offCurve, keys)));
        assertEquals("too_large", code(() -> WebPush.decryptAes128gcm(new byte[65_537], keys)));
        assertEquals("unsupported_coding", code(() -> WebPush.decryptUnifiedPush(utf8("aesgcm2\nEncryption: salt=x\n"), keys)));
        assertEquals("bad_header", code(() -> WebPush.decryptAesgcm(new byte[40], "rs=10", "dh=AA", keys)));
        assertEquals("bad_header", code(() -> WebPush.decryptAesgcm(new byte[40], "salt=AAAA", "dh=AA", keys)));
        assertEquals("bad_header", code(() -> WebPush.decryptAesgcm(new byte[40], "salt=\"unterminated", "dh=AA", keys)));
        assertEquals("bad_key", code(() -> WebPush.decryptAesgcm(new byte[40], "salt=AAAAAAAAAAAAAAAAAAAAAA", "dh=AAAA", keys)));
        assertEquals("bad_key", code(() -> new WebPushKeys(new byte[32], new byte[16])));
        assertEquals("bad_key", code(() -> new WebPushKeys(new byte[31], new byte[16])));
        assertEquals("bad_key", code(() -> WebPush.decryptRfc8188(body, new byte[0])));
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
