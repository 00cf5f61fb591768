import Foundation

/// Android's string resources: one locale's `res/values-<lang>/strings.xml`, a `<string>` per
/// translated form and a `<plurals>` per plural one, named after the form's key
/// (``resourceName(of:)``). Untranslated forms are left out, so Android shows the default
/// resources' text.
///
/// Placeholders are positional Java format specifiers, so no `formatted="false"` is needed: `{N}` is
/// `%N$s` for a text argument and `%N$d` for a count or an integer; a literal `%` is `%%`. The text is
/// then escaped as Android's resource compiler unescapes it: `\\`, `\'`, `\"`, `\n`, `\t`, a leading
/// `@` or `?` as `\@` or `\?`, control characters as `\uXXXX`, and a space that the compiler would
/// collapse or trim (at either end, or after another white space) as `\u0020`; then `<`, `&`, `>`
/// are XML's `&lt;`, `&amp;`, `&gt;`.
///
/// `<plurals>` does not say which number selects: an app passes the quantity to
/// `getQuantityString` apart from the format arguments. The comment before each `<plurals>` says
/// it, `quantity: {3}` (for the app's developer as much as for reading the file back); without
/// one, reading takes the English template's selector when it is plural, otherwise the form's
/// only number argument.
///
/// A text selected by two numbers (ICU's nested plural) is a `<plurals>` by the first number,
/// whose items are the texts for the second number's `other`, and a companion `<plurals>` per
/// quantity of the first, named `<name>__<quantity>` (``companionSeparator``), selected by the
/// second: an app picks the companion of the first number's quantity, then its item.
package enum AndroidStringsFormat {
    /// The resource name of a form's key: lowercased, `.` as `__` (resource names are `[a-z0-9_]`):
    /// `PINNED_AUDIO.group` is `pinned_audio__group`.
    package static func resourceName(of key: String) -> String {
        key.lowercased().replacingOccurrences(of: ".", with: "__")
    }

    /// Between a resource name and a quantity of its first number, in the name of the companion
    /// `<plurals>` that a text selected by two numbers has per quantity of the first: its items are
    /// selected by the second (`channel_message_giveaway_stars__one`).
    public static let companionSeparator = "__"

    /// What the comment before a `<plurals>` says before the placeholder of the number that selects.
    static let quantityMark = "quantity: "

    /// White space that Android's resource compiler collapses outside quotes.
    static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
        [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains(scalar)
    }
}
