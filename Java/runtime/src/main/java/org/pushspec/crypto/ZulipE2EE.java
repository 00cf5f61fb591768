package org.pushspec.crypto;

import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * Decryption of Zulip's end-to-end encrypted pushes (server feature level 468+):
 * {@code encrypted_data} is standard, padded base64 of {@code nonce(24) || MAC(16) || ciphertext},
 * NaCl's {@code crypto_secretbox_easy} output after its nonce.
 */
public final class ZulipE2EE {
    /** Largest decoded {@code encrypted_data} accepted, in bytes. */
    public static final int MAXIMUM_ENCRYPTED_SIZE = 64 * 1024;
    /** Nonce and MAC: the smallest {@code encrypted_data}. */
    public static final int OVERHEAD = SecretBox.NONCE_SIZE + SecretBox.MAC_SIZE;
    private static final int MAXIMUM_ENCODED_SIZE = (MAXIMUM_ENCRYPTED_SIZE + 2) / 3 * 4;

    private ZulipE2EE() {}

    /**
     * Decodes and decrypts {@code encrypted_data}.
     *
     * @param box the secretbox to open with ({@link XSalsa20Poly1305#INSTANCE} or libsodium)
     * @return the plaintext bytes (meant to be a JSON object)
     * @throws PushException {@code too_large}, {@code bad_base64}, {@code too_short}, {@code mac_mismatch}
     */
    public static @NotNull byte[] decrypt(@NotNull String encryptedDataBase64, @NotNull ZulipPushKey key, @NotNull SecretBox box) throws PushException {
        int length = encryptedDataBase64.length();
        if (length > MAXIMUM_ENCODED_SIZE) {
            int padding = 0;
            for (int i = length - 1; i >= 0 && padding < 2 && encryptedDataBase64.charAt(i) == '='; i--) padding++;
            throw tooLarge((int) ((long) length * 3 / 4) - padding);
        }
        byte[] data = length % 4 == 0 ? Base64Codec.decodeStandard(encryptedDataBase64) : null;
        if (data == null) throw new PushException("bad_base64", "Zulip push data is not standard base64");
        return decrypt(data, key, box);
    }

    /**
     * Decrypts already decoded {@code encrypted_data}.
     *
     * @throws PushException {@code too_large}, {@code too_short}, {@code mac_mismatch}
     */
    public static @NotNull byte[] decrypt(@NotNull byte[] encryptedData, @NotNull ZulipPushKey key, @NotNull SecretBox box) throws PushException {
        int count = encryptedData.length;
        if (count > MAXIMUM_ENCRYPTED_SIZE) throw tooLarge(count);
        if (count < OVERHEAD) {
            throw new PushException("too_short", "Zulip encrypted_data is " + count
                + " bytes, shorter than nonce + MAC (" + OVERHEAD + " bytes)");
        }
        byte[] nonce = new byte[SecretBox.NONCE_SIZE];
        System.arraycopy(encryptedData, 0, nonce, 0, nonce.length);
        byte[] sealed = new byte[count - SecretBox.NONCE_SIZE];
        System.arraycopy(encryptedData, SecretBox.NONCE_SIZE, sealed, 0, sealed.length);
        byte[] plaintext;
        try {
            plaintext = box.open(sealed, nonce, key.keyBytes());
        } catch (RuntimeException e) {
            plaintext = null; // a replacement secretbox that throws is treated as a failed MAC
        }
        if (plaintext == null) {
            throw new PushException("mac_mismatch", "Zulip encrypted_data does not verify under this key (MAC mismatch)");
        }
        return plaintext;
    }

    private static PushException tooLarge(int size) {
        return new PushException("too_large", "Zulip encrypted_data is " + size + " bytes, more than the "
            + MAXIMUM_ENCRYPTED_SIZE + " allowed");
    }
}
