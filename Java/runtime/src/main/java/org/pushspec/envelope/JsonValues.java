package org.pushspec.envelope;

import org.json.JSONObject;

/** Reading members of {@code org.json} objects without exceptions. */
final class JsonValues {
    private JsonValues() {}

    /** The member, or null when absent ({@link JSONObject#NULL} when it is {@code null}). */
    static Object member(JSONObject object, String name) {
        return object == null ? null : object.opt(name);
    }

    /** A string member, or null when absent or not a string. */
    static String string(JSONObject object, String name) {
        Object value = member(object, name);
        return value instanceof String ? (String) value : null;
    }

    /** An object member, or null when absent or not an object. */
    static JSONObject object(JSONObject object, String name) {
        Object value = member(object, name);
        return value instanceof JSONObject ? (JSONObject) value : null;
    }

    /**
     * A lenient integer, as the Swift runtime's {@code lenientInt64}: a JSON integer, or a string
     * of an optional {@code -} and 1 to 19 digits, within the 64-bit range; else null.
     */
    static Long lenientLong(Object value) {
        if (value instanceof JsonNumber) return ((JsonNumber) value).exactLong();
        if (!(value instanceof String)) return null;
        String text = (String) value;
        int start = text.startsWith("-") ? 1 : 0;
        if (text.length() == start || text.length() - start > 19) return null;
        for (int i = start; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
