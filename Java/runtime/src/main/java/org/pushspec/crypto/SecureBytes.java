package org.pushspec.crypto;

import java.util.Arrays;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** Small byte helpers the crypto code shares: constant-time comparison, wiping, little-endian reads. */
public final class SecureBytes {
    private SecureBytes() {}

    /**
     * Compares {@code count} bytes of two arrays in time that depends on {@code count} only.
     *
     * @return whether the ranges are equal
     */
    public static boolean equals(@NotNull byte[] a, int aOffset, @NotNull byte[] b, int bOffset, int count) {
        int difference = 0;
        for (int i = 0; i < count; i++) {
            difference |= a[aOffset + i] ^ b[bOffset + i];
        }
        return difference == 0;
    }

    /** Overwrites {@code bytes} with zeros; null is ignored. */
    public static void wipe(@Nullable byte[] bytes) {
        if (bytes != null) Arrays.fill(bytes, (byte) 0);
    }

    /** The little-endian 64-bit integer at {@code offset}. */
    public static long int64LE(@NotNull byte[] bytes, int offset) {
        long value = 0;
        for (int i = 7; i >= 0; i--) {
            value = value << 8 | (bytes[offset + i] & 0xFF);
        }
        return value;
    }

    /** The little-endian 32-bit unsigned integer at {@code offset}, as a long. */
    public static long uint32LE(@NotNull byte[] bytes, int offset) {
        return (bytes[offset] & 0xFFL) | (bytes[offset + 1] & 0xFFL) << 8 | (bytes[offset + 2] & 0xFFL) << 16
            | (bytes[offset + 3] & 0xFFL) << 24;
    }
}
