import Foundation
import PushSpecCompiler

/// One row of the "Possible Notifications" table of Telegram's "Handling PUSH-notifications" doc:
/// a loc_key, its template and its arguments, as the doc writes them.
package struct DocTableRow: Sendable, Hashable {
    /// The notification type (`CHAT_MESSAGE_PHOTOS`).
    package var locKey: String
    /// The template as the doc writes it, placeholders numbered as the doc numbers the arguments
    /// (`{1} sent {3} photos to the group {2}`), without a trailing `(comment: …)`.
    package var template: String
    /// The argument descriptions, in the doc's numbering: the first is `1.`.
    package var arguments: [String]
    /// A `(comment: …)` the doc writes after the template, when it writes one.
    package var note: String?
    /// The 1-based line of the doc where the row starts.
    package var line: Int

    package init(locKey: String, template: String, arguments: [String], note: String? = nil, line: Int) {
        self.locKey = locKey
        self.template = template
        self.arguments = arguments
        self.note = note
        self.line = line
    }
}

extension DocTableRow {
    /// The doc's `template (comment: note)` split into the template and the note; the template
    /// alone when it has no such ending.
    static func splittingNote(_ text: Substring) -> (template: String, note: String?) {
        let marker = " (comment: "
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasSuffix(")"), let start = trimmed.range(of: marker) else { return (String(trimmed), nil) }
        let note = trimmed[start.upperBound..<trimmed.index(before: trimmed.endIndex)]
        return (String(trimmed[..<start.lowerBound].trimmingWhitespace()), String(note.trimmingWhitespace()))
    }
}
