package org.pushspec.envelope;

import org.jetbrains.annotations.NotNull;

/** How a Telegram push was wrapped when it arrived (the Swift runtime's {@code TelegramEnvelope}). */
public enum TelegramEnvelope {
    /** The notification fields at the top level of the FCM data. */
    FLAT("flat"),
    /** The fields inside a {@code data} object. */
    DATA("data"),
    /** {@code data} holding the fields as a JSON string (Huawei Push Kit). */
    DATA_STRING("data_string"),
    /** An APNs payload ({@code aps} beside the fields). */
    APNS("apns");

    private final String rawValue;

    TelegramEnvelope(String rawValue) {
        this.rawValue = rawValue;
    }

    /**
     * The name the Swift runtime and the CLI use.
     *
     * @return {@code flat}, {@code data}, {@code data_string} or {@code apns}
     */
    public @NotNull String rawValue() {
        return rawValue;
    }
}
