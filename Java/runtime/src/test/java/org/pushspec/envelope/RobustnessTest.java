package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.PushException;

/**
 * Mutated payloads (byte flips, truncations, insertions) from the examples: the decoder and the
 * receiver id either succeed or throw PushException, never anything unchecked.
 */
class RobustnessTest {
    @Test
    void mutatedPayloadsThrowOnlyPushException() throws Exception {
        PushDecoder decoder = new PushDecoder(ExamplePayloadsTest.keyring());
        List<byte[]> seeds = new ArrayList<>();
        for (String file : new String[] {"telegram.ndjson", "telegram-encrypted.ndjson", "zulip.ndjson"}) {
            for (String line : Files.readAllLines(Fixtures.repo().resolve("Examples/payloads").resolve(file))) {
                if (!line.trim().isEmpty()) seeds.add(Fixtures.utf8(line));
            }
        }
        assertEquals(8 + 10 + 16, seeds.size(), "the example payloads the mutations start from");
        byte[][] bodies = {
            Files.readAllBytes(Fixtures.repo().resolve("Examples/payloads/webpush-aes128gcm.bin")),
            Files.readAllBytes(Fixtures.repo().resolve("Examples/payloads/webpush-unifiedpush-aesgcm.bin")),
        };
        Random random = new Random(19);
        for (int round = 0; round < 4000; round++) {
            byte[] seed = round % 10 == 9 ? bodies[round % 2] : seeds.get(random.nextInt(seeds.size()));
            byte[] input = mutate(seed, random);
            try {
                assertNotNull(decoder.decode(input));
            } catch (PushException expected) {
                assertNotNull(expected.code());
            }
            try {
                PushReceiverId.of(input);
            } catch (PushException expected) {
                assertNotNull(expected.code());
            }
            try {
                decoder.decodeWebPush(input, null, null);
            } catch (PushException expected) {
                assertNotNull(expected.code());
            }
        }
    }

    static byte[] mutate(byte[] seed, Random random) {
        byte[] out = seed.clone();
        switch (random.nextInt(4)) {
            case 0:
                out[random.nextInt(out.length)] ^= (byte) (1 << random.nextInt(8));
                return out;
            case 1:
                return java.util.Arrays.copyOf(out, random.nextInt(out.length));
            case 2:
                out[random.nextInt(out.length)] = (byte) "{}[]\",:\\0-e.".charAt(random.nextInt(12));
                return out;
            default:
                for (int i = 0; i < 3; i++) out[random.nextInt(out.length)] = (byte) random.nextInt(256);
                return out;
        }
    }
}
