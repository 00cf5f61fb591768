package org.pushspec.envelope;

import org.jetbrains.annotations.NotNull;

/** How a Zulip push was wrapped when it arrived (the Swift runtime's {@code ZulipEnvelope}). */
public enum ZulipEnvelope {
    /** End-to-end encrypted, in FCM data ({@code push_key_id} a string). */
    ENCRYPTED_FCM("encrypted_fcm"),
    /** End-to-end encrypted, in an APNs payload ({@code push_key_id} an integer). */
    ENCRYPTED_APNS("encrypted_apns"),
    /** Plaintext FCM data from an older server ({@code event}). */
    LEGACY_FCM("legacy_fcm"),
    /** Plaintext APNs from an older server (a {@code zulip} object at the top level or in {@code custom}). */
    LEGACY_APNS("legacy_apns"),
    /** The JSON a server encrypts, given as it is. */
    DECRYPTED("decrypted");

    private final String rawValue;

    ZulipEnvelope(String rawValue) {
        this.rawValue = rawValue;
    }

    /**
     * The name the Swift runtime and the CLI use.
     *
     * @return e.g. {@code encrypted_fcm}
     */
    public @NotNull String rawValue() {
        return rawValue;
    }
}
