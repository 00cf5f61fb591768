package com.google.firebase.messaging;

/**
 * A stub of Firebase's {@code FirebaseMessagingService}, the signatures the README's Android
 * snippet uses (firebase.google.com/docs/reference/android/com/google/firebase/messaging/FirebaseMessagingService),
 * so that CI compiles the snippet. Not shipped. Like Firebase's, it is an {@code android.app.Service}.
 */
public abstract class FirebaseMessagingService extends android.app.Service {
    /** Called for each message FCM delivers while the app may handle it. */
    public void onMessageReceived(RemoteMessage message) {}
}
