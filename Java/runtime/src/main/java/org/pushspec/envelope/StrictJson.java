package org.pushspec.envelope;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import org.jetbrains.annotations.NotNull;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.pushspec.PushException;
import org.pushspec.internal.FrozenJsonArray;
import org.pushspec.internal.FrozenJsonObject;

/**
 * A strict RFC 8259 parser that builds {@code org.json} values, as the Swift runtime reads JSON:
 * UTF-8 only, no comments, single quotes, unquoted names or trailing commas (which Android's
 * lenient {@code JSONTokener} takes), nesting at most {@link #MAX_DEPTH} levels (so no stack
 * overflow), and the first of duplicated names wins (Android's {@code JSONObject} keeps the last).
 * Numbers are kept as {@link JsonNumber}, null as {@link JSONObject#NULL}. Objects and arrays are
 * immutable ({@link FrozenJsonObject}, {@link FrozenJsonArray}): every mutator throws
 * {@code UnsupportedOperationException}, at every depth.
 */
public final class StrictJson {
    /** Deepest nesting accepted (the Swift runtime's {@code PushDecoder.maxDepth}). */
    public static final int MAX_DEPTH = 32;

    private static final Charset UTF8 = Charset.forName("UTF-8");

    private final String text;
    private int at;

    private StrictJson(String text) {
        this.text = text;
    }

    /**
     * Parses UTF-8 bytes.
     *
     * @return a JSONObject, JSONArray (both immutable), String, Boolean, JsonNumber or JSONObject.NULL
     * @throws PushException {@code invalid_json}
     */
    public static @NotNull Object parse(@NotNull byte[] bytes) throws PushException {
        String text;
        try {
            CharBuffer chars = UTF8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            text = chars.toString();
        } catch (CharacterCodingException e) {
            throw new PushException("invalid_json", "invalid JSON: not UTF-8");
        }
        return parse(text);
    }

    /**
     * Parses text.
     *
     * @return a JSONObject, JSONArray (both immutable), String, Boolean, JsonNumber or JSONObject.NULL
     * @throws PushException {@code invalid_json}
     */
    public static @NotNull Object parse(@NotNull String text) throws PushException {
        StrictJson parser = new StrictJson(text);
        try {
            parser.skipSpace();
            Object value = parser.value(0);
            parser.skipSpace();
            if (parser.at != text.length()) throw parser.error("unexpected text after the value");
            return value;
        } catch (JSONException e) {
            throw parser.error("unrepresentable value");
        }
    }

    private PushException error(String why) {
        return new PushException("invalid_json", "invalid JSON at offset " + at + ": " + why);
    }

    private void skipSpace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
            at++;
        }
    }

    private Object value(int depth) throws PushException, JSONException {
        if (at >= text.length()) throw error("unexpected end");
        char c = text.charAt(at);
        switch (c) {
            case '{':
                if (depth >= MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH);
                return object(depth + 1);
            case '[':
                if (depth >= MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH);
                return array(depth + 1);
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", JSONObject.NULL);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number();
                throw error("unexpected character");
        }
    }

    private Object literal(String word, Object value) throws PushException {
        if (!text.startsWith(word, at)) throw error("unexpected character");
        at += word.length();
        return value;
    }

    private JSONObject object(int depth) throws PushException, JSONException {
        FrozenJsonObject object = new FrozenJsonObject();
        at++;
        skipSpace();
        if (at < text.length() && text.charAt(at) == '}') {
            at++;
            return object.freeze();
        }
        while (true) {
            skipSpace();
            if (at >= text.length() || text.charAt(at) != '"') throw error("expected a member name");
            String name = string();
            skipSpace();
            if (at >= text.length() || text.charAt(at) != ':') throw error("expected ':'");
            at++;
            skipSpace();
            Object value = value(depth);
            if (!object.has(name)) object.put(name, value); // the first of duplicated names wins
            skipSpace();
            if (at >= text.length()) throw error("unexpected end");
            char c = text.charAt(at++);
            if (c == '}') return object.freeze();
            if (c != ',') throw error("expected ',' or '}'");
        }
    }

    private JSONArray array(int depth) throws PushException, JSONException {
        FrozenJsonArray array = new FrozenJsonArray();
        at++;
        skipSpace();
        if (at < text.length() && text.charAt(at) == ']') {
            at++;
            return array.freeze();
        }
        while (true) {
            skipSpace();
            array.put(value(depth));
            skipSpace();
            if (at >= text.length()) throw error("unexpected end");
            char c = text.charAt(at++);
            if (c == ']') return array.freeze();
            if (c != ',') throw error("expected ',' or ']'");
        }
    }

    private String string() throws PushException {
        at++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) throw error("unterminated string");
            char c = text.charAt(at++);
            if (c == '"') return out.toString();
            if (c < 0x20) throw error("control character in a string");
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) throw error("unterminated string");
            char e = text.charAt(at++);
            switch (e) {
                case '"': out.append('"'); break;
                case '\\': out.append('\\'); break;
                case '/': out.append('/'); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'u':
                    char unit = unicodeEscape();
                    if (Character.isLowSurrogate(unit)) throw error("lone low surrogate escape");
                    if (Character.isHighSurrogate(unit)) {
                        if (!text.startsWith("\\u", at)) throw error("lone high surrogate escape");
                        at += 2;
                        char low = unicodeEscape();
                        if (!Character.isLowSurrogate(low)) throw error("lone high surrogate escape");
                        out.append(unit);
                        unit = low;
                    }
                    out.append(unit);
                    break;
                default:
                    throw error("unknown escape");
            }
        }
    }

    /** The four hex digits after {@code \\u}. */
    private char unicodeEscape() throws PushException {
        if (at + 4 > text.length()) throw error("short \\u escape");
        int code = 0;
        for (int i = 0; i < 4; i++) {
            char c = text.charAt(at + i);
            int digit = c < 0x80 ? Character.digit(c, 16) : -1;
            if (digit < 0) throw error("bad \\u escape");
            code = code << 4 | digit;
        }
        at += 4;
        return (char) code;
    }

    private JsonNumber number() throws PushException {
        int start = at;
        if (text.charAt(at) == '-') at++;
        if (at >= text.length()) throw error("bad number");
        if (text.charAt(at) == '0') {
            at++;
        } else if (!digits()) {
            throw error("bad number");
        }
        if (at < text.length() && text.charAt(at) == '.') {
            at++;
            if (!digits()) throw error("bad number");
        }
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            at++;
            if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) at++;
            if (!digits()) throw error("bad number");
        }
        return new JsonNumber(text.substring(start, at));
    }

    private boolean digits() {
        int start = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') at++;
        return at > start;
    }
}
