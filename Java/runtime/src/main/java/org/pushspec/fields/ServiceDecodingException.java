package org.pushspec.fields;

import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/** A service notification missing a field it needs ({@code missing_field}). */
public final class ServiceDecodingException extends PushException {
    private static final long serialVersionUID = 1L;

    /** The service's {@code loc_key}. */
    public final @NotNull String locKey;
    /** The field (or fields, one of which must be there) it needs. */
    public final @NotNull String missingField;

    /**
     * An error.
     *
     * @param locKey the service's key
     * @param missingField the wire name(s) of the missing field
     */
    public ServiceDecodingException(@NotNull String locKey, @NotNull String missingField) {
        super("missing_field", locKey + " needs " + missingField);
        this.locKey = locKey;
        this.missingField = missingField;
    }
}
