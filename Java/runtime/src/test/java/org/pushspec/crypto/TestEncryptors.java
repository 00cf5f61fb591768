package org.pushspec.crypto;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.XSalsa20Engine;
import org.bouncycastle.crypto.macs.Poly1305;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;

/**
 * Test-only senders, written from the protocols and the JDK's primitives (MessageDigest, AES/ECB,
 * AES/GCM, HmacSHA256) or BouncyCastle's (XSalsa20, Poly1305), independent of the runtime's code:
 * MTProto 2.0 with any padding, length field and direction; RFC 8188 records with any record size
 * and delimiters; secretboxes. The Swift suite's MTProtoTestEncryptor and WebPushTestEncryptor make
 * the same messages.
 */
public final class TestEncryptors {
    private TestEncryptors() {}

    /** SHA-1 or SHA-256 of the parts, one after the other. */
    static byte[] digest(String algorithm, byte[]... parts) throws GeneralSecurityException {
        MessageDigest digest = MessageDigest.getInstance(algorithm);
        for (byte[] part : parts) digest.update(part);
        return digest.digest();
    }

    /** The key id of a push secret: the little-endian int64 of SHA-1(secret)'s last 8 bytes. */
    static long mtprotoKeyId(byte[] secret) throws GeneralSecurityException {
        return ByteBuffer.wrap(digest("SHA-1", secret), 12, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
    }

    /**
     * {@code auth_key_id || msg_key || AES-256-IGE(length || json || padding)}, what a push's
     * {@code p} carries. {@code 4 + json + padding} must be whole 16-byte blocks.
     *
     * @param declaredLength the length field to write, unsigned ({@code json.length} for a good message)
     * @param x 8 for server to client (pushes), 0 for a client to server message
     */
    static byte[] mtproto(byte[] json, byte[] secret, int padding, long keyId, long declaredLength, int x)
        throws GeneralSecurityException {
        ByteBuffer plain = ByteBuffer.allocate(4 + json.length + padding).order(ByteOrder.LITTLE_ENDIAN);
        plain.putInt((int) declaredLength).put(json);
        while (plain.hasRemaining()) plain.put((byte) 0xA5);
        byte[] plaintext = plain.array();
        if (plaintext.length % 16 != 0) throw new IllegalArgumentException("the test encryptor needs whole blocks");
        byte[] msgKey = Arrays.copyOfRange(digest("SHA-256", Arrays.copyOfRange(secret, 88 + x, 120 + x), plaintext), 8, 24);
        byte[] a = digest("SHA-256", msgKey, Arrays.copyOfRange(secret, x, x + 36));
        byte[] b = digest("SHA-256", Arrays.copyOfRange(secret, 40 + x, 76 + x), msgKey);
        byte[] aesKey = concat(Arrays.copyOfRange(a, 0, 8), Arrays.copyOfRange(b, 8, 24), Arrays.copyOfRange(a, 24, 32));
        byte[] aesIv = concat(Arrays.copyOfRange(b, 0, 8), Arrays.copyOfRange(a, 8, 24), Arrays.copyOfRange(b, 24, 32));
        byte[] id = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(keyId).array();
        return concat(id, msgKey, igeEncrypt(plaintext, aesKey, aesIv));
    }

    /** IGE as OpenSSL defines it: {@code c[i] = E(p[i] ^ c[i-1]) ^ p[i-1]}, iv = c[-1] || p[-1]. */
    private static byte[] igeEncrypt(byte[] plaintext, byte[] key, byte[] iv) throws GeneralSecurityException {
        Cipher aes = Cipher.getInstance("AES/ECB/NoPadding");
        aes.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        byte[] previousCipher = Arrays.copyOfRange(iv, 0, 16), previousPlain = Arrays.copyOfRange(iv, 16, 32);
        byte[] output = new byte[plaintext.length];
        for (int start = 0; start < plaintext.length; start += 16) {
            byte[] block = Arrays.copyOfRange(plaintext, start, start + 16);
            byte[] input = new byte[16];
            for (int i = 0; i < 16; i++) input[i] = (byte) (block[i] ^ previousCipher[i]);
            byte[] encrypted = aes.doFinal(input);
            for (int i = 0; i < 16; i++) output[start + i] = (byte) (encrypted[i] ^ previousPlain[i]);
            previousCipher = Arrays.copyOfRange(output, start, start + 16);
            previousPlain = block;
        }
        return output;
    }

    /** The smallest padding of 12 or more bytes that makes {@code 4 + jsonCount + padding} whole blocks. */
    static int minimumMtprotoPadding(int jsonCount) {
        return 12 + (16 - (4 + jsonCount + 12) % 16) % 16;
    }

    /**
     * An RFC 8188 {@code aes128gcm} body with a raw IKM and an empty key id: the header
     * ({@code salt || rs || 0}), then each record plaintext (content, delimiter and padding as
     * given) sealed with its nonce.
     */
    static byte[] rfc8188(List<byte[]> records, byte[] ikm, byte[] salt, long recordSize) throws GeneralSecurityException {
        byte[] prk = hmac(salt, ikm);
        byte[] cek = Arrays.copyOf(hmac(prk, concat(utf8("Content-Encoding: aes128gcm\0"), new byte[] {1})), 16);
        byte[] nonce = Arrays.copyOf(hmac(prk, concat(utf8("Content-Encoding: nonce\0"), new byte[] {1})), 12);
        byte[] body = concat(salt, ByteBuffer.allocate(4).putInt((int) recordSize).array(), new byte[] {0});
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        for (int sequence = 0; sequence < records.size(); sequence++) {
            byte[] recordNonce = nonce.clone();
            for (int i = 0; i < 8; i++) recordNonce[11 - i] ^= (byte) ((long) sequence >>> (8 * i));
            gcm.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(cek, "AES"), new GCMParameterSpec(128, recordNonce));
            body = concat(body, gcm.doFinal(records.get(sequence)));
        }
        return body;
    }

