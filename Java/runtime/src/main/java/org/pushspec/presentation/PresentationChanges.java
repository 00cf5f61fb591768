package org.pushspec.presentation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * What one push changes on screen (the Swift runtime's {@code PresentationChanges}): the
 * notifications to show (new, or replacing one with the same identifier) and those to take away.
 * Immutable.
 */
public final class PresentationChanges {
    /** Changes of nothing: a push that shows nothing and takes nothing away. */
    public static final @NotNull PresentationChanges NONE =
        new PresentationChanges(Collections.<NotificationPresentation>emptyList(), NotificationRemoval.NOTHING);

    /** To show, in order (unmodifiable). */
    public final @NotNull List<NotificationPresentation> present;
    /** To take away. */
    public final @NotNull NotificationRemoval remove;

    /**
     * Changes.
     *
     * @param present to show, in order (copied)
     * @param remove to take away
     */
    public PresentationChanges(@NotNull List<NotificationPresentation> present, @NotNull NotificationRemoval remove) {
        if (remove == null) throw new NullPointerException("remove");
        this.present = Collections.unmodifiableList(new ArrayList<NotificationPresentation>(present));
        this.remove = remove;
    }

    /**
     * Whether nothing changes.
     *
     * @return whether nothing is shown or taken away
     */
    public boolean isEmpty() {
        return present.isEmpty() && remove.isEmpty();
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof PresentationChanges && present.equals(((PresentationChanges) other).present)
            && remove.equals(((PresentationChanges) other).remove);
    }

    @Override
    public int hashCode() {
        return present.hashCode() * 31 + remove.hashCode();
    }

    @Override
    public @NotNull String toString() {
        return "PresentationChanges(present=" + present + ", remove=" + remove + ")";
    }
}
