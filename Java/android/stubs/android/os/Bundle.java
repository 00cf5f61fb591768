package android.os;

/**
 * A test-only stub of {@code android.os.Bundle} (API 1;
 * developer.android.com/reference/android/os/Bundle), not Android and never shipped: the
 * constructors {@code org.pushspec.android} uses (its getters and setters are {@link BaseBundle}'s,
 * as on Android from API 21), and {@link #putAll(Bundle)}, which the stub {@code Notification.Builder} uses.
 */
public final class Bundle extends BaseBundle {
    /** Android's {@code Bundle()} (API 1). */
    public Bundle() {}

    /**
     * Android's {@code Bundle(Bundle)} (API 1).
     *
     * @param b the bundle to copy
     */
    public Bundle(Bundle b) {
        putAll(b);
    }

    /**
     * Android's {@code putAll(Bundle)} (API 1).
     *
     * @param bundle the bundle to copy
     */
    public void putAll(Bundle bundle) {
        stubMap.putAll(bundle.stubMap);
    }
}
