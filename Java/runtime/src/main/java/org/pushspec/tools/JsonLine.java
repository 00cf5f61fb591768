package org.pushspec.tools;

/**
 * A one-line JSON object written in the order its members are put, as the Swift CLI writes
 * them; a null value leaves its member out. (org.json on Android declares checked exceptions on
 * every write and keeps no order.)
 */
final class JsonLine {
    private final StringBuilder text = new StringBuilder("{");
    private boolean hasError;

    JsonLine put(String name, Object value) {
        if (value == null) return this;
        member(name);
        if (value instanceof String) {
            appendQuoted(text, (String) value);
        } else {
            text.append(value);
        }
        if (name.equals("error")) hasError = true;
        return this;
    }

    /** Puts a member whose value is JSON text already (an array). */
    JsonLine putJson(String name, String json) {
        member(name);
        text.append(json);
        return this;
    }

    /** A string as a JSON string literal. */
    static String quoted(String value) {
        StringBuilder literal = new StringBuilder(value.length() + 2);
        appendQuoted(literal, value);
        return literal.toString();
    }

    private void member(String name) {
        if (text.length() > 1) text.append(',');
        appendQuoted(text, name);
        text.append(':');
    }

    boolean has(String name) {
        return name.equals("error") && hasError;
    }

    private static void appendQuoted(StringBuilder text, String value) {
        text.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"': text.append("\\\""); break;
                case '\\': text.append("\\\\"); break;
                case '\n': text.append("\\n"); break;
                case '\r': text.append("\\r"); break;
                case '\t': text.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        text.append(String.format("\\u%04x", (int) c));
                    } else {
                        text.append(c);
                    }
            }
        }
        text.append('"');
    }

    @Override
    public String toString() {
        return text + "}";
    }
}
