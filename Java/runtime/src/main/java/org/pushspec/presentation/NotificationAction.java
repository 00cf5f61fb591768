package org.pushspec.presentation;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** One button of a {@link NotificationCategory} (the Swift runtime's {@code NotificationAction}). Immutable. */
public final class NotificationAction {
    /** The action's identifier ({@code reply}, {@code mark_read}, {@code accept}, {@code decline}). */
    public final @NotNull String identifier;
    /** Its title, in the language asked for. */
    public final @NotNull String title;
    /** Whether it asks for text (a reply: Android's {@code RemoteInput}). */
    public final boolean acceptsText;
    /** Whether it destroys something (declining a call). */
    public final boolean isDestructive;
    /** Whether it opens the app (accepting a call). */
    public final boolean opensApp;

    /**
     * An action.
     *
     * @param identifier the identifier
     * @param title the title
     * @param acceptsText whether it asks for text
     * @param isDestructive whether it destroys something
     * @param opensApp whether it opens the app
     */
    public NotificationAction(@NotNull String identifier, @NotNull String title, boolean acceptsText, boolean isDestructive, boolean opensApp) {
        if (identifier == null || title == null) throw new NullPointerException("identifier, title");
        this.identifier = identifier;
        this.title = title;
        this.acceptsText = acceptsText;
        this.isDestructive = isDestructive;
        this.opensApp = opensApp;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof NotificationAction)) return false;
        NotificationAction that = (NotificationAction) other;
        return identifier.equals(that.identifier) && title.equals(that.title) && acceptsText == that.acceptsText
            && isDestructive == that.isDestructive && opensApp == that.opensApp;
    }

    @Override
    public int hashCode() {
        return ((identifier.hashCode() * 31 + title.hashCode()) * 8) + (acceptsText ? 4 : 0) + (isDestructive ? 2 : 0) + (opensApp ? 1 : 0);
    }

    @Override
    public @NotNull String toString() {
        return "NotificationAction(" + identifier + ", " + title + (acceptsText ? ", text" : "") + (isDestructive ? ", destructive" : "")
            + (opensApp ? ", opens the app" : "") + ")";
    }
}
