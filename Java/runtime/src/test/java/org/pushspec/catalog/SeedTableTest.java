package org.pushspec.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pushspec.Fixtures;
import org.pushspec.text.RenderedNotification;

/**
 * The current doc's table of notifications (seed 000, extracted by
 * Tests/PushSpecCatalogTests/Fixtures/make-seed-table.py): every row decodes in the generated
 * Java catalog and renders the doc's template filled in with its arguments, as the Swift
 * catalog's SeedTableTests check it.
 */
class SeedTableTest {
    /** The pins whose group form the clients send with the group last (the doc numbers it second). */
    private static final Set<String> GROUP_LAST = new HashSet<String>(
        Arrays.asList("PINNED_TEXT", "PINNED_POLL", "PINNED_QUIZ", "PINNED_CONTACT", "PINNED_STICKER"));

    /** One row: key, the doc's template, its arguments' descriptions. */
    static final class Row {
        final String key;
        final String template;
        final List<String> arguments;

        Row(String key, String template, List<String> arguments) {
            this.key = key;
            this.template = template;
            this.arguments = arguments;
        }

        boolean isNumeric(String description) {
            return description.startsWith("Number of") || description.equals("Score") || description.startsWith("Duration");
        }

        List<String> samples() {
            List<String> samples = new ArrayList<String>();
            for (int i = 0; i < arguments.size(); i++) {
                samples.add(isNumeric(arguments.get(i)) ? String.valueOf(3 + i * 4) : "Arg" + (i + 1) + " \"\u00e9\\" + (i + 1) + "\"");
            }
            return samples;
        }

        boolean isReordered() {
            return GROUP_LAST.contains(key) && arguments.size() == 3;
        }

        List<String> wireArguments() {
            List<String> samples = samples();
            return isReordered() ? Arrays.asList(samples.get(0), samples.get(2), samples.get(1)) : samples;
        }

        String expectedText() {
            String text = template;
            List<String> samples = samples();
            for (int i = 0; i < samples.size(); i++) text = text.replace("{" + (i + 1) + "}", samples.get(i));
            return text.replace("|", ": ");
        }

        @Override
        public String toString() {
            return key + "/" + arguments.size();
        }
    }

    static Stream<Row> rows() throws Exception {
        String text = new String(Files.readAllBytes(Fixtures.repo().resolve("Tests/PushSpecCatalogTests/Fixtures/seed-table.json")),
            StandardCharsets.UTF_8);
        JSONArray array = new JSONArray(text);
        List<Row> rows = new ArrayList<Row>();
        for (int i = 0; i < array.length(); i++) {
            JSONObject row = array.getJSONObject(i);
            JSONArray arguments = row.getJSONArray("arguments");
            List<String> descriptions = new ArrayList<String>();
            for (int j = 0; j < arguments.length(); j++) descriptions.add(arguments.getString(j));
            rows.add(new Row(row.getString("key"), row.getString("template"), descriptions));
        }
        return rows.stream();
    }

    @Test
    void theFixtureHoldsTheWholeTable() throws Exception {
        assertEquals(178, rows().count());
        assertEquals(160, rows().map(row -> row.key).distinct().count());
    }

    @ParameterizedTest
    @MethodSource("rows")
    void everyRowDecodesAndRendersAsTheDocSays(Row row) throws Exception {
        TelegramNotification notification = TelegramNotification.decode(row.key, row.wireArguments(), null);
        RenderedNotification rendered = notification.render();
        assertTrue(notification.isKnown());
        assertEquals(row.expectedText(), rendered.text);
        assertEquals(row.key, notification.locKey());
        assertEquals(row.wireArguments(), notification.locArgs());
        if (row.template.contains("|")) {
            String[] parts = row.expectedText().split(": ", 2);
            assertEquals(parts[0], rendered.title);
            assertEquals(parts[1], rendered.body);
        }
        boolean ownBody = Arrays.asList("MESSAGE_TEXT", "CHAT_MESSAGE_TEXT", "CHANNEL_MESSAGE_TEXT").contains(row.key)
            || row.template.contains("|");
        assertEquals(!ownBody, rendered.body.equals(rendered.text));
        assertFalse(rendered.title.isEmpty());
        // What the Swift catalog's equality says, the Java one says: decoded twice, equal.
        assertEquals(notification, TelegramNotification.decode(row.key, row.wireArguments(), null));
    }
}
