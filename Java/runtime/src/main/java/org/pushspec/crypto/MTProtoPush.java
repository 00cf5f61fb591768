package org.pushspec.crypto;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * MTProto 2.0 decryption of Telegram's encrypted push payloads (the base64url-decoded {@code p}),
 * with every check the Swift runtime (and TDLib) makes, in the same order.
 *
 * <p>The message is {@code auth_key_id (8, LE) || msg_key (16) || AES-256-IGE ciphertext}, with x = 8
 * (server to client):
 * <ul>
 *   <li>{@code a = SHA-256(msg_key || key[8..44])}, {@code b = SHA-256(key[48..84] || msg_key)}</li>
 *   <li>{@code aes_key = a[0..8] || b[8..24] || a[24..32]}, {@code aes_iv = b[0..8] || a[8..24] || b[24..32]}</li>
 *   <li>plaintext = {@code length (uint32 LE) || JSON || padding}</li>
 *   <li>{@code msg_key == SHA-256(key[96..128] || plaintext)[8..24]}, compared in constant time</li>
 *   <li>{@code 4 + length <= plaintext size}, padding 12...1024 bytes</li>
 * </ul>
 */
public final class MTProtoPush {
    /** Size of auth_key_id and msg_key. */
    static final int HEADER_SIZE = 24;
    /** Smallest message that can be valid: the header and one AES block. */
    public static final int MINIMUM_MESSAGE_SIZE = HEADER_SIZE + AesIge.BLOCK_SIZE;
    private static final int X = 8;

    private MTProtoPush() {}

    /**
     * The auth_key_id a message starts with (its first 8 bytes, little-endian): pick the key with it.
     *
     * @param message the decoded {@code p}
     * @return the id
     * @throws PushException {@code too_short} when the message has fewer than 8 bytes
     */
    public static long authKeyId(@NotNull byte[] message) throws PushException {
        if (message.length < 8) throw tooShort(message.length);
        return SecureBytes.int64LE(message, 0);
    }

    /**
     * Decrypts a message with {@code key} and returns the JSON bytes (no length prefix, no padding).
     *
     * @param message the base64url-decoded {@code p}
     * @param key the account's key
     * @return the JSON bytes; the caller should wipe them once parsed
     * @throws PushException naming the first failed check: {@code too_short},
     *     {@code key_id_mismatch}, {@code bad_block_size}, {@code msg_key_mismatch},
     *     {@code bad_length}, {@code bad_padding}, {@code crypto_failure}
     */
    public static @NotNull byte[] decrypt(@NotNull byte[] message, @NotNull TelegramPushKey key) throws PushException {
        int total = message.length;
        if (total < MINIMUM_MESSAGE_SIZE) throw tooShort(total);
        if (SecureBytes.int64LE(message, 0) != key.keyId()) {
            throw new PushException("key_id_mismatch", "MTProto push auth_key_id does not belong to this key");
        }
        int cipherCount = total - HEADER_SIZE;
        if (cipherCount % AesIge.BLOCK_SIZE != 0) {
            throw new PushException("bad_block_size", "MTProto push ciphertext is " + cipherCount + " bytes, not a multiple of 16");
        }
        byte[] secret = key.secretBytes();
        byte[] a = null, b = null, aesKey = new byte[32], aesIv = new byte[32], check = null, plaintext = null;
        boolean matches;
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(message, 8, 16);
            sha.update(secret, X, 36);
            a = sha.digest();
            sha.update(secret, 40 + X, 36);
            sha.update(message, 8, 16);
            b = sha.digest();
            System.arraycopy(a, 0, aesKey, 0, 8);
            System.arraycopy(b, 8, aesKey, 8, 16);
            System.arraycopy(a, 24, aesKey, 24, 8);
            System.arraycopy(b, 0, aesIv, 0, 8);
            System.arraycopy(a, 8, aesIv, 8, 16);
            System.arraycopy(b, 24, aesIv, 24, 8);
            plaintext = AesIge.decrypt(message, HEADER_SIZE, cipherCount, aesKey, aesIv);
            sha.update(secret, 88 + X, 32);
            sha.update(plaintext);
            check = sha.digest();
            matches = SecureBytes.equals(check, 8, message, 8, 16);
        } catch (GeneralSecurityException e) {
            SecureBytes.wipe(plaintext);
            throw new PushException("crypto_failure", "crypto call AES/SHA-256 failed while decrypting an MTProto push");
        } finally {
            SecureBytes.wipe(a);
            SecureBytes.wipe(b);
            SecureBytes.wipe(aesKey);
            SecureBytes.wipe(aesIv);
            SecureBytes.wipe(check);
        }
        try {
            if (!matches) {
                throw new PushException("msg_key_mismatch",
                    "MTProto push msg_key does not match the decrypted data (wrong key or corrupted message)");
            }
            long declared = SecureBytes.uint32LE(plaintext, 0);
            int available = cipherCount - 4;
            if (declared > available) {
                throw new PushException("bad_length", "MTProto push declares " + declared + " bytes of data but only "
                    + available + " follow the length");
            }
            int padding = available - (int) declared;
            if (padding < 12 || padding > 1024) {
                throw new PushException("bad_padding", "MTProto push padding is " + padding + " bytes, must be 12...1024");
            }
            byte[] json = new byte[(int) declared];
            System.arraycopy(plaintext, 4, json, 0, json.length);
            return json;
        } finally {
            SecureBytes.wipe(plaintext);
        }
    }

    private static PushException tooShort(int size) {
        return new PushException("too_short", "MTProto push is too short: " + size + " bytes, need at least " + MINIMUM_MESSAGE_SIZE);
    }
}
