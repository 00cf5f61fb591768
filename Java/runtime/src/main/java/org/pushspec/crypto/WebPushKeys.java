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
    /** Whether {@link #publicKey} is known to be the private key's (a stored one is checked at first use). */
    private volatile boolean publicKeyChecked;

    /**
     * Wraps existing keys, copying them, and computes the public key.
     *
     * @throws PushException {@code bad_key} on a wrong size or a scalar outside {@code 1 ..< n}
     */
    public WebPushKeys(@NotNull byte[] privateKey, @NotNull byte[] authSecret) throws PushException {
        checkPrivateKeyAndSecret(privateKey, authSecret);
        this.privateKey = privateKey.clone();
        this.authSecret = authSecret.clone();
        this.publicKey = P256.publicKeyOf(this.privateKey);
        this.publicKeyChecked = true;
    }

    /**
     * Wraps existing keys with the public key stored beside them (a subscription's {@code p256dh},
     * a keyring's {@code public_key}), copying them. The public key must be a point on P-256; that
     * it is the private key's is checked when the keys first decrypt, not here: computing it with
     * {@code BigInteger} arithmetic would cost every process that loads the keys, the many that
     * never see a web push included.
     *
     * @throws PushException {@code bad_key} on a wrong size, a scalar outside {@code 1 ..< n}, or a
     *     public key that is not an uncompressed point on P-256
     */
    public WebPushKeys(@NotNull byte[] privateKey, @NotNull byte[] authSecret, @NotNull byte[] publicKey) throws PushException {
        checkPrivateKeyAndSecret(privateKey, authSecret);
        if (!P256.isValidPoint(publicKey)) {
            throw new PushException("bad_key", "web push key is invalid: public key is not an uncompressed point on P-256");
        }
        this.privateKey = privateKey.clone();
        this.authSecret = authSecret.clone();
        this.publicKey = publicKey.clone();
        this.publicKeyChecked = false;
    }

    private static void checkPrivateKeyAndSecret(byte[] privateKey, byte[] authSecret) throws PushException {
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
    }

    /**
     * The 65-byte uncompressed public key (a copy): the computed one, or the stored one, which
     * decryption checks against the private key before using it.
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

    /**
     * The public key, once known to be the private key's: a stored one is compared, in constant
     * time, with the one the private key gives, at the first call.
     *
     * @throws PushException {@code bad_key} when the stored public key is another key's
     */
    byte[] publicKeyBytes() throws PushException {
        if (!publicKeyChecked) {
            byte[] computed = P256.publicKeyOf(privateKey);
            boolean same = SecureBytes.equals(computed, 0, publicKey, 0, P256.POINT_SIZE);
            if (!same) throw new PushException("bad_key", "web push key is invalid: the public key is not the private key's");
            publicKeyChecked = true;
        }
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
