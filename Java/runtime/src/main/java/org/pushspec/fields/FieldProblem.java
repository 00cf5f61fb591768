package org.pushspec.fields;

import org.jetbrains.annotations.NotNull;

/** A payload field present with the wrong shape: it reads as absent and is listed. Immutable. */
public final class FieldProblem {
    /** The field's wire name. */
    public final @NotNull String field;
    /** The wire type it should have had ({@code id}, {@code flag}, {@code id_list}, ...). */
    public final @NotNull String expected;
    /** What it was: {@code a string}, {@code an object}, ... */
    public final @NotNull String found;

    /**
     * A problem.
     *
     * @param field the wire name
     * @param expected the wire type
     * @param found what it was
     */
    public FieldProblem(@NotNull String field, @NotNull String expected, @NotNull String found) {
        this.field = field;
        this.expected = expected;
        this.found = found;
    }

    @Override
    public @NotNull String toString() {
        return "'" + field + "' should be " + expected + ", found " + found;
    }
}
