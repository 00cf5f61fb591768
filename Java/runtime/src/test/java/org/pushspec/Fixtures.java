package org.pushspec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.Assertions;

/** The repository's own copies of the shared vectors (Tests/PushSpecCryptoTests/Fixtures). */
public final class Fixtures {
    private Fixtures() {}

    /** The repository root: the {@code pushspec.repo} property build.sh sets, else two levels up. */
    public static Path repo() {
        String property = System.getProperty("pushspec.repo");
        return property != null ? Paths.get(property) : Paths.get("..");
    }

    /** A file under Tests/PushSpecCryptoTests/Fixtures as text. */
    public static String text(String name) {
        try {
            return new String(Files.readAllBytes(repo().resolve("Tests/PushSpecCryptoTests/Fixtures").resolve(name)),
                StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("fixture " + name + " is missing: " + e);
        }
    }

    /** A fixture parsed as a JSON object. */
    public static JSONObject json(String name) {
        try {
            return new JSONObject(text(name));
        } catch (JSONException e) {
            throw new AssertionError("fixture " + name + " is not JSON: " + e);
        }
    }

    /**
     * The list {@code member} of fixture {@code name}, which must hold exactly {@code count}
     * entries: a loop over an emptied or cut vector file fails, naming the file, instead of
     * passing on nothing.
     */
    public static JSONArray vectors(String name, String member, int count) {
        JSONArray list = json(name).optJSONArray(member);
        int found = list == null ? 0 : list.length();
        Assertions.assertEquals(count, found, "Tests/PushSpecCryptoTests/Fixtures/" + name + ": \"" + member + "\" has "
            + found + " entries, the suite expects " + count);
        return list;
    }

    /**
     * A JSON value as text with its objects' names sorted: two values read by different parsers
     * (org.json's and the runtime's) are the same JSON when their canonical texts are equal.
     */
    public static String canonical(Object value) {
        if (value instanceof JSONObject) {
            JSONObject object = (JSONObject) value;
            java.util.List<String> names = new java.util.ArrayList<String>(object.keySet());
            java.util.Collections.sort(names);
            StringBuilder text = new StringBuilder("{");
            for (String name : names) {
                if (text.length() > 1) text.append(',');
                text.append(JSONObject.quote(name)).append(':').append(canonical(object.opt(name)));
            }
            return text.append('}').toString();
        }
        if (value instanceof JSONArray) {
            JSONArray array = (JSONArray) value;
            StringBuilder text = new StringBuilder("[");
            for (int i = 0; i < array.length(); i++) text.append(i > 0 ? "," : "").append(canonical(array.opt(i)));
            return text.append(']').toString();
        }
        if (value instanceof String) return JSONObject.quote((String) value);
        return String.valueOf(value);
    }

    /** Hex to bytes. */
    public static byte[] hex(String text) {
        byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
        return out;
    }

    /** Base64url (padding optional) to bytes, with the JDK's decoder (the runtime's is under test). */
    public static byte[] b64url(String text) {
        return java.util.Base64.getUrlDecoder().decode(text);
    }

    /** UTF-8 bytes. */
    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Whether a path exists. */
    public static boolean exists(Path path) {
        return Files.exists(path);
    }

    /** A call that must throw a PushException. */
    public interface Failing {
        /** Runs the call. */
        Object run() throws Exception;
    }

    /** The code of the PushException {@code call} throws. */
    public static String code(Failing call) {
        PushException error = Assertions.assertThrows(PushException.class, call::run);
        Assertions.assertEquals(-1, error.getMessage().indexOf("\0"));
        return error.code();
    }
}
