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

    /**
     * The text of the first tag of a fallback chain that has one, else the English text: what a
     * generated catalog's titles (the categories' actions) are in a locale.
     *
     * @param chain a {@link #fallbackChain}
     * @param english the text in English
     * @param translations tags and their texts, alternately ({@code "de", "Antworten", "ru", …})
     * @return the text
     */
    public static @NotNull String firstTranslation(@NotNull List<String> chain, @NotNull String english, @NotNull String... translations) {
        for (String tag : chain) {
            for (int i = 0; i + 1 < translations.length; i += 2) {
                if (translations[i].equals(tag)) return translations[i + 1];
            }
        }
        return english;
    }
}
