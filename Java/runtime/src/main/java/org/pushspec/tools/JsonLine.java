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
        if (text.length() > 1) text.append(',');
        quote(name);
        text.append(':');
        if (value instanceof String) {
            quote((String) value);
        } else {
            text.append(value);
        }
        if (name.equals("error")) hasError = true;
        return this;
    }

    /** Puts a member whose value is JSON text already (an array). */
    JsonLine putJson(String name, String json) {
        if (text.length() > 1) text.append(',');
        quote(name);
        text.append(':').append(json);
        return this;
    }

    /** A string as a JSON string literal. */
    static String quoted(String value) {
        JsonLine line = new JsonLine();
        line.text.setLength(0);
        line.quote(value);
        return line.text.toString();
    }

    boolean has(String name) {
        return name.equals("error") && hasError;
    }

    private void quote(String value) {
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
