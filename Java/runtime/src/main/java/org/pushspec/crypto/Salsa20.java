package org.pushspec.crypto;

/** The Salsa20/20 core, HSalsa20 and the XSalsa20 keystream, for {@link XSalsa20Poly1305}. */
final class Salsa20 {
    static final int BLOCK_SIZE = 64;
    private static final int[] SIGMA = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};

    private Salsa20() {}

    private static int load(byte[] b, int o) {
        return (b[o] & 0xFF) | (b[o + 1] & 0xFF) << 8 | (b[o + 2] & 0xFF) << 16 | (b[o + 3] & 0xFF) << 24;
    }

    private static void store(int v, byte[] b, int o) {
        b[o] = (byte) v;
        b[o + 1] = (byte) (v >>> 8);
        b[o + 2] = (byte) (v >>> 16);
        b[o + 3] = (byte) (v >>> 24);
    }

    /** The initial state: constants, the 32-byte key, and 16 bytes of input (nonce and counter). */
    private static int[] state(byte[] key, byte[] input, int inputOffset) {
        int[] s = new int[16];
        s[0] = SIGMA[0];
        s[5] = SIGMA[1];
        s[10] = SIGMA[2];
        s[15] = SIGMA[3];
        for (int i = 0; i < 4; i++) {
            s[1 + i] = load(key, 4 * i);
            s[11 + i] = load(key, 16 + 4 * i);
            s[6 + i] = load(input, inputOffset + 4 * i);
        }
        return s;
    }

    /** 20 rounds over {@code x} in place. */
    private static void rounds(int[] x) {
        for (int i = 0; i < 10; i++) {
            x[4] ^= Integer.rotateLeft(x[0] + x[12], 7);
            x[8] ^= Integer.rotateLeft(x[4] + x[0], 9);
            x[12] ^= Integer.rotateLeft(x[8] + x[4], 13);
            x[0] ^= Integer.rotateLeft(x[12] + x[8], 18);
            x[9] ^= Integer.rotateLeft(x[5] + x[1], 7);
            x[13] ^= Integer.rotateLeft(x[9] + x[5], 9);
            x[1] ^= Integer.rotateLeft(x[13] + x[9], 13);
            x[5] ^= Integer.rotateLeft(x[1] + x[13], 18);
            x[14] ^= Integer.rotateLeft(x[10] + x[6], 7);
            x[2] ^= Integer.rotateLeft(x[14] + x[10], 9);
            x[6] ^= Integer.rotateLeft(x[2] + x[14], 13);
            x[10] ^= Integer.rotateLeft(x[6] + x[2], 18);
            x[3] ^= Integer.rotateLeft(x[15] + x[11], 7);
            x[7] ^= Integer.rotateLeft(x[3] + x[15], 9);
            x[11] ^= Integer.rotateLeft(x[7] + x[3], 13);
            x[15] ^= Integer.rotateLeft(x[11] + x[7], 18);
            x[1] ^= Integer.rotateLeft(x[0] + x[3], 7);
            x[2] ^= Integer.rotateLeft(x[1] + x[0], 9);
            x[3] ^= Integer.rotateLeft(x[2] + x[1], 13);
            x[0] ^= Integer.rotateLeft(x[3] + x[2], 18);
            x[6] ^= Integer.rotateLeft(x[5] + x[4], 7);
            x[7] ^= Integer.rotateLeft(x[6] + x[5], 9);
            x[4] ^= Integer.rotateLeft(x[7] + x[6], 13);
            x[5] ^= Integer.rotateLeft(x[4] + x[7], 18);
            x[11] ^= Integer.rotateLeft(x[10] + x[9], 7);
            x[8] ^= Integer.rotateLeft(x[11] + x[10], 9);
            x[9] ^= Integer.rotateLeft(x[8] + x[11], 13);
            x[10] ^= Integer.rotateLeft(x[9] + x[8], 18);
            x[12] ^= Integer.rotateLeft(x[15] + x[14], 7);
            x[13] ^= Integer.rotateLeft(x[12] + x[15], 9);
            x[14] ^= Integer.rotateLeft(x[13] + x[12], 13);
            x[15] ^= Integer.rotateLeft(x[14] + x[13], 18);
        }
    }

    /** HSalsa20 of {@code key} and the first 16 bytes of {@code nonce}: the XSalsa20 subkey. */
    static byte[] hSalsa20(byte[] key, byte[] nonce) {
        int[] x = state(key, nonce, 0);
        rounds(x);
        byte[] out = new byte[32];
        int[] pick = {0, 5, 10, 15, 6, 7, 8, 9};
        for (int i = 0; i < 8; i++) store(x[pick[i]], out, 4 * i);
        java.util.Arrays.fill(x, 0);
        return out;
    }

    /** Keystream block {@code counter} of {@code key} and the 8-byte nonce at {@code nonce[16..24]}. */
    static void block(byte[] key, byte[] nonce, long counter, byte[] out) {
        byte[] input = new byte[16];
        System.arraycopy(nonce, 16, input, 0, 8);
        for (int i = 0; i < 8; i++) input[8 + i] = (byte) (counter >>> (8 * i));
        int[] s = state(key, input, 0);
        int[] x = s.clone();
        rounds(x);
        for (int i = 0; i < 16; i++) store(x[i] + s[i], out, 4 * i);
        java.util.Arrays.fill(x, 0);
        java.util.Arrays.fill(s, 0);
    }
}
