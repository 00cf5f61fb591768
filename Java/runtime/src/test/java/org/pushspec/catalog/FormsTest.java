package org.pushspec.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pushspec.fields.LocArgsException;
import org.pushspec.fields.PeerKind;

/** Every generated form: decoded from its arguments, round-tripped, visited; the peer picks pins' forms. */
class FormsTest {
    /** The form classes, from the generated Visitor's methods (one per form, and Unknown). */
    private static List<Class<?>> formClasses() {
        List<Class<?>> classes = new ArrayList<Class<?>>();
        for (Method method : TelegramNotification.Visitor.class.getDeclaredMethods()) {
            Class<?> type = method.getParameterTypes()[0];
            if (type != TelegramNotification.Unknown.class) classes.add(type);
        }
        return classes;
    }

    /** Sample arguments for a form class's constructor, and the wire text of each. */
    private static Object[] samples(Constructor<?> constructor, List<String> wire) {
        Class<?>[] types = constructor.getParameterTypes();
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            values[i] = types[i] == long.class ? (Object) Long.valueOf(7 + i) : "text " + i;
            wire.add(values[i].toString());
        }
        return values;
    }

    @Test
    void everyFormRoundTripsThroughItsWireArguments() throws Exception {
        List<Class<?>> classes = formClasses();
        assertTrue(classes.size() > 250, "forms: " + classes.size());
        Set<Class<?>> visited = new HashSet<Class<?>>();
        for (Class<?> type : classes) {
            Constructor<?> constructor = type.getConstructors()[0];
            List<String> wire = new ArrayList<String>();
            TelegramNotification made = (TelegramNotification) constructor.newInstance(samples(constructor, wire));
            assertEquals(wire, made.locArgs(), type.getSimpleName());
            // The peer that the form is for picks it where a key's forms take as many arguments.
            TelegramNotification decoded = null;
            for (PeerKind peer : new PeerKind[] {null, PeerKind.PRIVATE, PeerKind.GROUP, PeerKind.CHANNEL}) {
                TelegramNotification candidate = TelegramNotification.decode(made.locKey(), wire, peer);
                if (candidate.getClass() == type) decoded = candidate;
            }
            assertEquals(made, decoded, type.getSimpleName());
            assertEquals(made.hashCode(), decoded.hashCode());
            assertTrue(made.toString().startsWith(type.getSimpleName() + "("));
            assertFalse(made.render().text.isEmpty());
            visited.add(made.accept(VISITOR));
        }
        assertEquals(new HashSet<Class<?>>(classes), visited);
    }

    @Test
    void unknownKeysKeepTheirRawData() throws Exception {
        TelegramNotification notification = TelegramNotification.decode("NEW_KEY_2030", Arrays.asList("a", "b"), null);
        assertTrue(notification instanceof TelegramNotification.Unknown);
        assertFalse(notification.isKnown());
        assertEquals("NEW_KEY_2030", notification.locKey());
        assertEquals(Arrays.asList("a", "b"), notification.locArgs());
        assertNull(notification.render());
        assertNull(notification.needsFetch());
    }

    @Test
    void pinsPickTheirFormByThePeerAndDropExtraArguments() throws Exception {
        List<String> three = Arrays.asList("Ann", "hello", "Book club");
        assertEquals(TelegramNotification.PinnedTextGroup.class, TelegramNotification.decode("PINNED_TEXT", three, null).getClass());
        TelegramNotification channel = TelegramNotification.decode("PINNED_TEXT", three, PeerKind.CHANNEL);
        assertEquals(TelegramNotification.PinnedTextChannel.class, channel.getClass());
        assertEquals(Arrays.asList("Ann", "hello"), channel.locArgs());
        assertEquals(TelegramNotification.PinnedTextPrivate.class,
            TelegramNotification.decode("PINNED_TEXT", Arrays.asList("Ann", "hello"), null).getClass());
        // The group form needs its three arguments: with two, the count picks.
        assertEquals(TelegramNotification.PinnedTextPrivate.class,
            TelegramNotification.decode("PINNED_TEXT", Arrays.asList("Ann", "hello"), PeerKind.GROUP).getClass());
    }

    @Test
    void argumentsNoFormTakesAreTypedErrorsWithTheRawData() {
        LocArgsException count = assertThrows(LocArgsException.class,
            () -> TelegramNotification.decode("MESSAGE_TEXT", Collections.singletonList("Ann"), null));
        assertEquals(LocArgsException.Reason.WRONG_ARGUMENT_COUNT, count.reason);
        assertEquals("wrong_argument_count", count.reason.code());
        // One error type for an app: every failure is a PushException with its code.
        assertEquals("wrong_argument_count", ((org.pushspec.PushException) count).code());
        assertEquals("missing_field", new org.pushspec.fields.ServiceDecodingException("MESSAGE_DELETED", "messages").code());
        assertEquals("invalid_payload", new org.pushspec.fields.PayloadDecodingException("DirectMessage", "sender_id", null).code());
        assertEquals(Collections.singletonList("Ann"), count.locArgs);
        for (String bad : new String[] {"05", "-1", "-0", "1.5", "", "+3", "99999999999999999999", "٣"}) {
            LocArgsException number = assertThrows(LocArgsException.class,
                () -> TelegramNotification.decode("MESSAGE_PHOTOS", Arrays.asList("Ann", bad), null), bad);
            assertEquals(LocArgsException.Reason.NOT_AN_INTEGER, number.reason, bad);
        }
        assertThrows(IllegalArgumentException.class, () -> new TelegramNotification.MessagePhotos("Ann", -1));
        assertThrows(NullPointerException.class, () -> new TelegramNotification.MessageText(null, "hi"));
    }

    @Test
    void theDefaultVisitorHandsEveryFormNotOverriddenToOtherwise() throws Exception {
        TelegramNotification.Visitor<String> visitor = new TelegramNotification.DefaultVisitor<String>() {
            @Override
            protected String otherwise(TelegramNotification notification) {
                return "other " + notification.locKey();
            }

            @Override
            public String visit(TelegramNotification.MessageText notification) {
                return "text from " + notification.author;
            }
        };
        assertEquals("text from Ann", TelegramNotification.decode("MESSAGE_TEXT", Arrays.asList("Ann", "hi"), null).accept(visitor));
        assertEquals("other MESSAGE_PHOTO", TelegramNotification.decode("MESSAGE_PHOTO", Arrays.asList("Ann"), null).accept(visitor));
        assertEquals("other NEW_KEY_2030", TelegramNotification.decode("NEW_KEY_2030", Arrays.asList("a"), null).accept(visitor));
        Set<String> answers = new HashSet<String>();
        for (Class<?> type : formClasses()) {
            Constructor<?> constructor = type.getConstructors()[0];
            TelegramNotification made = (TelegramNotification) constructor.newInstance(samples(constructor, new ArrayList<String>()));
            answers.add(made.accept(visitor).startsWith("other ") ? "other" : made.getClass().getSimpleName());
        }
        assertEquals(new HashSet<String>(Arrays.asList("other", "MessageText")), answers);
    }

    @Test
    void toStringShowsNoTextOfThePush() throws Exception {
        TelegramNotification notification = TelegramNotification.decode("CHAT_MESSAGE_PHOTOS", Arrays.asList("Ann", "Team", "3"), null);
        assertEquals("ChatMessagePhotos(author=<3 characters>, chat=<4 characters>, count=3)", notification.toString());
        assertEquals("Unknown(NEW_KEY_2030, 2 arguments)",
            TelegramNotification.decode("NEW_KEY_2030", Arrays.asList("secret", "text"), null).toString());
    }

    /** A visitor that answers the type of the method called: accept must call the form's own. */
    @SuppressWarnings("unchecked")
    private static final TelegramNotification.Visitor<Class<?>> VISITOR = (TelegramNotification.Visitor<Class<?>>) Proxy.newProxyInstance(
        FormsTest.class.getClassLoader(), new Class<?>[] {TelegramNotification.Visitor.class},
        (proxy, method, arguments) -> method.getParameterTypes()[0]);
}
