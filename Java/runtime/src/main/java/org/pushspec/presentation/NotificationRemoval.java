package org.pushspec.presentation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * Which posted notifications to take away (the Swift runtime's {@code NotificationRemoval}): the
 * identifiers a {@code MESSAGE_DELETED} or a Zulip {@code remove} lists, or the rule a
 * {@code READ_HISTORY} reads, which only what is posted can answer. Immutable.
 */
public final class NotificationRemoval {
    /** A removal of nothing. */
    public static final @NotNull NotificationRemoval NOTHING = new NotificationRemoval(Collections.<String>emptyList(), null);

    /** The identifiers, where they are known (unmodifiable). */
    public final @NotNull List<String> identifiers;
    /** The rule, where they cannot be known without the state ({@code READ_HISTORY}); else null. */
    public final @Nullable Rule rule;

    /**
     * Every posted notification of one of {@link #threads} whose message id
     * ({@link NotificationPresentation.UserInfoKey#MESSAGE_ID}) is at most {@link #maxMessageId}:
     * what a {@code READ_HISTORY} reads, applied to what is posted. Immutable.
     */
    public static final class Rule {
        /** The chat's threads: its messages and its mentions (unmodifiable). */
        public final @NotNull List<String> threads;
        /** The highest message id read. */
        public final long maxMessageId;

        /**
         * A rule.
         *
         * @param threads the threads
         * @param maxMessageId the highest message id read
         */
        public Rule(@NotNull List<String> threads, long maxMessageId) {
            this.threads = Collections.unmodifiableList(new ArrayList<String>(threads));
            this.maxMessageId = maxMessageId;
        }

        /**
         * Whether a posted notification is one to remove.
         *
         * @param thread its thread (group key)
         * @param userInfo its user info
         * @return whether the thread is one of the rule's and its message id at most the highest read
         */
        public boolean matches(@NotNull String thread, @NotNull Map<String, String> userInfo) {
            if (!threads.contains(thread)) return false;
            String id = userInfo.get(NotificationPresentation.UserInfoKey.MESSAGE_ID);
            if (id == null) return false;
            try {
                return Long.parseLong(id) <= maxMessageId;
            } catch (NumberFormatException e) {
                return false;
            }
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Rule && threads.equals(((Rule) other).threads) && maxMessageId == ((Rule) other).maxMessageId;
        }

        @Override
        public int hashCode() {
            return threads.hashCode() * 31 + (int) (maxMessageId ^ (maxMessageId >>> 32));
        }

        @Override
        public @NotNull String toString() {
            return "Rule(" + threads + ", up to " + maxMessageId + ")";
        }
    }

    /**
     * A removal.
     *
     * @param identifiers the identifiers (copied)
     * @param rule the rule, or null
     */
    public NotificationRemoval(@NotNull List<String> identifiers, @Nullable Rule rule) {
        this.identifiers = Collections.unmodifiableList(new ArrayList<String>(identifiers));
        this.rule = rule;
    }

    /**
     * Whether it removes nothing.
     *
     * @return whether there are no identifiers and no rule
     */
    public boolean isEmpty() {
        return identifiers.isEmpty() && rule == null;
    }

    /**
     * Whether a posted notification is one to remove: its identifier is among
     * {@link #identifiers}, or the {@link #rule} matches it.
     *
     * @param identifier its identifier ({@link NotificationPresentation#IDENTIFIER_USER_INFO_KEY}), or null
     * @param thread its thread (group key)
     * @param userInfo its user info
     * @return whether to remove it
     */
    public boolean matches(@Nullable String identifier, @NotNull String thread, @NotNull Map<String, String> userInfo) {
        if (identifier != null && identifiers.contains(identifier)) return true;
        return rule != null && rule.matches(thread, userInfo);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof NotificationRemoval)) return false;
        NotificationRemoval that = (NotificationRemoval) other;
        return identifiers.equals(that.identifiers) && (rule == null ? that.rule == null : rule.equals(that.rule));
    }

    @Override
    public int hashCode() {
        return identifiers.hashCode() * 31 + (rule == null ? 0 : rule.hashCode());
    }

    @Override
    public @NotNull String toString() {
        return "NotificationRemoval(" + identifiers + (rule == null ? "" : ", " + rule) + ")";
    }
}
