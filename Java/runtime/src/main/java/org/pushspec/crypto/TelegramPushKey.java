package org.pushspec.crypto;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * One Telegram account's push secret: the 256 bytes a client passes as {@code secret} to
 * {@code account.registerDevice}, the MTProto 2.0 key of that account's encrypted pushes.
 *
 * <p>The key holds its own copy of the secret; {@link #destroy()} overwrites it. {@link #toString()}
 * shows the key id only.
 */
public final class TelegramPushKey {
    /** Size of a push secret in bytes. */
    public static final int SECRET_SIZE = 256;

    private final byte[] secret;
    private final long keyId;

    /**
     * Wraps a secret, copying its bytes (the caller may wipe its array afterwards).
     *
     * @param secret the 256-byte secret
     * @throws PushException {@code wrong_size} unless it has 256 bytes, {@code crypto_failure}
     *     when the platform has no SHA-1
     */
    public TelegramPushKey(@NotNull byte[] secret) throws PushException {
        if (secret == null || secret.length != SECRET_SIZE) {
            throw new PushException("wrong_size", "Telegram push secret must be " + SECRET_SIZE + " bytes, got "
                + (secret == null ? 0 : secret.length));
        }
        this.secret = secret.clone();
        try {
            byte[] digest = MessageDigest.getInstance("SHA-1").digest(this.secret);
            this.keyId = SecureBytes.int64LE(digest, 12);
        } catch (GeneralSecurityException e) {
            SecureBytes.wipe(this.secret);
            throw new PushException("crypto_failure", "crypto call SHA-1 failed while computing the push key id");
        }
    }

    /**
     * The key id: the little-endian 64-bit integer of the last 8 bytes of SHA-1(secret); encrypted
     * pushes start with it ({@code auth_key_id}), and it is TDLib's push receiver id of such pushes.
     *
     * @return the key id
     */
    public long keyId() {
        return keyId;
    }

    /** The secret itself, for the decryption code of this package (not a copy: do not modify). */
    byte[] secretBytes() {
        return secret;
    }

    /** Overwrites the secret with zeros; the key decrypts nothing afterwards. */
    public void destroy() {
        SecureBytes.wipe(secret);
    }

    @Override
    public @NotNull String toString() {
        return "TelegramPushKey(keyId: " + keyId + ")";
    }
}
