package org.pushspec.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pushspec.Fixtures;
import org.pushspec.fields.PeerKind;
import org.pushspec.text.CatalogLocale;
import org.pushspec.text.RenderedNotification;

/**
 * Every form's text in English, Russian and German, for every plural category its numbers take,
 * against Tests/PushSpecTests/Fixtures/forms-rendered.ndjson: a fixed file, reviewed by hand once,
 * that the Swift suite (FormsRenderedTests) reads too, so that a template or translation error
 * cannot hide behind two runtimes that agree.
 */
class FormsRenderedTest {
    private static List<JSONObject> lines() throws Exception {
        List<JSONObject> lines = new ArrayList<JSONObject>();
        for (String line : Files.readAllLines(Fixtures.repo().resolve("Tests/PushSpecTests/Fixtures/forms-rendered.ndjson"),
            StandardCharsets.UTF_8)) {
            if (!line.trim().isEmpty()) lines.add(new JSONObject(line));
        }
        assertEquals(417, lines.size(), "Tests/PushSpecTests/Fixtures/forms-rendered.ndjson: lines read");
        return lines;
    }

    private static List<String> strings(JSONArray array) {
        List<String> strings = new ArrayList<String>();
        for (int i = 0; i < array.length(); i++) strings.add(array.optString(i));
        return strings;
    }

    private static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    @Test
    void theFileHoldsEveryForm() throws Exception {
        Set<String> forms = new HashSet<String>();
        for (JSONObject line : lines()) forms.add(line.optString("case"));
        Set<String> classes = new HashSet<String>();
        for (java.lang.reflect.Method method : TelegramNotification.Visitor.class.getDeclaredMethods()) {
            Class<?> type = method.getParameterTypes()[0];
            if (type != TelegramNotification.Unknown.class) classes.add(type.getSimpleName());
        }
        Set<String> named = new HashSet<String>();
        for (String form : forms) named.add(capitalized(form));
        assertEquals(classes, named);
    }

    @TestFactory
    List<DynamicTest> rendersAsTheFileSays() throws Exception {
        List<DynamicTest> tests = new ArrayList<DynamicTest>();
        for (JSONObject line : lines()) {
            List<String> arguments = strings(line.getJSONArray("loc_args"));
            String peerName = line.optString("peer");
            PeerKind peer = peerName.equals("none") ? null : PeerKind.valueOf(peerName.toUpperCase(java.util.Locale.ROOT));
            tests.add(DynamicTest.dynamicTest(line.optString("loc_key") + " " + arguments, () -> {
                TelegramNotification notification = TelegramNotification.decode(line.optString("loc_key"), arguments, peer);
                assertEquals(capitalized(line.optString("case")), notification.getClass().getSimpleName());
                for (String tag : new String[] {"en", "ru", "de"}) {
                    CatalogLocale locale = tag.equals("en") ? TelegramLocale.ENGLISH : TelegramLocale.forTag(tag);
                    JSONObject expected = line.getJSONObject(tag);
                    RenderedNotification rendered = notification.render(locale);
                    assertEquals(new RenderedNotification(expected.optString("title"), expected.optString("body"), expected.optString("text")),
                        rendered, tag);
                }
            }));
        }
        return tests;
    }
}
