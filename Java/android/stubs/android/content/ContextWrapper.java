package android.content;

/**
 * A compile-only stub of {@code android.content.ContextWrapper} (API 1;
 * developer.android.com/reference/android/content/ContextWrapper), not Android and never shipped:
 * what a {@code Service} is, so that the README's {@code PushService} passes itself as a context.
 */
public class ContextWrapper extends Context {
    private final Context base;

    /**
     * Android's {@code ContextWrapper(Context)}.
     *
     * @param base the context it delegates to
     */
    public ContextWrapper(Context base) {
        this.base = base;
    }

    @Override
    public Context getApplicationContext() {
        return base.getApplicationContext();
    }

    @Override
    public Object getSystemService(String name) {
        return base.getSystemService(name);
    }

    @Override
    public SharedPreferences getSharedPreferences(String name, int mode) {
        return base.getSharedPreferences(name, mode);
    }
}
