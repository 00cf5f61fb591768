/// Apple's String Catalog (`Localizable.xcstrings`): one JSON file holding every locale's
/// translations, which Xcode edits and compiles into the app.
///
/// Every form is one string, keyed by its ``TranslationCatalog/Entry/key`` (`MESSAGE_PHOTOS`,
/// `PINNED_AUDIO.group`), with `"extractionState": "manual"` (no source code declares it), the
/// form's arguments as its `comment` (`{1} author: User name; {2} count: Number of photos`), the
/// spec's English text as the localization of ``sourceLanguage``, and each locale's translation as
/// that locale's localization. An untranslated form has no localization for the locale, which Xcode
/// shows as untranslated; reading treats a localization in state `new` the same way.
///
/// Placeholders are positional: `{N}` is `%N$@` for a text argument and `%N$lld` for a count or an
/// integer. A literal `%` is `%%`.
///
/// A plural text is written in one of two ways, so that which number selects is never left to
/// Xcode's guess:
/// - When the selector is `{1}` and the form has no other number, as a plural variation of the
///   whole string (`"variations": {"plural": {"one": …, "other": …}}`), as Xcode writes a string
///   with one number.
/// - Otherwise as a substitution: the string's value is `%N$#@name@` alone, and the substitution
///   `name` (the selector's argument name) has `"argNum": N`, `"formatSpecifier": "lld"` and one
///   whole sentence per plural category, in which the selector is `%arg` and the other arguments
///   are positional. A whole-string variation does not say which argument selects, and a
///   substitution's `argNum` does: the first way is taken only where nothing else could select.
///
/// A text selected by two numbers (ICU's nested plural) is a substitution of the first, as above,
/// whose category's text is the token of a substitution of the second, `%3$#@stars__one@` (named
/// after the second's argument and the category), with one whole sentence per category of the
/// second; a category whose text is the same for every second number is that sentence.
///
/// Reading accepts both, also a substitution with text around its token (that text belongs to
/// every category) and a whole-string plural variation of any form with exactly one number
/// argument (which then selects).
package enum StringCatalogFormat {
    /// The catalog's source language: the spec's templates are English.
    package static let sourceLanguage = "en"

    /// Between the second number's substitution name and a category of the first, in the name of
    /// the substitution that gives that category's texts by the second (`stars__one`).
    static let nestedSeparator = "__"
}
