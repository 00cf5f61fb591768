package org.pushspec.telegram;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.fields.Peer;
import org.pushspec.fields.PushAddress;

/**
 * Something a Telegram service notification asks the app to do, as the doc words it and the
 * clients do it (the Swift runtime's {@code TelegramAction}). A catalog's service names its action
 * in the spec ({@code action:}); its generated {@code actions(honoured)} makes it. The presentation
 * acts on the removals; an app on the rest. Immutable.
 */
public final class TelegramAction {
    /** Which action, and so which members are set. */
    public enum Kind {
        /** {@code MESSAGE_DELETED}: remove the notifications of {@link #ids}, messages of {@link #peer}. */
        DISMISS_MESSAGES,
        /** {@code READ_HISTORY}: remove the notifications of {@link #peer}'s messages up to {@link #maxId}. */
        DISMISS_MESSAGES_UP_TO,
        /**
         * {@code READ_REACTION}: remove the reaction notifications of {@link #ids}, messages of
         * {@link #peer} (in the forum topic {@link #topicId}, when one is named), and mark their reactions seen.
         */
        DISMISS_REACTIONS,
        /** {@code READ_STORIES}: remove the notifications of {@link #peer}'s stories up to {@link #maxId}. */
        DISMISS_STORIES_UP_TO,
        /** {@code STORY_DELETED}: remove the notifications of the stories {@link #ids} of {@link #peer}. */
        DISMISS_STORIES,
        /** {@code DC_UPDATE}: add {@link #address} to data center {@link #dc}'s list. */
        ADD_DATA_CENTER_ADDRESS,
        /** {@code DC_UPDATE} for data center 1: call {@code help.getConfig} now (the doc: "it is recommended to call it immediately"). */
        REFRESH_CONFIGURATION,
        /** {@code GEO_LIVE_PENDING}: update the live locations being shared. */
        UPDATE_LIVE_LOCATIONS,
        /** {@code MESSAGE_MUTED}: update the unread badge, or download the new messages. */
        SYNC_MESSAGES,
        /** {@code SESSION_REVOKE}: log out and delete this session's data, when {@link #honoured}. */
        LOG_OUT
    }

    /** Which action. */
    public final @NotNull Kind kind;
    /** The chat, for the removals; else null. */
    public final @Nullable Peer peer;
    /** The messages or stories, for {@code DISMISS_MESSAGES}, {@code DISMISS_REACTIONS} and {@code DISMISS_STORIES} (unmodifiable); else empty. */
    public final @NotNull List<Long> ids;
    /** The highest id, for the {@code _UP_TO} removals; else null. */
    public final @Nullable Long maxId;
    /** The forum topic, for {@code DISMISS_REACTIONS} when the push names one; else null. */
    public final @Nullable Long topicId;
    /** The data center, for {@code ADD_DATA_CENTER_ADDRESS}; else null. */
    public final @Nullable Long dc;
    /** The address, for {@code ADD_DATA_CENTER_ADDRESS}; else null. */
    public final @Nullable PushAddress address;
    /** For {@code LOG_OUT}: false when the push did not come MTProto-encrypted, and the app must not act on it; else true. */
    public final boolean honoured;

    private TelegramAction(Kind kind, Peer peer, List<Long> ids, Long maxId, Long topicId, Long dc, PushAddress address, boolean honoured) {
        this.kind = kind;
        this.peer = peer;
        this.ids = Collections.unmodifiableList(new ArrayList<Long>(ids));
        this.maxId = maxId;
        this.topicId = topicId;
        this.dc = dc;
        this.address = address;
        this.honoured = honoured;
    }

    private static TelegramAction removal(Kind kind, Peer peer, List<Long> ids, Long maxId) {
        if (peer == null) throw new NullPointerException("peer");
        return new TelegramAction(kind, peer, ids, maxId, null, null, null, true);
    }

    /**
     * {@link Kind#DISMISS_MESSAGES}.
     *
     * @param peer the chat
     * @param messageIds the messages
     * @return the action
     */
    public static @NotNull TelegramAction dismissMessages(@NotNull Peer peer, @NotNull List<Long> messageIds) {
        return removal(Kind.DISMISS_MESSAGES, peer, messageIds, null);
    }

