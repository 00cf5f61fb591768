package org.pushspec.envelope;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONArray;
import org.json.JSONObject;
import org.pushspec.PushException;
import org.pushspec.crypto.Base64Codec;
import org.pushspec.crypto.SecureBytes;
import org.pushspec.crypto.TelegramPushKey;
import org.pushspec.crypto.WebPushKeys;
import org.pushspec.crypto.ZulipPushKey;
import org.pushspec.internal.WireReader;

/**
 * The keys pushes are decrypted with: Telegram keys by key id, Zulip keys by {@code push_key_id},
 * web push subscriptions in order. Reads the keyring file the Swift runtime and the CLI read:
 *
 * <pre>
 * {"telegram": [{"secret": "&lt;base64url, 256 bytes&gt;", "account": "alice"}],
 *  "webpush": [{"private_key": "&lt;base64url, 32&gt;", "public_key": "&lt;base64url, 65&gt;", "auth": "&lt;base64url, 16&gt;", "endpoint": "https://…"}],
 *  "zulip": [{"push_key_id": 123, "push_key": "&lt;base64, 33&gt;", "realm_url": "https://chat.example.com", "user_id": 10}]}
 * </pre>
 *
 * Safe to share across threads: an app adds and removes an account's keys (login, logout) while
 * pushes are decrypted with it; each lookup sees the keyring before or after each change.
 */
public final class PushKeyring {
    /** Files larger than this are refused. */
    public static final int MAX_FILE_SIZE = 1 << 20;

    /** A Telegram key and the account it belongs to. */
    public static final class TelegramEntry {
        /** The key. */
        public final @NotNull TelegramPushKey key;
        /** The account's name, or null. */
        public final @Nullable String account;

        /** An entry. */
        public TelegramEntry(@NotNull TelegramPushKey key, @Nullable String account) {
            this.key = key;
            this.account = account;
        }
    }

    /** A Zulip key, its id, and the account it is for (realm and user, each optional). */
    public static final class ZulipEntry {
        /** The {@code push_key_id}, 0 ... 2^32 - 1. */
        public final long id;
        /** The key. */
        public final @NotNull ZulipPushKey key;
        /** The realm's URL, or null: payloads must then name a realm of the same origin. */
        public final @Nullable String realmUrl;
        /** The user id, or null: payloads must then have this {@code user_id}. */
        public final @Nullable Long userId;

        /** An entry. */
        public ZulipEntry(long id, @NotNull ZulipPushKey key, @Nullable String realmUrl, @Nullable Long userId) {
            this.id = id;
            this.key = key;
            this.realmUrl = realmUrl;
            this.userId = userId;
        }
    }

    /** A web push subscription's keys and endpoint. */
    public static final class WebPushEntry {
        /** The keys. */
        public final @NotNull WebPushKeys keys;
        /** The endpoint, or null. */
        public final @Nullable String endpoint;

        /** An entry. */
        public WebPushEntry(@NotNull WebPushKeys keys, @Nullable String endpoint) {
            this.keys = keys;
            this.endpoint = endpoint;
        }
    }

    // Read through the Map and List interfaces: ConcurrentHashMap's own keySet() is API 24 on Android.
    private final Map<Long, TelegramEntry> telegram = new ConcurrentHashMap<>();
    private final Map<Long, ZulipEntry> zulip = new ConcurrentHashMap<>();
    private final List<WebPushEntry> webPush = new CopyOnWriteArrayList<>();

    /** An empty keyring. */
    public PushKeyring() {}

    /** Adds a Telegram key, replacing one with the same key id. */
    public void add(@NotNull TelegramEntry entry) {
        telegram.put(entry.key.keyId(), entry);
    }

    /** Adds a Zulip key, replacing one with the same id. */
    public void add(@NotNull ZulipEntry entry) {
        zulip.put(entry.id, entry);
    }

    /** Adds a web push subscription. */
    public void add(@NotNull WebPushEntry entry) {
        webPush.add(entry);
    }

    /**
     * Removes the Telegram key of a key id (an account logged out). The entry is returned, not
     * destroyed: a push being decrypted on another thread may still hold it.
     *
     * @return the removed entry, or null when there was none
     */
    public @Nullable TelegramEntry removeTelegram(long keyId) {
        return telegram.remove(keyId);
    }

    /**
     * Removes the Zulip key of a {@code push_key_id}; the entry is returned, not destroyed.
     *
     * @return the removed entry, or null when there was none
     */
    public @Nullable ZulipEntry removeZulip(long id) {
        return zulip.remove(id);
    }

    /**
     * Removes a web push subscription (the same entry object that was added); not destroyed.
     *
     * @return whether it was in the keyring
     */
    public boolean remove(@NotNull WebPushEntry entry) {
        return webPush.remove(entry);
    }

    /** The Telegram entry of a key id, or null. */
    public @Nullable TelegramEntry telegramEntry(long keyId) {
        return telegram.get(keyId);
    }

    /** The Zulip entry of a {@code push_key_id}, or null. */
    public @Nullable ZulipEntry zulipEntry(long id) {
        return zulip.get(id);
    }

    /** The web push subscriptions, in the order added: a snapshot that later changes do not touch. */
    public @NotNull List<WebPushEntry> webPushEntries() {
        return Collections.unmodifiableList(new ArrayList<WebPushEntry>(webPush));
    }

    /** Overwrites every key's secret bytes; the keyring decrypts nothing afterwards. */
    public void destroy() {
        for (TelegramEntry entry : telegram.values()) entry.key.destroy();
        for (ZulipEntry entry : zulip.values()) entry.key.destroy();
        for (WebPushEntry entry : webPush) entry.keys.destroy();
    }

