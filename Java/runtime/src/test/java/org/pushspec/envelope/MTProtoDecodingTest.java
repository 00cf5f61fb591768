package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
import org.pushspec.crypto.Base64Codec;
import org.pushspec.crypto.TelegramPushKey;

/** Every MTProto vector through the decoder: the envelopes, the keyring, and the codes of the bad ones. */
class MTProtoDecodingTest {
    private static final JSONObject VECTORS = Fixtures.json("mtproto.json");

    static PushKeyring keyring() throws PushException {
        PushKeyring keyring = new PushKeyring();
        JSONArray list = Fixtures.vectors("mtproto.json", "keyring", 3);
        for (int i = 0; i < list.length(); i++) {
            keyring.add(new PushKeyring.TelegramEntry(
                new TelegramPushKey(Base64Codec.decodeUrl(list.optJSONObject(i).optString("secret"))), "account" + i));
        }
        return keyring;
    }

    /** What each bad vector must fail with (the Swift runtime's PushError.code). */
    static String expectedCode(String name) {
        switch (name) {
            case "unknown_key_id": return "unknown_key";
            case "tampered_msg_key":
            case "tampered_ciphertext":
            case "client_direction_x0": return "msg_key_mismatch";
            case "truncated_ciphertext": return "bad_block_size";
            case "too_short": return "too_short";
            case "padding_4_bytes":
            case "padding_over_1024_bytes": return "bad_padding";
            case "length_exceeds_data": return "bad_length";
            case "not_base64url": return "bad_base64";
            case "inner_not_json": return "inner_not_json_object";
            default: throw new AssertionError("a new bad vector: " + name);
        }
    }

    @TestFactory
    List<DynamicTest> decryptOk() throws PushException {
        PushDecoder decoder = new PushDecoder(keyring());
        List<DynamicTest> tests = new ArrayList<>();
        JSONArray list = Fixtures.vectors("mtproto.json", "decrypt_ok", 10);
        for (int i = 0; i < list.length(); i++) {
            JSONObject vector = list.optJSONObject(i);
            tests.add(DynamicTest.dynamicTest(vector.optString("name"), () -> {
                JSONObject push = vector.optJSONObject("push");
                OpenedPush decoded = decoder.decode(utf8(push.toString()));
                assertEquals(OpenedPush.Kind.TELEGRAM, decoded.kind);
                assertTrue(decoded.encrypted);
                assertEquals(Long.valueOf(vector.optString("key_id")), decoded.keyId);
                TelegramEnvelope expected = push.has("data") ? TelegramEnvelope.DATA
                    : push.has("aps") ? TelegramEnvelope.APNS : TelegramEnvelope.FLAT;
                assertEquals(expected, decoded.telegramEnvelope);
                // Against org.json's own reading of the plaintext, not the runtime's parser.
                JSONObject plaintext = new JSONObject(vector.optString("plaintext"));
                JSONObject fields = plaintext.optJSONObject("data") != null ? plaintext.optJSONObject("data") : plaintext;
                assertEquals(Fixtures.canonical(fields), Fixtures.canonical(decoded.fields()));
                assertEquals(Long.parseLong(vector.optString("key_id")), PushReceiverId.of(utf8(push.toString())));
                // Huawei: the same fields as a JSON string in `data`.
                JSONObject inner = push.optJSONObject("data") != null ? push.optJSONObject("data") : push;
                JSONObject huawei = new JSONObject().put("data", inner.toString());
                OpenedPush viaHuawei = decoder.decode(utf8(huawei.toString()));
                assertEquals(TelegramEnvelope.DATA_STRING, viaHuawei.telegramEnvelope);
                assertEquals(Fixtures.canonical(fields), Fixtures.canonical(viaHuawei.fields()));
            }));
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> decryptMustFail() throws PushException {
        PushDecoder decoder = new PushDecoder(keyring());
        List<DynamicTest> tests = new ArrayList<>();
        JSONArray list = Fixtures.vectors("mtproto.json", "decrypt_must_fail", 11);
        for (int i = 0; i < list.length(); i++) {
            JSONObject vector = list.optJSONObject(i);
            String name = vector.optString("name");
            tests.add(DynamicTest.dynamicTest(name + " (" + vector.optString("must_fail_because") + ")", () -> {
                byte[] payload = utf8(vector.optJSONObject("push").toString());
                assertEquals(expectedCode(name), code(() -> decoder.decode(payload)));
            }));
        }
        return tests;
    }

    @Test
    void badEnvelopes() throws PushException {
        PushDecoder decoder = new PushDecoder(keyring());
        assertEquals("invalid_json", code(() -> decoder.decode(utf8("{\"p\": "))));
        assertEquals("invalid_json", code(() -> decoder.decode(utf8("{'p': 'x'}"))));
        assertEquals("invalid_json", code(() -> decoder.decode(new byte[] {'{', '"', (byte) 0xFF, '"', ':', '1', '}'})));
        assertEquals("not_an_object", code(() -> decoder.decode(utf8("[1]"))));
        assertEquals("too_large", code(() -> decoder.decode(new byte[65_537])));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"p\": 5}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"data\": 5}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"data\": \"not json\"}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"data\": \"[1]\"}"))));
        assertEquals("too_short", code(() -> decoder.decode(utf8("{\"p\": \"AAAA\"}"))));
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 40; i++) deep.append("{\"a\":");
        deep.append("1");
        for (int i = 0; i < 40; i++) deep.append('}');
        assertEquals("invalid_json", code(() -> decoder.decode(utf8(deep.toString()))));
        StringBuilder veryDeep = new StringBuilder();
        for (int i = 0; i < 60_000; i++) veryDeep.append('[');
        assertEquals("invalid_json", code(() -> decoder.decode(utf8(veryDeep.toString()))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"loc_key\": 5}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"loc_key\": \"X\", \"loc_args\": \"a\"}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"loc_key\": \"X\", \"loc_args\": [true]}"))));
        assertEquals("invalid_envelope", code(() -> decoder.decode(utf8("{\"aps\": {\"alert\": {\"loc-key\": []}}}"))));
        assertEquals(TelegramEnvelope.APNS,
            decoder.decode(utf8("{\"data\": {\"aps\": {\"alert\": {\"loc-key\": \"X\", \"loc-args\": [1]}}}}")).telegramEnvelope);
        OpenedPush plain = decoder.decode(utf8("{\"loc_key\": \"MESSAGE_TEXT\", \"loc_key\": \"second\", \"loc_args\": [\"a\", \"b\"]}"));
        assertEquals("MESSAGE_TEXT", plain.fields().optString("loc_key"), "the first of duplicated names wins");
        assertNull(plain.keyId);
        assertEquals(TelegramEnvelope.FLAT, plain.telegramEnvelope);
    }

    @Test
    void emptyKeyringRefusesEncryptedPushes() {
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        JSONObject push = VECTORS.optJSONArray("decrypt_ok").optJSONObject(1).optJSONObject("push");
        assertEquals("unknown_key", code(() -> decoder.decode(utf8(push.toString()))));
    }
}
