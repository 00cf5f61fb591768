package org.pushspec.telegram;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONObject;
import org.pushspec.fields.FieldProblem;
import org.pushspec.fields.LocArgsException;
import org.pushspec.fields.PeerKind;
import org.pushspec.fields.ServiceDecodingException;

/**
 * A generated catalog of Telegram notifications, as {@link TelegramPush} decodes with it:
 * PushSpec's ({@code org.pushspec.catalog.TelegramCatalog.INSTANCE}) or the one an app's spec
 * generates into its own package (the Swift runtime's {@code TelegramCatalogNotification}). The
 * runtime knows a catalog only through it: its notifications, services and fields are the
 * catalog's own classes.
 *
 * @param <N> the catalog's notification class
 * @param <S> the catalog's service class
 * @param <F> the catalog's fields class
 */
public interface NotificationCatalog<N extends CatalogNotification, S extends CatalogService, F extends CatalogFields> {
    /**
     * Reads the typed fields of a push from its {@code custom} object and the notification object
     * beside it (APNs payloads carry the custom fields at the top level: the same object twice).
     *
     * @param custom the {@code custom} object, or null
     * @param payload the notification object
     * @param problems problems found before (a {@code custom} that is not an object)
     * @return the fields
     */
    @NotNull F fields(@Nullable JSONObject custom, @NotNull JSONObject payload, @NotNull List<FieldProblem> problems);

    /**
     * Whether the catalog has a notification type of this key.
     *
     * @param locKey the wire key
     * @return whether it is known
     */
    boolean isKnownKey(@NotNull String locKey);

    /**
     * Whether the push's kind of chat picks the form of this key's type.
     *
     * @param locKey the wire key
     * @return whether its forms are for different kinds of chat
     */
    boolean formsDependOnPeer(@NotNull String locKey);

    /**
     * Decodes a notification; a key the catalog does not know is its {@code Unknown}.
     *
     * @param locKey the wire key
     * @param locArgs the wire arguments
     * @param peer the push's kind of chat, or null
     * @return the notification
     * @throws LocArgsException when no form of a known key takes the arguments
     */
    @NotNull N notification(@NotNull String locKey, @NotNull List<String> locArgs, @Nullable PeerKind peer) throws LocArgsException;

    /**
     * Decodes a service notification from the push's fields, as {@link #fields} read them.
     *
     * @param locKey the wire key
     * @param fields the push's fields
     * @return the service, or null when the key is not a service's
     * @throws ServiceDecodingException when a field it needs is missing
     */
    @Nullable S service(@NotNull String locKey, @NotNull F fields) throws ServiceDecodingException;
}
