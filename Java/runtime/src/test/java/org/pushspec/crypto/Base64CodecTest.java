package org.pushspec.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;

/** The strict decoder against the JDK's encoder, and the refusals of the Swift runtime's Base64. */
class Base64CodecTest {
    @Test
    void decodesWhatTheJdkEncodes() {
        Random random = new Random(1);
        for (int length = 0; length < 70; length++) {
            byte[] bytes = new byte[length];
            random.nextBytes(bytes);
            assertArrayEquals(bytes, Base64Codec.decodeUrl(java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes)));
            assertArrayEquals(bytes, Base64Codec.decodeUrl(java.util.Base64.getUrlEncoder().encodeToString(bytes)));
            assertArrayEquals(bytes, Base64Codec.decodeStandard(java.util.Base64.getEncoder().encodeToString(bytes)));
        }
    }

    @Test
    void refusesNonCanonicalText() {
        String[] bad = {"A", "AAAAA", "AB=", "AB==A", "A===", "AB=C", "AQ=", "AR==", "AAB=", "AA AA", "AA\nAA", "+/+/", "AA==="};
        for (String text : bad) assertNull(Base64Codec.decodeUrl(text), text);
        assertNull(Base64Codec.decodeStandard("-_-_"));
        assertNull(Base64Codec.decodeStandard("AR=="));
        assertNull(Base64Codec.decodeUrl(null));
        assertArrayEquals(Fixtures.utf8("a"), Base64Codec.decodeUrl("YQ"));
        assertArrayEquals(new byte[0], Base64Codec.decodeUrl(""));
    }
}
