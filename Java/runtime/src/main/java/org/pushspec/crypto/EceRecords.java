package org.pushspec.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.pushspec.PushException;

/**
 * The record layer shared by {@code aes128gcm} (RFC 8188) and {@code aesgcm} (the 2016 drafts):
 * splitting into records, per-record nonces, tag checks, padding removal.
 *
 * <p>{@code AES/GCM/NoPadding} is on Android from API 20, below the runtime's floor of 21.
 */
final class EceRecords {
    static final int TAG_SIZE = 16;
    static final int MINIMUM_AES128GCM_RECORD_SIZE = 18;
    static final int MINIMUM_AESGCM_RECORD_SIZE = 2;

    private EceRecords() {}

    /**
     * Decrypts every record of {@code body[offset...]} and returns the content, padding removed.
     *
     * @param aesgcm whether the legacy coding ({@code recordSize} counts plaintext bytes then)
     */
    static byte[] decrypt(byte[] body, int offset, boolean aesgcm, long recordSize, byte[] cek, byte[] nonce)
        throws PushException {
        int total = body.length - offset;
        if (total <= 0) throw truncated(0);
        long fullRecord = aesgcm ? recordSize + TAG_SIZE : recordSize;
        int minimumRecord = aesgcm ? TAG_SIZE + 2 : TAG_SIZE + 1;
        if (aesgcm && total % fullRecord == 0) throw truncated((int) (total / fullRecord));
        byte[] output = new byte[total];
        int written = 0;
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            SecretKeySpec key = new SecretKeySpec(cek, "AES");
            byte[] recordNonce = new byte[12];
            int at = 0;
            for (int sequence = 0; at < total; sequence++) {
                int recordCount = (int) Math.min(fullRecord, total - at);
                boolean isLast = at + recordCount == total;
                if (recordCount < minimumRecord) throw truncated(sequence);
                System.arraycopy(nonce, 0, recordNonce, 0, 12);
                for (int i = 0; i < 8; i++) {
                    recordNonce[11 - i] ^= (byte) ((long) sequence >>> (8 * i));
                }
                cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, recordNonce));
                byte[] plain;
                try {
                    plain = cipher.doFinal(body, offset + at, recordCount);
                } catch (AEADBadTagException e) {
                    throw new PushException("tag_mismatch", "web push record " + sequence
                        + " failed authentication (wrong keys or corrupted message)");
                }
                try {
                    written += aesgcm ? removeAesgcmPadding(plain, sequence, output, written)
                        : copyAes128gcmContent(plain, isLast, sequence, output, written);
                } finally {
                    SecureBytes.wipe(plain);
                }
                at += recordCount;
            }
            byte[] content = new byte[written];
            System.arraycopy(output, 0, content, 0, written);
            return content;
        } catch (GeneralSecurityException e) {
            throw new PushException("crypto_failure", "crypto call AES-GCM failed while processing a web push message");
        } finally {
            SecureBytes.wipe(output);
        }
    }

    /** RFC 8188: the delimiter is the last non-zero byte, 2 in the last record, 1 in any other. */
    private static int copyAes128gcmContent(byte[] plain, boolean isLast, int record, byte[] output, int at)
        throws PushException {
        int end = plain.length;
        while (end > 0 && plain[end - 1] == 0) end--;
        if (end == 0 || plain[end - 1] != (isLast ? 2 : 1)) throw badPadding(record);
        System.arraycopy(plain, 0, output, at, end - 1);
        return end - 1;
    }

    /** aesgcm: {@code uint16be(pad) || 0x00 * pad || data}. */
    private static int removeAesgcmPadding(byte[] plain, int record, byte[] output, int at) throws PushException {
        int padding = (plain[0] & 0xFF) << 8 | (plain[1] & 0xFF);
        if (2 + padding > plain.length) throw badPadding(record);
        int nonZero = 0;
        for (int i = 2; i < 2 + padding; i++) nonZero |= plain[i];
        if (nonZero != 0) throw badPadding(record);
        int count = plain.length - 2 - padding;
        System.arraycopy(plain, 2 + padding, output, at, count);
        return count;
    }

    private static PushException badPadding(int record) {
        return new PushException("bad_padding", "web push record " + record + " has invalid padding");
    }

    private static PushException truncated(int record) {
        return new PushException("truncated_record", "web push record " + record + " is truncated or missing");
    }
}
