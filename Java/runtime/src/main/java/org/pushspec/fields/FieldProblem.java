package org.pushspec.fields;

/** A payload field present with the wrong shape: it reads as absent and is listed. Immutable. */
public final class FieldProblem {
    /** The field's wire name. */
    public final String field;
    /** The wire type it should have had ({@code id}, {@code flag}, {@code id_list}, ...). */
    public final String expected;
    /** What it was: {@code a string}, {@code an object}, ... */
    public final String found;

    /**
     * A problem.
     *
     * @param field the wire name
     * @param expected the wire type
     * @param found what it was
     */
    public FieldProblem(String field, String expected, String found) {
        this.field = field;
        this.expected = expected;
        this.found = found;
    }

    @Override
    public String toString() {
        return "'" + field + "' should be " + expected + ", found " + found;
    }
}
