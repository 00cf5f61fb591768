package org.pushspec.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.fields.Peer;
import org.pushspec.fields.PeerKind;
import org.pushspec.fields.PushAddress;
import org.pushspec.presentation.NotificationAction;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.telegram.NotificationGroupKind;
import org.pushspec.telegram.TelegramAction;

/**
 * The generated catalog's presentation facts ({@code peerKind()}, {@code groupKind()},
 * {@code interruption()}, {@code category(tag)}, {@code argument(name)}, the categories' titles,
 * the services' {@code actions(honoured)}) against the spec's YAML, read here by a small
 * line-based reader of its own (never by the compiler or the generated code), and against a
 * dozen rows written out by hand with the YAML line each comes from.
 */
class CatalogFactsTest {
    private static final Path TELEGRAM_SPEC = Fixtures.repo().resolve("Spec/telegram");

    /** The Telegram spec files that declare {@code notifications:}. */
    private static final List<String> NOTIFICATION_FILES = Arrays.asList("account.yaml", "channel-messages.yaml", "group-messages.yaml",
        "legacy.yaml", "pinned.yaml", "private-messages.yaml", "reactions.yaml");

    // ---- The spec, read line by line ----

    /** One form of a type: a variant, or the type itself when it has none. */
    static final class SpecForm {
        final String peer;
        final List<String> argNames = new ArrayList<String>();
        final List<String> argTypes = new ArrayList<String>();

        SpecForm(String peer) {
            this.peer = peer;
        }
    }

    /** One type ({@code - key:}) with its key-level facts and its forms. */
    static final class SpecKey {
        final String file;
        final int line;
        final String key;
        String peer;
        String group;
        String interruption;
        String category;
        final SpecForm keyLevel = new SpecForm(null);
        final List<SpecForm> variants = new ArrayList<SpecForm>();

        SpecKey(String file, int line, String key) {
            this.file = file;
            this.line = line;
            this.key = key;
        }

        List<SpecForm> forms() {
            if (!variants.isEmpty()) return variants;
            return Collections.singletonList(keyLevel);
        }

        String peerOf(SpecForm form) {
            return form.peer != null ? form.peer : peer;
        }

        @Override
        public String toString() {
            return file + ":" + line + " " + key;
        }
    }

    private static final Pattern KEY = Pattern.compile("^  - key: ([A-Z0-9_]+)\\s*$");
    private static final Pattern KEY_FACT = Pattern.compile("^    (peer|group|interruption|category): ([a-z_]+)\\s*$");
    private static final Pattern VARIANT = Pattern.compile("^      - name: ([a-z_]+)\\s*$");
    private static final Pattern VARIANT_PEER = Pattern.compile("^        peer: ([a-z_]+)\\s*$");
    private static final Pattern KEY_ARG = Pattern.compile("^      - \\{name: ([A-Za-z_]+), type: ([a-z_]+)");
    private static final Pattern VARIANT_ARG = Pattern.compile("^          - \\{name: ([A-Za-z_]+), type: ([a-z_]+)");

    static List<String> lines(Path path) {
        try {
            return Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(path + ": " + e);
        }
    }

