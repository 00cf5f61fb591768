package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.PushException;

/**
 * The runtime's names of the spec's fields beside {@code loc_key} are the spec's: read from
 * Spec/telegram/custom-fields.yaml, each entry's {@code name:} where it says {@code at: payload}.
 */
class PayloadFieldNamesTest {
    private static List<String> specPayloadFields() throws IOException {
        List<String> lines = Files.readAllLines(Fixtures.repo().resolve("Spec/telegram/custom-fields.yaml"), StandardCharsets.UTF_8);
        TreeSet<String> names = new TreeSet<String>();
        String current = null;
        for (String line : lines) {
            if (line.startsWith("  - name: ")) current = line.substring("  - name: ".length()).trim();
            if (line.trim().equals("at: payload") && current != null) names.add(current);
        }
        return Arrays.asList(names.toArray(new String[0]));
    }

    @Test
    void theRuntimesNamesAreTheSpecsFieldsBesideLocKey() throws IOException {
        List<String> spec = specPayloadFields();
        assertEquals(11, spec.size(), "the spec's fields at: payload, as this test reads them");
        assertEquals(spec, Arrays.asList(new TreeSet<String>(Arrays.asList(PushDecoder.SPEC_PAYLOAD_FIELDS)).toArray(new String[0])));
    }

    @Test
    void eachMakesAnObjectWithoutEnvelopeATelegramPushUnlessNull() throws Exception {
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        for (String name : PushDecoder.SPEC_PAYLOAD_FIELDS) {
            OpenedPush push = decoder.decode(new JSONObject().put(name, "x"));
            assertEquals(OpenedPush.Kind.TELEGRAM, push.kind, name);
            if (name.equals("user_id")) continue;  // also an envelope member, which counts even when null
            PushException error = assertThrows(PushException.class, () -> decoder.decode(new JSONObject().put(name, JSONObject.NULL)), name);
            assertEquals("invalid_envelope", error.code(), name);
        }
        PushException error = assertThrows(PushException.class, () -> decoder.decode(new JSONObject().put("colour", "blue")));
        assertEquals("invalid_envelope", error.code());
    }
}
