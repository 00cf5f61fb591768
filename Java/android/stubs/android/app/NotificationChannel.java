package android.app;

/**
 * A test-only stub of {@code android.app.NotificationChannel} (API 26;
 * developer.android.com/reference/android/app/NotificationChannel), not Android and never
 * shipped: the constructor {@code org.pushspec.android} uses, printing what it was made with.
 */
public final class NotificationChannel {
    final String stubId;
    private final String stubDescription;

    /**
     * Android's {@code NotificationChannel(String, CharSequence, int)} (API 26).
     *
     * @param id the channel's id
     * @param name its user-visible name
     * @param importance a {@code NotificationManager.IMPORTANCE_} constant
     */
    public NotificationChannel(String id, CharSequence name, int importance) {
        this.stubId = id;
        this.stubDescription = Notification.stubCall("new", id, name, importance);
    }

    /** Test-only (not Android): {@code NotificationChannel{new(id, name, importance)}}. */
    @Override
    public String toString() {
        return "NotificationChannel{" + stubDescription + "}";
    }
}
