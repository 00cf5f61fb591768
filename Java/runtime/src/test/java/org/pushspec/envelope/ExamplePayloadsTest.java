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
import java.util.List;
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

    @Test
    void everyNdjsonPayloadDecodes() throws Exception {
        PushDecoder decoder = new PushDecoder(keyring());
        int encrypted = 0;
        for (String file : new String[] {"telegram.ndjson", "telegram-encrypted.ndjson", "telegram-attachments.ndjson", "zulip.ndjson"}) {
            for (String line : lines(file)) {
                if (line.trim().isEmpty()) continue;
                DecodedPush push = decoder.decode(utf8(line));
                assertEquals(file.startsWith("zulip") ? DecodedPush.Kind.ZULIP : DecodedPush.Kind.TELEGRAM, push.kind, line);
                assertNotNull(push.fields);
                if (push.encrypted) encrypted++;
                if (file.equals("telegram-encrypted.ndjson")) {
                    assertTrue(push.encrypted);
                    assertNotNull(push.account);
                    assertEquals(push.keyId.longValue(), PushReceiverId.of(utf8(line)));
                }
            }
        }
        assertTrue(encrypted >= 10 + 8, "encrypted pushes decrypted: " + encrypted);
    }

    @Test
    void webPushBodies() throws Exception {
        PushDecoder decoder = new PushDecoder(keyring());
        for (String file : new String[] {"webpush-aes128gcm.bin", "webpush-unifiedpush-aesgcm.bin"}) {
            DecodedPush push = decoder.decodeWebPush(Files.readAllBytes(PAYLOADS.resolve(file)), null, null);
            assertEquals(DecodedPush.Kind.TELEGRAM, push.kind, file);
            assertFalse(push.fields.length() == 0);
        }
        DecodedPush wakeUp = decoder.decodeWebPush(Files.readAllBytes(PAYLOADS.resolve("simplepush-version.txt")), null, null);
        assertEquals(DecodedPush.Kind.WAKE_UP, wakeUp.kind);
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
