import PushSpecCompiler

/// Appends entries to the `notifications:` list of a spec file as text, after the list's last
/// entry, so that every comment, blank line and entry of the file stays as it is written.
struct NotificationListAppender {
    /// The file's path, for errors.
    let path: String

    /// `text` with each entry appended to its `notifications:` list, a blank line before each;
    /// a file without the list gets one at its end.
    func appending(_ entries: [NewNotificationEntry], to text: String) throws(DocImportError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let listIndex = lines.firstIndex(where: { $0.hasPrefix("notifications:") }) else {
            let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
            return text + separator + "\nnotifications:\n" + entries.map { "\n" + $0.yaml(indent: 2) }.joined()
        }
        let value = lines[listIndex].dropFirst("notifications:".count).trimmingWhitespace()
        if value == "[]" {
            lines[listIndex] = "notifications:"
        } else if !value.isEmpty, !value.hasPrefix("#") {
            throw .cannotAppend(
                file: path, line: listIndex + 1, reason: "'notifications:' is not followed by a block list of entries")
        }
        // The list ends where the next top-level key starts (or at the end of the file).
        let end = lines.indices.dropFirst(listIndex + 1).first { index in
            guard let first = lines[index].first else { return false }
            return !first.isWhitespace && first != "#"
        } ?? lines.count
        // Entries go after the list's last line that is neither blank nor a comment at the left
        // margin (which introduces what follows the list).
        let last = lines.indices[(listIndex + 1)..<end].last { index in
            !lines[index].isBlank && lines[index].first != "#"
        } ?? listIndex
        let indent = lines[(listIndex + 1)..<end].first { $0.trimmingWhitespace().hasPrefix("- ") }
            .map { $0.prefix(while: { $0 == " " }).count } ?? 2
        let inserted = entries.flatMap { entry in
            [""] + entry.yaml(indent: indent).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        lines.insert(contentsOf: inserted, at: last + 1)
        return lines.joined(separator: "\n")
    }
}
