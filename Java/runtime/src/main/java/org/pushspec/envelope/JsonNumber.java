package org.pushspec.envelope;

import java.math.BigDecimal;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * A JSON number as it was written: {@link #toString()} is its text, so nothing is lost
 * ({@code 12345678901234567890}, {@code -0}, {@code 1.50}), and the receiver id can read a
 * number's text as TDLib does. Stored in the {@code org.json} objects {@link StrictJson} makes.
 *
 * <p>{@link #doubleValue()} of a number beyond the double range is the largest finite double
 * of its sign ({@code org.json} refuses infinities); the text stays exact.
 */
public final class JsonNumber extends Number {
    private static final long serialVersionUID = 1L;

    private final String text;

    JsonNumber(String text) {
        this.text = text;
    }

    /**
     * The number's value when its text is an integer ({@code -?digits}, no fraction or exponent)
     * within the 64-bit range, else null.
     *
     * @return the value or null
     */
    public @Nullable Long exactLong() {
        int start = text.startsWith("-") ? 1 : 0;
        if (start == text.length() || text.length() - start > 19) return null;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public long longValue() {
        Long exact = exactLong();
        return exact != null ? exact : new BigDecimal(text).longValue();
    }

    @Override
    public int intValue() {
        return (int) longValue();
    }

    @Override
    public double doubleValue() {
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value)) return value > 0 ? Double.MAX_VALUE : -Double.MAX_VALUE;
        return value;
    }

    @Override
    public float floatValue() {
        return (float) doubleValue();
    }

    @Override
    public @NotNull String toString() {
        return text;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof JsonNumber && ((JsonNumber) other).text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
