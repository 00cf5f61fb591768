package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.pushspec.Fixtures;
import org.pushspec.PushException;

/**
 * The receiver id against TDLib's own answers (Tests/PushSpecTests/Fixtures/tdlib-receiver-id.jsonl),
 * with the Swift tests' mapping of TDLib's errors to codes; inputs TDLib's lenient parser takes are
 * invalid JSON here, as in Swift (strict RFC 8259, depth 32).
 */
class ReceiverIdTest {
    static String codeForTDLibError(String message) {
        if (message.equals("Failed to parse payload as JSON object")) return "invalid_json";
        if (message.equals("Expected JSON object")) return "not_an_object";
        if (message.equals("Field \"data\" must be of type Object")) return "data_not_an_object";
        if (message.equals("Field \"p\" must be of type String")) return "p_not_a_string";
        if (message.equals("Encrypted payload is too small")) return "p_too_short";
        if (message.equals("Failed to base64url-decode payload")) return "p_not_base64url";
        if (message.equals("Field \"user_id\" must be a Number")) return "user_id_not_string_or_number";
        if (message.equals("Field \"user_id\" must be a valid Number")) return "user_id_not_an_integer";
        if (message.startsWith("Receive wrong user_id")) return "user_id_not_positive";
        throw new AssertionError("unknown TDLib error " + message);
    }

    /**
     * Inputs TDLib takes and a strict parser does not (RFC 8259, depth 32): the Swift test's
     * {@code strictJSONDivergences} and {@code depthLimitDivergences}, by name.
     */
    static final Set<String> STRICT_DIVERGENCES = new HashSet<>(Arrays.asList(
        "bare dot (lenient number token)",
        "bare minus sign (lenient number token)",
        "bare plus sign (lenient number token)",
        "invalid UTF-8 byte 0xFF inside a string",
        "invalid UTF-8 byte inside a key",
        "invalid UTF-8 bytes in p (12 bytes)",
        "invalid UTF-8 encoded surrogate inside a string",
        "invalid UTF-8 overlong NUL inside a string",
        "invalid UTF-8 truncated sequence inside a string",
        "lenient number + in another field",
        "lenient number . in another field",
        "lenient number 007 in another field",
        "lenient number 1.2.3e+- in another field",
        "lone high surrogate escape in a string",
        "lone low surrogate escape in a string",
        "number-like garbage 1-2e+.",
        "p as number 000000000000",
        "p key with unknown escape \\p",
        "p with lone surrogate escape",
        "p with unknown escape \\- (taken as -)",
        "p with unknown escape \\A (taken as A)",
        "raw CR inside a string",
        "raw NUL inside a string",
        "raw control chars 0x01 0x1f inside a string",
        "raw tab inside a string",
        "raw tab inside p",
        "reversed surrogate pair escape in a string",
        "two high surrogates escape in a string",
        "unknown escapes \\x \\q \\' in a string",
        "user_id key with unknown escape user\\_id",
        "user_id leading zero number",
        "user_id lenient number token -",
        "user_id lenient number token --1",
        "user_id lenient number token .",
        "user_id lenient number token 1+1",
        "user_id lenient number token 5-",
        "user_id plus sign number",
        "array nesting depth 100 beside user_id",
        "array nesting depth 101 beside user_id",
        "array nesting depth 99 beside user_id",
        "object nesting depth 100 beside user_id",
        "object nesting depth 101 beside user_id"));

    @TestFactory
    List<DynamicTest> matchesTDLib() throws IOException, JSONException {
        List<String> lines = Files.readAllLines(Fixtures.repo().resolve("Tests/PushSpecTests/Fixtures/tdlib-receiver-id.jsonl"),
            StandardCharsets.UTF_8);
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : lines) {
            if (line.trim().isEmpty()) continue;
            JSONObject row = new JSONObject(line);
            String name = row.getString("name");
            byte[] input = row.has("input") ? row.getString("input").getBytes(StandardCharsets.UTF_8) : Fixtures.hex(row.getString("input_hex"));
            tests.add(DynamicTest.dynamicTest(name, () -> {
                if (STRICT_DIVERGENCES.contains(name)) {
                    assertEquals("invalid_json", assertThrows(PushException.class, () -> PushReceiverId.of(input)).code());
                } else if (row.has("tdlib")) {
                    assertEquals(Long.parseLong(row.getString("tdlib")), PushReceiverId.of(input));
                } else if (row.has("tdlib_error")) {
                    assertEquals(codeForTDLibError(row.getString("tdlib_error")),
                        assertThrows(PushException.class, () -> PushReceiverId.of(input)).code());
                } else {
                    assertEquals("p_not_base64url", assertThrows(PushException.class, () -> PushReceiverId.of(input)).code());
                }
            }));
        }
        assertEquals(300, tests.size());
        for (String name : STRICT_DIVERGENCES) assertTrue(lines.toString().contains("\"" + name.replace("\\", "\\\\") + "\""), name);
        return tests;
    }
}
