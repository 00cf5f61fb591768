package org.pushspec.envelope;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONArray;
import org.json.JSONObject;
import org.pushspec.PushException;
import org.pushspec.crypto.Base64Codec;
import org.pushspec.crypto.MTProtoPush;
import org.pushspec.crypto.SecretBox;
import org.pushspec.crypto.SecureBytes;
import org.pushspec.crypto.WebPush;
import org.pushspec.crypto.XSalsa20Poly1305;
import org.pushspec.crypto.ZulipE2EE;
import org.pushspec.internal.FrozenJsonObject;
import org.pushspec.internal.RealmOrigin;
import org.pushspec.internal.WireReader;

/**
 * Finds a push in its envelope and decrypts it with a keyring, as the Swift runtime's
 * {@code PushDecoder} does: FCM {@code data} or top-level fields, Huawei's {@code data} as a JSON
 * string, APNs, MTProto's {@code p}; Zulip's E2EE, legacy and decrypted shapes; web push bodies.
 *
 * <p>Every failure is a {@link PushException} with the Swift {@code PushError.code}; no unchecked
 * exception escapes for any input bytes.
 */
public final class PushDecoder {
    /** Inputs larger than this are refused before parsing. */
    public static final int MAX_PAYLOAD_SIZE = 65_536;

    private static final String[] TELEGRAM_MEMBERS = {"data", "p", "aps", "loc_key", "loc_args", "custom", "date",
        "google.sent_time", "user_id"};
    /**
     * The fields PushSpec's spec reads beside {@code loc_key} ({@code at: payload} in
     * Spec/telegram/custom-fields.yaml): one of them, not null, makes an object without an envelope
     * member a Telegram push. The runtime names them itself, knowing no generated catalog;
     * PayloadFieldNamesTest keeps them equal to the spec's.
     */
    static final String[] SPEC_PAYLOAD_FIELDS = {"user_id", "sound", "message", "announcement", "badge", "text", "mute",
        "collapse_key", "line1", "line2", "system"};
    private static final String[] ZULIP_MEMBERS = {"server", "zulip_message_id", "zulip_message_ids", "realm_url", "realm_uri"};

    private final PushKeyring keyring;
    private final SecretBox secretBox;

    /** A decoder with the pure Java secretbox. */
    public PushDecoder(@NotNull PushKeyring keyring) {
        this(keyring, XSalsa20Poly1305.INSTANCE);
    }

    /** A decoder that opens Zulip's secretboxes with {@code secretBox} (e.g. libsodium's). */
    public PushDecoder(@NotNull PushKeyring keyring, @NotNull SecretBox secretBox) {
        this.keyring = keyring;
        this.secretBox = secretBox;
    }

    /**
     * Decodes a push from its bytes (FCM or Huawei data as JSON).
     *
     * @throws PushException with the Swift runtime's codes
     */
    public @NotNull OpenedPush decode(@NotNull byte[] payload) throws PushException {
        if (payload.length > MAX_PAYLOAD_SIZE) throw tooLarge(payload.length);
        return decode(StrictJson.parse(payload));
    }

    /**
     * Decodes a push as FCM hands it to an app: {@code RemoteMessage.getData()}, a map of strings
     * whose {@code loc_args} and {@code custom} are JSON text, read as {@code {"data": map}} (an
     * encrypted push's map holds its {@code p}). Reads as the push's JSON form reads.
     *
     * @throws PushException with the Swift runtime's codes; {@code too_large} for a map of more
     *     than {@link #MAX_PAYLOAD_SIZE} bytes of UTF-8 text
     */
    public @NotNull OpenedPush decodeFcmData(@NotNull Map<String, String> data) throws PushException {
        long size = 0;
        FrozenJsonObject map = new FrozenJsonObject();
        try {
            for (Map.Entry<String, String> entry : data.entrySet()) {
                if (entry.getKey() == null || entry.getValue() == null) continue;
                size += utf8Count(entry.getKey()) + utf8Count(entry.getValue());
                if (size > MAX_PAYLOAD_SIZE) throw tooLarge((int) size);
                map.put(entry.getKey(), entry.getValue());
            }
            FrozenJsonObject root = new FrozenJsonObject();
            root.put("data", map.freeze());
            return decode(root.freeze());
        } catch (org.json.JSONException e) {
            throw envelope("FCM data cannot be read");
        }
    }

