package com.google.firebase.messaging;

/**
 * A stub of Firebase's {@code FirebaseMessagingService}, the signatures the README's Android
 * snippet uses (firebase.google.com/docs/reference/android/com/google/firebase/messaging/FirebaseMessagingService),
 * so that CI compiles the snippet. Not shipped.
 */
public abstract class FirebaseMessagingService {
    /** Called for each message FCM delivers while the app may handle it. */
    public void onMessageReceived(RemoteMessage message) {}
}
