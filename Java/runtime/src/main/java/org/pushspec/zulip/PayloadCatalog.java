package org.pushspec.zulip;

import org.jetbrains.annotations.NotNull;
import org.json.JSONObject;
import org.pushspec.fields.PayloadDecodingException;

/**
 * The Zulip payload schemas a spec generates, as {@link ZulipPush#read} types a payload with them:
 * PushSpec's {@code ZulipCatalog.INSTANCE}, or the one an app's own spec generates (the Telegram
 * side's {@link org.pushspec.telegram.NotificationCatalog}). The generated code implements it.
 *
 * @param <P> the catalog's payload type
 */
public interface PayloadCatalog<P extends CatalogPayload> {
    /**
     * Types a payload: the first schema whose {@code match} it fits, else the catalog's unknown payload.
     *
     * @param json the payload
     * @return the typed payload
     * @throws PayloadDecodingException when the schema its fields select does not fit them
     */
    @NotNull P payload(@NotNull JSONObject json) throws PayloadDecodingException;
}
