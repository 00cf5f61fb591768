package android.content;

/**
 * A test-only stub of {@code android.content.Context} (API 1;
 * developer.android.com/reference/android/content/Context), not Android and never shipped: the
 * abstract methods and constants {@code org.pushspec.android} uses (Android's values). The
 * adapter's tests subclass it.
 */
public abstract class Context {
    /** Android's {@code NOTIFICATION_SERVICE}: {@link #getSystemService(String)} answers a {@code NotificationManager}. */
    public static final String NOTIFICATION_SERVICE = "notification";
    /** Android's {@code MODE_PRIVATE}: a preferences file only the app reads. */
    public static final int MODE_PRIVATE = 0;

    /** Android's {@code Context()}. */
    public Context() {}

    /**
     * Android's {@code getApplicationContext()} (API 1).
     *
     * @return the application's context
     */
    public abstract Context getApplicationContext();

    /**
     * Android's {@code getSystemService(String)} (API 1).
     *
     * @param name a {@code _SERVICE} constant
     * @return the service, or null
     */
    public abstract Object getSystemService(String name);

    /**
     * Android's {@code getSharedPreferences(String, int)} (API 1).
     *
     * @param name the file's name
     * @param mode {@link #MODE_PRIVATE}
     * @return the preferences
     */
    public abstract SharedPreferences getSharedPreferences(String name, int mode);
}
