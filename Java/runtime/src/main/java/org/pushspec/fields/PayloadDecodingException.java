package org.pushspec.fields;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.PushException;

/** A payload whose schema was found but whose fields do not fit it ({@code invalid_payload}). */
public final class PayloadDecodingException extends PushException {
    private static final long serialVersionUID = 1L;

    /** The schema ({@code DirectMessage}). */
    public final @NotNull String schema;
    /** The field that is missing or of the wrong shape. */
    public final @NotNull String field;
    /** The field's problem, or null when it is missing. */
    public final @Nullable FieldProblem problem;

    /**
     * An error.
     *
     * @param schema the schema
     * @param field the field
     * @param problem its problem, or null when it is missing
     */
    public PayloadDecodingException(@NotNull String schema, @NotNull String field, @Nullable FieldProblem problem) {
        super("invalid_payload", schema + ": " + (problem == null ? "'" + field + "' is missing" : problem.toString()));
        this.schema = schema;
        this.field = field;
        this.problem = problem;
    }
}
