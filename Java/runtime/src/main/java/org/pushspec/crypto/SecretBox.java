package org.pushspec.crypto;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * NaCl's {@code crypto_secretbox} (XSalsa20-Poly1305) opening, as Zulip's end-to-end encrypted
 * pushes need it.
 *
 * <p>The runtime ships a pure Java implementation ({@link XSalsa20Poly1305}); an app that already
 * has libsodium (lazysodium, Tink's bindings...) can pass its own, e.g. one calling
 * {@code crypto_secretbox_open_easy(out, box, box.length, nonce, key)}.
 */
public interface SecretBox {
    /** {@code crypto_secretbox_KEYBYTES}. */
    int KEY_SIZE = 32;
    /** {@code crypto_secretbox_NONCEBYTES}. */
    int NONCE_SIZE = 24;
    /** {@code crypto_secretbox_MACBYTES}. */
    int MAC_SIZE = 16;

    /**
     * Verifies and decrypts a box ({@code MAC(16) || ciphertext}, libsodium's "easy" layout).
     *
     * @param box the MAC and the ciphertext, at least 16 bytes
     * @param nonce 24 bytes
     * @param key 32 bytes
     * @return the plaintext ({@code box.length - 16} bytes), or null when the MAC does not verify
     *     (nothing of the plaintext is returned then)
     */
    @Nullable byte[] open(@NotNull byte[] box, @NotNull byte[] nonce, @NotNull byte[] key);
}
