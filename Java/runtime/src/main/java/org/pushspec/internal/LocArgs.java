package org.pushspec.internal;

import java.util.ArrayList;
import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.fields.LocArgsException;
import org.pushspec.fields.PeerKind;

/**
 * Picks a notification type's form and reads its typed {@code loc_args}, as the Swift catalogs'
 * generated decoders do. For the runtime and generated catalogs, not for apps (it may change with
 * any version): they give each type's forms as a table.
 *
 * <p>A form is the one for the push's kind of chat, when the type's forms are for different
 * kinds and there are at least as many arguments as it takes (any after those are dropped, as
 * the clients read them); else the first that takes exactly as many arguments as there are.
 */
public final class LocArgs {
    private LocArgs() {}

    /**
     * Whether a type's forms are for different kinds of chat (the push's peer picks among them).
     *
     * @param peers one letter per form of the type: {@code p} private, {@code g} group,
     *     {@code c} channel, {@code n} none
     * @return whether the peer picks the form
     */
    public static boolean formsDependOnPeer(@NotNull String peers) {
        for (int i = 1; i < peers.length(); i++) {
            if (peers.charAt(i) != peers.charAt(0)) return true;
        }
        return false;
    }

    /**
     * The place among a type's forms of the form for these arguments.
     *
     * @param locKey the key, for errors
     * @param locArgs the wire arguments
     * @param peers one letter per form (see {@link #formsDependOnPeer(String)})
     * @param counts each form's argument count
     * @param peer the push's kind of chat, or null
     * @return the form's place among the type's forms
     * @throws LocArgsException when no form takes as many arguments
     */
    public static int selectForm(@NotNull String locKey, @NotNull List<String> locArgs, @NotNull String peers, @NotNull int[] counts,
        @Nullable PeerKind peer)
        throws LocArgsException {
        int count = locArgs.size();
        if (peer != null && formsDependOnPeer(peers)) {
            char wanted = peer == PeerKind.PRIVATE ? 'p' : peer == PeerKind.GROUP ? 'g' : 'c';
            for (int form = 0; form < counts.length; form++) {
                if (peers.charAt(form) == wanted && peers.indexOf(wanted) == peers.lastIndexOf(wanted) && count >= counts[form]) {
                    return form;
                }
            }
        }
        List<Integer> expected = new ArrayList<Integer>();
        for (int form = 0; form < counts.length; form++) {
            if (counts[form] == count) return form;
            if (!expected.contains(counts[form])) expected.add(counts[form]);
        }
        throw new LocArgsException(LocArgsException.Reason.WRONG_ARGUMENT_COUNT, locKey, locArgs,
            "expected " + join(expected) + " arguments, got " + count);
    }

    /**
     * A form's typed arguments: a {@code String} per text, a {@code Long} per count or integer.
     *
     * @param locKey the key, for errors
     * @param locArgs the wire arguments (at least as many as the form takes)
     * @param types one letter per argument: {@code t} text, {@code c} count (not negative),
     *     {@code i} integer
     * @return the arguments
     * @throws LocArgsException when a count or integer is not one
     */
    public static @NotNull Object[] read(@NotNull String locKey, @NotNull List<String> locArgs, @NotNull String types) throws LocArgsException {
        Object[] arguments = new Object[types.length()];
        for (int i = 0; i < arguments.length; i++) {
            String text = i < locArgs.size() ? locArgs.get(i) : "";
            char type = types.charAt(i);
            if (type == 't') {
                arguments[i] = text;
                continue;
            }
            Long number = parseInteger(text);
            if (number == null || (type == 'c' && number < 0)) {
                throw new LocArgsException(LocArgsException.Reason.NOT_AN_INTEGER, locKey, locArgs,
                    "argument " + (i + 1) + " is not " + (type == 'c' ? "a count" : "an integer"));
            }
            arguments[i] = number;
        }
        return arguments;
    }

    /**
     * An integer in canonical decimal only ({@code -?(0|[1-9][0-9]*)}, not {@code -0}) within the
     * 64-bit range, so that writing it back gives the argument exactly.
     *
     * @param text the argument
     * @return the value, or null
     */
    public static @Nullable Long parseInteger(@NotNull String text) {
        boolean negative = text.startsWith("-");
        int start = negative ? 1 : 0;
        int digits = text.length() - start;
        if (digits == 0 || digits > 19) return null;
        if (text.charAt(start) == '0' && (digits > 1 || negative)) return null;
        for (int i = start; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String join(List<Integer> counts) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < counts.size(); i++) {
            if (i > 0) out.append(i == counts.size() - 1 ? " or " : ", ");
            out.append(counts.get(i));
        }
        return out.toString();
    }
}
