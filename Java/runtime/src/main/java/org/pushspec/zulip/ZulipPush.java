package org.pushspec.zulip;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONObject;
import org.pushspec.envelope.OpenedPush;
import org.pushspec.envelope.ZulipEnvelope;
import org.pushspec.fields.PayloadDecodingException;
import org.pushspec.internal.WireReader;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.PresentationChanges;
import org.pushspec.zulip.CatalogPayload.Kind;

/**
 * A decoded Zulip push: its typed payload and what a notification shows for it, as the Zulip
 * mobile app shows it (the Swift runtime's {@code ZulipPush}). Immutable.
 *
 * <p>It reads its payload through {@link CatalogPayload}, so it serves any catalog's payloads:
 * PushSpec's ({@code ZulipCatalog.read(push)}) or an app's ({@link #read(OpenedPush, PayloadCatalog)}).
 *
 * @param <P> the catalog's payload type ({@code ZulipPayload} for PushSpec's)
 */
public final class ZulipPush<P extends CatalogPayload> {
    /** The name zulip-flutter shows for a channel the payload does not name. */
    static final String UNKNOWN_CHANNEL_NAME = "(unknown channel)";
    /** The title the server gives a test notification (zulip/zulip's push_notifications.py). */
    static final String TEST_TITLE = "Test notification";

    /** Whether it came end-to-end encrypted. */
    public final boolean encrypted;
    /** How it was wrapped. */
    public final @NotNull ZulipEnvelope envelope;
    /** The typed payload. */
    public final @NotNull P payload;
    /** The title of an APNs alert (legacy APNs pushes carry the sender there), or null. */
    public final @Nullable String alertTitle;
    /** The body of an APNs alert (legacy APNs pushes carry the message there), or null. */
    public final @Nullable String alertBody;
    private final JSONObject json;

    private ZulipPush(OpenedPush push, P payload) {
        this.encrypted = push.encrypted;
        this.envelope = push.zulipEnvelope;
        this.payload = payload;
        this.alertTitle = push.alertTitle;
        this.alertBody = push.alertBody;
        this.json = push.fields();
    }

    /**
     * Types a decoded Zulip push with a catalog's payload schemas.
     *
     * @param push a push {@code PushDecoder} found to be Zulip's
     * @param catalog the catalog: PushSpec's {@code ZulipCatalog.INSTANCE}, or an app's
     * @param <P> the catalog's payload type
     * @return the typed push
     * @throws PayloadDecodingException when the schema its fields select does not fit them ({@code invalid_payload})
     * @throws IllegalArgumentException when the push is not a Zulip one
     */
    public static <P extends CatalogPayload> @NotNull ZulipPush<P> read(@NotNull OpenedPush push, @NotNull PayloadCatalog<P> catalog)
        throws PayloadDecodingException {
        if (push.kind != OpenedPush.Kind.ZULIP) throw new IllegalArgumentException("not a Zulip push: " + push);
        return new ZulipPush<P>(push, catalog.payload(push.fields()));
    }

    /**
     * The receiving user's id, when the payload names it: its {@code user_id}, read leniently from
     * the JSON of a payload no schema matches.
     *
     * @return the id, or null
     */
    public @Nullable Long userId() {
        Long id = payload.userID();
        return id != null ? id : WireReader.lenientLong(json.opt("user_id"));
    }

    /**
     * The ids of the messages whose notifications a {@code remove} takes away; empty for others.
     *
     * @return the ids (unmodifiable)
     */
    public @NotNull List<Long> messageIdsToRemove() {
        if (payload.kind() != Kind.REMOVE) return Collections.emptyList();
        List<Long> ids = payload.messageIDs();
        if (ids != null) return ids;
        Long id = payload.messageID();
        return id != null ? Collections.singletonList(id) : Collections.<Long>emptyList();
    }

    /**
     * Everyone in a direct message's conversation, the receiving user and the sender included,
     * sorted: {@code recipient_user_ids} (Zulip 12.0 and later), else {@code pm_users}, else the
     * sender and the receiving user; null for other payloads, or when the payload does not say.
     *
     * @return the ids, or null
     */
    public @Nullable List<Long> recipientUserIds() {
        if (payload.kind() != Kind.DIRECT_MESSAGE) return null;
        List<Long> listed = payload.recipientUserIDs();
        return recipients(listed != null ? listed : payload.participantIDs(), payload.senderID(), payload.userID());
    }

