package org.pushspec.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jetbrains.annotations.NotNull;

/**
 * BCP 47 tags as PushSpec matches them against its locales: without case, {@code _} as
 * {@code -}, and from the whole tag down to its language (the Swift runtime's {@code LanguageTag}).
 */
public final class LanguageTag {
    private LanguageTag() {}

    /**
     * The tag, then the tag without its last subtag, down to its language, lowercased with
     * {@code -} between subtags: {@code pt_BR} gives {@code pt-br}, {@code pt}. Empty for "".
     *
     * @param tag a BCP 47 tag
     * @return the candidates, the most specific first
     */
    public static @NotNull List<String> fallbackChain(@NotNull String tag) {
        String candidate = tag.toLowerCase(Locale.ROOT).replace('_', '-');
        List<String> chain = new ArrayList<String>();
        while (!candidate.isEmpty()) {
            chain.add(candidate);
            int dash = candidate.lastIndexOf('-');
            if (dash < 0) break;
            candidate = candidate.substring(0, dash);
        }
        return chain;
    }
}
