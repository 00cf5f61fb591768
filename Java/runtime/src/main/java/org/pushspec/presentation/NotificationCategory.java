package org.pushspec.presentation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * What the user can do from a notification (the Swift runtime's {@code NotificationCategory}): an
 * identifier unique across providers ({@code telegram.message}, {@code telegram.call}) and its
 * actions, with titles in one language. The generated {@code TelegramNotificationCategory} and
 * {@code ZulipNotificationCategory} make them from the spec's {@code categories:}. Immutable.
 */
public final class NotificationCategory {
    /** The identifier. */
    public final @NotNull String identifier;
    /** The actions, in the order they are shown (unmodifiable). */
    public final @NotNull List<NotificationAction> actions;

    /**
     * A category.
     *
     * @param identifier the identifier
     * @param actions its actions, in order
     */
    public NotificationCategory(@NotNull String identifier, @NotNull List<NotificationAction> actions) {
        if (identifier == null) throw new NullPointerException("identifier");
        this.identifier = identifier;
        this.actions = Collections.unmodifiableList(new ArrayList<NotificationAction>(actions));
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof NotificationCategory && identifier.equals(((NotificationCategory) other).identifier)
            && actions.equals(((NotificationCategory) other).actions);
    }

    @Override
    public int hashCode() {
        return identifier.hashCode() * 31 + actions.hashCode();
    }

    @Override
    public @NotNull String toString() {
        return "NotificationCategory(" + identifier + ", " + actions + ")";
    }
}
