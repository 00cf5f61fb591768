package org.pushspec.crypto;

import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * One web push subscription's receiving keys: the P-256 private key (32 bytes), its uncompressed
 * public key (65 bytes, the subscription's {@code p256dh}) and the 16-byte auth secret.
 *
 * <p>The object holds its own copies; {@link #destroy()} overwrites the private key and the auth
 * secret. {@link #toString()} shows nothing secret.
 */
public final class WebPushKeys {
    /** Size of a private key in bytes. */
    public static final int PRIVATE_KEY_SIZE = 32;
    /** Size of an auth secret in bytes. */
    public static final int AUTH_SECRET_SIZE = 16;

    private final byte[] privateKey;
    private final byte[] authSecret;
    private final byte[] publicKey;

    /**
     * Wraps existing keys, copying them, and computes the public key.
     *
     * @throws PushException {@code bad_key} on a wrong size or a scalar outside {@code 1 ..< n}
     */
    public WebPushKeys(@NotNull byte[] privateKey, @NotNull byte[] authSecret) throws PushException {
        if (privateKey == null || privateKey.length != PRIVATE_KEY_SIZE) {
            throw new PushException("bad_key", "web push key is invalid: private key must be 32 bytes, got "
                + (privateKey == null ? 0 : privateKey.length));
        }
        if (authSecret == null || authSecret.length != AUTH_SECRET_SIZE) {
            throw new PushException("bad_key", "web push key is invalid: auth secret must be 16 bytes, got "
                + (authSecret == null ? 0 : authSecret.length));
        }
        if (!P256.isValidScalar(privateKey)) {
            throw new PushException("bad_key", "web push key is invalid: private key is not a P-256 scalar in 1 ..< n");
        }
        this.privateKey = privateKey.clone();
        this.authSecret = authSecret.clone();
        this.publicKey = P256.publicKeyOf(this.privateKey);
    }

    /**
     * The 65-byte uncompressed public key (a copy).
     *
     * @return the public key
     */
    public @NotNull byte[] publicKey() {
        return publicKey.clone();
    }

    byte[] privateKeyBytes() {
        return privateKey;
    }

    byte[] authSecretBytes() {
        return authSecret;
    }

    byte[] publicKeyBytes() {
        return publicKey;
    }

    /** Overwrites the private key and the auth secret with zeros. */
    public void destroy() {
        SecureBytes.wipe(privateKey);
        SecureBytes.wipe(authSecret);
    }

    @Override
    public @NotNull String toString() {
        return "WebPushKeys(…)";
    }
}
