package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pushspec.Fixtures.code;
import static org.pushspec.Fixtures.utf8;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.catalog.TelegramCustomFields;
import org.pushspec.catalog.TelegramNotification;
import org.pushspec.catalog.TelegramServiceNotification;
import org.pushspec.telegram.TelegramPush;

/**
 * FCM's own form: {@code RemoteMessage.getData()}'s map of strings, {@code loc_args} and
 * {@code custom} as JSON text, numbers as decimal text. Every example payload in that form reads
 * as its JSON form; text that is not JSON is a typed error.
 */
class FcmDataTest {
    /** A notification object as FCM's data map: every value as its text (JSON text for lists and objects). */
    static Map<String, String> fcmMap(JSONObject object) {
        Map<String, String> map = new LinkedHashMap<String, String>();
        for (Iterator<String> names = object.keys(); names.hasNext();) {
            String name = names.next();
            Object value = object.opt(name);
            if (value != JSONObject.NULL) map.put(name, value instanceof String ? (String) value : value.toString());
        }
        return map;
    }

    /** What an app reads of a push: its typed value, rendered, and the fields it is about. */
    private static String typed(OpenedPush decoded) {
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push = TelegramCatalog.read(decoded);
        TelegramCustomFields fields = push.fields;
        return push.kind + " " + push.locKey + " " + push.locArgs + " " + push.notification + " " + push.service + " "
            + push.rendered() + " " + push.receiverId + " " + push.encrypted + " " + TelegramPush.peerKind(fields) + " "
            + fields.chatID + " " + fields.channelID + " " + fields.fromID + " " + fields.messageID + " " + fields.isSilent + " " + fields.badge + " " + fields.userID + " " + fields.messageIDs + " "
            + fields.problems;
    }

    @Test
    void everyExamplePayloadInFcmFormReadsAsItsJsonForm() throws Exception {
        PushDecoder decoder = new PushDecoder(ExamplePayloadsTest.keyring());
        int compared = 0;
        for (String file : new String[] {"telegram.ndjson", "telegram-encrypted.ndjson", "telegram-attachments.ndjson"}) {
            for (String line : Files.readAllLines(Fixtures.repo().resolve("Examples/payloads").resolve(file), StandardCharsets.UTF_8)) {
                if (line.trim().isEmpty()) continue;
                JSONObject push = (JSONObject) StrictJson.parse(line);
                if (push.has("aps") || push.opt("data") instanceof String) continue; // not FCM's form
                JSONObject object = push.optJSONObject("data") != null ? push.optJSONObject("data") : push;
                String expected = typed(decoder.decode(utf8(line)));
                assertEquals(expected, typed(decoder.decodeFcmData(fcmMap(object))), line);
                // The same map as a captured message's JSON text, at the top or in `data`.
                String text = new JSONObject(fcmMap(object)).toString();
                assertEquals(expected, typed(decoder.decode(utf8(text))), line);
                assertEquals(expected, typed(decoder.decode(utf8("{\"data\":" + text + "}"))), line);
                compared++;
            }
        }
        assertEquals(19, compared, "example payloads in FCM form");
    }

    @Test
    void textThatIsNotTheJsonThatBelongsThereIsATypedError() throws Exception {
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        Map<String, String> map = new LinkedHashMap<String, String>();
        map.put("loc_key", "MESSAGE_TEXT");
        map.put("loc_args", "[\"Ann\",\"hi\"]");
        map.put("custom", "{\"from_id\":\"5\",\"msg_id\":\"9\"}");
        map.put("badge", "3");
        OpenedPush push = decoder.decodeFcmData(map);
        assertEquals("[\"Ann\",\"hi\"]", push.fields().optJSONArray("loc_args").toString());
        assertEquals("5", push.fields().optJSONObject("custom").optString("from_id"));
        assertEquals(TelegramEnvelope.DATA, push.telegramEnvelope);
        String[][] bad = {
            {"loc_args", "[\"Ann\""}, {"loc_args", "Ann"}, {"loc_args", "5"}, {"loc_args", "\"[]\""}, {"loc_args", "[true]"},
            {"loc_args", "[1,]"}, {"loc_args", ""},
        };
        for (String[] member : bad) {
            Map<String, String> broken = new LinkedHashMap<String, String>(map);
            broken.put(member[0], member[1]);
            assertEquals("invalid_envelope", code(() -> decoder.decodeFcmData(broken)), member[0] + " = " + member[1]);
        }
        // `custom` text that is not JSON is what the JSON form's `custom` of another shape is: a field problem.
        for (String text : new String[] {"{from_id: 5}", "", "x"}) {
            Map<String, String> odd = new LinkedHashMap<String, String>(map);
            odd.put("custom", text);
            TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> read = TelegramCatalog.read(decoder.decodeFcmData(odd));
            assertEquals("custom", read.fields.problems.get(0).field, text);
            assertEquals("Ann: hi", read.text(), text);
        }
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 31; i++) deep.append('[');
        for (int i = 0; i < 31; i++) deep.append(']');
        Map<String, String> nested = new LinkedHashMap<String, String>(map);
        nested.put("loc_args", deep.toString());
        assertEquals("invalid_envelope", code(() -> decoder.decodeFcmData(nested)), "31 levels inside data, 33 in all");
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8(new JSONObject(nested).toString()))),
            "31 levels inside the root, 32 in all: a list of lists, not strings");
        Map<String, String> large = new LinkedHashMap<String, String>(map);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 70_000; i++) text.append('x');
        large.put("message", text.toString());
        assertEquals("too_large", code(() -> decoder.decodeFcmData(large)));
    }

    @Test
    void hmsDataIsJsonText() throws Exception {
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        OpenedPush push = decoder.decodeHmsData("{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":\"[\\\"Ann\\\",\\\"hi\\\"]\"}");
        assertTrue(push.fields().optJSONArray("loc_args") != null);
        assertEquals("invalid_json", code(() -> decoder.decodeHmsData("{\"loc_key\":")));
    }
}