    /**
     * Reads a keyring file's bytes (UTF-8 JSON). Unknown sections or fields and wrong sizes are
     * errors naming the entry ({@code telegram[1]: ...}); key material is never in a message.
     *
     * @throws PushException {@code invalid_keyring} (the Swift runtime's {@code PushKeyringError}, which has no code)
     */
    public static @NotNull PushKeyring fromJson(@NotNull byte[] json) throws PushException {
        if (json.length > MAX_FILE_SIZE) throw invalid("larger than 1 MiB");
        Object root;
        try {
            root = StrictJson.parse(json);
        } catch (PushException e) {
            throw invalid("not valid JSON (" + e.getMessage() + ")");
        }
        if (!(root instanceof JSONObject)) throw invalid("must be a JSON object");
        PushKeyring keyring = new PushKeyring();
        JSONObject object = (JSONObject) root;
        for (Iterator<String> sections = object.keys(); sections.hasNext();) {
            String section = sections.next();
            String[] fields = fields(section);
            if (fields == null) throw invalid("unknown section '" + section + "'; expected telegram, webpush, zulip");
            Object list = object.opt(section);
            if (!(list instanceof JSONArray)) throw invalid("'" + section + "' must be a list");
            JSONArray entries = (JSONArray) list;
            for (int index = 0; index < entries.length(); index++) {
                String name = section + "[" + index + "]";
                Object entry = entries.opt(index);
                if (!(entry instanceof JSONObject)) throw invalid(name + " must be an object");
                JSONObject members = (JSONObject) entry;
                for (Iterator<String> keys = members.keys(); keys.hasNext();) {
                    String field = keys.next();
                    boolean known = false;
                    for (String f : fields) known |= f.equals(field);
                    if (!known) throw invalid(name + ": unknown field '" + field + "'");
                }
                keyring.addFileEntry(members, section, name);
            }
        }
        return keyring;
    }

    private static String[] fields(String section) {
        if (section.equals("telegram")) return new String[] {"secret", "account"};
        if (section.equals("webpush")) return new String[] {"private_key", "public_key", "auth", "endpoint"};
        if (section.equals("zulip")) return new String[] {"push_key_id", "push_key", "realm_url", "user_id"};
        return null;
    }

    private void addFileEntry(JSONObject entry, String section, String name) throws PushException {
        if (section.equals("telegram")) {
            String text = JsonValues.string(entry, "secret");
            if (text == null) throw invalid(name + ": 'secret' must be a base64url string");
            byte[] secret = Base64Codec.decodeUrl(text);
            if (secret == null) throw invalid(name + ": 'secret' is not base64url");
            String account = optionalString(entry, "account", name);
            try {
                add(new TelegramEntry(new TelegramPushKey(secret), account));
            } catch (PushException e) {
                throw invalid(name + ": " + e.getMessage());
            } finally {
                SecureBytes.wipe(secret);
            }
        } else if (section.equals("webpush")) {
            byte[] privateKey = bytes(entry, "private_key", name, true);
            byte[] auth = bytes(entry, "auth", name, true);
            // A stored public key is taken as it is (a point on the curve) and checked against the
            // private key when the keys first decrypt: computing it here would cost every process.
            byte[] publicKey = entry.has("public_key") ? bytes(entry, "public_key", name, true) : null;
            WebPushKeys keys;
            try {
                keys = publicKey != null ? new WebPushKeys(privateKey, auth, publicKey) : new WebPushKeys(privateKey, auth);
            } catch (PushException e) {
                throw invalid(name + ": " + e.getMessage());
            } finally {
                SecureBytes.wipe(privateKey);
                SecureBytes.wipe(auth);
            }
            add(new WebPushEntry(keys, optionalString(entry, "endpoint", name)));
        } else {
            Long id = WireReader.lenientLong(entry.opt("push_key_id"));
            if (id == null || id < 0 || id > 0xFFFFFFFFL) throw invalid(name + ": 'push_key_id' must be a 32-bit unsigned integer");
            byte[] keyBytes = bytes(entry, "push_key", name, false);
            ZulipPushKey key;
            try {
                key = new ZulipPushKey(keyBytes);
            } catch (PushException e) {
                throw invalid(name + ": " + e.getMessage());
            } finally {
                SecureBytes.wipe(keyBytes);
            }
            Long userId = null;
            Object user = entry.opt("user_id");
            if (user != null && user != JSONObject.NULL) {
                userId = WireReader.lenientLong(user);
                if (userId == null) throw invalid(name + ": 'user_id' must be an integer");
            }
            add(new ZulipEntry(id, key, optionalString(entry, "realm_url", name), userId));
        }
    }

    private static byte[] bytes(JSONObject entry, String field, String name, boolean url) throws PushException {
        String text = JsonValues.string(entry, field);
        if (text == null) throw invalid(name + ": '" + field + "' must be a string");
        byte[] bytes = url ? Base64Codec.decodeUrl(text) : Base64Codec.decodeStandard(text);
        if (bytes == null) throw invalid(name + ": '" + field + "' is not valid base64");
        return bytes;
    }

    private static String optionalString(JSONObject entry, String field, String name) throws PushException {
        Object value = entry.opt(field);
        if (value == null || value == JSONObject.NULL) return null;
        if (!(value instanceof String)) throw invalid(name + ": '" + field + "' must be a string");
        return (String) value;
    }

    private static PushException invalid(String message) {
        return new PushException("invalid_keyring", "keyring: " + message);
    }
}
