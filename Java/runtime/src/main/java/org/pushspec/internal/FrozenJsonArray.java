package org.pushspec.internal;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONArray;

/**
 * A {@link JSONArray} PushSpec builds, immutable once built: every mutator throws
 * {@link UnsupportedOperationException} (every {@code put} and {@code remove}). The array of a
 * push's JSON, as {@link FrozenJsonObject} is its object. For the runtime, not for apps (it may
 * change with any version).
 *
 * <p>Built by {@link #put(Object)} (values frozen already), then {@link #freeze()}; every other
 * mutator throws from the start.
 */
public final class FrozenJsonArray extends JSONArray {
    private boolean frozen;

    /** An empty array to fill with {@link #put(Object)}, then {@link #freeze()}. */
    public FrozenJsonArray() {}

    /**
     * Ends the building: from now on {@link #put(Object)} throws as every other mutator does.
     *
     * @return this array
     */
    public @NotNull FrozenJsonArray freeze() {
        frozen = true;
        return this;
    }

    /**
     * An array that is immutable at every depth: {@code array} itself when it is a frozen
     * {@code FrozenJsonArray}, else a frozen copy, element by element.
     *
     * @param array the array
     * @return a frozen array with the same elements in the same order
     */
    public static @NotNull FrozenJsonArray of(@NotNull JSONArray array) {
        if (array instanceof FrozenJsonArray && ((FrozenJsonArray) array).frozen) return (FrozenJsonArray) array;
        FrozenJsonArray copy = new FrozenJsonArray();
        for (int i = 0; i < array.length(); i++) copy.put(FrozenJsonObject.frozen(array.opt(i)));
        return copy.freeze();
    }

    /** Puts an element while the array is built; throws once it is frozen. */
    @Override
    public @NotNull JSONArray put(@Nullable Object value) {
        if (frozen) throw FrozenJsonObject.refused();
        return super.put(value);
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(boolean value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(double value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(int value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(long value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(int index, boolean value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(int index, double value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(int index, int value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(int index, long value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @NotNull JSONArray put(int index, @Nullable Object value) {
        throw FrozenJsonObject.refused();
    }

    /** Throws: immutable. */
    @Override
    public @Nullable Object remove(int index) {
        throw FrozenJsonObject.refused();
    }
}
