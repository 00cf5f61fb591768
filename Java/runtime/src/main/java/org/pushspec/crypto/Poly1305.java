package org.pushspec.crypto;

/**
 * Poly1305 (RFC 8439 section 2.5) over 26-bit limbs, after poly1305-donna-32: constant time in
 * the key and the message, its length aside.
 */
final class Poly1305 {
    static final int TAG_SIZE = 16;
    private static final long M26 = 0x3ffffff;

    private Poly1305() {}

    private static long load(byte[] b, int o) {
        return (b[o] & 0xFFL) | (b[o + 1] & 0xFFL) << 8 | (b[o + 2] & 0xFFL) << 16 | (b[o + 3] & 0xFFL) << 24;
    }

    /** The tag of {@code message[offset ..< offset + length]} under the 32-byte one-time {@code key}. */
    static byte[] tag(byte[] key, byte[] message, int offset, int length) {
        long r0 = load(key, 0) & 0x3ffffff, r1 = (load(key, 3) >>> 2) & 0x3ffff03, r2 = (load(key, 6) >>> 4) & 0x3ffc0ff;
        long r3 = (load(key, 9) >>> 6) & 0x3f03fff, r4 = (load(key, 12) >>> 8) & 0x00fffff;
        long s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
        long h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0;
        byte[] block = new byte[16];
        for (int at = 0; at < length; at += 16) {
            int n = Math.min(16, length - at);
            long hibit = 1L << 24;
            byte[] m = message;
            int o = offset + at;
            if (n < 16) {
                java.util.Arrays.fill(block, (byte) 0);
                System.arraycopy(message, o, block, 0, n);
                block[n] = 1;
                hibit = 0;
                m = block;
                o = 0;
            }
            h0 += load(m, o) & M26;
            h1 += (load(m, o + 3) >>> 2) & M26;
            h2 += (load(m, o + 6) >>> 4) & M26;
            h3 += (load(m, o + 9) >>> 6) & M26;
            h4 += (load(m, o + 12) >>> 8) | hibit;
            long d0 = h0 * r0 + h1 * s4 + h2 * s3 + h3 * s2 + h4 * s1;
            long d1 = h0 * r1 + h1 * r0 + h2 * s4 + h3 * s3 + h4 * s2;
            long d2 = h0 * r2 + h1 * r1 + h2 * r0 + h3 * s4 + h4 * s3;
            long d3 = h0 * r3 + h1 * r2 + h2 * r1 + h3 * r0 + h4 * s4;
            long d4 = h0 * r4 + h1 * r3 + h2 * r2 + h3 * r1 + h4 * r0;
            long c = d0 >>> 26;
            h0 = d0 & M26;
            d1 += c;
            c = d1 >>> 26;
            h1 = d1 & M26;
            d2 += c;
            c = d2 >>> 26;
            h2 = d2 & M26;
            d3 += c;
            c = d3 >>> 26;
            h3 = d3 & M26;
            d4 += c;
            c = d4 >>> 26;
            h4 = d4 & M26;
            h0 += c * 5;
            c = h0 >>> 26;
            h0 &= M26;
            h1 += c;
        }
        java.util.Arrays.fill(block, (byte) 0);
        long c = h1 >>> 26;
        h1 &= M26;
        h2 += c;
        c = h2 >>> 26;
        h2 &= M26;
        h3 += c;
        c = h3 >>> 26;
        h3 &= M26;
        h4 += c;
        c = h4 >>> 26;
        h4 &= M26;
        h0 += c * 5;
        c = h0 >>> 26;
        h0 &= M26;
        h1 += c;
        // h + -p, selected in constant time when h >= p.
        long g0 = h0 + 5;
        c = g0 >>> 26;
        g0 &= M26;
        long g1 = h1 + c;
        c = g1 >>> 26;
        g1 &= M26;
        long g2 = h2 + c;
        c = g2 >>> 26;
        g2 &= M26;
        long g3 = h3 + c;
        c = g3 >>> 26;
        g3 &= M26;
        long g4 = h4 + c - (1L << 26);
        long mask = (g4 >>> 63) - 1; // all ones when g4 >= 0 (h >= p)
        h0 = (h0 & ~mask) | (g0 & mask);
        h1 = (h1 & ~mask) | (g1 & mask);
        h2 = (h2 & ~mask) | (g2 & mask);
        h3 = (h3 & ~mask) | (g3 & mask);
        h4 = (h4 & ~mask) | (g4 & mask);
        long w0 = (h0 | h1 << 26) & 0xffffffffL;
        long w1 = (h1 >>> 6 | h2 << 20) & 0xffffffffL;
        long w2 = (h2 >>> 12 | h3 << 14) & 0xffffffffL;
        long w3 = (h3 >>> 18 | h4 << 8) & 0xffffffffL;
        long f = w0 + load(key, 16);
        byte[] out = new byte[TAG_SIZE];
        put(f, out, 0);
        f = w1 + load(key, 20) + (f >>> 32);
        put(f, out, 4);
        f = w2 + load(key, 24) + (f >>> 32);
        put(f, out, 8);
        f = w3 + load(key, 28) + (f >>> 32);
        put(f, out, 12);
        return out;
    }

    private static void put(long v, byte[] out, int o) {
        for (int i = 0; i < 4; i++) out[o + i] = (byte) (v >>> (8 * i));
    }
}
