package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pushspec.Fixtures.code;
import static org.pushspec.Fixtures.utf8;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.PushException;

/** The repository's Examples/payloads with its keyring.json: every payload decodes, with the right kind. */
class ExamplePayloadsTest {
    private static final Path PAYLOADS = Fixtures.repo().resolve("Examples/payloads");

    static PushKeyring keyring() throws IOException, PushException {
        return PushKeyring.fromJson(Files.readAllBytes(PAYLOADS.resolve("keyring.json")));
    }

    private static List<String> lines(String name) throws IOException {
        return Files.readAllLines(PAYLOADS.resolve(name), StandardCharsets.UTF_8);
    }

    /**
     * The plaintext of each encrypted example, as org.json reads the vector it was made from:
     * MTProto's by {@code p}, Zulip's by {@code encrypted_data}.
     */
    private static Map<String, JSONObject> plaintexts() throws org.json.JSONException {
        Map<String, JSONObject> plaintexts = new HashMap<String, JSONObject>();
        JSONArray mtproto = Fixtures.vectors("mtproto.json", "decrypt_ok", 10);
        for (int i = 0; i < mtproto.length(); i++) {
            JSONObject vector = mtproto.optJSONObject(i), push = vector.optJSONObject("push");
            JSONObject outer = push.optJSONObject("data") != null ? push.optJSONObject("data") : push;
            JSONObject plaintext = new JSONObject(vector.optString("plaintext"));
            plaintexts.put(outer.optString("p"), plaintext.optJSONObject("data") != null ? plaintext.optJSONObject("data") : plaintext);
        }
        JSONArray zulip = Fixtures.vectors("zulip.json", "decrypt_ok", 5);
        for (int i = 0; i < zulip.length(); i++) {
            JSONObject vector = zulip.optJSONObject(i);
            plaintexts.put(vector.optJSONObject("fcm").optString("encrypted_data"), new JSONObject(vector.optString("plaintext")));
        }
        return plaintexts;
    }

    /** The ciphertext an encrypted example line carries: {@code p} (at the top or in {@code data}) or {@code encrypted_data}. */
    private static String ciphertext(JSONObject line) {
        JSONObject outer = line.optJSONObject("data") != null ? line.optJSONObject("data") : line;
        return outer.has("p") ? outer.optString("p") : outer.optString("encrypted_data", null);
    }

    @Test
    void everyNdjsonPayloadDecodesAndEveryEncryptedOneToItsPlaintext() throws Exception {
        PushDecoder decoder = new PushDecoder(keyring());
        Map<String, JSONObject> plaintexts = plaintexts();
        int payloads = 0, encrypted = 0;
        for (String file : new String[] {"telegram.ndjson", "telegram-encrypted.ndjson", "telegram-attachments.ndjson", "zulip.ndjson"}) {
            for (String line : lines(file)) {
                if (line.trim().isEmpty()) continue;
                payloads++;
                OpenedPush push = decoder.decode(utf8(line));
                assertEquals(file.startsWith("zulip") ? OpenedPush.Kind.ZULIP : OpenedPush.Kind.TELEGRAM, push.kind, line);
                assertNotNull(push.fields());
                String ciphertext = ciphertext(new JSONObject(line));
                assertEquals(ciphertext != null, push.encrypted, line);
                if (!push.encrypted) continue;
                encrypted++;
                JSONObject plaintext = plaintexts.get(ciphertext);
                assertNotNull(plaintext, "no vector made " + line);
                assertEquals(Fixtures.canonical(plaintext), Fixtures.canonical(push.fields()), line);
                if (file.equals("telegram-encrypted.ndjson")) {
                    assertNotNull(push.account);
                    assertEquals(push.keyId.longValue(), PushReceiverId.of(utf8(line)));
                }
            }
        }
        assertEquals(39, payloads, "the example payloads");
        assertEquals(10 + 10, encrypted, "encrypted example payloads decrypted");
    }

