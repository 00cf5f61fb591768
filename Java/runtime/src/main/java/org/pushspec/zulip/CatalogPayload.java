package org.pushspec.zulip;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.presentation.NotificationCategory;

/**
 * A typed Zulip payload of a generated catalog, as {@link ZulipPush} reads it: PushSpec's
 * {@code ZulipPayload}, or one an app's own spec generates. The generator makes every payload schema
 * implement it, as it makes a Telegram catalog's fields implement
 * {@link org.pushspec.telegram.CatalogFields}; an app does not.
 *
 * <p>{@link #kind} is the schema's {@code kind:} in the spec, {@link #category} its {@code category:}.
 * The other methods are the schema's fields of their names: each returns the field, or null when the
 * schema has no such field (a removal has no topic) or the payload left it out.
 */
public interface CatalogPayload {
    /** What a payload is, for what a notification shows: the spec's {@code kind:} of its schema. */
    enum Kind {
        /** A new message in a channel ({@code channel_message}). */
        CHANNEL_MESSAGE,
        /** A new direct message, one-to-one or to a group ({@code direct_message}). */
        DIRECT_MESSAGE,
        /** Messages whose notifications to take away ({@code remove}). */
        REMOVE,
        /** A test notification the user asked for ({@code test}). */
        TEST,
        /** A schema with no {@code kind:}, or a payload no schema matches: nothing to show. */
        OTHER
    }

    /**
     * What the payload is.
     *
     * @return its schema's kind; {@link Kind#OTHER} for a payload no schema matches
     */
    @NotNull Kind kind();

    /**
     * The category of actions its notification offers, with the actions' titles in a locale.
     *
     * @param localeTag a BCP 47 tag
     * @return the category its schema names, or null for none
     */
    @Nullable NotificationCategory category(@NotNull String localeTag);

    /**
     * {@code realm_url}: the organization's URL.
     *
     * @return the URL, or null
     */
    @Nullable String realmURL();

    /**
     * {@code realm_uri}: the organization's URL under its older name.
     *
     * @return the URL, or null
     */
    @Nullable String realmURI();

    /**
     * {@code server}: the server's host, from servers that name neither URL.
     *
     * @return the host, or null
     */
    @Nullable String server();

    /**
     * {@code realm_name}: the organization's name.
     *
     * @return the name, or null
     */
    @Nullable String realmName();

    /**
     * {@code user_id}: the receiving user's id.
     *
     * @return the id, or null
     */
    @Nullable Long userID();

    /**
     * The message's id.
     *
     * @return the id, or null
     */
    @Nullable Long messageID();

    /**
     * The messages' ids: a removal's, or a legacy APNs message's (its one id in a list).
     *
     * @return the ids, or null
     */
    @Nullable List<Long> messageIDs();

    /**
     * The channel's id.
     *
     * @return the id, or null
     */
    @Nullable Long channelID();

    /**
     * The channel's name.
     *
     * @return the name, or null
     */
    @Nullable String channelName();

    /**
     * The message's topic.
     *
     * @return the topic, or null
     */
    @Nullable String topic();

    /**
     * The message's content; null where an APNs alert beside the payload holds its text.
     *
     * @return the content, or null
     */
    @Nullable String content();

    /**
     * The sender's user id.
     *
     * @return the id, or null
     */
    @Nullable Long senderID();

    /**
     * The sender's full name.
     *
     * @return the name, or null
     */
    @Nullable String senderFullName();

    /**
     * The sender's email address.
     *
     * @return the address, or null
     */
    @Nullable String senderEmail();

    /**
     * {@code pm_users}: everyone in a group direct message, from servers before Zulip 12.0.
     *
     * @return the ids, or null
     */
    @Nullable List<Long> participantIDs();

    /**
     * {@code recipient_user_ids}: everyone in a direct message's conversation (Zulip 12.0 and later).
     *
     * @return the ids, or null
     */
    @Nullable List<Long> recipientUserIDs();

    /**
     * The id of the mentioned group holding the user, when such a mention triggered the notification.
     *
     * @return the id, or null
     */
    @Nullable Long mentionedUserGroupID();
}
