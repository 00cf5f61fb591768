package org.pushspec.presentation;

import org.jetbrains.annotations.NotNull;

/**
 * How strongly a notification asks for attention, as the platforms grade it (the Swift runtime's
 * {@code NotificationInterruption}). On Android it is the importance of the notification's channel.
 */
public enum NotificationInterruption {
    /** Delivered quietly: no sound, no heads-up (a message sent silently). */
    PASSIVE("passive"),
    /** The default: sound and a heads-up. */
    ACTIVE("active"),
    /** Breaks through Do Not Disturb where the user allows it (an incoming call, where the spec says so). */
    TIME_SENSITIVE("time_sensitive");

    /** The spec's and the CLI's name ({@code time_sensitive}). */
    public final @NotNull String specName;

    NotificationInterruption(String specName) {
        this.specName = specName;
    }
}