    @Test
    void webPushBodies() throws Exception {
        PushDecoder decoder = new PushDecoder(keyring());
        // The messages make-webpush-examples.py encrypts.
        String[][] bodies = {
            {"webpush-aes128gcm.bin", "{\"loc_key\":\"CHAT_MESSAGE_VIDEOS\",\"loc_args\":[\"Gus\",\"Road trip\",\"3\"],"
                + "\"custom\":{\"chat_id\":\"5501\",\"msg_id\":\"77\"},\"user_id\":\"99001\"}"},
            {"webpush-unifiedpush-aesgcm.bin", "{\"loc_key\":\"CHAT_MESSAGE_PHOTOS\",\"loc_args\":[\"Gus\",\"Road trip\",\"12\"],"
                + "\"custom\":{\"chat_id\":\"5501\",\"msg_id\":\"77\"},\"user_id\":\"99001\"}"},
        };
        for (String[] body : bodies) {
            OpenedPush push = decoder.decodeWebPush(Files.readAllBytes(PAYLOADS.resolve(body[0])), null, null);
            assertEquals(OpenedPush.Kind.TELEGRAM, push.kind, body[0]);
            assertFalse(push.encrypted, body[0] + ": its Telegram payload is plain inside the web push encryption");
            assertEquals(Fixtures.canonical(new JSONObject(body[1])), Fixtures.canonical(push.fields()), body[0]);
        }
        OpenedPush wakeUp = decoder.decodeWebPush(Files.readAllBytes(PAYLOADS.resolve("simplepush-version.txt")), null, null);
        assertEquals(OpenedPush.Kind.WAKE_UP, wakeUp.kind);
        assertEquals("1700000123", wakeUp.wakeUpVersion);
        assertEquals("unknown_key", code(() -> new PushDecoder(new PushKeyring()).decodeWebPush(new byte[100], null, null)));
        assertEquals("bad_header", code(() -> decoder.decodeWebPush(new byte[100], "salt=x", null)));
        byte[] body = Files.readAllBytes(PAYLOADS.resolve("webpush-aes128gcm.bin"));
        body[body.length - 1] ^= 1;
        assertEquals("tag_mismatch", code(() -> decoder.decodeWebPush(body, null, null)));
    }

    @Test
    void badKeyrings() throws Exception {
        String good = new String(Files.readAllBytes(PAYLOADS.resolve("keyring.json")), StandardCharsets.UTF_8);
        String[] bad = {
            "[]", "{\"telegram\": {}}", "{\"signal\": []}", "{\"telegram\": [{\"secret\": \"AAAA\"}]}",
            "{\"telegram\": [{\"secret\": \"!!\"}]}", "{\"telegram\": [{\"secret\": 1}]}", "{\"telegram\": [{\"key\": \"AA\"}]}",
            "{\"zulip\": [{\"push_key_id\": -1, \"push_key\": \"Me5fUg/VgDWxWpNYKYVG8XEjLSHxPicwOzrE2tqVB8gj\"}]}",
            "{\"zulip\": [{\"push_key_id\": 1, \"push_key\": \"Me5fUg_VgDWxWpNYKYVG8XEjLSHxPicwOzrE2tqVB8gj\"}]}",
            "{\"webpush\": [{\"private_key\": \"AAAA\", \"auth\": \"AAAA\"}]}",
            good.replace("\"BAJXyEu6", "\"BAJXyEu7"), good.substring(0, 100), "{\"telegram\": [1]}",
        };
        for (String text : bad) {
            PushException error = org.junit.jupiter.api.Assertions.assertThrows(PushException.class,
                () -> PushKeyring.fromJson(utf8(text)), text);
            assertEquals("invalid_keyring", error.code());
            assertFalse(error.getMessage().contains("Me5fUg"), "no key material in " + error.getMessage());
        }
        PushKeyring keyring = keyring();
        assertEquals(1, keyring.webPushEntries().size());
        assertNotNull(keyring.zulipEntry(3_000_000_000L));
        keyring.destroy();
    }
}
