package org.pushspec.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.pushspec.catalog.internal.CldrPluralRules;
import org.pushspec.text.PluralCategory;
import org.pushspec.text.PluralRule;

/**
 * The compiled CLDR rules and the plural texts of the translations, n = 0...220: the categories
 * as CLDR's rules for Russian and German define them (written here from the rules' text, not
 * from the generated code), and the word each translation chooses for them.
 */
class PluralsTest {
    /** CLDR's Russian rule: one (n%10=1, n%100!=11), few (n%10=2..4, n%100!=12..14), many (the rest of the integers). */
    private static PluralCategory russian(long n) {
        if (n % 10 == 1 && n % 100 != 11) return PluralCategory.ONE;
        if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)) return PluralCategory.FEW;
        return PluralCategory.MANY;
    }

    @Test
    void russianAndGermanRulesGiveCldrsCategories() {
        PluralRule ru = CldrPluralRules.rule("ru");
        PluralRule de = CldrPluralRules.rule("de-AT");
        for (long n = 0; n <= 220; n++) {
            assertEquals(russian(n), ru.category(n), "ru " + n);
            assertEquals(n == 1 ? PluralCategory.ONE : PluralCategory.OTHER, de.category(n), "de " + n);
        }
        assertEquals(PluralCategory.OTHER, CldrPluralRules.rule("xx-unknown").category(1));
        assertEquals(PluralCategory.OTHER, CldrPluralRules.rule("ja").category(1));
    }

    @Test
    void russianPhotosTakeTheWordOfTheirCategory() throws Exception {
        TelegramLocale locale = TelegramLocale.forTag("ru_RU");
        for (long n = 0; n <= 220; n++) {
            String text = TelegramNotification.decode("CHAT_MESSAGE_PHOTOS", Arrays.asList("A", "Chat", String.valueOf(n)), null)
                .render(locale).text;
            String word = russian(n) == PluralCategory.ONE ? "фотографию" : russian(n) == PluralCategory.FEW ? "фотографии" : "фотографий";
            assertEquals("A отправил(а) " + n + " " + word + " в группу Chat", text, "n = " + n);
        }
    }

    @Test
    void germanPhotosTakeTheWordOfTheirCategory() throws Exception {
        TelegramLocale locale = TelegramLocale.forTag("de");
        for (long n = 0; n <= 220; n++) {
            String text = TelegramNotification.decode("CHAT_MESSAGE_PHOTOS", Arrays.asList("A", "Chat", String.valueOf(n)), null)
                .render(locale).text;
            assertEquals("A hat " + (n == 1 ? "ein Foto" : n + " Fotos") + " an die Gruppe Chat gesendet", text, "n = " + n);
        }
    }

    @Test
    void englishFallsBackWhereATagHasNoTranslation() throws Exception {
        TelegramNotification notification = TelegramNotification.decode("MESSAGE_PHOTOS", Arrays.asList("Ann", "1"), null);
        assertEquals(notification.render(), notification.render(TelegramLocale.forTag("fr")));
        assertEquals(notification.render(), notification.render(TelegramLocale.ENGLISH));
        assertEquals("Ann sent you a photo", notification.render().text);
        assertEquals("Ann sent you 2 photos",
            TelegramNotification.decode("MESSAGE_PHOTOS", Arrays.asList("Ann", "2"), null).render().text);
    }
}
