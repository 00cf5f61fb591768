package org.pushspec.crypto;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * Strict base64 (RFC 4648) decoding, as the Swift runtime's {@code Base64}: the URL-safe
 * alphabet for Telegram's {@code p} and keys, the standard one for Zulip's.
 *
 * <p>Accepts exactly the canonical encodings, with or without padding: only the alphabet's 64
 * characters and {@code =} as padding at the very end (making the length a multiple of 4, exactly
 * what the last group needs); no whitespace; no length of 4k + 1; the unused low bits of the last
 * character must be zero. Anything else gives {@code null}.
 *
 * <p>Written here rather than using {@code java.util.Base64} (API 26 on Android) or
 * {@code android.util.Base64} (lenient), so that the runtime runs on minSdk 21 and accepts what
 * the Swift runtime accepts.
 */
public final class Base64Codec {
    private Base64Codec() {}

    /**
     * Decodes base64url text ({@code A-Z a-z 0-9 - _}).
     *
     * @param text the text, may be null
     * @return the bytes, or null when {@code text} is null or not strict base64url
     */
    public static @Nullable byte[] decodeUrl(@NotNull CharSequence text) {
        return decode(text, true);
    }

    /**
     * Decodes standard base64 text ({@code A-Z a-z 0-9 + /}).
     *
     * @param text the text, may be null
     * @return the bytes, or null when {@code text} is null or not strict base64
     */
    public static @Nullable byte[] decodeStandard(@NotNull CharSequence text) {
        return decode(text, false);
    }

    private static int value(char c, boolean url) {
        if (c >= 'A' && c <= 'Z') return c - 'A';
        if (c >= 'a' && c <= 'z') return c - 'a' + 26;
        if (c >= '0' && c <= '9') return c - '0' + 52;
        if (c == (url ? '-' : '+')) return 62;
        if (c == (url ? '_' : '/')) return 63;
        return -1;
    }

    private static byte[] decode(CharSequence text, boolean url) {
        if (text == null) return null;
        int length = text.length();
        if (length > 0 && text.charAt(length - 1) == '=') {
            if (length % 4 != 0) return null;
            length -= 1;
            if (text.charAt(length - 1) == '=') length -= 1;
        }
        int tail = length % 4;
        if (tail == 1) return null;
        int groups = length / 4;
        byte[] out = new byte[groups * 3 + (tail == 0 ? 0 : tail - 1)];
        int o = 0;
        int i = 0;
        for (int g = 0; g < groups; g++, i += 4) {
            int a = value(text.charAt(i), url), b = value(text.charAt(i + 1), url);
            int c = value(text.charAt(i + 2), url), d = value(text.charAt(i + 3), url);
            if ((a | b | c | d) < 0) return null;
            int bits = a << 18 | b << 12 | c << 6 | d;
            out[o++] = (byte) (bits >> 16);
            out[o++] = (byte) (bits >> 8);
            out[o++] = (byte) bits;
        }
        if (tail == 2) {
            int a = value(text.charAt(i), url), b = value(text.charAt(i + 1), url);
            if ((a | b) < 0 || (b & 0x0F) != 0) return null;
            out[o] = (byte) (a << 2 | b >> 4);
        } else if (tail == 3) {
            int a = value(text.charAt(i), url), b = value(text.charAt(i + 1), url), c = value(text.charAt(i + 2), url);
            if ((a | b | c) < 0 || (c & 0x03) != 0) return null;
            out[o++] = (byte) (a << 2 | b >> 4);
            out[o] = (byte) (b << 4 | c >> 2);
        }
        return out;
    }
}
