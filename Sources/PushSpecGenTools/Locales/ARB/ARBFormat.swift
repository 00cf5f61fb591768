import PushSpecCompiler

/// Flutter's Application Resource Bundle: one locale's `app_<locale>.arb`, JSON with
/// `"@@locale"`, a message per translated form under its message id (``messageIDs(of:)``), and for
/// a form with arguments its metadata `"@id"`: a `description` naming the arguments and the
/// `placeholders` with their types (`String` for text, `int` for a count or an integer).
/// Untranslated forms are left out. Members are written in entry order, each message's metadata
/// right after it, as Flutter's tools write them.
///
/// Messages are ICU MessageFormat: `{N}` is `{name}`, the argument's spec name; a plural text is
/// one plural argument wrapping the whole message, `{count, plural, one{…} few{…} other{…}}`, with
/// CLDR categories only (no `=1`). Literal text is escaped by ICU's apostrophe rules: `'` is `''`,
/// and a run of `{`, `}` (and `#` in a plural branch, where a bare `#` is the number) is quoted,
/// `'{'`. Flutter applies these rules only with `use-escaping: true` in `l10n.yaml`.
///
/// A text selected by two numbers is ICU's nested plural: a branch of the first number's plural
/// is a plural of the second (or one text for every second number).
///
/// Reading also takes a bare `#` in a branch as the selector, and text around the plural
/// argument (which belongs to every category).
package enum ARBFormat {
    /// The message ids of entries, in order: the key in lowerCamelCase, split at `_` and `.`
    /// (`PINNED_AUDIO.group` is `pinnedAudioGroup`). Ids are unique: when keys would share an id,
    /// the first in entry order gets it and each later one the id with the smallest number from 2
    /// appended that no entry's key gives and no earlier entry has. Reading maps ids back through
    /// the same entries.
    package static func messageIDs(of entries: [TranslationCatalog.Entry]) -> [String] {
        let camelCased = entries.map { entry in
            let words = entry.key.split { $0 == "_" || $0 == "." }.map { $0.lowercased() }
            return (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        var unavailable = Set(camelCased)
        var given: Set<String> = []
        return camelCased.map { id in
            guard given.contains(id) else {
                given.insert(id)
                return id
            }
            var suffix = 2
            while unavailable.contains(id + String(suffix)) { suffix += 1 }
            unavailable.insert(id + String(suffix))
            return id + String(suffix)
        }
    }

    /// The placeholder type of an argument.
    static func placeholderType(_ type: ArgumentTypeModel) -> String {
        type == .text ? "String" : "int"
    }
}
