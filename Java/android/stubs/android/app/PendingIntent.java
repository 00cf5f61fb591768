package android.app;

/**
 * A test-only stub of {@code android.app.PendingIntent} (API 1;
 * developer.android.com/reference/android/app/PendingIntent), not Android and never shipped:
 * Android makes one with {@code getActivity}, {@code getBroadcast} or {@code getService}; the
 * adapter's tests make one with a name ({@link #stubNamed}) and compare the name.
 */
public final class PendingIntent {
    /** Android's {@code FLAG_UPDATE_CURRENT} (API 3): an existing intent's extras are replaced. */
    public static final int FLAG_UPDATE_CURRENT = 0x08000000;
    /** Android's {@code FLAG_IMMUTABLE} (API 23): the intent cannot be changed by whom it is sent to. */
    public static final int FLAG_IMMUTABLE = 0x04000000;

    private final String stubName;

    private PendingIntent(String name) {
        this.stubName = name;
    }

    /**
     * Android's {@code getActivity(Context, int, Intent, int)} (API 1): an intent that starts an activity.
     *
     * @param context the app's context
     * @param requestCode the app's code for it
     * @param intent the activity's intent
     * @param flags {@code FLAG_} constants
     * @return the pending intent
     */
    public static PendingIntent getActivity(android.content.Context context, int requestCode, android.content.Intent intent, int flags) {
        return new PendingIntent("activity " + requestCode);
    }

    /**
     * Test-only (not Android): an intent known by a name.
     *
     * @param name the name
     * @return the intent
     */
    public static PendingIntent stubNamed(String name) {
        return new PendingIntent(name);
    }

    /** Test-only (not Android): {@code PendingIntent(name)}. */
    @Override
    public String toString() {
        return "PendingIntent(" + stubName + ")";
    }
}
