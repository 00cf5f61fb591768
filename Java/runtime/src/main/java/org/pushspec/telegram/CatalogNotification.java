package org.pushspec.telegram;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.fields.PeerKind;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
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

    /**
     * The kind of chat its form is about.
     *
     * @return the form's kind of chat; null for a form about no chat (an account notice) or an unknown key
     */
    @Nullable PeerKind peerKind();

    /**
     * The notification group TDLib files it in (the spec's {@code group:}).
     *
     * @return the group, or null for an unknown key
     */
    @Nullable NotificationGroupKind groupKind();

    /**
     * How strongly it asks for attention when not sent silently (the spec's {@code interruption:}).
     *
     * @return the level; {@link NotificationInterruption#ACTIVE} for an unknown key
     */
    @NotNull NotificationInterruption interruption();

    /**
     * Its category of actions (the spec's {@code categories:}), with the actions' titles in a language.
     *
     * @param localeTag a BCP 47 tag: the titles of its translation, then of its language's, else English
     * @return the category, or null for a type without one or an unknown key
     */
    @Nullable NotificationCategory category(@NotNull String localeTag);

    /**
     * The text argument its form names so ({@code author}, {@code chat}).
     *
     * @param name the argument's name in the spec
     * @return the argument, or null when the form has no text argument of that name or the key is unknown
     */
    @Nullable String argument(@NotNull String name);
}
