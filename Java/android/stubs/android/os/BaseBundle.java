package android.os;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * A test-only stub of {@code android.os.BaseBundle} (API 21;
 * developer.android.com/reference/android/os/BaseBundle), not Android and never shipped: the
 * getters and setters {@code org.pushspec.android} uses, over a map.
 */
public class BaseBundle {
    final Map<String, Object> stubMap = new LinkedHashMap<String, Object>();

    BaseBundle() {}

    /**
     * Android's {@code getString(String)} (API 1).
     *
     * @param key the key
     * @return the value, or null
     */
    public String getString(String key) {
        Object value = stubMap.get(key);
        return value instanceof String ? (String) value : null;
    }

    /**
     * Android's {@code putString(String, String)} (API 1).
     *
     * @param key the key
     * @param value the value
     */
    public void putString(String key, String value) {
        stubMap.put(key, value);
    }

    /**
     * Android's {@code getStringArray(String)} (API 1).
     *
     * @param key the key
     * @return the value, or null
     */
    public String[] getStringArray(String key) {
        Object value = stubMap.get(key);
        return value instanceof String[] ? ((String[]) value).clone() : null;
    }

    /**
     * Android's {@code putStringArray(String, String[])} (API 1).
     *
     * @param key the key
     * @param value the value
     */
    public void putStringArray(String key, String[] value) {
        stubMap.put(key, value == null ? null : value.clone());
    }

    /** Test-only (not Android's format): {@code Bundle[{key=value, …}]}, sorted by key. */
    @Override
    public String toString() {
        Map<String, String> sorted = new TreeMap<String, String>();
        for (Map.Entry<String, Object> entry : stubMap.entrySet()) {
            Object value = entry.getValue();
            sorted.put(entry.getKey(), value instanceof Object[] ? Arrays.toString((Object[]) value) : String.valueOf(value));
        }
        return "Bundle[" + sorted + "]";
    }
}
