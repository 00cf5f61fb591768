package org.pushspec.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONArray;
import org.json.JSONObject;
import org.pushspec.crypto.Base64Codec;
import org.pushspec.envelope.JsonNumber;
import org.pushspec.fields.FieldProblem;
import org.pushspec.fields.PushAddress;

/**
 * Reads payload fields by wire type, leniently, as the Swift runtime's {@code _WireReader} does:
 * ids as JSON integers or numeric strings, flags as {@code "1"}/{@code 1}/{@code true}, id lists
 * as {@code "12,13"} or arrays. Each reader gives null for an absent field (or {@code null})
 * without complaint, and null plus a {@link FieldProblem} for a field of the wrong shape. For the
 * runtime and generated catalogs, not for apps (it may change with any version); values are those
 * {@code StrictJson} makes.
 */
public final class WireReader {
    private WireReader() {}

    /**
     * A lenient integer: a JSON integer, or a string of an optional {@code -} and 1 to 19 digits,
     * within the 64-bit range.
     *
     * @param value a JSON value, or null
     * @return the integer, or null
     */
    public static @Nullable Long lenientLong(@Nullable Object value) {
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

    /**
     * A lenient flag: {@code true}/{@code false}, the numbers {@code 1}/{@code 0}, the strings
     * {@code "1"}/{@code "0"}/{@code "true"}/{@code "false"}.
     *
     * @param value a JSON value, or null
     * @return the flag, or null
     */
    public static @Nullable Boolean lenientFlag(@Nullable Object value) {
        if (value instanceof Boolean) return (Boolean) value;
        if (!(value instanceof String) && !(value instanceof JsonNumber)) return null;
        String text = value.toString();
        if (text.equals("1")) return Boolean.TRUE;
        if (text.equals("0")) return Boolean.FALSE;
        if (value instanceof String && text.equals("true")) return Boolean.TRUE;
        if (value instanceof String && text.equals("false")) return Boolean.FALSE;
        return null;
    }

    private static boolean absent(Object value) {
        return value == null || value == JSONObject.NULL;
    }

    private static <T> T problem(Object value, String field, String expected, List<FieldProblem> problems) {
        problems.add(new FieldProblem(field, expected, kindName(value)));
        return null;
    }

    /**
     * A 64-bit id.
     *
     * @param value the member, or null
     * @param field its wire name, for problems
     * @param problems where a problem goes
     * @return the id, or null
     */
    public static @Nullable Long id(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        return number(value, field, "id", problems);
    }

    /**
     * An integer.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the integer, or null
     */
    public static @Nullable Long integer(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        return number(value, field, "integer", problems);
    }

    /**
     * A unix time in seconds.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the time, or null
     */
    public static @Nullable Long time(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        return number(value, field, "time", problems);
    }

    private static Long number(Object value, String field, String type, List<FieldProblem> problems) {
        if (absent(value)) return null;
        Long number = lenientLong(value);
        return number != null ? number : WireReader.<Long>problem(value, field, type, problems);
    }

    /**
     * A flag.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the flag, or null
     */
    public static @Nullable Boolean flag(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        if (absent(value)) return null;
        Boolean flag = lenientFlag(value);
        return flag != null ? flag : WireReader.<Boolean>problem(value, field, "flag", problems);
    }

    /**
     * A string.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the string, or null
     */
    public static @Nullable String string(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        if (absent(value)) return null;
        return value instanceof String ? (String) value : WireReader.<String>problem(value, field, "string", problems);
    }

    /**
     * Ids from a comma-separated string ({@code "12,13"}), a JSON array of ids or one number;
     * empty items are errors.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the ids (unmodifiable), or null
     */
    public static @Nullable List<Long> idList(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        if (absent(value)) return null;
        List<Long> ids = idList(value);
        return ids != null ? Collections.unmodifiableList(ids) : WireReader.<List<Long>>problem(value, field, "id_list", problems);
    }

    private static List<Long> idList(Object value) {
        List<Long> ids = new ArrayList<Long>();
        if (value instanceof JSONArray) {
            JSONArray array = (JSONArray) value;
            for (int i = 0; i < array.length(); i++) {
                Long id = lenientLong(array.opt(i));
                if (id == null) return null;
                ids.add(id);
            }
            return ids;
        }
        if (value instanceof JsonNumber) {
            Long id = ((JsonNumber) value).exactLong();
            if (id == null) return null;
            ids.add(id);
            return ids;
        }
        if (!(value instanceof String)) return null;
        String text = (String) value;
        int start = 0;
        while (true) {
            int comma = text.indexOf(',', start);
            String item = text.substring(start, comma < 0 ? text.length() : comma);
            Long id = item.isEmpty() || !(item.charAt(0) == '-' || Character.isDigit(item.charAt(0))) ? null : parseId(item);
            if (id == null) return null;
            ids.add(id);
            if (comma < 0) return ids;
            start = comma + 1;
        }
    }

    /** Swift's {@code Int64(text)}: an optional sign, then ASCII digits, within range. */
    private static Long parseId(String item) {
        int start = item.startsWith("-") || item.startsWith("+") ? 1 : 0;
        if (start == item.length()) return null;
        for (int i = start; i < item.length(); i++) {
            if (item.charAt(i) < '0' || item.charAt(i) > '9') return null;
        }
        try {
            return Long.parseLong(item);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * A {@code host:port} address.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the address, or null
     */
    public static @Nullable PushAddress address(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        if (absent(value)) return null;
        PushAddress address = value instanceof String ? PushAddress.parse((String) value) : null;
        return address != null ? address : WireReader.<PushAddress>problem(value, field, "address", problems);
    }

    /**
     * Base64url bytes, padded or not.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the bytes, or null
     */
    public static @Nullable byte[] base64url(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        if (absent(value)) return null;
        byte[] bytes = value instanceof String ? Base64Codec.decodeUrl((String) value) : null;
        return bytes != null ? bytes : WireReader.<byte[]>problem(value, field, "base64url", problems);
    }

    /**
     * A JSON object.
     *
     * @param value the member, or null
     * @param field its wire name
     * @param problems where a problem goes
     * @return the object, or null
     */
    public static @Nullable JSONObject object(@Nullable Object value, @NotNull String field, @NotNull List<FieldProblem> problems) {
        if (absent(value)) return null;
        return value instanceof JSONObject ? (JSONObject) value : WireReader.<JSONObject>problem(value, field, "object", problems);
    }

    /**
     * How a problem names what a value was.
     *
     * @param value a JSON value
     * @return {@code a string}, {@code a number}, ...
     */
    public static @NotNull String kindName(@NotNull Object value) {
        if (absent(value)) return "null";
        if (value instanceof Boolean) return "a boolean";
        if (value instanceof Number) return "a number";
        if (value instanceof String) return "a string";
        if (value instanceof JSONArray) return "an array";
        return "an object";
    }
}
