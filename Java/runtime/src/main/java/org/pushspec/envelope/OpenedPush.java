package org.pushspec.envelope;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONObject;
import org.pushspec.internal.FrozenJsonObject;

/**
 * A push found in its envelope and opened (decrypted when it came encrypted): which protocol, how
 * it was wrapped, and the JSON object of its fields (the notification object of a Telegram push,
 * the payload of a Zulip one), ready for a catalog to read ({@code TelegramPush.read},
 * {@code ZulipPush.read}). Swift has no such step in its API: its {@code DecodedPush} is the typed
 * push these give. Named {@code DecodedPush} before 0.30.0. Immutable.
 */
public final class OpenedPush {
    /** Which protocol a push belongs to. */
    public enum Kind {
        /** A Telegram push. */
        TELEGRAM,
        /** A Zulip push. */
        ZULIP,
        /** A web push without content ({@code version=N}): fetch updates. */
        WAKE_UP
    }

    /** The protocol. */
    public final @NotNull Kind kind;
    /** How a Telegram push was wrapped; null for other kinds. */
    public final @Nullable TelegramEnvelope telegramEnvelope;
    /** How a Zulip push was wrapped; null for other kinds. */
    public final @Nullable ZulipEnvelope zulipEnvelope;
    private final JSONObject fields;
    /** Whether the fields were decrypted (MTProto or Zulip E2EE). */
    public final boolean encrypted;
    /** The key that decrypted it: the Telegram key id or the Zulip {@code push_key_id}; null when plain. */
    public final @Nullable Long keyId;
    /** The Telegram account of the key that decrypted it, or null. */
    public final @Nullable String account;
    /** The N of a wake-up's {@code version=N}, or null. */
    public final @Nullable String wakeUpVersion;
    /**
     * TDLib's push receiver id of a Telegram push: the key id of an encrypted push, else a
     * canonical, positive {@code user_id}, else 0 (for every account).
     */
    public final long receiverId;
    /** The title of the APNs alert beside a Zulip payload (legacy pushes carry the sender there), or null. */
    public final @Nullable String alertTitle;
    /** The body of the APNs alert beside a Zulip payload (legacy pushes carry the message there), or null. */
    public final @Nullable String alertBody;

    private OpenedPush(Kind kind, TelegramEnvelope telegramEnvelope, ZulipEnvelope zulipEnvelope, JSONObject fields,
        Long keyId, String account, String wakeUpVersion, long receiverId, String alertTitle, String alertBody) {
        this.kind = kind;
        this.telegramEnvelope = telegramEnvelope;
        this.zulipEnvelope = zulipEnvelope;
        // The parser's objects are frozen already (no copy); one an app parsed itself, handed to
        // PushDecoder.decode(Object), is copied frozen.
        this.fields = fields == null ? null : FrozenJsonObject.of(fields);
        this.encrypted = keyId != null;
        this.keyId = keyId;
        this.account = account;
        this.wakeUpVersion = wakeUpVersion;
        this.receiverId = receiverId;
        this.alertTitle = alertTitle;
        this.alertBody = alertBody;
    }

    static OpenedPush telegram(TelegramEnvelope envelope, JSONObject fields, Long keyId, String account) {
        Long userId = keyId == null ? PushReceiverId.validUserId(fields.opt("user_id")) : null;
        long receiverId = keyId != null ? keyId : userId != null ? userId : 0;
        return new OpenedPush(Kind.TELEGRAM, envelope, null, fields, keyId, account, null, receiverId, null, null);
    }

    static OpenedPush zulip(ZulipEnvelope envelope, JSONObject fields, Long keyId, JSONObject alert) {
        return new OpenedPush(Kind.ZULIP, null, envelope, fields, keyId, null, null, 0, JsonValues.string(alert, "title"),
            JsonValues.string(alert, "body"));
    }

    static OpenedPush wakeUp(String version) {
        return new OpenedPush(Kind.WAKE_UP, null, null, null, null, null, version, 0, null, null);
    }

    /**
     * The fields: the (decrypted) notification object or Zulip payload. Immutable at every depth:
     * every mutator throws {@code UnsupportedOperationException} (of its nested objects and arrays
     * too, and {@code keys()}' {@code remove()}); not a copy.
     *
     * @return the fields, or null for a wake-up
     */
    public @Nullable JSONObject fields() {
        return fields;
    }

    @Override
    public @NotNull String toString() {
        return "OpenedPush(" + kind + ", " + (telegramEnvelope != null ? telegramEnvelope.rawValue()
            : zulipEnvelope != null ? zulipEnvelope.rawValue() : wakeUpVersion) + (encrypted ? ", encrypted" : "") + ")";
    }
}
