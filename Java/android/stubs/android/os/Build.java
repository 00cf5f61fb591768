package android.os;

/**
 * A test-only stub of {@code android.os.Build} (API 1;
 * developer.android.com/reference/android/os/Build), not Android and never shipped: the version
 * fields {@code org.pushspec.android} uses, with Android's values for the version codes.
 */
public class Build {
    /** Android's {@code Build()}. */
    public Build() {}

    /** A test-only stub of {@code Build.VERSION} (API 1). */
    public static class VERSION {
        /** Android's {@code VERSION()}. */
        public VERSION() {}

        /**
         * Android's {@code SDK_INT} (API 4): the device's API level, read at run time (not a
         * compile-time constant, as on Android). Test-only: the system property
         * {@code android.stub.sdkInt}, else 21.
         */
        public static final int SDK_INT = Integer.getInteger("android.stub.sdkInt", 21).intValue();
    }

    /** A test-only stub of {@code Build.VERSION_CODES} (API 4): Android's values. */
    public static class VERSION_CODES {
        /** Android's {@code VERSION_CODES()}. */
        public VERSION_CODES() {}

        /** Android 6.0. */
        public static final int M = 23;
        /** Android 7.0. */
        public static final int N = 24;
        /** Android 8.0. */
        public static final int O = 26;
        /** Android 9. */
        public static final int P = 28;
    }
}
