package org.pushspec.zulip;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.catalog.ZulipPayload;
import org.pushspec.envelope.OpenedPush;
import org.pushspec.envelope.ZulipEnvelope;
import org.pushspec.fields.PayloadDecodingException;
import org.pushspec.internal.WireReader;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.PresentationChanges;

/**
 * A decoded Zulip push: its typed payload and what a notification shows for it, as the Zulip
 * mobile app shows it (the Swift runtime's {@code ZulipPush}). Immutable.
 */
public final class ZulipPush {
    /** The name zulip-flutter shows for a channel the payload does not name. */
    static final String UNKNOWN_CHANNEL_NAME = "(unknown channel)";
    /** The title the server gives a test notification (zulip/zulip's push_notifications.py). */
    static final String TEST_TITLE = "Test notification";

    /** Whether it came end-to-end encrypted. */
    public final boolean encrypted;
    /** How it was wrapped. */
    public final @NotNull ZulipEnvelope envelope;
    /** The typed payload. */
    public final @NotNull ZulipPayload payload;
    /** The title of an APNs alert (legacy APNs pushes carry the sender there), or null. */
    public final @Nullable String alertTitle;
    /** The body of an APNs alert (legacy APNs pushes carry the message there), or null. */
    public final @Nullable String alertBody;

    private ZulipPush(OpenedPush push, ZulipPayload payload) {
        this.encrypted = push.encrypted;
        this.envelope = push.zulipEnvelope;
        this.payload = payload;
        this.alertTitle = push.alertTitle;
        this.alertBody = push.alertBody;
    }

    /**
     * Types a decoded Zulip push.
     *
     * @param push a push {@code PushDecoder} found to be Zulip's
     * @return the typed push
     * @throws PayloadDecodingException when the schema its fields select does not fit them ({@code invalid_payload})
     * @throws IllegalArgumentException when the push is not a Zulip one
     */
    public static @NotNull ZulipPush read(@NotNull OpenedPush push) throws PayloadDecodingException {
        if (push.kind != OpenedPush.Kind.ZULIP) throw new IllegalArgumentException("not a Zulip push: " + push);
        return new ZulipPush(push, ZulipPayload.decode(push.fields()));
    }

    /**
     * The receiving user's id, when the payload names it.
     *
     * @return the id, or null
     */
    public @Nullable Long userId() {
        ZulipPayload p = payload;
        if (p instanceof ZulipPayload.ChannelMessage) return ((ZulipPayload.ChannelMessage) p).userID;
        if (p instanceof ZulipPayload.DirectMessage) return ((ZulipPayload.DirectMessage) p).userID;
        if (p instanceof ZulipPayload.Remove) return ((ZulipPayload.Remove) p).userID;
        if (p instanceof ZulipPayload.Test) return ((ZulipPayload.Test) p).userID;
        if (p instanceof ZulipPayload.LegacyChannelMessage) return ((ZulipPayload.LegacyChannelMessage) p).userID;
        if (p instanceof ZulipPayload.LegacyDirectMessage) return ((ZulipPayload.LegacyDirectMessage) p).userID;
        if (p instanceof ZulipPayload.LegacyRemove) return ((ZulipPayload.LegacyRemove) p).userID;
        if (p instanceof ZulipPayload.LegacyTest) return ((ZulipPayload.LegacyTest) p).userID;
        if (p instanceof ZulipPayload.ApnsChannelMessage) return ((ZulipPayload.ApnsChannelMessage) p).userID;
        if (p instanceof ZulipPayload.ApnsDirectMessage) return ((ZulipPayload.ApnsDirectMessage) p).userID;
        return WireReader.lenientLong(((ZulipPayload.Unknown) p).json().opt("user_id"));
    }

    /**
     * The ids of the messages whose notifications a {@code remove} takes away; empty for others.
     *
     * @return the ids (unmodifiable)
     */
    public @NotNull List<Long> messageIdsToRemove() {
        if (payload instanceof ZulipPayload.Remove) return ((ZulipPayload.Remove) payload).messageIDs;
        if (payload instanceof ZulipPayload.LegacyRemove) {
            ZulipPayload.LegacyRemove remove = (ZulipPayload.LegacyRemove) payload;
            if (remove.messageIDs != null) return remove.messageIDs;
            if (remove.messageID != null) return Collections.singletonList(remove.messageID);
        }
        return Collections.emptyList();
    }

