package org.pushspec.text;

import org.jetbrains.annotations.NotNull;

/**
 * A language's cardinal plural rule for integers: which CLDR category a count is in. Generated
 * catalogs compile CLDR's rules into implementations of it ({@code CldrPluralRules}).
 */
public interface PluralRule {
    /** The rule that puts every number in {@code other} (CLDR's {@code root}). */
    @NotNull PluralRule OTHER_ONLY = new PluralRule() {
        @Override
        public @NotNull PluralCategory category(long number) {
            return PluralCategory.OTHER;
        }
    };

    /**
     * The category of an integer (its absolute value is what CLDR's operands read).
     *
     * @param number the integer
     * @return its category
     */
    @NotNull PluralCategory category(long number);
}
