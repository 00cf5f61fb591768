package org.pushspec.crypto;

import java.nio.charset.Charset;
import java.security.GeneralSecurityException;
import java.util.Locale;
import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * Web push decryption on the receiving side: RFC 8291 {@code aes128gcm}, the legacy {@code aesgcm}
 * coding (with its {@code Encryption} and {@code Crypto-Key} headers, or with them folded into the
 * body as UnifiedPush gateways send it), and plain RFC 8188.
 *
 * <p>Needs {@code AES/GCM/NoPadding} (Android API 20, below the runtime's floor of 21) and {@code KeyAgreement "ECDH"}. Errors have
 * the Swift runtime's codes: {@code too_large}, {@code bad_header}, {@code bad_key},
 * {@code tag_mismatch}, {@code bad_padding}, {@code truncated_record}, {@code unsupported_coding},
 * {@code crypto_failure}.
 */
public final class WebPush {
    /** Largest body accepted, in bytes. */
    public static final int MAXIMUM_BODY_SIZE = 65_536;

    private static final Charset UTF8 = Charset.forName("UTF-8");
    private static final byte[] WEBPUSH_INFO = ascii("WebPush: info\0");
    private static final byte[] AES128GCM_INFO = ascii("Content-Encoding: aes128gcm\0");
    private static final byte[] NONCE_INFO = ascii("Content-Encoding: nonce\0");
    private static final byte[] AESGCM_AUTH_INFO = ascii("Content-Encoding: auth\0");
    private static final byte[] AESGCM_INFO = ascii("Content-Encoding: aesgcm\0");

    private WebPush() {}

    /**
     * Decrypts an RFC 8291 {@code aes128gcm} message: the RFC 8188 header, whose key id is the
     * sender's 65-byte public key, then the records.
     *
     * @return the plaintext
     * @throws PushException as listed on the class
     */
    public static @NotNull byte[] decryptAes128gcm(@NotNull byte[] body, @NotNull WebPushKeys keys) throws PushException {
        checkSize(body);
        Header header = new Header(body);
        if (header.keyIdLength != P256.POINT_SIZE) {
            throw AesgcmParameters.bad("key id must be the sender's 65-byte public key, got " + header.keyIdLength + " bytes");
        }
        byte[] sender = new byte[P256.POINT_SIZE];
        System.arraycopy(body, Header.FIXED_SIZE, sender, 0, P256.POINT_SIZE);
        byte[] shared = sharedSecret(keys, sender, "sender public key (key id)");
        byte[] ikm = null;
        try {
            ikm = Hkdf.derive(keys.authSecretBytes(), shared, 32, WEBPUSH_INFO, keys.publicKeyBytes(), sender);
            return records(body, header, ikm);
        } catch (GeneralSecurityException e) {
            throw cryptoFailure("HKDF");
        } finally {
            SecureBytes.wipe(shared);
            SecureBytes.wipe(ikm);
        }
    }

    /**
     * Decrypts a plain RFC 8188 {@code aes128gcm} body with raw input keying material (the header's
     * key id is ignored), as in RFC 8188's examples.
     *
     * @throws PushException {@code bad_key} for an empty IKM, then as {@link #decryptAes128gcm}
     */
    public static @NotNull byte[] decryptRfc8188(@NotNull byte[] body, @NotNull byte[] ikm) throws PushException {
        if (ikm == null || ikm.length == 0) throw new PushException("bad_key", "web push key is invalid: input keying material is empty");
        checkSize(body);
        return records(body, new Header(body), ikm);
    }

    /**
     * Decrypts a legacy {@code aesgcm} message given its {@code Encryption} and {@code Crypto-Key}
     * header values.
     *
     * @throws PushException as listed on the class
     */
    public static @NotNull byte[] decryptAesgcm(@NotNull byte[] body, @NotNull String encryption, @NotNull String cryptoKey,
        @NotNull WebPushKeys keys) throws PushException {
        checkSize(body);
        return aesgcm(body, 0, new AesgcmParameters(encryption, cryptoKey), keys);
    }

    /**
     * Decrypts a push as a UnifiedPush distributor delivers it: the folded legacy form
     * {@code aesgcm\nEncryption: ...\nCrypto-Key: ...\n<binary body>}, or an {@code aes128gcm} body as is.
     *
     * @throws PushException {@code unsupported_coding} when the folded form names another coding,
     *     then as the other methods
     */
    public static @NotNull byte[] decryptUnifiedPush(@NotNull byte[] body, @NotNull WebPushKeys keys) throws PushException {
        checkSize(body);
        Folded folded = Folded.parse(body);
        if (folded == null) return decryptAes128gcm(body, keys);
        return aesgcm(body, folded.bodyOffset, new AesgcmParameters(folded.encryption, folded.cryptoKey), keys);
    }

    private static byte[] aesgcm(byte[] body, int offset, AesgcmParameters parameters, WebPushKeys keys) throws PushException {
        byte[] sender = parameters.senderPublicKey;
        byte[] shared = sharedSecret(keys, sender, "sender public key (Crypto-Key dh)");
        byte[] prk = null, cek = null, nonce = null;
        try {
            byte[] ikm = Hkdf.derive(keys.authSecretBytes(), shared, 32, AESGCM_AUTH_INFO);
            prk = Hkdf.extract(parameters.salt, ikm);
            SecureBytes.wipe(ikm);
            byte[] context = new byte[6 + 2 * (2 + P256.POINT_SIZE)];
            System.arraycopy(ascii("P-256\0"), 0, context, 0, 6);
            context[7] = (byte) P256.POINT_SIZE;
            System.arraycopy(keys.publicKeyBytes(), 0, context, 8, P256.POINT_SIZE);
            context[8 + P256.POINT_SIZE + 1] = (byte) P256.POINT_SIZE;
            System.arraycopy(sender, 0, context, 8 + P256.POINT_SIZE + 2, P256.POINT_SIZE);
            cek = Hkdf.expand(prk, 16, AESGCM_INFO, context);
            nonce = Hkdf.expand(prk, 12, NONCE_INFO, context);
            return EceRecords.decrypt(body, offset, true, parameters.recordSize, cek, nonce);
        } catch (GeneralSecurityException e) {
            throw cryptoFailure("HKDF");
        } finally {
            SecureBytes.wipe(shared);
            SecureBytes.wipe(prk);
            SecureBytes.wipe(cek);
            SecureBytes.wipe(nonce);
        }
    }

    private static byte[] records(byte[] body, Header header, byte[] ikm) throws PushException {
        byte[] salt = new byte[16];
        System.arraycopy(body, 0, salt, 0, 16);
        byte[] prk = null, cek = null, nonce = null;
        try {
            prk = Hkdf.extract(salt, ikm);
            cek = Hkdf.expand(prk, 16, AES128GCM_INFO);
            nonce = Hkdf.expand(prk, 12, NONCE_INFO);
            return EceRecords.decrypt(body, Header.FIXED_SIZE + header.keyIdLength, false, header.recordSize, cek, nonce);
        } catch (GeneralSecurityException e) {
            throw cryptoFailure("HKDF");
        } finally {
            SecureBytes.wipe(prk);
            SecureBytes.wipe(cek);
            SecureBytes.wipe(nonce);
        }
    }

    private static byte[] sharedSecret(WebPushKeys keys, byte[] sender, String role) throws PushException {
        if (sender.length != P256.POINT_SIZE || sender[0] != 4) {
            throw new PushException("bad_key", "web push key is invalid: " + role + " is not a 65-byte uncompressed P-256 point");
        }
        if (!P256.isValidPoint(sender)) {
            throw new PushException("bad_key", "web push key is invalid: " + role + " is not a point on P-256");
        }
        try {
            return P256.sharedSecret(keys.privateKeyBytes(), sender);
        } catch (GeneralSecurityException e) {
            throw cryptoFailure("ECDH");
        }
    }

    private static void checkSize(byte[] body) throws PushException {
        if (body.length > MAXIMUM_BODY_SIZE) {
            throw new PushException("too_large", "web push body is " + body.length + " bytes, more than the limit of " + MAXIMUM_BODY_SIZE);
        }
    }

    private static PushException cryptoFailure(String call) {
        return new PushException("crypto_failure", "crypto call " + call + " failed while processing a web push message");
    }

    private static byte[] ascii(String text) {
        return text.getBytes(UTF8);
    }

    /** RFC 8188 section 2.1: {@code salt (16) || rs (uint32 BE) || idlen (1) || keyid}. */
    private static final class Header {
        static final int FIXED_SIZE = 21;
        final long recordSize;
        final int keyIdLength;

        Header(byte[] body) throws PushException {
            if (body.length < FIXED_SIZE) {
                throw AesgcmParameters.bad("aes128gcm header needs 21 bytes, the body has " + body.length);
            }
            long rs = (body[16] & 0xFFL) << 24 | (body[17] & 0xFFL) << 16 | (body[18] & 0xFFL) << 8 | (body[19] & 0xFFL);
            if (rs < EceRecords.MINIMUM_AES128GCM_RECORD_SIZE) {
                throw AesgcmParameters.bad("record size " + rs + " is below the minimum of 18");
            }
            int idlen = body[20] & 0xFF;
            if (body.length < FIXED_SIZE + idlen) {
                throw AesgcmParameters.bad("aes128gcm header declares a " + idlen + "-byte key id but only "
                    + (body.length - FIXED_SIZE) + " bytes follow");
            }
            recordSize = rs;
            keyIdLength = idlen;
        }
    }

    /** The UnifiedPush folded form; see the Swift runtime's {@code ECEUnifiedPushBody}. */
    private static final class Folded {
        String encryption;
        String cryptoKey;
        int bodyOffset;

        static Folded parse(byte[] bytes) throws PushException {
            int[] codingLine = line(bytes, 0, 32);
            if (codingLine == null || codingLine[1] == 0 || headerName(bytes, codingLine[2]) == 0) return null;
            for (int i = 0; i < codingLine[1]; i++) {
                char c = (char) (bytes[i] & 0xFF);
                boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
                if (!ok) return null;
            }
            String coding = new String(bytes, 0, codingLine[1], UTF8);
            if (!coding.toLowerCase(Locale.ROOT).equals("aesgcm")) {
                throw new PushException("unsupported_coding", "web push content coding \"" + printable(coding)
                    + "\" is not supported (expected aesgcm or aes128gcm)");
            }
            Folded folded = new Folded();
            int offset = codingLine[2];
            for (int k = 0; k < 2; k++) {
                int name = headerName(bytes, offset);
                int[] text = line(bytes, offset, 8192);
                if (name == 0 || text == null) throw AesgcmParameters.bad("folded UnifiedPush body needs an Encryption and a Crypto-Key line");
                int colon = -1;
                for (int i = text[0]; i < text[0] + text[1]; i++) {
                    if (bytes[i] == ':') {
                        colon = i;
                        break;
                    }
                }
                if (colon < 0) throw AesgcmParameters.bad("folded UnifiedPush header line has no colon");
                int start = colon + 1;
                while (start < text[0] + text[1] && (bytes[start] == ' ' || bytes[start] == '\t')) start++;
                String value = new String(bytes, start, text[0] + text[1] - start, UTF8);
                if (name == 1) {
                    if (folded.encryption != null) throw AesgcmParameters.bad("folded UnifiedPush body has two Encryption lines");
                    folded.encryption = value;
                } else {
                    if (folded.cryptoKey != null) throw AesgcmParameters.bad("folded UnifiedPush body has two Crypto-Key lines");
                    folded.cryptoKey = value;
                }
                offset = text[2];
            }
            if (folded.encryption == null || folded.cryptoKey == null) {
                throw AesgcmParameters.bad("folded UnifiedPush body needs an Encryption and a Crypto-Key line");
            }
            folded.bodyOffset = offset;
            return folded;
        }

        /** 1 for {@code encryption:}, 2 for {@code crypto-key:} (any case) at {@code offset}, else 0. */
        private static int headerName(byte[] bytes, int offset) {
            if (startsWith(bytes, offset, "encryption:")) return 1;
            if (startsWith(bytes, offset, "crypto-key:")) return 2;
            return 0;
        }

        private static boolean startsWith(byte[] bytes, int offset, String prefix) {
            if (bytes.length - offset < prefix.length()) return false;
            for (int i = 0; i < prefix.length(); i++) {
                int b = bytes[offset + i] & 0xFF;
                if (b >= 'A' && b <= 'Z') b += 32;
                if (b != prefix.charAt(i)) return false;
            }
            return true;
        }

        /** {start, length, next} of the line at {@code offset} (no {@code \n} or {@code \r\n}), or null. */
        private static int[] line(byte[] bytes, int offset, int limit) {
            int end = (int) Math.min(bytes.length, (long) offset + limit + 2);
            for (int i = offset; i < end; i++) {
                if (bytes[i] == '\n') {
                    int lineEnd = i;
                    if (lineEnd > offset && bytes[lineEnd - 1] == '\r') lineEnd--;
                    if (lineEnd - offset > limit) return null;
                    return new int[] {offset, lineEnd - offset, i + 1};
                }
            }
            return null;
        }

        private static String printable(String text) {
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < text.length() && i < 40; i++) {
                char c = text.charAt(i);
                out.append(c >= 0x20 && c < 0x7F ? c : '?');
            }
            return text.length() > 40 ? out + "…" : out.toString();
        }
    }
}