    /**
     * Decodes a push as Huawei's HMS hands it to an app: {@code RemoteMessage.getData()}, the data
     * as JSON text. Reads as {@link #decode(byte[])} reads the text's bytes.
     *
     * @throws PushException with the Swift runtime's codes
     */
    public @NotNull OpenedPush decodeHmsData(@NotNull String data) throws PushException {
        return decode(data.getBytes(StandardCharsets.UTF_8));
    }

    private static long utf8Count(String text) {
        long count = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            count += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return count;
    }

    /**
     * Decodes a push already parsed by {@link StrictJson}. The push's fields are the parser's
     * objects, immutable; an object parsed otherwise (an app's own {@code JSONObject}) gives the
     * push an immutable copy of its fields.
     *
     * @throws PushException with the Swift runtime's codes
     */
    public @NotNull OpenedPush decode(@NotNull Object root) throws PushException {
        try {
            return decodeRoot(root);
        } catch (RuntimeException e) {
            // A bug or a replacement SecretBox that throws: never let it reach the app unchecked.
            throw new PushException("invalid_envelope", "not a push payload: " + e.getClass().getSimpleName());
        }
    }

    private OpenedPush decodeRoot(Object rootValue) throws PushException {
        if (!(rootValue instanceof JSONObject)) throw new PushException("not_an_object", "payload is not a JSON object");
        JSONObject root = (JSONObject) rootValue;
        JSONObject data = JsonValues.object(root, "data");
        JSONObject object = data != null ? data : root;

        OpenedPush zulip = zulip(root, object);
        if (zulip != null) return zulip;
        // An object with no envelope member is a Telegram push when it has a field of the spec
        // beside loc_key (badge, sound, text...), as the Swift runtime reads it.
        if (!hasAny(root, TELEGRAM_MEMBERS) && !hasAny(object, TELEGRAM_MEMBERS) && !hasAnyValue(object, SPEC_PAYLOAD_FIELDS)) {
            throw envelope("neither a Telegram push (no loc_key, loc_args, custom, p, data, aps, user_id nor field of the spec)"
                + " nor a Zulip one (realm_url, user_id and a type of message, remove or test)");
        }
        if (!root.has("data")) {
            TelegramEnvelope kind = JsonValues.object(root, "aps") != null ? TelegramEnvelope.APNS : TelegramEnvelope.FLAT;
            return plainOrDecrypted(root, kind);
        }
        if (data != null) return plainOrDecrypted(data, TelegramEnvelope.DATA);
        Object dataValue = root.opt("data");
        if (!(dataValue instanceof String)) throw envelope("`data` must be an object");
        Object inner;
        try {
            inner = StrictJson.parse((String) dataValue);
        } catch (PushException e) {
            throw envelope("`data` is a string that is not JSON");
        }
        if (!(inner instanceof JSONObject)) throw envelope("`data` is a string that is not a JSON object");
        return plainOrDecrypted((JSONObject) inner, TelegramEnvelope.DATA_STRING);
    }

    private OpenedPush plainOrDecrypted(JSONObject object, TelegramEnvelope kind) throws PushException {
        if (!object.has("p")) return telegram(kind, object, null, null);
        Object p = object.opt("p");
        if (!(p instanceof String)) throw envelope("`p` must be a string");
        byte[] message = Base64Codec.decodeUrl((String) p);
        if (message == null) throw new PushException("bad_base64", "encrypted payload `p` is not base64url");
        long keyId = MTProtoPush.authKeyId(message);
        PushKeyring.TelegramEntry entry = keyring.telegramEntry(keyId);
        if (entry == null) throw new PushException("unknown_key", "no key in the keyring for auth_key_id " + keyId);
        byte[] json = MTProtoPush.decrypt(message, entry.key);
        Object inner;
        try {
            inner = StrictJson.parse(json);
        } catch (PushException e) {
            inner = null;
        } finally {
            SecureBytes.wipe(json);
        }
        if (!(inner instanceof JSONObject)) throw new PushException("inner_not_json_object", "decrypted payload is not a JSON object");
        JSONObject fields = (JSONObject) inner;
        if (fields.has("data")) {
            JSONObject innerData = JsonValues.object(fields, "data");
            if (innerData == null) throw envelope("decrypted `data` must be an object");
            fields = innerData;
        }
        if (fields.has("p")) throw envelope("decrypted payload holds another `p`");
        return telegram(kind, fields, keyId, entry.account);
    }

