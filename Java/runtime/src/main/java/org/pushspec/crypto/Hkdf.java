package org.pushspec.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jetbrains.annotations.NotNull;

/**
 * HKDF with SHA-256 (RFC 5869), written over the platform's {@code HmacSHA256}.
 *
 * <p>The JCE {@code SecretKeySpec} objects keep copies of the salt and the PRK that this code
 * cannot clear; the arrays it makes itself are wiped.
 */
public final class Hkdf {
    /** Output size of SHA-256 and so of the PRK. */
    public static final int HASH_SIZE = 32;

    private Hkdf() {}

    /**
     * HKDF-Extract: {@code PRK = HMAC-SHA256(salt, ikm)}; an empty salt means 32 zero bytes.
     *
     * @throws GeneralSecurityException when the platform has no HmacSHA256
     */
    public static @NotNull byte[] extract(@NotNull byte[] salt, @NotNull byte[] ikm) throws GeneralSecurityException {
        byte[] key = salt.length == 0 ? new byte[HASH_SIZE] : salt;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(ikm);
    }

    /**
     * HKDF-Expand: {@code length} bytes (at most 255 * 32) of {@code T(1) || T(2) || ...}.
     *
     * @param info the info parts, concatenated
     * @throws GeneralSecurityException when the platform has no HmacSHA256
     * @throws IllegalArgumentException when {@code length} is over 8160 or the PRK is shorter than 32 bytes
     */
    public static @NotNull byte[] expand(@NotNull byte[] prk, int length, @NotNull byte[]... info) throws GeneralSecurityException {
        if (length < 0 || length > 255 * HASH_SIZE || prk.length < HASH_SIZE) {
            throw new IllegalArgumentException("HKDF-Expand: bad length or PRK");
        }
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(prk, "HmacSHA256"));
        byte[] output = new byte[length];
        byte[] previous = new byte[0];
        int written = 0;
        for (int counter = 1; written < length; counter++) {
            mac.update(previous);
            for (byte[] part : info) mac.update(part);
            mac.update((byte) counter);
            SecureBytes.wipe(previous);
            previous = mac.doFinal();
            int n = Math.min(HASH_SIZE, length - written);
            System.arraycopy(previous, 0, output, written, n);
            written += n;
        }
        SecureBytes.wipe(previous);
        return output;
    }

    /** Extract then expand, wiping the PRK. */
    public static @NotNull byte[] derive(@NotNull byte[] salt, @NotNull byte[] ikm, int length, @NotNull byte[]... info) throws GeneralSecurityException {
        byte[] prk = extract(salt, ikm);
        try {
            return expand(prk, length, info);
        } finally {
            SecureBytes.wipe(prk);
        }
    }
}
