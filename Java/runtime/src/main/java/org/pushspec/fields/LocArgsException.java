package org.pushspec.fields;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * A known {@code loc_key} whose arguments no form accepts, keeping the raw key and arguments
 * (the Swift runtime's {@code LocArgsDecodingError}).
 */
public final class LocArgsException extends PushException {
    private static final long serialVersionUID = 1L;

    /** Why the arguments do not fit. */
    public enum Reason {
        /** No form takes as many arguments: {@code wrong_argument_count}. */
        WRONG_ARGUMENT_COUNT("wrong_argument_count"),
        /** A count or integer argument is not an integer in canonical decimal: {@code argument_not_an_integer}. */
        NOT_AN_INTEGER("argument_not_an_integer");

        private final String code;

        Reason(String code) {
            this.code = code;
        }

        /**
         * The stable code the Swift CLI prints.
         *
         * @return the code
         */
        public @NotNull String code() {
            return code;
        }
    }

    /** Why. */
    public final @NotNull Reason reason;
    /** The wire {@code loc_key}. */
    public final @NotNull String locKey;
    /** The wire {@code loc_args}. */
    public final @NotNull List<String> locArgs;

    /**
     * An error.
     *
     * @param reason why
     * @param locKey the key
     * @param locArgs the arguments
     * @param message what a person reads
     */
    public LocArgsException(@NotNull Reason reason, @NotNull String locKey, @NotNull List<String> locArgs, @NotNull String message) {
        super(reason.code(), locKey + ": " + message);
        this.reason = reason;
        this.locKey = locKey;
        this.locArgs = Collections.unmodifiableList(new ArrayList<String>(locArgs));
    }
}
