package org.pushspec.envelope;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.json.JSONObject;
import org.pushspec.PushException;
import org.pushspec.crypto.Base64Codec;
import org.pushspec.crypto.SecureBytes;
import org.pushspec.internal.LocArgs;

/**
 * TDLib's {@code getPushReceiverId}, as the Swift runtime's {@code PushReceiverID}: which account
 * a push is for, without decrypting it (0: every account). Codes are the Swift
 * {@code ReceiverIDError} ones.
 *
 * <ul>
 *   <li>The payload must be a JSON object; if it has {@code data}, it must be an object and only
 *   it is read.</li>
 *   <li>With {@code p}: a string (or a number's text) whose first 12 characters decode as
 *   base64url to 9 bytes; the id is the little-endian int64 of the first 8 (may be 0 or negative).</li>
 *   <li>Else with {@code user_id}: a string or number whose text is a canonical decimal int64
 *   ({@code -?(0|[1-9][0-9]*)}, not {@code -0}), which must be positive.</li>
 *   <li>Else 0.</li>
 * </ul>
 */
public final class PushReceiverId {
    private PushReceiverId() {}

    /**
     * The receiver id of a payload's bytes (at most {@link PushDecoder#MAX_PAYLOAD_SIZE}).
     *
     * @throws PushException {@code too_large}, {@code invalid_json}, {@code not_an_object},
     *     {@code data_not_an_object}, {@code p_not_a_string}, {@code p_too_short},
     *     {@code p_not_base64url}, {@code user_id_not_string_or_number},
     *     {@code user_id_not_an_integer}, {@code user_id_not_positive}
     */
    public static long of(@NotNull byte[] payload) throws PushException {
        if (payload.length > PushDecoder.MAX_PAYLOAD_SIZE) throw PushDecoder.tooLarge(payload.length);
        return of(StrictJson.parse(payload));
    }

    /** The receiver id of a parsed payload; see {@link #of(byte[])}. */
    public static long of(@NotNull Object root) throws PushException {
        if (!(root instanceof JSONObject)) throw new PushException("not_an_object", "payload is not a JSON object");
        JSONObject object = (JSONObject) root;
        if (object.has("data")) {
            Object data = object.opt("data");
            if (!(data instanceof JSONObject)) throw new PushException("data_not_an_object", "`data` is not a JSON object");
            object = (JSONObject) data;
        }
        if (object.has("p")) return authKeyId(object.opt("p"));
        if (object.has("user_id")) return userId(object.opt("user_id"));
        return 0;
    }

    private static long authKeyId(Object value) throws PushException {
        String text;
        if (value instanceof String || value instanceof JsonNumber) {
            text = value.toString();
        } else {
            throw new PushException("p_not_a_string", "encrypted payload `p` is not a string");
        }
        if (utf8Length(text) < 12) throw new PushException("p_too_short", "encrypted payload `p` is shorter than 12 characters");
        byte[] bytes = Base64Codec.decodeUrl(firstTwelveBytes(text));
        if (bytes == null || bytes.length != 9) {
            throw new PushException("p_not_base64url", "encrypted payload `p` does not start with base64url");
        }
        return SecureBytes.int64LE(bytes, 0);
    }

    /** The first 12 UTF-8 bytes as characters (non-ASCII ones are invalid base64url anyway). */
    private static String firstTwelveBytes(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && out.length() < 12; i++) {
            char c = text.charAt(i);
            out.append(c < 0x80 ? c : '\u0000');
        }
        return out.toString();
    }

    private static int utf8Length(String text) {
        int count = 0;
        for (int i = 0; i < text.length() && count < 12; i++) {
            char c = text.charAt(i);
            count += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isHighSurrogate(c) ? 2 : 3;
        }
        return count;
    }

    private static long userId(Object value) throws PushException {
        if (!(value instanceof String) && !(value instanceof JsonNumber)) {
            throw new PushException("user_id_not_string_or_number", "`user_id` is neither a string nor a number");
        }
        Long id = LocArgs.parseInteger(value.toString());
        if (id == null) throw new PushException("user_id_not_an_integer", "`user_id` is not a 64-bit integer");
        if (id <= 0) throw new PushException("user_id_not_positive", "`user_id` is not positive");
        return id;
    }

    /**
     * A {@code user_id} as the receiver id reads it: a string or number whose text is a canonical
     * decimal int64 that is positive.
     *
     * @param value the member, or null
     * @return the id, or null when it is not one
     */
    public static @Nullable Long validUserId(@Nullable Object value) {
        if (!(value instanceof String) && !(value instanceof JsonNumber)) return null;
        Long id = LocArgs.parseInteger(value.toString());
        return id != null && id > 0 ? id : null;
    }
}
