import PushSpecCompiler
import PushSpecPlurals

/// One locale's translations of a provider's notification forms, as the translators' formats
/// (String Catalogs, Android `strings.xml`, ARB) carry them: one entry per form, in spec order.
///
/// Texts are written as the spec writes templates, but `{N}` is the N-th element of `loc_args`,
/// the order an app formats them in (`%N$@`); the spec's files number some forms otherwise, as the
/// documentation does (``Argument/documentedNumber``), and ``LocaleYAMLWriter`` writes that.
package struct TranslationCatalog: Sendable, Hashable {
    /// The BCP 47 tag (`ru`, `pt-BR`).
    package var locale: String
    /// The plural categories CLDR gives the locale, in ``PluralCategory`` order.
    package var pluralCategories: [PluralCategory]
    /// Every form of the provider, translated or not, in spec order.
    package var entries: [Entry]

    package init(locale: String, pluralCategories: [PluralCategory], entries: [Entry]) {
        self.locale = locale
        self.pluralCategories = pluralCategories
        self.entries = entries
    }

    /// One form.
    package struct Entry: Sendable, Hashable {
        /// `loc_key`, or `loc_key.form` for a type with several forms (`PINNED_AUDIO.group`).
        package var key: String
        /// The loc_key alone.
        package var locKey: String
        /// The form's name, for a type with several forms.
        package var form: String?
        /// The form's arguments in `loc_args` order: `arguments[N - 1]` is `{N}`.
        package var arguments: [Argument]
        /// The English template (the spec's), for translators' context.
        package var english: Text
        /// The translation; nil when the locale lacks it (the English one is shown).
        package var translation: Text?

        package init(key: String, locKey: String, form: String?, arguments: [Argument], english: Text, translation: Text?) {
            self.key = key
            self.locKey = locKey
            self.form = form
            self.arguments = arguments
            self.english = english
            self.translation = translation
        }
    }

    /// An argument as the formats name and type it.
    package struct Argument: Sendable, Hashable {
        /// The spec's name (`author`, `count`): ARB's placeholder name.
        package var name: String
        package var type: ArgumentTypeModel
        /// The spec's description of it.
        package var doc: String
        /// The number the spec's templates give it, when not its place in `loc_args` (`doc_order`).
        package var documentedNumber: Int?

        package init(name: String, type: ArgumentTypeModel, doc: String, documentedNumber: Int? = nil) {
            self.name = name
            self.type = type
            self.doc = doc
            self.documentedNumber = documentedNumber
        }
    }

    /// A form's text: one template, or one per plural category of a number.
    package enum Text: Sendable, Hashable {
        case plain(String)
        /// `selector` is the number (`{N}`) of the argument whose plural category selects.
        case plural(selector: Int, forms: [PluralCategory: String])
        /// Selected by two numbers, as ICU nests plurals: `forms[first][second]` is the text for
        /// the categories of `{selector}` and `{second}`, every category of the locale in both.
        case nestedPlural(selector: Int, second: Int, forms: [PluralCategory: [PluralCategory: String]])
    }
}