    /**
     * {@link Kind#DISMISS_MESSAGES_UP_TO}.
     *
     * @param peer the chat
     * @param maxId the highest message id read
     * @return the action
     */
    public static @NotNull TelegramAction dismissMessagesUpTo(@NotNull Peer peer, long maxId) {
        return removal(Kind.DISMISS_MESSAGES_UP_TO, peer, Collections.<Long>emptyList(), maxId);
    }

    /**
     * {@link Kind#DISMISS_REACTIONS}.
     *
     * @param peer the chat
     * @param messageIds the messages
     * @param topicId the forum topic, or null
     * @return the action
     */
    public static @NotNull TelegramAction dismissReactions(@NotNull Peer peer, @NotNull List<Long> messageIds, @Nullable Long topicId) {
        if (peer == null) throw new NullPointerException("peer");
        return new TelegramAction(Kind.DISMISS_REACTIONS, peer, messageIds, null, topicId, null, null, true);
    }

    /**
     * {@link Kind#DISMISS_STORIES_UP_TO}.
     *
     * @param peer the chat
     * @param maxId the highest story id read
     * @return the action
     */
    public static @NotNull TelegramAction dismissStoriesUpTo(@NotNull Peer peer, long maxId) {
        return removal(Kind.DISMISS_STORIES_UP_TO, peer, Collections.<Long>emptyList(), maxId);
    }

    /**
     * {@link Kind#DISMISS_STORIES}.
     *
     * @param peer the chat
     * @param storyIds the stories
     * @return the action
     */
    public static @NotNull TelegramAction dismissStories(@NotNull Peer peer, @NotNull List<Long> storyIds) {
        return removal(Kind.DISMISS_STORIES, peer, storyIds, null);
    }

    /**
     * {@link Kind#ADD_DATA_CENTER_ADDRESS}.
     *
     * @param dc the data center
     * @param address its address
     * @return the action
     */
    public static @NotNull TelegramAction addDataCenterAddress(long dc, @NotNull PushAddress address) {
        if (address == null) throw new NullPointerException("address");
        return new TelegramAction(Kind.ADD_DATA_CENTER_ADDRESS, null, Collections.<Long>emptyList(), null, null, dc, address, true);
    }

    /**
     * An action without values: {@link Kind#REFRESH_CONFIGURATION}, {@link Kind#UPDATE_LIVE_LOCATIONS},
     * {@link Kind#SYNC_MESSAGES}.
     *
     * @param kind the action
     * @return the action
     * @throws IllegalArgumentException for an action that takes values
     */
    public static @NotNull TelegramAction of(@NotNull Kind kind) {
        if (kind != Kind.REFRESH_CONFIGURATION && kind != Kind.UPDATE_LIVE_LOCATIONS && kind != Kind.SYNC_MESSAGES) {
            throw new IllegalArgumentException(kind + " takes values");
        }
        return new TelegramAction(kind, null, Collections.<Long>emptyList(), null, null, null, null, true);
    }

    /**
     * {@link Kind#LOG_OUT}.
     *
     * @param honoured whether the push came MTProto-encrypted, so that the app may act on it
     * @return the action
     */
    public static @NotNull TelegramAction logOut(boolean honoured) {
        return new TelegramAction(Kind.LOG_OUT, null, Collections.<Long>emptyList(), null, null, null, null, honoured);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof TelegramAction)) return false;
        TelegramAction that = (TelegramAction) other;
        return kind == that.kind && equal(peer, that.peer) && ids.equals(that.ids) && equal(maxId, that.maxId) && equal(topicId, that.topicId)
            && equal(dc, that.dc) && equal(address, that.address) && honoured == that.honoured;
    }

    private static boolean equal(Object a, Object b) {
        return a == null ? b == null : a.equals(b);
    }

    @Override
    public int hashCode() {
        return (kind.hashCode() * 31 + (peer == null ? 0 : peer.hashCode())) * 31 + ids.hashCode();
    }

    @Override
    public @NotNull String toString() {
        StringBuilder text = new StringBuilder("TelegramAction(").append(kind);
        if (peer != null) text.append(", ").append(peer);
        if (!ids.isEmpty()) text.append(", ").append(ids);
        if (maxId != null) text.append(", up to ").append(maxId);
        if (topicId != null) text.append(", topic ").append(topicId);
        if (dc != null) text.append(", dc ").append(dc).append(' ').append(address);
        if (kind == Kind.LOG_OUT && !honoured) text.append(", not honoured");
        return text.append(')').toString();
    }
}
