package org.pushspec.fields;

/** A payload whose schema was found but whose fields do not fit it ({@code invalid_payload}). */
public final class PayloadDecodingException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The schema ({@code DirectMessage}). */
    public final String schema;
    /** The field that is missing or of the wrong shape. */
    public final String field;
    /** The field's problem, or null when it is missing. */
    public final FieldProblem problem;

    /**
     * An error.
     *
     * @param schema the schema
     * @param field the field
     * @param problem its problem, or null when it is missing
     */
    public PayloadDecodingException(String schema, String field, FieldProblem problem) {
        super(schema + ": " + (problem == null ? "'" + field + "' is missing" : problem.toString()));
        this.schema = schema;
        this.field = field;
        this.problem = problem;
    }
}
