/// Text from a push body or header as it may appear in an error description: at most `limit`
/// characters, printable ASCII only (anything else becomes `?`), so a sender cannot put control
/// sequences into what a terminal or log shows.
func printableForError(_ text: some StringProtocol, limit: Int) -> String {
    let shown = text.unicodeScalars.prefix(limit).map { scalar -> Character in
        (0x20..<0x7F).contains(scalar.value) ? Character(scalar) : "?"
    }
    return String(shown) + (text.unicodeScalars.count > limit ? "…" : "")
}
