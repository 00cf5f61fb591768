package org.pushspec.tools;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.catalog.TelegramLocale;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.text.CatalogLocale;
import org.pushspec.text.RenderedNotification;

/**
 * Decode + render per payload of a corpus (../shared/bench/corpus.py), in a plain loop after a
 * warm-up: not JMH, so a figure to set beside the Swift benchmarks', not a precise one.
 *
 * <p>{@code java -cp Java/build/test:Java/build/main:/usr/share/java/com.android.json.jar
 * org.pushspec.tools.RenderTiming corpus.ndjson [rounds]}
 */
public final class RenderTiming {
    private RenderTiming() {}

    /**
     * Times the corpus.
     *
     * @param arguments the corpus file, and the number of timed rounds (default 5)
     * @throws Exception when the corpus cannot be read
     */
    public static void main(String[] arguments) throws Exception {
        List<String> lines = Files.readAllLines(Paths.get(arguments[0]), StandardCharsets.UTF_8);
        int rounds = arguments.length > 1 ? Integer.parseInt(arguments[1]) : 5;
        byte[][] payloads = new byte[lines.size()][];
        for (int i = 0; i < payloads.length; i++) payloads[i] = lines.get(i).getBytes(StandardCharsets.UTF_8);
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        for (CatalogLocale locale : new CatalogLocale[] {TelegramLocale.ENGLISH, TelegramLocale.forTag("ru")}) {
            long checksum = 0;
            for (int warmUp = 0; warmUp < 3; warmUp++) checksum += pass(decoder, payloads, locale);
            long best = Long.MAX_VALUE;
            for (int round = 0; round < rounds; round++) {
                long start = System.nanoTime();
                checksum += pass(decoder, payloads, locale);
                best = Math.min(best, System.nanoTime() - start);
            }
            System.out.printf("decode+render %s: %d payloads, best of %d rounds %.0f ns a payload (checksum %d)%n",
                locale == TelegramLocale.ENGLISH ? "en" : "ru", payloads.length, rounds, (double) best / payloads.length, checksum);
        }
    }

    /** One pass: every payload decoded and rendered; the texts' total length, so that nothing is optimized away. */
    private static long pass(PushDecoder decoder, byte[][] payloads, CatalogLocale locale) throws Exception {
        long length = 0;
        for (byte[] payload : payloads) {
            RenderedNotification rendered = TelegramCatalog.read(decoder.decode(payload)).rendered(locale);
            if (rendered != null) length += rendered.text.length() + rendered.title.length();
        }
        return length;
    }
}
