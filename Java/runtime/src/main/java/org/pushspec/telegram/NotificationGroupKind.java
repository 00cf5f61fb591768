package org.pushspec.telegram;

import org.jetbrains.annotations.NotNull;

/**
 * TDLib's notification group of a notification type (the spec's {@code group:}; the Swift
 * runtime's {@code NotificationGroupKind}): what a chat's notifications are filed under, so that a
 * chat's mentions stand apart from its messages.
 */
public enum NotificationGroupKind {
    /** The chat's messages. */
    MESSAGES("messages"),
    /** Mentions of the user and replies to them, and pinned messages outside private chats. */
    MENTIONS("mentions"),
    /** A secret chat's notices. */
    SECRET_CHAT("secret_chat"),
    /** Calls. */
    CALLS("calls"),
    /** Account notices, in no chat's group. */
    NONE("none");

    /** The spec's and TDLib's name ({@code secret_chat}). */
    public final @NotNull String specName;

    NotificationGroupKind(String specName) {
        this.specName = specName;
    }
}
