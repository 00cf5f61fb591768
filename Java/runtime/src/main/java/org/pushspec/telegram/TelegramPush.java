package org.pushspec.telegram;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONArray;
import org.json.JSONObject;
import org.pushspec.envelope.OpenedPush;
import org.pushspec.envelope.TelegramEnvelope;
import org.pushspec.fields.FieldProblem;
import org.pushspec.fields.LocArgsException;
import org.pushspec.fields.Peer;
import org.pushspec.fields.PeerKind;
import org.pushspec.fields.ServiceDecodingException;
import org.pushspec.internal.WireReader;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationRemoval;
import org.pushspec.presentation.PresentationChanges;
import org.pushspec.text.CatalogLocale;
import org.pushspec.text.RenderedNotification;

/**
 * A decoded Telegram push with a generated catalog's notification: who it is for, how it came,
 * what it says (the Swift runtime's {@code TelegramPushOf}). Nothing is lost: an unknown
 * {@code loc_key} is the catalog's {@code Unknown}, arguments no form takes are
 * {@link Kind#INVALID_ARGUMENTS} with the raw data, fields of the wrong shape are listed in the
 * fields' {@code problems}. Immutable.
 *
 * @param <N> the catalog's notification class
 * @param <S> the catalog's service class
 * @param <F> the catalog's fields class
 */
public final class TelegramPush<N extends CatalogNotification, S extends CatalogService, F extends CatalogFields> {
    /** What the push asks for. */
    public enum Kind {
        /** A notification to show ({@link #notification}). */
        NOTIFICATION,
        /** A service notification for the app to act on ({@link #service}). */
        SERVICE,
        /** A service the app must not act on ({@link #service}, {@link #refusal}). */
        REFUSED,
        /** A known {@code loc_key} whose arguments no form accepts ({@link #argumentsError}). */
        INVALID_ARGUMENTS,
        /** A service missing a field it needs ({@link #serviceError}). */
        INVALID_SERVICE,
        /** No {@code loc_key}: nothing to show (a push that only wakes the app). */
        EMPTY
    }

    /** The name of Telegram's service notifications account (id 777000), which announcements come from. */
    static final String ANNOUNCEMENT_TITLE = "Telegram";

    /** TDLib's push receiver id: the key id of an encrypted push, else a positive {@code user_id}, else 0. */
    public final long receiverId;
    /** Whether it came inside an MTProto-encrypted {@code p}. */
    public final boolean encrypted;
    /** The keyring entry's account, for an encrypted push; else null. */
    public final @Nullable String account;
    /** How the push was wrapped. */
    public final @NotNull TelegramEnvelope envelope;
    private final JSONObject payload;
    /** The wire {@code loc_key}, or null. */
    public final @Nullable String locKey;
    /** The wire {@code loc_args} (numbers as their JSON text). */
    public final @NotNull List<String> locArgs;
    /** The typed custom and payload fields, as the catalog's spec declares them. */
    public final @NotNull F fields;
    /** What it asks for. */
    public final @NotNull Kind kind;
    /** The notification, for {@link Kind#NOTIFICATION}; else null. */
    public final @Nullable N notification;
    /** The service, for {@link Kind#SERVICE} and {@link Kind#REFUSED}; else null. */
    public final @Nullable S service;
    /** Why the service was refused, for {@link Kind#REFUSED}; else null. */
    public final @Nullable String refusal;
    /** Why the arguments do not fit, for {@link Kind#INVALID_ARGUMENTS}; else null. */
    public final @Nullable LocArgsException argumentsError;
    /** The missing field, for {@link Kind#INVALID_SERVICE}; else null. */
    public final @Nullable ServiceDecodingException serviceError;

    private TelegramPush(OpenedPush push, String locKey, List<String> locArgs, F fields, Kind kind,
        N notification, S service, String refusal, LocArgsException argumentsError, ServiceDecodingException serviceError) {
        this.receiverId = push.receiverId;
        this.encrypted = push.encrypted;
        this.account = push.account;
        this.envelope = push.telegramEnvelope;
        this.payload = push.fields();
        this.locKey = locKey;
        this.locArgs = locArgs;
        this.fields = fields;
        this.kind = kind;
        this.notification = notification;
        this.service = service;
        this.refusal = refusal;
        this.argumentsError = argumentsError;
        this.serviceError = serviceError;
    }

