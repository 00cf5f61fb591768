package org.pushspec.crypto;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.ECFieldFp;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.ECPublicKeySpec;
import java.security.spec.EllipticCurve;
import javax.crypto.KeyAgreement;

/**
 * NIST P-256 as web push needs it: point validation, the public key of a private scalar, and ECDH
 * through the platform's {@code KeyAgreement.getInstance("ECDH")}, with the curve's parameters built
 * from its constants (SEC 2, section 2.4.2): Android's providers answer
 * {@code AlgorithmParameters.getInstance("EC")} only from API 26.
 *
 * <p>{@link #publicKeyOf(byte[])} is plain {@link BigInteger} arithmetic, not constant time: it
 * runs once when a keyring is loaded, never on a push. JCE key objects keep their own copies of
 * the private scalar, which this code cannot clear.
 */
final class P256 {
    /** Size of an uncompressed point: 0x04, x, y. */
    static final int POINT_SIZE = 65;
    static final int SCALAR_SIZE = 32;

    static final BigInteger P = new BigInteger("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", 16);
    static final BigInteger N = new BigInteger("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551", 16);
    private static final BigInteger A = P.subtract(BigInteger.valueOf(3));
    private static final BigInteger B = new BigInteger("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b", 16);
    private static final BigInteger GX = new BigInteger("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296", 16);
    private static final BigInteger GY = new BigInteger("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5", 16);
    private static final ECParameterSpec SPEC = new ECParameterSpec(new EllipticCurve(new ECFieldFp(P), A, B), new ECPoint(GX, GY), N, 1);

    private P256() {}

    /** Whether {@code point} is a 65-byte uncompressed point on the curve (not the identity). */
    static boolean isValidPoint(byte[] point) {
        if (point == null || point.length != POINT_SIZE || point[0] != 4) return false;
        BigInteger x = coordinate(point, 1), y = coordinate(point, 33);
        if (x.compareTo(P) >= 0 || y.compareTo(P) >= 0) return false;
        BigInteger left = y.multiply(y).mod(P);
        BigInteger right = x.multiply(x).multiply(x).add(A.multiply(x)).add(B).mod(P);
        return left.equals(right);
    }

    /** Whether the 32 bytes are a scalar in {@code 1 ..< n}. */
    static boolean isValidScalar(byte[] scalar) {
        if (scalar == null || scalar.length != SCALAR_SIZE) return false;
        BigInteger d = new BigInteger(1, scalar);
        return d.signum() > 0 && d.compareTo(N) < 0;
    }

    /** The uncompressed public point d*G of a valid scalar. */
    static byte[] publicKeyOf(byte[] scalar) {
        BigInteger d = new BigInteger(1, scalar);
        BigInteger[] r = null;
        BigInteger[] g = {GX, GY};
        for (int i = d.bitLength() - 1; i >= 0; i--) {
            r = add(r, r);
            if (d.testBit(i)) r = add(r, g);
        }
        byte[] out = new byte[POINT_SIZE];
        out[0] = 4;
        put(r[0], out, 1);
        put(r[1], out, 33);
        return out;
    }

    /** The 32-byte ECDH shared secret (x of d*Q) of a valid scalar and a validated point. */
    static byte[] sharedSecret(byte[] scalar, byte[] peerPoint) throws GeneralSecurityException {
        KeyFactory factory = KeyFactory.getInstance("EC");
        PrivateKey privateKey = factory.generatePrivate(new ECPrivateKeySpec(new BigInteger(1, scalar), SPEC));
        PublicKey publicKey = factory.generatePublic(
            new ECPublicKeySpec(new ECPoint(coordinate(peerPoint, 1), coordinate(peerPoint, 33)), SPEC));
        KeyAgreement agreement = KeyAgreement.getInstance("ECDH");
        agreement.init(privateKey);
        agreement.doPhase(publicKey, true);
        byte[] secret = agreement.generateSecret();
        if (secret.length != SCALAR_SIZE) {
            SecureBytes.wipe(secret);
            throw new GeneralSecurityException("ECDH secret size");
        }
        return secret;
    }

    private static BigInteger coordinate(byte[] point, int offset) {
        byte[] part = new byte[32];
        System.arraycopy(point, offset, part, 0, 32);
        return new BigInteger(1, part);
    }

    private static void put(BigInteger value, byte[] out, int offset) {
        byte[] bytes = value.toByteArray();
        int n = Math.min(bytes.length, 32);
        System.arraycopy(bytes, bytes.length - n, out, offset + 32 - n, n);
    }

    /** Affine addition (doubling when p == q); null is the identity. */
    private static BigInteger[] add(BigInteger[] p, BigInteger[] q) {
        if (p == null) return q;
        if (q == null) return p;
        BigInteger lambda;
        if (p[0].equals(q[0])) {
            if (!p[1].equals(q[1]) || p[1].signum() == 0) return null;
            BigInteger x2 = p[0].multiply(p[0]).mod(P);
            lambda = x2.multiply(BigInteger.valueOf(3)).add(A).multiply(p[1].shiftLeft(1).modInverse(P)).mod(P);
        } else {
            lambda = q[1].subtract(p[1]).multiply(q[0].subtract(p[0]).modInverse(P)).mod(P);
        }
        BigInteger x = lambda.multiply(lambda).subtract(p[0]).subtract(q[0]).mod(P);
        BigInteger y = lambda.multiply(p[0].subtract(x)).subtract(p[1]).mod(P);
        return new BigInteger[] {x, y};
    }
}
