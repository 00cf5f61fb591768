package org.pushspec.fields;

/** The kind of chat a push is about, which picks the form of a type whose forms are for several. */
public enum PeerKind {
    /** A chat with a user. */
    PRIVATE,
    /** A group (a basic group, or a supergroup a member posted in). */
    GROUP,
    /** A channel post. */
    CHANNEL
}
