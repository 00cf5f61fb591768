package org.pushspec.text;

/** CLDR's plural categories, in the order PushSpec lists them ({@code other} last). */
public enum PluralCategory {
    /** {@code zero} */
    ZERO,
    /** {@code one} */
    ONE,
    /** {@code two} */
    TWO,
    /** {@code few} */
    FEW,
    /** {@code many} */
    MANY,
    /** {@code other}: every number no other category takes. */
    OTHER
}
