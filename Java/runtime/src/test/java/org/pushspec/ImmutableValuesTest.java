package org.pushspec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pushspec.Fixtures.utf8;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.catalog.TelegramCustomFields;
import org.pushspec.catalog.TelegramLocale;
import org.pushspec.catalog.TelegramNotification;
import org.pushspec.catalog.TelegramServiceNotification;
import org.pushspec.catalog.ZulipCatalog;
import org.pushspec.catalog.ZulipPayload;
import org.pushspec.envelope.OpenedPush;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.zulip.ZulipPush;

/**
 * What a value documented immutable hands out: its {@code org.json} objects are immutable at
 * every depth (every mutator throws {@code UnsupportedOperationException}, {@code keys()}'
 * {@code remove()} too), so they are handed out as they are; its bytes are copies. Decoding,
 * rendering and the presentation read what arrived.
 */
class ImmutableValuesTest {
    private static final PushDecoder DECODER = new PushDecoder(new PushKeyring());

    /** A message with nested objects and arrays, bytes ({@code updates}: 1, 2, 3) and a number beyond 64 bits. */
    private static final String MESSAGE = "{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"Ann\",\"hi\"],\"custom\":{\"msg_id\":\"4711\","
        + "\"from_id\":\"5\",\"updates\":\"AQID\",\"mtpeer\":{\"ah\":12345678901234567890,\"ph\":{\"volume_id\":\"987654321\",\"dc_id\":6,"
        + "\"sizes\":[{\"w\":1},[2]]}}}}";

    /** A Zulip payload of a type no schema knows. */
    private static final String ZULIP_UNKNOWN =
        "{\"event\":\"future\",\"server\":\"chat.example.com\",\"realm_url\":\"https://chat.example.com\",\"user_id\":\"10\",\"x\":{\"y\":[1]}}";

    private static void refused(Executable change) {
        assertThrows(UnsupportedOperationException.class, change);
    }

    /**
     * Tries every mutator of an object, of its nested objects and arrays at every depth, and of
     * its names; each must throw, and the text stay as it was.
     *
     * @return how many objects and arrays were tried
     */
    private static int assertImmutable(JSONObject object) {
        String before = object.toString();
        String name = object.keys().hasNext() ? object.keys().next() : "name";
        refused(() -> object.put(name, "x"));
        refused(() -> object.put("new", "x"));
        refused(() -> object.put(name, true));
        refused(() -> object.put(name, 1.5));
        refused(() -> object.put(name, 1));
        refused(() -> object.put(name, 1L));
        refused(() -> object.putOpt(name, "x"));
        refused(() -> object.accumulate(name, "x"));
        refused(() -> object.append("new", "x"));
        refused(() -> object.remove(name));
        Iterator<String> names = object.keys();
        if (names.hasNext()) {
            names.next();
            refused(names::remove);
            Iterator<String> set = object.keySet().iterator();
            set.next();
            refused(set::remove);
        }
        refused(() -> object.keySet().remove(name));
        refused(() -> object.keySet().clear());
        assertEquals(before, object.toString());
        int tried = 1;
        for (Iterator<String> it = object.keys(); it.hasNext();) tried += nested(object.opt(it.next()));
        return tried;
    }

    private static int assertImmutable(JSONArray array) {
        String before = array.toString();
        refused(() -> array.put("x"));
        refused(() -> array.put(true));
        refused(() -> array.put(1.5));
        refused(() -> array.put(1));
        refused(() -> array.put(1L));
        refused(() -> array.put(0, "x"));
        refused(() -> array.put(0, true));
        refused(() -> array.put(0, 1.5));
        refused(() -> array.put(0, 1));
        refused(() -> array.put(0, 1L));
        refused(() -> array.remove(0));
        assertEquals(before, array.toString());
        int tried = 1;
        for (int i = 0; i < array.length(); i++) tried += nested(array.opt(i));
        return tried;
    }

    private static int nested(Object value) {
        if (value instanceof JSONObject) return assertImmutable((JSONObject) value);
        if (value instanceof JSONArray) return assertImmutable((JSONArray) value);
        return 0;
    }

    @Test
    void anOpenedPushsFieldsAreImmutableAtEveryDepth() throws Exception {
        OpenedPush opened = DECODER.decode(utf8(MESSAGE));
        JSONObject fields = opened.fields();
        assertNotNull(fields);
        assertSame(fields, opened.fields(), "handed out as it is, not copied");
        // The object, loc_args, custom, mtpeer, ph, sizes and the two in it.
        assertEquals(8, assertImmutable(fields));
        // What the runtime reads of the push is what arrived.
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push = TelegramCatalog.read(opened);
        assertEquals("MESSAGE_TEXT", push.locKey);
        assertEquals(Arrays.asList("Ann", "hi"), push.locArgs);
        assertEquals(Long.valueOf(4711), push.fields.messageID);
        assertEquals(Long.valueOf(5), push.fields.fromID);
        assertEquals(TelegramCatalog.read(DECODER.decode(utf8(MESSAGE))).text(), push.text());
    }

