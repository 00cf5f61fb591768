package org.pushspec.text;

/**
 * A language's cardinal plural rule for integers: which CLDR category a count is in. Generated
 * catalogs compile CLDR's rules into implementations of it ({@code CldrPluralRules}).
 */
public interface PluralRule {
    /** The rule that puts every number in {@code other} (CLDR's {@code root}). */
    PluralRule OTHER_ONLY = new PluralRule() {
        @Override
        public PluralCategory category(long number) {
            return PluralCategory.OTHER;
        }
    };

    /**
     * The category of an integer (its absolute value is what CLDR's operands read).
     *
     * @param number the integer
     * @return its category
     */
    PluralCategory category(long number);
}
