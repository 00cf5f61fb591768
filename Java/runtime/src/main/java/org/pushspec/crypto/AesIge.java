package org.pushspec.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-256 decryption in Infinite Garble Extension mode, chained here over the platform's
 * {@code AES/ECB/NoPadding} block function (no platform offers IGE).
 *
 * <p>The convention is OpenSSL's ({@code AES_ige_encrypt}) and MTProto's: the 32-byte IV is
 * {@code c0 || p0} and {@code p[i] = D(c[i] xor p[i-1]) xor c[i-1]}.
 */
final class AesIge {
    static final int BLOCK_SIZE = 16;

    private AesIge() {}

    /**
     * Decrypts {@code count} bytes (a multiple of 16) of {@code input} from {@code offset} into a
     * new array. The JCE key object keeps its own copy of the key, which this code cannot clear.
     */
    static byte[] decrypt(byte[] input, int offset, int count, byte[] key, byte[] iv) throws GeneralSecurityException {
        Cipher aes = Cipher.getInstance("AES/ECB/NoPadding");
        aes.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"));
        byte[] output = new byte[count];
        byte[] previousCipher = new byte[BLOCK_SIZE];
        byte[] previousPlain = new byte[BLOCK_SIZE];
        byte[] block = new byte[BLOCK_SIZE];
        System.arraycopy(iv, 0, previousCipher, 0, BLOCK_SIZE);
        System.arraycopy(iv, BLOCK_SIZE, previousPlain, 0, BLOCK_SIZE);
        try {
            for (int at = 0; at < count; at += BLOCK_SIZE) {
                for (int i = 0; i < BLOCK_SIZE; i++) {
                    block[i] = (byte) (input[offset + at + i] ^ previousPlain[i]);
                }
                if (aes.doFinal(block, 0, BLOCK_SIZE, output, at) != BLOCK_SIZE) {
                    throw new GeneralSecurityException("AES block");
                }
                for (int i = 0; i < BLOCK_SIZE; i++) {
                    output[at + i] ^= previousCipher[i];
                    previousCipher[i] = input[offset + at + i];
                    previousPlain[i] = output[at + i];
                }
            }
        } finally {
            SecureBytes.wipe(previousPlain);
            SecureBytes.wipe(block);
        }
        return output;
    }
}
