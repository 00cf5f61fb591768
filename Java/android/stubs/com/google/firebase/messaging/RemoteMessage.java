package com.google.firebase.messaging;

import java.util.Map;

/**
 * A stub of Firebase's {@code RemoteMessage}, the signatures the README's Android snippet uses
 * (firebase.google.com/docs/reference/android/com/google/firebase/messaging/RemoteMessage), so
 * that CI compiles the snippet. Not shipped.
 */
public abstract class RemoteMessage {
    /** The message's data payload: FCM's map of strings. */
    public abstract Map<String, String> getData();
}
