package android.app;

/**
 * A test-only stub of {@code android.app.PendingIntent} (API 1;
 * developer.android.com/reference/android/app/PendingIntent), not Android and never shipped:
 * Android makes one with {@code getActivity}, {@code getBroadcast} or {@code getService}; the
 * adapter's tests make one with a name ({@link #stubNamed}) and compare the name.
 */
public final class PendingIntent {
    private final String stubName;

    private PendingIntent(String name) {
        this.stubName = name;
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
