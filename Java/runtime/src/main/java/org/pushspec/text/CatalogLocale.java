package org.pushspec.text;

import org.jetbrains.annotations.NotNull;

/**
 * A language a generated catalog renders in: the spec's English, or its translations with
 * English for the forms they lack. Generated catalogs implement it ({@code TelegramLocale}).
 */
public interface CatalogLocale {
    /**
     * A form's templates in this locale.
     *
     * @param english the spec's templates of the form
     * @return the translation's templates, or {@code english} where no translation has the form
     */
    @NotNull FormTemplates templates(@NotNull FormTemplates english);

    /**
     * The BCP 47 tag it was made from ({@code en} for the spec's English).
     *
     * @return the tag
     */
    @NotNull String tag();
}