    /**
     * The title: {@code #channel > topic} for a channel message, the sender for a one-to-one
     * direct message, {@code sender to you and N others} for a group, the server's wording for a
     * test; null when there is nothing to show. A payload without content (a legacy APNs one)
     * shows its APNs alert's title.
     *
     * @return the title, or null
     */
    public @Nullable String title() {
        String alert = textIsInAlert() ? alertTitle : null;
        switch (payload.kind()) {
            case CHANNEL_MESSAGE:
                return alert != null ? alert : channelTitle(payload.channelName(), payload.topic());
            case DIRECT_MESSAGE:
                if (alert != null) return alert;
                List<Long> recipients = recipientUserIds();
                String sender = senderName();
                return directTitle(sender != null ? sender : "", recipients != null ? recipients.size() : 2);
            case TEST:
                return alert != null ? alert : TEST_TITLE;
            default:
                return null;
        }
    }

    /**
     * The body: the message's content (else its APNs alert's body), a test's text; null for a
     * removal or an unknown payload.
     *
     * @return the body, or null
     */
    public @Nullable String body() {
        String alert = textIsInAlert() ? alertBody : null;
        switch (payload.kind()) {
            case CHANNEL_MESSAGE:
            case DIRECT_MESSAGE:
                return alert != null ? alert : payload.content();
            case TEST:
                if (alert != null) return alert;
                String url = payload.realmURL();
                return testBody(payload.realmName(), url != null ? url : payload.realmURI());
            default:
                return null;
        }
    }

    /**
     * {@code title: body}, or whichever of them there is.
     *
     * @return the text, or null
     */
    public @Nullable String text() {
        String title = title();
        String body = body();
        if (title != null && body != null) return title + ": " + body;
        return title != null ? title : body;
    }

    /**
     * What this push changes on screen: the message's notification, or for a {@code remove} the
     * identifiers of the messages it lists (the Swift runtime's {@code presentationChanges()}).
     *
     * @return the changes; {@link PresentationChanges#NONE} for a push that shows nothing
     */
    public @NotNull PresentationChanges presentationChanges() {
        return ZulipPresentation.changes(this);
    }

    /**
     * The notification to show: a channel message in its topic's thread, a direct message in its
     * conversation's, by the rules of {@link NotificationPresentation}.
     *
     * @return the presentation, or null for a removal or a payload PushSpec does not know
     */
    public @Nullable NotificationPresentation presentation() {
        return ZulipPresentation.presentation(this);
    }

    /** A payload without content is one whose APNs alert holds its text (the server's, as iOS shows it). */
    private boolean textIsInAlert() {
        return payload.content() == null;
    }

    /**
     * The sender's full name, else (a legacy APNs payload's) the sender's email address.
     *
     * @return the name, or null
     */
    @Nullable String senderName() {
        String name = payload.senderFullName();
        return name != null ? name : payload.senderEmail();
    }

    /**
     * The message's id: its {@code message_id}, else the largest of its ids (a legacy APNs message's).
     *
     * @return the id, or null
     */
    @Nullable Long messageId() {
        Long id = payload.messageID();
        if (id != null) return id;
        List<Long> ids = payload.messageIDs();
        return ids == null || ids.isEmpty() ? null : Collections.max(ids);
    }

    /**
     * The organization's URL: {@code realm_url}, else {@code realm_uri}, else the server's host.
     *
     * @return the URL, or null
     */
    @Nullable String realmUrl() {
        String url = payload.realmURL();
        if (url != null) return url;
        String uri = payload.realmURI();
        return uri != null ? uri : payload.server();
    }

    static String channelTitle(String channel, String topic) {
        return "#" + (channel != null ? channel : UNKNOWN_CHANNEL_NAME) + " > " + topic;
    }

    /** One-to-one: the sender; a group: "sender to you and N others", N = participants - 2. */
    static String directTitle(String sender, int participants) {
        int others = participants - 2;
        if (others <= 0) return sender;
        return sender + " to you and " + others + " other" + (others == 1 ? "" : "s");
    }

    /** "This is a test notification from {realm_name} ({realm_url})."; what there is of them. */
    static String testBody(String realmName, String realmUrl) {
        if (realmName != null && realmUrl != null) return "This is a test notification from " + realmName + " (" + realmUrl + ").";
        if (realmName != null) return "This is a test notification from " + realmName + ".";
        if (realmUrl != null) return "This is a test notification from " + realmUrl + ".";
        return "This is a test notification.";
    }

    /** The listed participants sorted, else the sender and the receiving user (one when they are the same). */
    static List<Long> recipients(List<Long> listed, Long sender, Long user) {
        List<Long> ids;
        if (listed != null) {
            ids = new ArrayList<Long>(listed);
            Collections.sort(ids);
        } else if (sender == null || user == null) {
            return null;
        } else if (sender.equals(user)) {
            ids = Collections.singletonList(user);
        } else {
            ids = new ArrayList<Long>();
            ids.add(Math.min(sender, user));
            ids.add(Math.max(sender, user));
        }
        return Collections.unmodifiableList(ids);
    }
}
