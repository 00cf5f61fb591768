package org.pushspec.text;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * One notification form's templates, as static text in which a control character stands for an
 * argument (U+0001 for the first {@code loc_args} element, U+0002 for the second, ...). A
 * generated catalog keeps one per form; rendering fills them with a typed notification's
 * arguments (a {@code String} for a text, a {@code Long} for a number, written in decimal).
 * Immutable.
 */
public final class FormTemplates {
    /** The form's number in its catalog (its place among every form, in spec order). */
    public final int formNumber;
    private final String text;
    private final String title;
    private final String body;
    private final PluralText plural;

    /**
     * A form's templates as a generated catalog writes them.
     *
     * @param formNumber the form's number
     * @param text the whole sentence (a plural text's {@code other})
     * @param title the title
     * @param body the body, or null when it is the whole sentence
     * @param plural the texts by plural category, or null
     */
    public FormTemplates(int formNumber, @NotNull String text, @NotNull String title, @Nullable String body, @Nullable PluralText plural) {
        this.formNumber = formNumber;
        this.text = text;
        this.title = title;
        this.body = body;
        this.plural = plural;
    }

    /**
     * These templates with a translation's in place of the English ones (the English title and
     * body where the translation gives none).
     *
     * @param translation the translated form
     * @return the translated templates
     */
    public @NotNull FormTemplates translated(@NotNull FormTranslation translation) {
        return new FormTemplates(formNumber, translation.text, translation.title != null ? translation.title : title,
            translation.title == null ? body : translation.body, translation.plural);
    }

    /**
     * The title, body and text filled in with a typed notification's arguments.
     *
     * @param arguments the form's arguments in {@code loc_args} order
     * @return the rendered texts
     */
    public @NotNull RenderedNotification render(@NotNull Object[] arguments) {
        String whole = fill(plural != null ? plural.template(arguments) : text, arguments);
        return new RenderedNotification(fill(title, arguments), body != null ? fill(body, arguments) : whole, whole);
    }

    /**
     * A template with its placeholders replaced by the arguments; a placeholder beyond them is
     * left out.
     *
     * @param template a template as {@link FormTemplates} writes them
     * @param arguments the arguments (String or Long)
     * @return the text
     */
    public static @NotNull String fill(@NotNull String template, @NotNull Object[] arguments) {
        StringBuilder out = new StringBuilder(template.length() + 32);
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c >= 0x20) {
                out.append(c);
            } else if (c >= 1 && c <= arguments.length) {
                out.append(arguments[c - 1]);
            }
        }
        return out.toString();
    }
}
