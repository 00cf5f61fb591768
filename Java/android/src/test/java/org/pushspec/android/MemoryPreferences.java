package org.pushspec.android;

import android.content.SharedPreferences;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code SharedPreferences} in memory, as Android's behave for one process: an editor's changes
 * are seen once applied. A {@code HashMap}, as Android's, so that its order means nothing.
 */
final class MemoryPreferences implements SharedPreferences {
    final Map<String, String> values = new HashMap<String, String>();

    @Override
    public Map<String, ?> getAll() {
        return new HashMap<String, String>(values);
    }

    @Override
    public String getString(String key, String defValue) {
        String value = values.get(key);
        return value == null ? defValue : value;
    }

    @Override
    public SharedPreferences.Editor edit() {
        final Map<String, String> changes = new LinkedHashMap<String, String>();
        return new SharedPreferences.Editor() {
            @Override
            public SharedPreferences.Editor putString(String key, String value) {
                changes.put(key, value);
                return this;
            }

            @Override
            public SharedPreferences.Editor remove(String key) {
                changes.put(key, null);
                return this;
            }

            @Override
            public void apply() {
                for (Map.Entry<String, String> change : changes.entrySet()) {
                    if (change.getValue() == null) {
                        values.remove(change.getKey());
                    } else {
                        values.put(change.getKey(), change.getValue());
                    }
                }
                changes.clear();
            }
        };
    }
}
