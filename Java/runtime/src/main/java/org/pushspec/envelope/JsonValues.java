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
}