    /**
     * Reads a decoded Telegram push with a generated catalog: PushSpec's
     * ({@code org.pushspec.catalog.TelegramCatalog.read(push)} calls this with it) or an app's own.
     *
     * @param push a push {@code PushDecoder} found to be Telegram's
     * @param catalog the catalog
     * @param <N> the catalog's notification class
     * @param <S> the catalog's service class
     * @param <F> the catalog's fields class
     * @return the typed push
     * @throws IllegalArgumentException when the push is not a Telegram one
     */
    public static <N extends CatalogNotification, S extends CatalogService, F extends CatalogFields> @NotNull TelegramPush<N, S, F> read(
        @NotNull OpenedPush push, @NotNull NotificationCatalog<N, S, F> catalog) {
        if (push.kind != OpenedPush.Kind.TELEGRAM) throw new IllegalArgumentException("not a Telegram push: " + push);
        JSONObject object = push.fields();
        // PushDecoder checked the shapes: a string key and a list of strings and numbers.
        JSONObject alert = object.optJSONObject("aps") == null ? null : object.optJSONObject("aps").optJSONObject("alert");
        boolean alertCarries = alert != null && alert.has("loc-key");
        Object keyValue = alertCarries ? alert.opt("loc-key") : object.opt("loc_key");
        Object argsValue = alertCarries ? alert.opt("loc-args") : object.opt("loc_args");
        String locKey = keyValue instanceof String ? (String) keyValue : null;
        List<String> locArgs = new ArrayList<String>();
        if (argsValue instanceof JSONArray) {
            JSONArray array = (JSONArray) argsValue;
            for (int i = 0; i < array.length(); i++) locArgs.add(array.opt(i).toString());
        }
        locArgs = Collections.unmodifiableList(locArgs);
        List<FieldProblem> problems = new ArrayList<FieldProblem>();
        boolean apns = push.telegramEnvelope == TelegramEnvelope.APNS;
        // APNs payloads carry the custom fields at the top level, beside `aps`.
        JSONObject custom = apns && !object.has("custom") ? object : WireReader.object(object.opt("custom"), "custom", problems);
        F fields = catalog.fields(custom, object, problems);

        if (locKey == null) return new TelegramPush<N, S, F>(push, null, locArgs, fields, Kind.EMPTY, null, null, null, null, null);
        try {
            if (catalog.isKnownKey(locKey)) {
                PeerKind peer = catalog.formsDependOnPeer(locKey) ? peerKind(fields) : null;
                N notification = catalog.notification(locKey, locArgs, peer);
                return new TelegramPush<N, S, F>(push, locKey, locArgs, fields, Kind.NOTIFICATION, notification, null, null, null, null);
            }
            S service;
            try {
                service = catalog.service(locKey, fields);
            } catch (ServiceDecodingException e) {
                return new TelegramPush<N, S, F>(push, locKey, locArgs, fields, Kind.INVALID_SERVICE, null, null, null, null, e);
            }
            if (service != null) {
                if (service.requiresEncryption() && !push.encrypted) {
                    String reason = locKey + " is honoured only inside an MTProto-encrypted payload";
                    return new TelegramPush<N, S, F>(push, locKey, locArgs, fields, Kind.REFUSED, null, service, reason, null, null);
                }
                return new TelegramPush<N, S, F>(push, locKey, locArgs, fields, Kind.SERVICE, null, service, null, null, null);
            }
            N unknown = catalog.notification(locKey, locArgs, null);
            return new TelegramPush<N, S, F>(push, locKey, locArgs, fields, Kind.NOTIFICATION, unknown, null, null, null, null);
        } catch (LocArgsException e) {
            return new TelegramPush<N, S, F>(push, locKey, locArgs, fields, Kind.INVALID_ARGUMENTS, null, null, null, e, null);
        }
    }

    /**
     * The notification object (decrypted, unwrapped): {@link OpenedPush#fields()}, immutable at
     * every depth (every mutator throws {@code UnsupportedOperationException}); not a copy.
     *
     * @return the object
     */
    public @NotNull JSONObject payload() {
        return payload;
    }

    /**
     * The kind of chat the push is about, as the clients tell it (Telegram-Android's
     * {@code PushListenerController}): a user's chat is private; a basic group is a group; a
     * channel is a group when a member sent the message ({@code chat_from_id} or
     * {@code chat_from_group_id}), else a channel post. Null when the push names no chat.
     *
     * @param fields the push's fields
     * @return the kind, or null
     */
    public static @Nullable PeerKind peerKind(@NotNull CatalogFields fields) {
        Peer peer = fields.peer();
        if (peer == null) return null;
        switch (peer.kind) {
            case USER:
                return PeerKind.PRIVATE;
            case CHAT:
                return PeerKind.GROUP;
            default:
                return fields.chatFromID() != null || fields.chatFromGroupID() != null ? PeerKind.GROUP : PeerKind.CHANNEL;
        }
    }

