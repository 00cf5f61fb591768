package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pushspec.Fixtures.utf8;
import static org.pushspec.Fixtures.code;

import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pushspec.Fixtures;
import org.pushspec.PushException;
import org.pushspec.crypto.SecretBox;
import org.pushspec.crypto.ZulipPushKey;

/** Every Zulip vector through the decoder, in FCM and APNs wrapping, and the bad ones. */
class ZulipDecodingTest {
    private static final JSONObject VECTORS = Fixtures.json("zulip.json");

    static PushKeyring keyring(String realm, Long userId) throws PushException {
        PushKeyring keyring = new PushKeyring();
        JSONArray keys = Fixtures.vectors("zulip.json", "keys", 2);
        for (int i = 0; i < keys.length(); i++) {
            JSONObject key = keys.optJSONObject(i);
            keyring.add(new PushKeyring.ZulipEntry(key.optLong("push_key_id"), ZulipPushKey.fromBase64(key.optString("push_key")),
                realm, userId));
        }
        return keyring;
    }

    @TestFactory
    List<DynamicTest> decryptOk() throws PushException {
        PushDecoder decoder = new PushDecoder(keyring("https://CHAT.example.com:443/", 10L));
        List<DynamicTest> tests = new ArrayList<>();
        JSONArray list = Fixtures.vectors("zulip.json", "decrypt_ok", 5);
        for (int i = 0; i < list.length(); i++) {
            JSONObject vector = list.optJSONObject(i);
            for (String wrapping : new String[] {"fcm", "apns"}) {
                tests.add(DynamicTest.dynamicTest(vector.optString("name") + " " + wrapping, () -> {
                    OpenedPush decoded = decoder.decode(utf8(vector.optJSONObject(wrapping).toString()));
                    assertEquals(OpenedPush.Kind.ZULIP, decoded.kind);
                    assertEquals(wrapping.equals("fcm") ? ZulipEnvelope.ENCRYPTED_FCM : ZulipEnvelope.ENCRYPTED_APNS, decoded.zulipEnvelope);
                    // Against org.json's own reading of the plaintext, not the runtime's parser.
                    JSONObject plaintext = new JSONObject(vector.optString("plaintext"));
                    assertEquals(Fixtures.canonical(plaintext), Fixtures.canonical(decoded.fields()));
                    // FCM data nested in `data` as well.
                    if (wrapping.equals("fcm")) {
                        JSONObject nested = new JSONObject().put("data", vector.optJSONObject("fcm"));
                        assertEquals(decoded.fields().toString(), decoder.decode(utf8(nested.toString())).fields().toString());
                    }
                }));
            }
        }
        return tests;
    }

    /** What each bad vector must fail with (the Swift runtime's PushError.code); a new one fails the test. */
    static String expectedCode(String name) {
        switch (name) {
            case "tampered_mac":
            case "wrong_key": return "mac_mismatch";
            case "unknown_push_key_id": return "unknown_key";
            case "too_short": return "too_short";
            default: throw new AssertionError("a new bad vector: " + name);
        }
    }

    @TestFactory
    List<DynamicTest> decryptMustFail() throws PushException {
        PushDecoder decoder = new PushDecoder(keyring(null, null));
        List<DynamicTest> tests = new ArrayList<>();
        JSONArray list = Fixtures.vectors("zulip.json", "decrypt_must_fail", 4);
        for (int i = 0; i < list.length(); i++) {
            JSONObject vector = list.optJSONObject(i);
            String name = vector.optString("name");
            String expected = expectedCode(name);
            tests.add(DynamicTest.dynamicTest(name, () ->
                assertEquals(expected, code(() -> decoder.decode(utf8(vector.optJSONObject("fcm").toString()))))));
        }
        return tests;
    }

    @Test
    void accountsAndBadShapes() throws PushException {
        JSONObject ok = VECTORS.optJSONArray("decrypt_ok").optJSONObject(0).optJSONObject("fcm");
        byte[] payload = utf8(ok.toString());
        assertEquals("account_mismatch", code(() -> new PushDecoder(keyring("https://other.example.com", null)).decode(payload)));
        assertEquals("account_mismatch", code(() -> new PushDecoder(keyring("http://chat.example.com", null)).decode(payload)));
        assertEquals("account_mismatch", code(() -> new PushDecoder(keyring(null, 11L)).decode(payload)));
        PushDecoder decoder = new PushDecoder(keyring(null, null));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"push_key_id\": \"x\", \"encrypted_data\": \"\"}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"push_key_id\": 4294967296, \"encrypted_data\": \"\"}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"push_key_id\": 2408, \"encrypted_data\": 1}"))));
        assertEquals("bad_base64", code(() -> decoder.decode(utf8("{\"push_key_id\": 2408, \"encrypted_data\": \"AAA\"}"))));
        assertEquals("bad_base64", code(() -> decoder.decode(utf8("{\"push_key_id\": 2408, \"encrypted_data\": \"AA-_\"}"))));
        StringBuilder big = new StringBuilder("{\"push_key_id\": 2408, \"encrypted_data\": \"");
        for (int i = 0; i < 87_400; i++) big.append('A');
        big.append("\"}");
        assertEquals("too_large", code(() -> decoder.decode(utf8(big.toString()))));
        // A replacement secretbox that throws is a MAC failure, never an unchecked exception.
        SecretBox throwing = (box, nonce, key) -> {
            throw new IllegalStateException("native library missing");
        };
        assertEquals("mac_mismatch", code(() -> new PushDecoder(keyring(null, null), throwing).decode(payload)));
        assertEquals("bad_key", code(() -> new ZulipPushKey(new byte[33])));
        assertEquals("bad_base64", code(() -> ZulipPushKey.fromBase64("Me5fUg")));
    }

    @Test
    void plainShapes() throws PushException {
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        assertEquals(ZulipEnvelope.LEGACY_FCM, decoder.decode(utf8("{\"event\": \"message\", \"server\": \"chat.example.com\"}")).zulipEnvelope);
        assertEquals(ZulipEnvelope.DECRYPTED,
            decoder.decode(utf8("{\"realm_url\": \"https://a.example\", \"user_id\": 1, \"type\": \"test\"}")).zulipEnvelope);
        assertEquals(ZulipEnvelope.LEGACY_APNS,
            decoder.decode(utf8("{\"aps\": {\"alert\": {}}, \"zulip\": {\"server\": \"x\"}}")).zulipEnvelope);
        assertEquals(ZulipEnvelope.LEGACY_APNS,
            decoder.decode(utf8("{\"aps\": {}, \"custom\": {\"zulip\": {\"server\": \"x\"}}}")).zulipEnvelope);
        assertEquals(OpenedPush.Kind.TELEGRAM,
            decoder.decode(utf8("{\"loc_key\": \"X\", \"zulip\": {\"server\": \"x\"}}")).kind);
    }
}
