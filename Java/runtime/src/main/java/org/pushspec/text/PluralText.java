package org.pushspec.text;

import org.jetbrains.annotations.NotNull;

/**
 * A form's text that depends on the CLDR plural category of one of its numbers ("sent you a
 * photo", "sent you 5 photos"), or of two, as ICU's nested plurals do. Generated catalogs make
 * one per such form and language with the language's compiled rule. Immutable.
 */
public final class PluralText {
    private final int argument;
    private final int secondArgument;
    private final PluralCategory[] categories;
    private final PluralCategory[] secondCategories;
    private final String[] texts;
    private final PluralRule rule;

    /**
     * Texts selected by one number.
     *
     * @param argument the 1-based {@code loc_args} position of the number
     * @param categories the categories with a text, {@code other} last
     * @param texts a template per category, as {@link FormTemplates} writes them
     * @param rule the language's rule
     */
    public PluralText(int argument, @NotNull PluralCategory[] categories, @NotNull String[] texts, @NotNull PluralRule rule) {
        this(argument, 0, categories, new PluralCategory[] {PluralCategory.OTHER}, texts, rule);
    }

    /**
     * Texts selected by two numbers: a row per category of the first, a text per category of
     * the second in each row.
     *
     * @param argument the 1-based position of the first number
     * @param secondArgument the 1-based position of the second number
     * @param categories the first number's categories, {@code other} last
     * @param secondCategories the second number's categories, {@code other} last
     * @param texts the templates, row by row
     * @param rule the language's rule
     */
    public PluralText(int argument, int secondArgument, @NotNull PluralCategory[] categories,
        @NotNull PluralCategory[] secondCategories, @NotNull String[] texts, @NotNull PluralRule rule) {
        this.argument = argument;
        this.secondArgument = secondArgument;
        this.categories = categories.clone();
        this.secondCategories = secondCategories.clone();
        this.texts = texts.clone();
        this.rule = rule;
    }

    /**
     * The template for a typed notification's arguments: the text of the selecting numbers'
     * categories ({@code other}'s where a category has no text of its own).
     *
     * @param arguments the form's arguments in {@code loc_args} order (String or Long)
     * @return the template
     */
    public @NotNull String template(@NotNull Object[] arguments) {
        int row = place(categories, rule.category(number(arguments, argument)));
        int column = secondArgument == 0 ? 0 : place(secondCategories, rule.category(number(arguments, secondArgument)));
        int index = row * secondCategories.length + column;
        return texts[Math.min(index, texts.length - 1)];
    }

    private static long number(Object[] arguments, int position) {
        Object value = position >= 1 && position <= arguments.length ? arguments[position - 1] : null;
        return value instanceof Long ? (Long) value : 0;
    }

    private static int place(PluralCategory[] list, PluralCategory category) {
        for (int i = 0; i < list.length - 1; i++) {
            if (list[i] == category) return i;
        }
        return list.length - 1;
    }
}
