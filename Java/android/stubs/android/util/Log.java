package android.util;

/**
 * A stub of {@code android.util.Log}, the signature the README's Android snippet uses
 * (developer.android.com/reference/android/util/Log), so that CI compiles the snippet. Not shipped.
 */
public final class Log {
    private Log() {}

    /** Logs a warning. */
    public static int w(String tag, String message) {
        return 0;
    }
}
