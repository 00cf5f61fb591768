package org.pushspec.text;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** One form's templates in a translation, as a generated catalog writes them. Immutable. */
public final class FormTranslation {
    final String text;
    final String title;
    final String body;
    final PluralText plural;

    /**
     * A translation; a null {@code title} keeps the English title and body.
     *
     * @param text the whole sentence (a plural text's {@code other})
     * @param title the title, when the translation gives its own, else null
     * @param body the body, when the translation gives its own, else null
     * @param plural the texts by plural category, or null
     */
    public FormTranslation(@NotNull String text, @Nullable String title, @Nullable String body, @Nullable PluralText plural) {
        this.text = text;
        this.title = title;
        this.body = body;
        this.plural = plural;
    }
}
