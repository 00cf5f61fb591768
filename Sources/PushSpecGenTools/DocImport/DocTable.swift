import PushSpecCompiler

/// The "Possible Notifications" table of Telegram's "Handling PUSH-notifications" doc, read from
/// either form the doc is published in, with every line it could not read reported.
package struct DocTable: Sendable, Hashable {
    /// How the doc is written.
    package enum Format: String, Sendable, Hashable {
        /// The page's text, as a browser copies it: one line per loc_key with its template and its
        /// first argument, then a line per further argument (`2. Group name`).
        case pageText = "page text"
        /// A Markdown table: one line per loc_key, the arguments joined with `<br>`.
        case markdown = "Markdown"
    }

    /// The heading the table follows.
    package static let heading = "Possible Notifications"

    /// The form the table was found in; `nil` when the doc has no such table.
    package var format: Format?
    /// The rows it could read, in the doc's order.
    package var rows: [DocTableRow]
    /// The loc_keys of rows it could not read completely (each reported in ``diagnostics``): they
    /// are in the doc, so they are never reported as gone from it.
    package var unreadableKeys: Set<String>
    /// Why lines could not be read, as `doc:line:column: error: message`.
    package var diagnostics: [Diagnostic]

    /// Whether some line of the table could not be read.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reads the table out of the doc's text; `path` is the doc's name in diagnostics.
    package init(parsing text: String, path: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        var log = DiagnosticLog()
        var rows: [DocTableRow] = []
        var unreadableKeys: Set<String> = []
        if let headingIndex = lines.firstIndex(where: Self.isHeading) {
            let firstLine = lines[(headingIndex + 1)...].first { !$0.isBlank }
            if firstLine?.trimmingWhitespace().hasPrefix("|") == true {
                format = .markdown
                let reader = MarkdownTableReader(path: path, lines: lines)
                (rows, unreadableKeys) = reader.rows(after: headingIndex, log: &log)
            } else {
                format = .pageText
                let reader = PageTextTableReader(path: path, lines: lines)
                (rows, unreadableKeys) = reader.rows(after: headingIndex, log: &log)
            }
            if rows.isEmpty, !log.hasErrors {
                log.error("the '\(Self.heading)' table has no rows",
                    at: SourceLocation(file: path, line: headingIndex + 1, column: 1))
            }
        } else {
            format = nil
            log.error("no '\(Self.heading)' heading: this is not Telegram's 'Handling PUSH-notifications' doc",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        self.rows = rows
        self.unreadableKeys = unreadableKeys
        self.diagnostics = log.diagnostics
    }

    /// `Possible Notifications` on a line of its own, as the page writes it, or as a Markdown
    /// heading (`## Possible Notifications`).
    private static func isHeading(_ line: Substring) -> Bool {
        let text = line.trimmingWhitespace()
        let title = text.hasPrefix("#") ? text.drop(while: { $0 == "#" }).trimmingWhitespace() : text
        return title == heading
    }
}
