package org.pushspec.telegram;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** A service notification of a generated catalog: no text to show, something for the app to do. */
public interface CatalogService {
    /**
     * The wire {@code loc_key}.
     *
     * @return the key
     */
    @NotNull String locKey();

    /**
     * Whether the app may act on it only when it arrived inside an encrypted payload.
     *
     * @return whether it must have been encrypted
     */
    boolean requiresEncryption();

    /**
     * The text it shows, for a service whose spec names the fields of its text
     * ({@code text_from:}, an announcement): the first of them that is present.
     *
     * @return the text, or null for a service without one
     */
    @Nullable String text();

    /**
     * What it asks the app to do, as its spec names it ({@code action:}), made from its values.
     *
     * @param honoured whether the app may act on it (false for a service that requires encryption
     *     and came without): {@link TelegramAction#logOut} carries it
     * @return the actions, in order (unmodifiable; empty for a service that asks for none)
     */
    @NotNull List<TelegramAction> actions(boolean honoured);
}
