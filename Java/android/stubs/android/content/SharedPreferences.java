package android.content;

import java.util.Map;

/**
 * A test-only stub of {@code android.content.SharedPreferences} (API 1;
 * developer.android.com/reference/android/content/SharedPreferences), not Android and never
 * shipped: the methods {@code org.pushspec.android} uses. The adapter's tests implement it in memory.
 */
public interface SharedPreferences {
    /**
     * Android's {@code getAll()} (API 1).
     *
     * @return every key and value
     */
    Map<String, ?> getAll();

    /**
     * Android's {@code getString(String, String)} (API 1).
     *
     * @param key the key
     * @param defValue what to answer when there is none
     * @return the value
     */
    String getString(String key, String defValue);

    /**
     * Android's {@code edit()} (API 1).
     *
     * @return an editor
     */
    SharedPreferences.Editor edit();

    /** A test-only stub of {@code SharedPreferences.Editor} (API 1). */
    interface Editor {
        /**
         * Android's {@code putString(String, String)} (API 1).
         *
         * @param key the key
         * @param value the value
         * @return this
         */
        SharedPreferences.Editor putString(String key, String value);

        /**
         * Android's {@code remove(String)} (API 1).
         *
         * @param key the key
         * @return this
         */
        SharedPreferences.Editor remove(String key);

        /** Android's {@code apply()} (API 9): in memory now, on disk later. */
        void apply();
    }
}
