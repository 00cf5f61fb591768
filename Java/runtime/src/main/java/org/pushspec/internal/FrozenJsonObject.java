package org.pushspec.internal;

import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Set;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * A {@link JSONObject} PushSpec builds, immutable once built: every mutator throws
 * {@link UnsupportedOperationException} ({@code put}, {@code putOpt}, {@code accumulate},
 * {@code append}, {@code remove}, and {@code remove()} of {@link #keys()} and of
 * {@link #keySet()}'s iterator). The runtime's parser ({@code StrictJson}) builds every object of a
 * push this way and every array as a {@link FrozenJsonArray}, nested ones too, so what a push hands
 * out of its JSON ({@code OpenedPush.fields()}, {@code TelegramPush.payload()}, a catalog's object
 * fields) is the object itself, never a copy. An app reads it as any {@code JSONObject}. For the
 * runtime, not for apps (it may change with any version).
 *
 * <p>Built by {@link #put(String, Object)} (values frozen already: a frozen object or array, a
 * string, a number, a boolean or {@link JSONObject#NULL}), then {@link #freeze()}; every other
 * mutator throws from the start.
 */
public final class FrozenJsonObject extends JSONObject {
    private boolean frozen;

    /** An empty object to fill with {@code put}, then {@link #freeze()}. */
    public FrozenJsonObject() {}

    /**
     * Ends the building: from now on {@code put} throws as every other mutator does.
     *
     * @return this object
     */
    public @NotNull FrozenJsonObject freeze() {
        frozen = true;
        return this;
    }

    /**
     * An object that is immutable at every depth: {@code object} itself when it is a frozen
     * {@code FrozenJsonObject}, else a frozen copy, member by member (objects and arrays copied at
     * every depth, numbers as they are: a {@code JsonNumber} keeps its exact text).
     *
     * @param object the object
     * @return a frozen object with the same members in the same order
     */
    public static @NotNull FrozenJsonObject of(@NotNull JSONObject object) {
        if (object instanceof FrozenJsonObject && ((FrozenJsonObject) object).frozen) return (FrozenJsonObject) object;
        FrozenJsonObject copy = new FrozenJsonObject();
        try {
            for (Iterator<String> names = object.keys(); names.hasNext();) {
                String name = names.next();
                copy.put(name, frozen(object.opt(name)));
            }
        } catch (JSONException e) {
            // put refuses a null name and a number that is not finite: an object org.json holds has neither.
            throw new AssertionError(e);
        }
        return copy.freeze();
    }

    /** A value as {@link #of(JSONObject)} copies it: objects and arrays frozen, the rest as it is. */
    static Object frozen(Object value) {
        if (value instanceof JSONObject) return of((JSONObject) value);
        if (value instanceof JSONArray) return FrozenJsonArray.of((JSONArray) value);
        return value;
    }

    static @NotNull UnsupportedOperationException refused() {
        return new UnsupportedOperationException("immutable: a push's JSON is read, never changed");
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject put(@NotNull String name, boolean value) {
        throw refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject put(@NotNull String name, double value) {
        throw refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject put(@NotNull String name, int value) {
        throw refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject put(@NotNull String name, long value) {
        throw refused();
    }

    /**
     * Puts a member while the object is built; throws once it is frozen.
     *
     * @throws JSONException for a null name or a number that is not finite, as {@code JSONObject}
     */
    @Override
    public @NotNull JSONObject put(@NotNull String name, @Nullable Object value) throws JSONException {
        if (frozen) throw refused();
        return super.put(name, value);
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject putOpt(@Nullable String name, @Nullable Object value) {
        throw refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject accumulate(@NotNull String name, @Nullable Object value) {
        throw refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONObject append(@NotNull String name, @Nullable Object value) {
        throw refused();
    }

    /** Throws: immutable. */
    @Override
    public @Nullable Object remove(@Nullable String name) {
        throw refused();
    }

    /** The names, in order; the iterator's {@code remove()} throws. */
    @Override
    public @NotNull Iterator<String> keys() {
        final Iterator<String> names = super.keys();
        return new Iterator<String>() {
            @Override
            public boolean hasNext() {
                return names.hasNext();
            }

            @Override
            public String next() {
                return names.next();
            }

            @Override
            public void remove() {
                throw refused();
            }
        };
    }

    /**
     * The names, in order: a view that refuses every change. Built on {@link #keys()} and
     * {@link #has(String)} (Android's {@code JSONObject} has {@code keySet()} only from a later
     * level than the runtime's minimum, hidden).
     */
    @Override
    public @NotNull Set<String> keySet() {
        return new AbstractSet<String>() {
            @Override
            public Iterator<String> iterator() {
                return keys();
            }

            @Override
            public int size() {
                return length();
            }

            @Override
            public boolean contains(Object name) {
                return name instanceof String && has((String) name);
            }
        };
    }
}