    /**
     * The text of a service that shows one, as its spec names its fields ({@code text_from:}): a
     * {@code MESSAGE_ANNOUNCEMENT}'s {@code message}, where the clients read it, else the doc's
     * {@code announcement}; null for other pushes.
     *
     * @return the announcement's text, or null
     */
    public @Nullable String announcement() {
        return kind == Kind.SERVICE ? service.text() : null;
    }

    /** The server's ready-made {@code text}, for an unknown key or arguments no form takes. */
    String readyMadeText() {
        if (kind == Kind.INVALID_ARGUMENTS || (kind == Kind.NOTIFICATION && !notification.isKnown())) return fields.text();
        return null;
    }

    /**
     * The title, body and text to show in English: the notification's, or an announcement's.
     *
     * @return the texts, or null for a push with nothing rendered
     */
    public @Nullable RenderedNotification rendered() {
        if (notification != null) {
            RenderedNotification rendered = notification.render();
            if (rendered != null) return rendered;
        }
        String announcement = announcement();
        return announcement == null ? null : new RenderedNotification(ANNOUNCEMENT_TITLE, announcement, announcement);
    }

    /**
     * {@link #rendered()} in a locale: the notification's translation, English where the locale
     * has none; an announcement is the server's text in any locale.
     *
     * @param locale the catalog's locale
     * @return the texts, or null
     */
    public @Nullable RenderedNotification rendered(@NotNull CatalogLocale locale) {
        if (notification != null) {
            RenderedNotification rendered = notification.render(locale);
            if (rendered != null) return rendered;
        }
        return rendered();
    }

    /**
     * The title to show: the notification's; "Telegram" for an announcement.
     *
     * @return the title, or null
     */
    public @Nullable String title() {
        RenderedNotification rendered = rendered();
        return rendered != null ? rendered.title : null;
    }

    /**
     * The body to show: the notification's, an announcement's text, or the server's ready-made
     * {@code text} when the key is unknown or its arguments do not fit.
     *
     * @return the body, or null
     */
    public @Nullable String body() {
        RenderedNotification rendered = rendered();
        return rendered != null ? rendered.body : readyMadeText();
    }

    /**
     * The whole sentence (an announcement's text, or the ready-made {@code text} where
     * {@link #body()} is one).
     *
     * @return the text, or null
     */
    public @Nullable String text() {
        RenderedNotification rendered = rendered();
        return rendered != null ? rendered.text : readyMadeText();
    }

    /**
     * What this push changes on screen, for an app without the notification state: the
     * notification to show, or what a {@code MESSAGE_DELETED} or {@code READ_HISTORY} takes away
     * (the Swift runtime's {@code presentationChanges(locale:)}, equal member by member).
     *
     * <p>{@code MESSAGE_DELETED} lists its messages: their identifiers. {@code READ_HISTORY} reads
     * every message of the chat up to {@code max_id}, which only what is posted can answer: a
     * {@link NotificationRemoval.Rule} of the chat's threads (messages and mentions) and that id.
     * A refused service removes nothing.
     *
     * @param locale the catalog's locale of the texts and the actions' titles
     * @return the changes; {@link PresentationChanges#NONE} for a push that shows nothing
     */
    public @NotNull PresentationChanges presentationChanges(@NotNull CatalogLocale locale) {
        return TelegramPresentation.changes(this, locale);
    }

    /**
     * The notification to show for this push without the state, by the rules of
     * {@link NotificationPresentation} (identifier, thread, title and subtitle, sender, sound,
     * interruption, relevance, category, user info, the photo's stripped thumbnail). A key the
     * spec lacks, or arguments no form takes, show the server's ready-made {@code text} where the
     * push has one, under the title "Telegram": nothing the server said is lost.
     *
     * @param locale the catalog's locale of the texts and the actions' titles
     * @return the presentation, or null when the push shows nothing
     */
    public @Nullable NotificationPresentation presentation(@NotNull CatalogLocale locale) {
        return TelegramPresentation.presentation(this, locale);
    }

    /**
     * TDLib's group of the notification, as the state files it by default: a mention or pinned
     * message outside private chats in {@code mentions}, a pinned message in a private chat in
     * {@code messages}; {@code none} for a push that shows no notification of a chat.
     *
     * @return the group
     */
    public @NotNull NotificationGroupKind presentationGroup() {
        return TelegramPresentation.group(this);
    }

    /**
     * TDLib's chat id of the notification's chat: a secret chat's from {@code encryption_id}, which
     * TDLib takes as the chat wherever a push has it, else the peer's.
     *
     * @return the chat id; 0 when the push names none
     */
    public long presentationChatId() {
        return TelegramPresentation.chatId(this);
    }
}
