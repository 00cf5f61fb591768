package org.pushspec.crypto;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * NaCl's secretbox opened in pure Java: the same result as libsodium's
 * {@code crypto_secretbox_open_easy}. HSalsa20 of the key and the first 16 nonce bytes gives a
 * subkey; its XSalsa20 keystream (last 8 nonce bytes) starts with the 32-byte Poly1305 key, then
 * encrypts the message from byte 32 of block 0 on. The tag is checked in constant time before any
 * plaintext is made; the subkey, keystream, Poly1305 key and computed tag are wiped afterwards.
 */
public final class XSalsa20Poly1305 implements SecretBox {
    /** A shared instance (the class has no state). */
    public static final @NotNull XSalsa20Poly1305 INSTANCE = new XSalsa20Poly1305();

    @Override
    public @Nullable byte[] open(@NotNull byte[] box, @NotNull byte[] nonce, @NotNull byte[] key) {
        if (box == null || nonce == null || key == null || box.length < MAC_SIZE || nonce.length != NONCE_SIZE
            || key.length != KEY_SIZE) {
            return null;
        }
        int count = box.length - MAC_SIZE;
        byte[] subkey = Salsa20.hSalsa20(key, nonce);
        byte[] block = new byte[Salsa20.BLOCK_SIZE];
        byte[] tag = null;
        try {
            Salsa20.block(subkey, nonce, 0, block);
            tag = Poly1305.tag(block, box, MAC_SIZE, count);
            if (!SecureBytes.equals(tag, 0, box, 0, MAC_SIZE)) return null;
            byte[] plaintext = new byte[count];
            int head = Math.min(count, 32);
            for (int i = 0; i < head; i++) plaintext[i] = (byte) (box[MAC_SIZE + i] ^ block[32 + i]);
            long counter = 1;
            for (int at = head; at < count; at += Salsa20.BLOCK_SIZE, counter++) {
                Salsa20.block(subkey, nonce, counter, block);
                int n = Math.min(Salsa20.BLOCK_SIZE, count - at);
                for (int i = 0; i < n; i++) plaintext[at + i] = (byte) (box[MAC_SIZE + at + i] ^ block[i]);
            }
            return plaintext;
        } finally {
            SecureBytes.wipe(subkey);
            SecureBytes.wipe(block);
            SecureBytes.wipe(tag);
        }
    }
}
