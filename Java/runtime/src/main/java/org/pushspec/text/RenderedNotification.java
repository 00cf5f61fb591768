package org.pushspec.text;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** A notification's texts in one language: what a notification shows. Immutable. */
public final class RenderedNotification {
    /** The title: the chat or the sender. */
    public final @NotNull String title;
    /** The line under the title. */
    public final @NotNull String body;
    /** The whole sentence, as the documentation's template gives it. */
    public final @NotNull String text;

    /**
     * Texts already rendered.
     *
     * @param title the title
     * @param body the body
     * @param text the whole sentence
     */
    public RenderedNotification(@NotNull String title, @NotNull String body, @NotNull String text) {
        this.title = title;
        this.body = body;
        this.text = text;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof RenderedNotification)) return false;
        RenderedNotification that = (RenderedNotification) other;
        return title.equals(that.title) && body.equals(that.body) && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return (title.hashCode() * 31 + body.hashCode()) * 31 + text.hashCode();
    }

    /** The texts' lengths only: a log never holds a name or a message. */
    @Override
    public @NotNull String toString() {
        return "RenderedNotification(title=<" + title.length() + " characters>, body=<" + body.length() + " characters>, text=<"
            + text.length() + " characters>)";
    }
}
