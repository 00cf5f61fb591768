package org.pushspec.telegram;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.text.CatalogLocale;
import org.pushspec.text.RenderedNotification;

/**
 * A notification of a generated catalog: PushSpec's {@code TelegramNotification}, or the one an
 * app's own spec generates. What {@link TelegramPush} reads of any catalog's.
 */
public interface CatalogNotification {
    /**
     * The wire {@code loc_key}.
     *
     * @return the key
     */
    @NotNull String locKey();

    /**
     * The wire {@code loc_args}: texts as they are, numbers in decimal.
     *
     * @return the arguments (unmodifiable)
     */
    @NotNull List<String> locArgs();

    /**
     * Whether the catalog knows its {@code loc_key}; false for the catalog's {@code Unknown}.
     *
     * @return whether it is known
     */
    boolean isKnown();

    /**
     * Whether the app must connect to the server to show it; null for an unknown key.
     *
     * @return the spec's {@code needs_fetch}, or null
     */
    @Nullable Boolean needsFetch();

    /**
     * The title, body and text in English.
     *
     * @return the texts, or null for an unknown key
     */
    @Nullable RenderedNotification render();

    /**
     * The title, body and text in a locale (English where it has no translation of the form).
     *
     * @param locale the catalog's locale
     * @return the texts, or null for an unknown key
     */
    @Nullable RenderedNotification render(@NotNull CatalogLocale locale);
}