    @Test
    void aTelegramPushsPayloadIsTheImmutableFields() throws Exception {
        OpenedPush opened = DECODER.decode(utf8(MESSAGE));
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push = TelegramCatalog.read(opened);
        JSONObject payload = push.payload();
        assertSame(opened.fields(), payload);
        assertEquals(8, assertImmutable(payload));
        assertEquals(Long.valueOf(4711), push.fields.messageID);
        assertEquals(TelegramCatalog.read(DECODER.decode(utf8(MESSAGE))).presentation(TelegramLocale.ENGLISH),
            push.presentation(TelegramLocale.ENGLISH));
    }

    @Test
    void fcmDataAndAnAppsOwnObjectGiveImmutableFields() throws Exception {
        // FCM's map: the map, the JSON form of its text members, the parsed text.
        Map<String, String> map = new HashMap<String, String>();
        map.put("loc_key", "MESSAGE_TEXT");
        map.put("loc_args", "[\"Ann\",\"hi\"]");
        map.put("custom", "{\"from_id\":\"5\",\"mtpeer\":{\"ph\":{\"dc_id\":6}}}");
        OpenedPush fcm = DECODER.decodeFcmData(map);
        assertEquals(5, assertImmutable(fcm.fields()));
        Map<String, String> plain = new HashMap<String, String>();
        plain.put("loc_key", "MESSAGE_TEXT");
        assertEquals(1, assertImmutable(DECODER.decodeFcmData(plain).fields()));

        // An object an app parsed itself: the push holds an immutable copy, the app's stays its own.
        JSONObject mine = new JSONObject(MESSAGE);
        OpenedPush opened = DECODER.decode(mine);
        assertNotSame(mine, opened.fields());
        assertEquals(8, assertImmutable(opened.fields()));
        mine.getJSONObject("custom").put("from_id", "6");
        assertEquals(Long.valueOf(5), TelegramCatalog.read(opened).fields.fromID);
    }

    @Test
    void theFieldsBytesAreCopies() throws Exception {
        TelegramCustomFields fields = TelegramCatalog.read(DECODER.decode(utf8(MESSAGE))).fields;
        byte[] updates = fields.updates();
        assertArrayEquals(new byte[] {1, 2, 3}, updates);
        assertNotSame(updates, fields.updates());
        Arrays.fill(updates, (byte) 0);
        assertArrayEquals(new byte[] {1, 2, 3}, fields.updates());

        // The photo: its bytes, and the thumbnail the presentation makes of them.
        String photo = Files.readAllLines(Fixtures.repo().resolve("Examples/payloads/telegram-attachments.ndjson"), StandardCharsets.UTF_8).get(0);
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push = TelegramCatalog.read(DECODER.decode(utf8(photo)));
        byte[] attachment = push.fields.attachment();
        assertNotNull(attachment);
        byte[] original = attachment.clone();
        byte[] jpeg = push.presentation(TelegramLocale.ENGLISH).attachment();
        assertNotNull(jpeg);
        Arrays.fill(attachment, (byte) 0);
        assertArrayEquals(original, push.fields.attachment());
        assertArrayEquals(jpeg, push.presentation(TelegramLocale.ENGLISH).attachment());
    }

    @Test
    void theFieldsObjectIsImmutableWithItsNumbersAsWritten() throws Exception {
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push = TelegramCatalog.read(DECODER.decode(utf8(MESSAGE)));
        JSONObject mtPeer = push.fields.mtPeer();
        assertNotNull(mtPeer);
        assertSame(push.payload().getJSONObject("custom").getJSONObject("mtpeer"), mtPeer, "the push's own, not a copy");
        // The number beyond 64 bits keeps its text.
        assertEquals("12345678901234567890", String.valueOf(mtPeer.opt("ah")));
        // mtpeer, ph, sizes and the two in it.
        assertEquals(5, assertImmutable(mtPeer));
        assertEquals("6", String.valueOf(push.fields.mtPeer().getJSONObject("ph").opt("dc_id")));
    }

    @Test
    void anUnknownZulipPayloadIsImmutable() throws Exception {
        OpenedPush opened = DECODER.decode(utf8(ZULIP_UNKNOWN));
        ZulipPush<ZulipPayload> push = ZulipCatalog.read(opened);
        assertTrue(push.payload instanceof ZulipPayload.Unknown, String.valueOf(push.payload));
        ZulipPayload.Unknown unknown = (ZulipPayload.Unknown) push.payload;
        assertSame(opened.fields(), unknown.json());
        assertEquals(3, assertImmutable(unknown.json()));
        assertEquals(Long.valueOf(10), push.userId());
        assertEquals(ZulipPayload.decode(new JSONObject(ZULIP_UNKNOWN)), unknown);
        assertEquals(ZulipCatalog.read(DECODER.decode(utf8(ZULIP_UNKNOWN))).presentation(), push.presentation());

        // One an app makes keeps the app's object, as documented: not copied.
        JSONObject mine = new JSONObject("{\"type\":\"future\"}");
        assertSame(mine, new ZulipPayload.Unknown(mine).json());
    }
}
