package org.pushspec.envelope;

import java.util.Iterator;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.pushspec.PushException;
import org.pushspec.internal.FrozenJsonObject;

/**
 * FCM's data map holds strings only ({@code RemoteMessage.getData()} is a
 * {@code Map<String, String>}, and FCM HTTP v1's {@code data} is the same): there a push's
 * {@code loc_args} and {@code custom} arrive as JSON text, its numbers as decimal text. Such a
 * push reads exactly as its JSON form, as the Swift runtime's {@code FCMDataText} reads it: each
 * of the two members whose value is a string is parsed (strict JSON, within the decoder's nesting
 * limit where it is put) and put in its place. Numbers as text need nothing: the field readers
 * take decimal text as they take numbers.
 */
final class FcmDataText {
    private static final String[] TEXT_MEMBERS = {"loc_args", "custom"};

    private FcmDataText() {}

    /**
     * The JSON form of a notification object: {@code fields} itself when neither member is text,
     * else a copy with each parsed (immutable, as the parser's objects are). Text that is JSON of another shape is put as it is, and reads
     * as the JSON form would.
     *
     * @param depth how deep {@code fields} stands in its document (1 for a document's root, 2 for
     *     FCM's {@code data} object)
     * @throws PushException {@code invalid_envelope} when {@code loc_args} is text that is not
     *     JSON, or either nests deeper than the decoder reads where it is put ({@code custom} text
     *     that is not JSON stays text: a field problem, as the JSON form's {@code custom} of
     *     another shape is)
     */
    static JSONObject jsonForm(JSONObject fields, int depth) throws PushException {
        if (!(fields.opt("loc_args") instanceof String) && !(fields.opt("custom") instanceof String)) return fields;
        FrozenJsonObject form = new FrozenJsonObject();
        try {
            for (Iterator<String> names = fields.keys(); names.hasNext();) {
                String name = names.next();
                form.put(name, fields.opt(name));
            }
            for (String name : TEXT_MEMBERS) {
                Object value = fields.opt(name);
                if (!(value instanceof String)) continue;
                Object parsed;
                try {
                    parsed = StrictJson.parse((String) value);
                } catch (PushException e) {
                    // `custom` text that is not JSON stays text: a field problem, as in the JSON form.
                    if (name.equals("custom")) continue;
                    throw new PushException("invalid_envelope", "not a push payload: `loc_args` is text that is not JSON");
                }
                if (depth + depth(parsed) > StrictJson.MAX_DEPTH) {
                    throw new PushException("invalid_envelope",
                        "not a push payload: `loc_args` or `custom` holds JSON nested too deeply");
                }
                form.put(name, parsed);
            }
        } catch (JSONException e) {
            throw new PushException("invalid_envelope", "not a push payload: `loc_args` or `custom` cannot be read");
        }
        return form.freeze();
    }

    /** How many levels of objects and arrays a parsed value nests (0 for a scalar). */
    private static int depth(Object value) {
        int inner = 0;
        if (value instanceof JSONObject) {
            JSONObject object = (JSONObject) value;
            for (Iterator<String> names = object.keys(); names.hasNext();) inner = Math.max(inner, depth(object.opt(names.next())));
            return 1 + inner;
        }
        if (value instanceof JSONArray) {
            JSONArray array = (JSONArray) value;
            for (int i = 0; i < array.length(); i++) inner = Math.max(inner, depth(array.opt(i)));
            return 1 + inner;
        }
        return 0;
    }
}
