package org.pushspec.fields;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** A chat a push names: a user, a basic group or a channel (supergroups are channels). Immutable. */
public final class Peer {
    /** Which table the id is in. */
    public enum Kind {
        /** {@code from_id}: a user. */
        USER,
        /** {@code chat_id}: a basic group. */
        CHAT,
        /** {@code channel_id}: a channel or supergroup. */
        CHANNEL
    }

    /** Which kind of id. */
    public final @NotNull Kind kind;
    /** The id. */
    public final long id;

    /**
     * A peer.
     *
     * @param kind which kind of id
     * @param id the id
     */
    public Peer(@NotNull Kind kind, long id) {
        if (kind == null) throw new NullPointerException("kind");
        this.kind = kind;
        this.id = id;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Peer && ((Peer) other).kind == kind && ((Peer) other).id == id;
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + (int) (id ^ (id >>> 32));
    }

    @Override
    public @NotNull String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + "(" + id + ")";
    }
}
