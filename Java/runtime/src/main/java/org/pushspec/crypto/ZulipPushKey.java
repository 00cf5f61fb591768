package org.pushspec.crypto;

import org.jetbrains.annotations.NotNull;
import org.pushspec.PushException;

/**
 * One Zulip device's end-to-end push key: on the wire 33 bytes, the version byte 0x31 and a
 * 32-byte secretbox key, in standard base64 ({@code push_key}).
 *
 * <p>The object holds its own copy of the 32 key bytes; {@link #destroy()} overwrites them.
 */
public final class ZulipPushKey {
    /** The version byte every {@code push_key} starts with. */
    public static final int PREFIX = 0x31;
    /** Size of the wire form in bytes. */
    public static final int BYTE_COUNT = 1 + SecretBox.KEY_SIZE;

    private final byte[] key;

    /**
     * Wraps a key in its 33-byte wire form, copying the key bytes.
     *
     * @throws PushException {@code bad_key} unless 33 bytes starting with 0x31
     */
    public ZulipPushKey(@NotNull byte[] pushKey) throws PushException {
        if (pushKey == null || pushKey.length != BYTE_COUNT) {
            throw new PushException("bad_key", "bad Zulip push key: push_key must be 33 bytes (0x31 and a 32-byte secretbox key), got "
                + (pushKey == null ? 0 : pushKey.length));
        }
        if ((pushKey[0] & 0xFF) != PREFIX) {
            throw new PushException("bad_key", "bad Zulip push key: push_key must start with the version byte 0x31");
        }
        key = new byte[SecretBox.KEY_SIZE];
        System.arraycopy(pushKey, 1, key, 0, key.length);
    }

    /**
     * Wraps a key given as the standard base64 of its wire form.
     *
     * @throws PushException {@code bad_base64} unless strict padded standard base64, then as {@link #ZulipPushKey(byte[])}
     */
    public static @NotNull ZulipPushKey fromBase64(@NotNull String pushKeyBase64) throws PushException {
        byte[] bytes = pushKeyBase64 != null && pushKeyBase64.length() % 4 == 0 ? Base64Codec.decodeStandard(pushKeyBase64) : null;
        if (bytes == null) throw new PushException("bad_base64", "Zulip push data is not standard base64");
        try {
            return new ZulipPushKey(bytes);
        } finally {
            SecureBytes.wipe(bytes);
        }
    }

    byte[] keyBytes() {
        return key;
    }

    /** Overwrites the key with zeros. */
    public void destroy() {
        SecureBytes.wipe(key);
    }

    @Override
    public @NotNull String toString() {
        return "ZulipPushKey(…)";
    }
}