    /** {@code content} split into records of {@code recordSize} (16 of them the tag), delimiter 1 then 2. */
    static List<byte[]> rfc8188Records(byte[] content, int recordSize) {
        int perRecord = recordSize - 16 - 1;
        List<byte[]> records = new java.util.ArrayList<byte[]>();
        int at = 0;
        do {
            int count = Math.min(perRecord, content.length - at);
            boolean last = at + count == content.length;
            records.add(concat(Arrays.copyOfRange(content, at, at + count), new byte[] {(byte) (last ? 2 : 1)}));
            at += count;
            if (last) break;
        } while (true);
        return records;
    }

    private static byte[] hmac(byte[] key, byte[] data) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(data);
    }

    static byte[] utf8(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    static byte[] concat(byte[]... parts) {
        int count = 0;
        for (byte[] part : parts) count += part.length;
        byte[] out = new byte[count];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, out, at, part.length);
            at += part.length;
        }
        return out;
    }

    /**
     * A secretbox sealed with BouncyCastle's XSalsa20 and Poly1305 (MAC(16) || ciphertext), as
     * NaCl's {@code crypto_secretbox_easy}: an independent sender for the secretbox's and Zulip's tests.
     */
    public static byte[] secretbox(byte[] message, byte[] nonce, byte[] key) {
        XSalsa20Engine salsa = new XSalsa20Engine();
        salsa.init(true, new ParametersWithIV(new KeyParameter(key), nonce));
        byte[] polyKey = new byte[32];
        salsa.processBytes(new byte[32], 0, 32, polyKey, 0);
        byte[] out = new byte[16 + message.length];
        salsa.processBytes(message, 0, message.length, out, 16);
        Poly1305 mac = new Poly1305();
        mac.init(new KeyParameter(polyKey));
        mac.update(out, 16, message.length);
        mac.doFinal(out, 0);
        return out;
    }
}