    /**
     * Everyone in a direct message's conversation, the receiving user and the sender included,
     * sorted: {@code recipient_user_ids} (Zulip 12.0 and later), else {@code pm_users}, else the
     * sender and the receiving user; null for other payloads, or when the payload does not say.
     *
     * @return the ids, or null
     */
    public @Nullable List<Long> recipientUserIds() {
        if (payload instanceof ZulipPayload.DirectMessage) {
            ZulipPayload.DirectMessage message = (ZulipPayload.DirectMessage) payload;
            return recipients(message.recipientUserIDs != null ? message.recipientUserIDs : message.participantIDs,
                message.senderID, message.userID);
        }
        if (payload instanceof ZulipPayload.LegacyDirectMessage) {
            ZulipPayload.LegacyDirectMessage message = (ZulipPayload.LegacyDirectMessage) payload;
            return recipients(message.participantIDs, message.senderID, message.userID);
        }
        if (payload instanceof ZulipPayload.ApnsDirectMessage) {
            ZulipPayload.ApnsDirectMessage message = (ZulipPayload.ApnsDirectMessage) payload;
            return recipients(message.participantIDs, message.senderID, message.userID);
        }
        return null;
    }

    /**
     * The title: {@code #channel > topic} for a channel message, the sender for a one-to-one
     * direct message, {@code sender to you and N others} for a group, the server's wording for a
     * test; null when there is nothing to show. A legacy APNs push shows its alert's title.
     *
     * @return the title, or null
     */
    public @Nullable String title() {
        List<Long> recipients = recipientUserIds();
        int participants = recipients != null ? recipients.size() : 2;
        if (payload instanceof ZulipPayload.ChannelMessage) {
            ZulipPayload.ChannelMessage message = (ZulipPayload.ChannelMessage) payload;
            return channelTitle(message.channelName, message.topic);
        }
        if (payload instanceof ZulipPayload.LegacyChannelMessage) {
            ZulipPayload.LegacyChannelMessage message = (ZulipPayload.LegacyChannelMessage) payload;
            return channelTitle(message.channelName, message.topic);
        }
        if (payload instanceof ZulipPayload.ApnsChannelMessage) {
            ZulipPayload.ApnsChannelMessage message = (ZulipPayload.ApnsChannelMessage) payload;
            return alertTitle != null ? alertTitle : channelTitle(message.channelName, message.topic);
        }
        if (payload instanceof ZulipPayload.DirectMessage) {
            return directTitle(((ZulipPayload.DirectMessage) payload).senderFullName, participants);
        }
        if (payload instanceof ZulipPayload.LegacyDirectMessage) {
            return directTitle(((ZulipPayload.LegacyDirectMessage) payload).senderFullName, participants);
        }
        if (payload instanceof ZulipPayload.ApnsDirectMessage) {
            String sender = ((ZulipPayload.ApnsDirectMessage) payload).senderEmail;
            return alertTitle != null ? alertTitle : directTitle(sender != null ? sender : "", participants);
        }
        if (payload instanceof ZulipPayload.Test || payload instanceof ZulipPayload.LegacyTest) {
            return alertTitle != null ? alertTitle : TEST_TITLE;
        }
        return null;
    }

    /**
     * The body: the message's content (an APNs push's alert body), a test's text; null for a
     * removal or an unknown payload.
     *
     * @return the body, or null
     */
    public @Nullable String body() {
        if (payload instanceof ZulipPayload.ChannelMessage) return ((ZulipPayload.ChannelMessage) payload).content;
        if (payload instanceof ZulipPayload.DirectMessage) return ((ZulipPayload.DirectMessage) payload).content;
        if (payload instanceof ZulipPayload.LegacyChannelMessage) return ((ZulipPayload.LegacyChannelMessage) payload).content;
        if (payload instanceof ZulipPayload.LegacyDirectMessage) return ((ZulipPayload.LegacyDirectMessage) payload).content;
        if (payload instanceof ZulipPayload.ApnsChannelMessage || payload instanceof ZulipPayload.ApnsDirectMessage) return alertBody;
        if (payload instanceof ZulipPayload.Test) {
            ZulipPayload.Test test = (ZulipPayload.Test) payload;
            return testBody(test.realmName, test.realmURL);
        }
        if (payload instanceof ZulipPayload.LegacyTest) {
            ZulipPayload.LegacyTest test = (ZulipPayload.LegacyTest) payload;
            return alertBody != null ? alertBody : testBody(test.realmName, test.realmURL != null ? test.realmURL : test.realmURI);
        }
        return null;
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