    /**
     * The push of a notification object, in its JSON form ({@link FcmDataText}), after the shape
     * checks the Swift runtime makes before typing it: {@code loc_key} a string and {@code loc_args} a list of strings or numbers (or
     * null), read from {@code aps.alert}'s {@code loc-key} / {@code loc-args} when it has them,
     * which makes the push an APNs one.
     */
    private static OpenedPush telegram(TelegramEnvelope kind, JSONObject object, Long keyId, String account)
        throws PushException {
        // FCM's data map: `loc_args` and `custom` as JSON text (its own document, but for a plain `data` object).
        JSONObject fields = FcmDataText.jsonForm(object, kind == TelegramEnvelope.DATA && keyId == null ? 2 : 1);
        JSONObject alert = JsonValues.object(JsonValues.object(fields, "aps"), "alert");
        boolean apns = alert != null && alert.has("loc-key");
        Object locKey = apns ? alert.opt("loc-key") : fields.opt("loc_key");
        Object locArgs = apns ? alert.opt("loc-args") : fields.opt("loc_args");
        if (locKey != null && locKey != JSONObject.NULL && !(locKey instanceof String)) throw envelope("`loc_key` must be a string");
        if (locArgs != null && locArgs != JSONObject.NULL) {
            if (!(locArgs instanceof JSONArray)) throw envelope("`loc_args` must be a list");
            JSONArray args = (JSONArray) locArgs;
            for (int i = 0; i < args.length(); i++) {
                Object arg = args.opt(i);
                if (!(arg instanceof String) && !(arg instanceof JsonNumber)) throw envelope("`loc_args` must hold strings");
            }
        }
        return OpenedPush.telegram(apns ? TelegramEnvelope.APNS : kind, fields, keyId, account);
    }

    /** The Zulip push in {@code object} (the fields: {@code data} or the root), or null when it is none. */
    private OpenedPush zulip(JSONObject root, JSONObject object) throws PushException {
        if (object.has("encrypted_data") && object.has("push_key_id")) {
            ZulipEnvelope kind = object.opt("push_key_id") instanceof String ? ZulipEnvelope.ENCRYPTED_FCM : ZulipEnvelope.ENCRYPTED_APNS;
            return encryptedZulip(object, kind);
        }
        if (object.opt("event") instanceof String && hasAny(object, ZULIP_MEMBERS)) {
            return OpenedPush.zulip(ZulipEnvelope.LEGACY_FCM, object, null, alert(root));
        }
        boolean telegramField = object.has("loc_key") || object.has("p");
        if (!telegramField && (object.has("realm_url") || object.has("realm_uri")) && object.has("user_id")) {
            String type = JsonValues.string(object, "type");
            if ("message".equals(type) || "remove".equals(type) || "test".equals(type)) {
                return OpenedPush.zulip(ZulipEnvelope.DECRYPTED, object, null, alert(root));
            }
        }
        if (telegramField) return null;
        JSONObject legacy = JsonValues.object(root, "zulip");
        if (legacy == null) legacy = JsonValues.object(JsonValues.object(root, "custom"), "zulip");
        return legacy != null ? OpenedPush.zulip(ZulipEnvelope.LEGACY_APNS, legacy, null, alert(root)) : null;
    }

    /** {@code aps.alert} of the payload's root, when it is an object. */
    private static JSONObject alert(JSONObject root) {
        return JsonValues.object(JsonValues.object(root, "aps"), "alert");
    }