    /** Every type of the notification files, by key. */
    static Map<String, SpecKey> specKeys() {
        Map<String, SpecKey> keys = new LinkedHashMap<String, SpecKey>();
        for (String file : NOTIFICATION_FILES) {
            List<String> lines = lines(TELEGRAM_SPEC.resolve(file));
            SpecKey current = null;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                Matcher m;
                if ((m = KEY.matcher(line)).matches()) {
                    current = new SpecKey(file, i + 1, m.group(1));
                    assertNull(keys.put(current.key, current), "a key twice: " + current);
                } else if (current == null) {
                    continue;
                } else if ((m = KEY_FACT.matcher(line)).matches()) {
                    String value = m.group(2);
                    switch (m.group(1)) {
                        case "peer": current.peer = value; break;
                        case "group": current.group = value; break;
                        case "interruption": current.interruption = value; break;
                        default: current.category = value;
                    }
                } else if ((m = VARIANT.matcher(line)).matches()) {
                    current.variants.add(new SpecForm(null));
                } else if ((m = VARIANT_PEER.matcher(line)).matches()) {
                    SpecForm variant = current.variants.get(current.variants.size() - 1);
                    current.variants.set(current.variants.size() - 1, withPeer(variant, m.group(1)));
                } else if ((m = KEY_ARG.matcher(line)).lookingAt()) {
                    current.keyLevel.argNames.add(m.group(1));
                    current.keyLevel.argTypes.add(m.group(2));
                } else if ((m = VARIANT_ARG.matcher(line)).lookingAt()) {
                    SpecForm variant = current.variants.get(current.variants.size() - 1);
                    variant.argNames.add(m.group(1));
                    variant.argTypes.add(m.group(2));
                }
            }
        }
        return keys;
    }

    private static SpecForm withPeer(SpecForm form, String peer) {
        SpecForm copy = new SpecForm(peer);
        copy.argNames.addAll(form.argNames);
        copy.argTypes.addAll(form.argTypes);
        return copy;
    }

    /** A category of an actions.yaml, with its actions. */
    static final class SpecCategory {
        final String name;
        final List<String> groups = new ArrayList<String>();
        final List<SpecAction> actions = new ArrayList<SpecAction>();

        SpecCategory(String name) {
            this.name = name;
        }
    }

    static final class SpecAction {
        final String name;
        String title;
        final Map<String, String> titles = new LinkedHashMap<String, String>();
        boolean textInput;
        boolean foreground;
        boolean destructive;

        SpecAction(String name) {
            this.name = name;
        }
    }

    /** The categories of an actions.yaml (block style, as Spec/telegram/actions.yaml and Spec/zulip/actions.yaml write them). */
    static List<SpecCategory> specCategories(Path file) {
        List<SpecCategory> categories = new ArrayList<SpecCategory>();
        Pattern category = Pattern.compile("^  - name: ([a-z_]+)\\s*$");
        Pattern groups = Pattern.compile("^    groups: \\[(.*)\\]\\s*$");
        Pattern action = Pattern.compile("^      - name: ([a-z_]+)\\s*$");
        Pattern title = Pattern.compile("^        title: (.+?)\\s*$");
        Pattern titles = Pattern.compile("^        titles: \\{(.*)\\}\\s*$");
        Pattern flag = Pattern.compile("^        (text_input|foreground|destructive): true\\s*$");
        for (String line : lines(file)) {
            Matcher m;
            if ((m = category.matcher(line)).matches()) {
                categories.add(new SpecCategory(m.group(1)));
            } else if (categories.isEmpty()) {
                continue;
            } else if ((m = groups.matcher(line)).matches()) {
                for (String group : m.group(1).split(",")) last(categories).groups.add(group.trim());
            } else if ((m = action.matcher(line)).matches()) {
                last(categories).actions.add(new SpecAction(m.group(1)));
            } else if ((m = title.matcher(line)).matches()) {
                last(last(categories).actions).title = m.group(1);
            } else if ((m = titles.matcher(line)).matches()) {
                for (String entry : m.group(1).split(",")) {
                    String[] parts = entry.split(":", 2);
                    last(last(categories).actions).titles.put(parts[0].trim(), parts[1].trim());
                }
            } else if ((m = flag.matcher(line)).matches()) {
                SpecAction a = last(last(categories).actions);
                if (m.group(1).equals("text_input")) a.textInput = true;
                else if (m.group(1).equals("foreground")) a.foreground = true;
                else a.destructive = true;
            }
        }
        return categories;
    }

    private static <T> T last(List<T> list) {
        return list.get(list.size() - 1);
    }

    /** The services of services.yaml: key → {action, encrypted_only}. */
    static Map<String, String[]> specServices() {
        Map<String, String[]> services = new LinkedHashMap<String, String[]>();
        String current = null;
        for (String line : lines(TELEGRAM_SPEC.resolve("services.yaml"))) {
            Matcher m;
            if ((m = KEY.matcher(line)).matches()) {
                current = m.group(1);
                services.put(current, new String[] {null, "false"});
            } else if (current != null && (m = Pattern.compile("^    action: ([A-Za-z]+)\\s*$").matcher(line)).matches()) {
                services.get(current)[0] = m.group(1);
            } else if (current != null && line.matches("^    encrypted_only: true\\s*$")) {
                services.get(current)[1] = "true";
            }
        }
        return services;
    }

    // ---- Spec names to the runtime's values (the spec's vocabulary, Spec/README.md) ----

    static PeerKind peerKind(String spec) {
        switch (spec) {
            case "private": return PeerKind.PRIVATE;
            case "group": return PeerKind.GROUP;
            case "channel": return PeerKind.CHANNEL;
            case "none": return null;
            default: throw new AssertionError("peer " + spec);
        }
    }

    static NotificationGroupKind groupKind(String spec) {
        switch (spec) {
            case "messages": return NotificationGroupKind.MESSAGES;
            case "mentions": return NotificationGroupKind.MENTIONS;
            case "secret_chat": return NotificationGroupKind.SECRET_CHAT;
            case "calls": return NotificationGroupKind.CALLS;
            case "none": return NotificationGroupKind.NONE;
            default: throw new AssertionError("group " + spec);
        }
    }

    /** Spec/README.md: "interruption: … (default active)". */
    static NotificationInterruption interruption(String spec) {
        if (spec == null) return NotificationInterruption.ACTIVE;
        switch (spec) {
            case "passive": return NotificationInterruption.PASSIVE;
            case "active": return NotificationInterruption.ACTIVE;
            case "time_sensitive": return NotificationInterruption.TIME_SENSITIVE;
            default: throw new AssertionError("interruption " + spec);
        }
    }

    /**
     * actions.yaml: "A type has the category its `category:` names, else the one whose `groups`
     * hold its group; secret chats and account notices have none."
     */
    static String categoryIdentifier(SpecKey key, List<SpecCategory> categories) {
        if (key.category != null) return "telegram." + key.category;
        for (SpecCategory category : categories) {
            if (category.groups.contains(key.group)) return "telegram." + category.name;
        }
        return null;
    }

    // ---- The generated forms ----

    /** The form classes, from the generated Visitor's methods (one per form, and Unknown). */
    static List<Class<?>> formClasses() {
        List<Class<?>> classes = new ArrayList<Class<?>>();
        for (Method method : TelegramNotification.Visitor.class.getDeclaredMethods()) {
            Class<?> type = method.getParameterTypes()[0];
            if (type != TelegramNotification.Unknown.class) classes.add(type);
        }
        return classes;
    }

    /** A form made with sample arguments: "text i" for a text, 7 + i for a number; {@code wire} gets their texts. */
    static TelegramNotification make(Class<?> type, List<String> wire) throws Exception {
        Constructor<?> constructor = type.getConstructors()[0];
        Class<?>[] types = constructor.getParameterTypes();
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            values[i] = types[i] == long.class || types[i] == Long.class ? (Object) Long.valueOf(7 + i) : "text " + i;
            wire.add(values[i].toString());
        }
        return (TelegramNotification) constructor.newInstance(values);
    }

    @Test
    void theReaderFindsTheWholeSpec() {
        // The files that declare notifications are the ones read.
        Set<String> declaring = new TreeSet<String>();
        try (Stream<Path> files = Files.list(TELEGRAM_SPEC)) {
            files.forEach(path -> {
                if (path.toString().endsWith(".yaml") && lines(path).contains("notifications:")) declaring.add(path.getFileName().toString());
            });
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(new TreeSet<String>(NOTIFICATION_FILES), declaring);
        Map<String, SpecKey> keys = specKeys();
        assertEquals(205, keys.size(), "types in the spec");
        int forms = 0;
        int withVariants = 0;
        int arguments = 0;
        for (SpecKey key : keys.values()) {
            assertNotNull(key.group, key + ": group");
            for (SpecForm form : key.forms()) {
                assertNotNull(key.peerOf(form), key + ": peer");
                arguments += form.argNames.size();
            }
            forms += key.forms().size();
            if (!key.variants.isEmpty()) withVariants++;
        }
        assertEquals(253, forms, "forms in the spec");
        assertEquals(26, withVariants, "types with variants");
        // Every `- {name: …, type: …}` line of the seven files.
        assertEquals(490, arguments, "arguments in the spec");
    }

    /**
     * Every generated form against its type and variant in the YAML: the variant is the one of the
     * form's key for its kind of chat with as many arguments.
     */
    @Test
    void everyFormHasTheSpecsFacts() throws Exception {
        Map<String, SpecKey> keys = specKeys();
        List<SpecCategory> categories = specCategories(TELEGRAM_SPEC.resolve("actions.yaml"));
        Set<String> identifiers = new HashSet<String>(Arrays.asList("telegram.message", "telegram.channel_post", "telegram.call"));
        List<Class<?>> classes = formClasses();
        int visited = 0;
        int withCategory = 0;
        int authors = 0;
        Set<String> keysSeen = new HashSet<String>();
        for (Class<?> type : classes) {
            List<String> wire = new ArrayList<String>();
            TelegramNotification form = make(type, wire);
            String name = type.getSimpleName();
            // What the brief asks of every form: a group, an interruption, one of three categories or none.
            assertNotNull(form.groupKind(), name);
            assertNotNull(form.interruption(), name);
            NotificationCategory category = form.category("en");
            if (category != null) {
                assertTrue(identifiers.contains(category.identifier), name + ": " + category.identifier);
                withCategory++;
            }
            // And what the YAML says.
            SpecKey key = keys.get(form.locKey());
            assertNotNull(key, name + ": " + form.locKey() + " is in no notification file");
            keysSeen.add(key.key);
            SpecForm spec = null;
            int matching = 0;
            for (SpecForm candidate : key.forms()) {
                if (peerKind(key.peerOf(candidate)) == form.peerKind() && candidate.argNames.size() == wire.size()) {
                    spec = candidate;
                    matching++;
                }
            }
            assertEquals(1, matching, name + ": forms of " + key + " for " + form.peerKind() + " with " + wire.size() + " arguments");
            assertEquals(groupKind(key.group), form.groupKind(), name + " (" + key + ")");
            assertEquals(interruption(key.interruption), form.interruption(), name + " (" + key + ")");
            assertEquals(categoryIdentifier(key, categories), category == null ? null : category.identifier, name + " (" + key + ")");
            for (int i = 0; i < spec.argNames.size(); i++) {
                String argument = spec.argNames.get(i);
                String expected = spec.argTypes.get(i).equals("text") ? wire.get(i) : null;
                assertEquals(expected, form.argument(argument), name + "." + argument + " (" + key + ")");
                if (argument.equals("author") && expected != null) authors++;
            }
            if (!spec.argNames.contains("author")) assertNull(form.argument("author"), name);
            assertNull(form.argument("no_such_argument"), name);
            visited++;
        }
        assertEquals(253, visited, "forms visited");
        assertEquals(205, keysSeen.size(), "types visited");
        assertEquals(keys.keySet(), keysSeen);
        // Counted from the YAML by hand: account notices (AUTH_*, LOCKED_MESSAGE, OAUTH_REQUEST,
        // CONTACT_PHOTO) and secret chats (ENCRYPTION_ACCEPT, ENCRYPTION_REQUEST) have none.
        assertEquals(253 - 7, withCategory, "forms with a category");
        // `grep -c '{name: author, type: text'` over the seven files: 188.
        assertEquals(188, authors, "forms with a text author");
    }

    /** A dozen types written out from the YAML: {yaml line, key, args, peer of the push, peerKind, group, interruption, category, author}. */
    private static final Object[][] ROWS = {
        // account.yaml:110 PHONE_CALL_REQUEST: peer private, group calls, interruption time_sensitive (→ category call)
        {"account.yaml:110", "PHONE_CALL_REQUEST", Arrays.asList("Alice"), null,
            PeerKind.PRIVATE, NotificationGroupKind.CALLS, NotificationInterruption.TIME_SENSITIVE, "telegram.call", "Alice"},
        // account.yaml:12 AUTH_REGION: peer none, group none (an account notice: no category); args device, location
        {"account.yaml:12", "AUTH_REGION", Arrays.asList("Pixel 9", "Berlin"), null,
            null, NotificationGroupKind.NONE, NotificationInterruption.ACTIVE, null, null},
        // account.yaml:78 ENCRYPTION_REQUEST: peer private, group secret_chat (no category), args []
        {"account.yaml:78", "ENCRYPTION_REQUEST", Collections.<String>emptyList(), null,
            PeerKind.PRIVATE, NotificationGroupKind.SECRET_CHAT, NotificationInterruption.ACTIVE, null, null},
        // account.yaml:177 CONF_CALL_REQUEST: peer private, group calls, time_sensitive; args author (shown: false), others, callers
        {"account.yaml:177", "CONF_CALL_REQUEST", Arrays.asList("Ann", "2", "Ann, Bob"), null,
            PeerKind.PRIVATE, NotificationGroupKind.CALLS, NotificationInterruption.TIME_SENSITIVE, "telegram.call", "Ann"},
        // account.yaml:211 CONF_CALL_MISSED: peer private, group messages; args author, others (count)
        {"account.yaml:211", "CONF_CALL_MISSED", Arrays.asList("Ann", "2"), null,
            PeerKind.PRIVATE, NotificationGroupKind.MESSAGES, NotificationInterruption.ACTIVE, "telegram.message", "Ann"},
        // channel-messages.yaml:250 CHANNEL_MESSAGE_TEXT: peer channel, group messages, category channel_post; args channel, body
        {"channel-messages.yaml:250", "CHANNEL_MESSAGE_TEXT", Arrays.asList("News", "hello"), null,
            PeerKind.CHANNEL, NotificationGroupKind.MESSAGES, NotificationInterruption.ACTIVE, "telegram.channel_post", null},
        // group-messages.yaml:358 CHAT_MESSAGE_TEXT: peer group, group messages; args author, chat, body
        {"group-messages.yaml:358", "CHAT_MESSAGE_TEXT", Arrays.asList("First name Last name", "Chat title", "qwerty"), null,
            PeerKind.GROUP, NotificationGroupKind.MESSAGES, NotificationInterruption.ACTIVE, "telegram.message", "First name Last name"},
        // group-messages.yaml:339 CHAT_MESSAGE_STORY, variant documented: args chat only
        {"group-messages.yaml:339", "CHAT_MESSAGE_STORY", Arrays.asList("Chat title"), null,
            PeerKind.GROUP, NotificationGroupKind.MESSAGES, NotificationInterruption.ACTIVE, "telegram.message", null},
        // private-messages.yaml:308 MESSAGE_TEXT: peer private, group messages; args author, body
        {"private-messages.yaml:308", "MESSAGE_TEXT", Arrays.asList("Alice", "hi"), null,
            PeerKind.PRIVATE, NotificationGroupKind.MESSAGES, NotificationInterruption.ACTIVE, "telegram.message", "Alice"},
        // pinned.yaml:444 PINNED_TEXT (group mentions), variant group (line 455): args author, body, chat
        {"pinned.yaml:455", "PINNED_TEXT", Arrays.asList("Ann", "hi", "Club"), PeerKind.GROUP,
            PeerKind.GROUP, NotificationGroupKind.MENTIONS, NotificationInterruption.ACTIVE, "telegram.message", "Ann"},
        // pinned.yaml:444 PINNED_TEXT, variant channel (line 465): args channel, body
        {"pinned.yaml:465", "PINNED_TEXT", Arrays.asList("News", "hi"), PeerKind.CHANNEL,
            PeerKind.CHANNEL, NotificationGroupKind.MENTIONS, NotificationInterruption.ACTIVE, "telegram.message", null},
        // pinned.yaml:444 PINNED_TEXT, variant private (line 448): args author, body
        {"pinned.yaml:448", "PINNED_TEXT", Arrays.asList("Alice", "hi"), PeerKind.PRIVATE,
            PeerKind.PRIVATE, NotificationGroupKind.MENTIONS, NotificationInterruption.ACTIVE, "telegram.message", "Alice"},
        // reactions.yaml:357 REACT_TEXT: peer private, group mentions; args author, reaction, body
        {"reactions.yaml:357", "REACT_TEXT", Arrays.asList("Alice", "\uD83D\uDC4D", "hi"), null,
            PeerKind.PRIVATE, NotificationGroupKind.MENTIONS, NotificationInterruption.ACTIVE, "telegram.message", "Alice"},
        // reactions.yaml:180 CHAT_REACT_TEXT: peer group, group mentions; args author, chat, reaction, body
        {"reactions.yaml:180", "CHAT_REACT_TEXT", Arrays.asList("Ann", "Club", "\uD83D\uDC4D", "hi"), null,
            PeerKind.GROUP, NotificationGroupKind.MENTIONS, NotificationInterruption.ACTIVE, "telegram.message", "Ann"},
        // legacy.yaml:9 CONTACT_PHOTO: peer private, group none; args contact
        {"legacy.yaml:9", "CONTACT_PHOTO", Arrays.asList("Carol"), null,
            PeerKind.PRIVATE, NotificationGroupKind.NONE, NotificationInterruption.ACTIVE, null, null},
        // legacy.yaml:22 GEOCHAT_CHECKIN: peer group, group messages; args author, chat
        {"legacy.yaml:22", "GEOCHAT_CHECKIN", Arrays.asList("Ann", "Geo"), null,
            PeerKind.GROUP, NotificationGroupKind.MESSAGES, NotificationInterruption.ACTIVE, "telegram.message", "Ann"},
    };

    @SuppressWarnings("unchecked")
    @Test
    void aDozenTypesAsTheYamlWritesThem() throws Exception {
        int checked = 0;
        for (Object[] row : ROWS) {
            String where = (String) row[0];
            TelegramNotification form = TelegramNotification.decode((String) row[1], (List<String>) row[2], (PeerKind) row[3]);
            assertTrue(form.isKnown(), where);
            assertEquals(row[1], form.locKey(), where);
            assertEquals(row[4], form.peerKind(), where);
            assertEquals(row[5], form.groupKind(), where);
            assertEquals(row[6], form.interruption(), where);
            NotificationCategory category = form.category("en");
            assertEquals(row[7], category == null ? null : category.identifier, where);
            assertEquals(row[8], form.argument("author"), where);
            checked++;
        }
        assertEquals(16, checked, "rows");
    }

    @Test
    void anUnknownKeyHasNoFacts() throws Exception {
        TelegramNotification unknown = TelegramNotification.decode("NEW_KEY_2030", Arrays.asList("Alice", "hi"), PeerKind.PRIVATE);
        assertTrue(unknown instanceof TelegramNotification.Unknown);
        assertNull(unknown.groupKind());
        assertEquals(NotificationInterruption.ACTIVE, unknown.interruption());
        assertNull(unknown.category("en"));
        assertNull(unknown.peerKind());
        assertNull(unknown.argument("author"));
    }

    /** The locales' tags asked for, and the translation each must get its titles from (null: English). */
    private static final String[][] TAGS = {{"en", null}, {"ru", "ru"}, {"de", "de"}, {"de-AT", "de"}, {"fr", null}};

    @Test
    void theCategoriesAreTheSpecsInEveryLocale() {
        List<SpecCategory> categories = specCategories(TELEGRAM_SPEC.resolve("actions.yaml"));
        assertEquals(3, categories.size(), "Spec/telegram/actions.yaml categories");
        assertEquals(3, TelegramNotificationCategory.values().length);
        int actionCount = 0;
        for (SpecCategory spec : categories) actionCount += spec.actions.size();
        assertEquals(5, actionCount, "actions: reply, mark_read; mark_read; accept, decline");
        int compared = 0;
        for (SpecCategory spec : categories) {
            TelegramNotificationCategory generated = TelegramNotificationCategory.valueOf(spec.name.toUpperCase(java.util.Locale.ROOT));
            assertEquals(spec.name, generated.specName);
            assertEquals("telegram." + spec.name, generated.identifier());
            for (String[] tag : TAGS) {
                List<NotificationAction> actions = new ArrayList<NotificationAction>();
                for (SpecAction action : spec.actions) {
                    String title = tag[1] != null && action.titles.containsKey(tag[1]) ? action.titles.get(tag[1]) : action.title;
                    actions.add(new NotificationAction(action.name, title, action.textInput, action.destructive, action.foreground));
                }
                assertEquals(new NotificationCategory("telegram." + spec.name, actions), generated.category(tag[0]), spec.name + " " + tag[0]);
                compared++;
            }
        }
        assertEquals(15, compared, "categories × locales");

        // Written out from Spec/telegram/actions.yaml.
        // message (line 11): reply "Reply", ru "Ответить", de "Antworten", text_input; mark_read "Mark as Read", ru "Прочитано", de "Als gelesen markieren".
        NotificationCategory message = TelegramNotificationCategory.MESSAGE.category("ru");
        assertEquals(Arrays.asList(new NotificationAction("reply", "Ответить", true, false, false),
            new NotificationAction("mark_read", "Прочитано", false, false, false)), message.actions);
        assertEquals(Arrays.asList(new NotificationAction("reply", "Antworten", true, false, false),
            new NotificationAction("mark_read", "Als gelesen markieren", false, false, false)), TelegramNotificationCategory.MESSAGE.category("de").actions);
        assertEquals(TelegramNotificationCategory.MESSAGE.category("de"), TelegramNotificationCategory.MESSAGE.category("de-AT"));
        assertEquals(Arrays.asList(new NotificationAction("reply", "Reply", true, false, false),
            new NotificationAction("mark_read", "Mark as Read", false, false, false)), TelegramNotificationCategory.MESSAGE.category("fr").actions);
        // channel_post (line 23): mark_read only.
        assertEquals(Collections.singletonList(new NotificationAction("mark_read", "Als gelesen markieren", false, false, false)),
            TelegramNotificationCategory.CHANNEL_POST.category("de-AT").actions);
        // call (line 30): accept "Принять" (foreground: opens the app), decline "Отклонить" (destructive).
        assertEquals(Arrays.asList(new NotificationAction("accept", "Принять", false, false, true),
            new NotificationAction("decline", "Отклонить", false, true, false)), TelegramNotificationCategory.CALL.category("ru").actions);
        assertEquals(Arrays.asList(new NotificationAction("accept", "Accept", false, false, true),
            new NotificationAction("decline", "Decline", false, true, false)), TelegramNotificationCategory.CALL.category("fr").actions);
    }

    /** Spec/zulip/actions.yaml: one category, English only ("Zulip's part of the spec has no translations"). */
    @Test
    void zulipsCategoryIsEnglishInEveryLocale() {
        List<SpecCategory> categories = specCategories(Fixtures.repo().resolve("Spec/zulip/actions.yaml"));
        assertEquals(1, categories.size());
        assertEquals(1, ZulipNotificationCategory.values().length);
        List<NotificationAction> english = Arrays.asList(new NotificationAction("reply", "Reply", true, false, false),
            new NotificationAction("mark_read", "Mark as Read", false, false, false));
        List<NotificationAction> fromYaml = new ArrayList<NotificationAction>();
        for (SpecAction action : categories.get(0).actions) {
            assertTrue(action.titles.isEmpty(), action.name);
            fromYaml.add(new NotificationAction(action.name, action.title, action.textInput, action.destructive, action.foreground));
        }
        assertEquals(english, fromYaml);
        assertEquals("zulip.message", ZulipNotificationCategory.MESSAGE.identifier());
        int compared = 0;
        for (String[] tag : TAGS) {
            assertEquals(new NotificationCategory("zulip.message", english), ZulipNotificationCategory.MESSAGE.category(tag[0]), tag[0]);
            compared++;
        }
        assertEquals(5, compared);
    }

    /** A service made with sample values, for each key of services.yaml (the class per service the Visitor names). */
    private static final Peer CHAT = new Peer(Peer.Kind.CHANNEL, 56_781_234);
    private static final PushAddress ADDRESS = PushAddress.parse("149.154.175.50:443");

    static TelegramServiceNotification service(String key, long dc) {
        switch (key) {
            case "DC_UPDATE": return new TelegramServiceNotification.DcUpdate(dc, ADDRESS);
            case "MESSAGE_DELETED": return new TelegramServiceNotification.MessageDeleted(CHAT, Arrays.asList(1_234_567L, 1_234_568L));
            case "READ_HISTORY": return new TelegramServiceNotification.ReadHistory(CHAT, 1_234_567L);
            case "GEO_LIVE_PENDING": return new TelegramServiceNotification.GeoLivePending();
            case "SESSION_REVOKE": return new TelegramServiceNotification.SessionRevoke();
            case "MESSAGE_MUTED": return new TelegramServiceNotification.MessageMuted();
            case "MESSAGE_ANNOUNCEMENT": return new TelegramServiceNotification.MessageAnnouncement("Hello", null, 5L);
            case "READ_STORIES": return new TelegramServiceNotification.ReadStories(CHAT, 40L);
            case "STORY_DELETED": return new TelegramServiceNotification.StoryDeleted(CHAT, Arrays.asList(41L, 42L));
            case "READ_REACTION": return new TelegramServiceNotification.ReadReaction(CHAT, Arrays.asList(1_234_567L), 3L);
            default: throw new AssertionError("a new service: " + key);
        }
    }

    /**
     * What services.yaml's {@code action:} names, with the sample values, as the Swift
     * TelegramAction's doc describes each: DC_UPDATE for DC 1 also refreshes the configuration
     * ("call help.getConfig now"); SESSION_REVOKE's log-out carries {@code honoured}; a service
     * with no {@code action:} (MESSAGE_ANNOUNCEMENT) asks for none.
     */
    static List<TelegramAction> expectedActions(String action, long dc, boolean honoured) {
        if (action == null) return Collections.emptyList();
        switch (action) {
            case "addDataCenterAddress":
                return dc == 1 ? Arrays.asList(TelegramAction.addDataCenterAddress(1, ADDRESS), TelegramAction.of(TelegramAction.Kind.REFRESH_CONFIGURATION))
                    : Collections.singletonList(TelegramAction.addDataCenterAddress(dc, ADDRESS));
            case "dismissMessages": return Collections.singletonList(TelegramAction.dismissMessages(CHAT, Arrays.asList(1_234_567L, 1_234_568L)));
            case "dismissMessagesUpTo": return Collections.singletonList(TelegramAction.dismissMessagesUpTo(CHAT, 1_234_567L));
            case "updateLiveLocations": return Collections.singletonList(TelegramAction.of(TelegramAction.Kind.UPDATE_LIVE_LOCATIONS));
            case "logOut": return Collections.singletonList(TelegramAction.logOut(honoured));
            case "syncMessages": return Collections.singletonList(TelegramAction.of(TelegramAction.Kind.SYNC_MESSAGES));
            case "dismissStoriesUpTo": return Collections.singletonList(TelegramAction.dismissStoriesUpTo(CHAT, 40L));
            case "dismissStories": return Collections.singletonList(TelegramAction.dismissStories(CHAT, Arrays.asList(41L, 42L)));
            case "dismissReactions": return Collections.singletonList(TelegramAction.dismissReactions(CHAT, Arrays.asList(1_234_567L), 3L));
            default: throw new AssertionError("an action the test does not know: " + action);
        }
    }

    @Test
    void everyServiceAsksForTheSpecsAction() {
        Map<String, String[]> services = specServices();
        assertEquals(10, services.size(), "Spec/telegram/services.yaml services");
        assertEquals(10, TelegramServiceNotification.Visitor.class.getDeclaredMethods().length, "generated services");
        Set<Class<?>> classes = new HashSet<Class<?>>();
        int checked = 0;
        for (Map.Entry<String, String[]> entry : services.entrySet()) {
            String key = entry.getKey();
            String action = entry.getValue()[0];
            boolean encryptedOnly = Boolean.parseBoolean(entry.getValue()[1]);
            for (long dc : key.equals("DC_UPDATE") ? new long[] {1, 2} : new long[] {2}) {
                TelegramServiceNotification service = service(key, dc);
                classes.add(service.getClass());
                assertEquals(key, service.locKey());
                assertEquals(encryptedOnly, service.requiresEncryption(), key);
                for (boolean honoured : new boolean[] {true, false}) {
                    List<TelegramAction> actions = service.actions(honoured);
                    assertEquals(expectedActions(action, dc, honoured), actions, key + " dc " + dc + " honoured " + honoured);
                    assertFalse(actions.isEmpty() && action != null, key);
                    checked++;
                }
            }
        }
        assertEquals(22, checked, "services × dc × honoured");
        assertEquals(10, classes.size(), "service classes");
        // Only SESSION_REVOKE is encrypted-only, and its log-out carries honoured; every other
        // action is honoured whatever is asked.
        assertEquals(Collections.singletonList(TelegramAction.logOut(false)), service("SESSION_REVOKE", 2).actions(false));
        assertFalse(service("SESSION_REVOKE", 2).actions(false).get(0).honoured);
        assertTrue(service("SESSION_REVOKE", 2).actions(true).get(0).honoured);
        assertEquals(TelegramAction.Kind.LOG_OUT, service("SESSION_REVOKE", 2).actions(true).get(0).kind);
        // DC_UPDATE for DC 1: the address, then a refresh of the configuration.
        List<TelegramAction> dc1 = service("DC_UPDATE", 1).actions(true);
        assertEquals(2, dc1.size());
        assertEquals(TelegramAction.Kind.ADD_DATA_CENTER_ADDRESS, dc1.get(0).kind);
        assertEquals(Long.valueOf(1), dc1.get(0).dc);
        assertEquals("149.154.175.50:443", dc1.get(0).address.toString());
        assertEquals(TelegramAction.Kind.REFRESH_CONFIGURATION, dc1.get(1).kind);
        assertEquals(1, service("DC_UPDATE", 4).actions(true).size());
        // READ_HISTORY: the chat and the id read up to.
        TelegramAction read = service("READ_HISTORY", 2).actions(false).get(0);
        assertEquals(TelegramAction.Kind.DISMISS_MESSAGES_UP_TO, read.kind);
        assertEquals(CHAT, read.peer);
        assertEquals(Long.valueOf(1_234_567L), read.maxId);
        assertTrue(service("MESSAGE_ANNOUNCEMENT", 2).actions(true).isEmpty());
    }
}
