package android.content;

/**
 * A compile-only stub of {@code android.content.Intent} (API 1;
 * developer.android.com/reference/android/content/Intent), not Android and never shipped: the
 * signatures the README's {@code PushService} uses.
 */
public class Intent {
    /**
     * Android's {@code Intent(Context, Class)}: an intent for a component of the app.
     *
     * @param packageContext the app's context
     * @param cls the component's class
     */
    public Intent(Context packageContext, Class<?> cls) {}

    /**
     * Android's {@code putExtra(String, String)}.
     *
     * @param name the extra's name
     * @param value its value
     * @return this intent
     */
    public Intent putExtra(String name, String value) {
        return this;
    }
}
