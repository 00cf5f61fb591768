package org.pushspec;

import org.jetbrains.annotations.NotNull;

/**
 * Why a push, a key or a keyring could not be used: the one error type an app catches.
 *
 * <p>{@link #code()} is a stable, machine-readable name equal to the Swift runtime's
 * {@code PushError.code} (or {@code ReceiverIDError.code}) for the same failure:
 * {@code unknown_key}, {@code msg_key_mismatch}, {@code mac_mismatch}, ... Messages name the
 * problem and sizes only; they never contain key material, key ids of secrets or decrypted bytes.
 * The failures that carry more than a code are subclasses: {@code LocArgsException} (a known key's
 * arguments), {@code ServiceDecodingException} ({@code missing_field}) and
 * {@code PayloadDecodingException} ({@code invalid_payload}).
 */
public class PushException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String code;

    /**
     * Makes an error with a stable code and a message.
     *
     * @param code the stable code ({@code bad_base64}, {@code too_short}, ...)
     * @param message a human-readable description without key material
     */
    public PushException(@NotNull String code, @NotNull String message) {
        super(message);
        this.code = code;
    }

    /**
     * The stable, machine-readable name of the failure, as the Swift runtime spells it.
     *
     * @return the code, never null
     */
    public @NotNull String code() {
        return code;
    }

    @Override
    public @NotNull String toString() {
        return getClass().getSimpleName() + "(" + code + "): " + getMessage();
    }
}