    private OpenedPush encryptedZulip(JSONObject object, ZulipEnvelope kind) throws PushException {
        Long id = WireReader.lenientLong(object.opt("push_key_id"));
        if (id == null || id < 0 || id > 0xFFFFFFFFL) throw envelope("`push_key_id` must be a 32-bit unsigned integer");
        PushKeyring.ZulipEntry entry = keyring.zulipEntry(id);
        if (entry == null) throw new PushException("unknown_key", "no Zulip key in the keyring for push_key_id " + id);
        String encrypted = JsonValues.string(object, "encrypted_data");
        if (encrypted == null) throw envelope("`encrypted_data` must be a string");
        byte[] plaintext = ZulipE2EE.decrypt(encrypted, entry.key, secretBox);
        Object inner;
        try {
            inner = StrictJson.parse(plaintext);
        } catch (PushException e) {
            inner = null;
        } finally {
            SecureBytes.wipe(plaintext);
        }
        if (!(inner instanceof JSONObject)) throw new PushException("inner_not_json_object", "decrypted payload is not a JSON object");
        JSONObject fields = (JSONObject) inner;
        if (entry.realmUrl != null) {
            RealmOrigin expected = RealmOrigin.of(entry.realmUrl);
            if (expected == null || !expected.sameAs(RealmOrigin.of(JsonValues.string(fields, "realm_url")))) {
                throw new PushException("account_mismatch", "refused: the payload's realm_url is not the keyring entry's realm");
            }
        }
        if (entry.userId != null && !entry.userId.equals(WireReader.lenientLong(fields.opt("user_id")))) {
            throw new PushException("account_mismatch", "refused: the payload's user_id is not the keyring entry's user");
        }
        return OpenedPush.zulip(kind, fields, id, null);
    }

    /**
     * Decodes a web push body: a simple push ({@code version=N}), an RFC 8291 {@code aes128gcm}
     * body, or a legacy {@code aesgcm} one with its two headers (or with them folded into the body).
     * The keyring's subscriptions are tried in turn; the plaintext is decoded as {@link #decode(byte[])}.
     *
     * @param encryption the {@code Encryption} header, or null
     * @param cryptoKey the {@code Crypto-Key} header, or null (both or neither)
     * @throws PushException the web push codes, {@code unknown_key} without subscriptions, then as {@link #decode(byte[])}
     */
    public @NotNull OpenedPush decodeWebPush(@NotNull byte[] body, @Nullable String encryption, @Nullable String cryptoKey) throws PushException {
        String version = simplePushVersion(body);
        if (version != null) return OpenedPush.wakeUp(version);
        if ((encryption == null) != (cryptoKey == null)) {
            throw new PushException("bad_header",
                "web push content coding header is invalid: an aesgcm body needs both the Encryption and the Crypto-Key header, not one");
        }
        if (keyring.webPushEntries().isEmpty()) {
            throw new PushException("unknown_key", "a web push body arrived but the keyring has no web push keys");
        }
        PushException last = null;
        for (PushKeyring.WebPushEntry entry : keyring.webPushEntries()) {
            byte[] plaintext;
            try {
                plaintext = encryption != null ? WebPush.decryptAesgcm(body, encryption, cryptoKey, entry.keys)
                    : WebPush.decryptUnifiedPush(body, entry.keys);
            } catch (PushException e) {
                if (!e.code().equals("tag_mismatch")) throw e;
                last = e;
                continue;
            }
            try {
                return decode(plaintext);
            } finally {
                SecureBytes.wipe(plaintext);
            }
        }
        throw last;
    }

    /** The N of a simple push body {@code version=N} (line ends ignored), or null. */
    public static @Nullable String simplePushVersion(@NotNull byte[] body) {
        String prefix = "version=";
        if (body.length <= prefix.length() || body.length > 64) return null;
        for (int i = 0; i < prefix.length(); i++) {
            if (body[i] != prefix.charAt(i)) return null;
        }
        StringBuilder digits = new StringBuilder();
        for (int i = prefix.length(); i < body.length; i++) {
            byte b = body[i];
            if (b == '\n' || b == '\r') continue;
            if (b < '0' || b > '9') return null;
            digits.append((char) b);
        }
        return digits.length() == 0 ? null : digits.toString();
    }

    private static boolean hasAny(JSONObject object, String[] names) {
        for (String name : names) {
            if (object.has(name)) return true;
        }
        return false;
    }

    /** Whether a member of these names is there and not null (as a field that reads as absent). */
    private static boolean hasAnyValue(JSONObject object, String[] names) {
        for (String name : names) {
            if (!object.isNull(name)) return true;
        }
        return false;
    }

    static PushException tooLarge(int size) {
        return new PushException("too_large", "payload of " + size + " bytes is over the " + MAX_PAYLOAD_SIZE + "-byte limit");
    }

    private static PushException envelope(String reason) {
        return new PushException("invalid_envelope", "not a push payload: " + reason);
    }
}
