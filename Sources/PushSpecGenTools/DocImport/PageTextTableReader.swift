import Foundation
import PushSpecCompiler

/// Reads the table as the page's text has it (seeds 000 and 001):
///
///     Type Template example Arguments
///     CHAT_MESSAGE_PHOTOS {1} sent {3} photos to the group {2} 1. User name
///     2. Group name
///     3. Number of photos that were sent
///     ENCRYPTED_MESSAGE You have a new message\u{A0}
///
/// A row starts with its loc_key, a space and the template; the first argument follows on the same
/// line after ` 1. `, each further one on a line of its own numbered `N. `. A row without arguments
/// ends with its template (the page leaves a no-break space in the empty cell). The table ends at
/// the first blank line. The older revision has a fourth column, "Opening Parameters"
/// (`from_id: author identifier`): it follows the last argument on its line, or stands on a line
/// of its own, and is left out.
struct PageTextTableReader {
    let path: String
    let lines: [Substring]

    /// The rows of the table that follows the heading at `headingIndex`, and the keys of rows it
    /// could not read.
    func rows(after headingIndex: Int, log: inout DiagnosticLog) -> (rows: [DocTableRow], unreadableKeys: Set<String>) {
        guard let headerIndex = lines.indices.dropFirst(headingIndex + 1).first(where: { !lines[$0].isBlank }) else {
            return ([], [])
        }
        let header = lines[headerIndex].trimmingWhitespace()
        guard header.hasPrefix("Type ") else {
            log.error("expected the table's column names ('Type Template example Arguments') after '\(DocTable.heading)'",
                at: location(headerIndex))
            return ([], [])
        }
        let hasOpeningParameters = header.range(of: "Opening Parameters", options: .caseInsensitive) != nil
        var rows: [DocTableRow] = []
        var unreadableKeys: Set<String> = []
        // The row being read, while its lines are well-formed.
        var current: DocTableRow?
        // Whether the row being read went wrong: its further argument lines are skipped.
        var skippingBrokenRow = false
        for index in lines.indices.dropFirst(headerIndex + 1) {
            let line = lines[index]
            if line.isBlank { break }
            if let (key, rest) = Self.keyAndRest(line) {
                if let finished = current { rows.append(finished) }
                current = nil
                skippingBrokenRow = false
                let (templateText, firstArgument) = Self.splitAtFirstArgument(rest)
                let (template, note) = DocTableRow.splittingNote(templateText)
                guard !template.isEmpty else {
                    log.error("row \(key) has no template", at: location(index))
                    unreadableKeys.insert(key)
                    skippingBrokenRow = true
                    continue
                }
                let arguments = firstArgument.map { [description($0, hasOpeningParameters)] } ?? []
                current = DocTableRow(locKey: key, template: template, arguments: arguments, note: note, line: index + 1)
            } else if let argument = NumberedArgument(line), current != nil || skippingBrokenRow {
                guard var row = current else { continue }
                guard argument.number == row.arguments.count + 1 else {
                    log.error(
                        "argument \(argument.number) of \(row.locKey) follows argument \(row.arguments.count); "
                            + "expected \(row.arguments.count + 1)",
                        at: location(index))
                    unreadableKeys.insert(row.locKey)
                    skippingBrokenRow = true
                    current = nil
                    continue
                }
                row.arguments.append(description(argument.description[...], hasOpeningParameters))
                current = row
            } else if hasOpeningParameters, current != nil || skippingBrokenRow, Self.isOpeningParameter(line) {
                continue
            } else {
                log.error(
                    "cannot read '\(line.trimmingWhitespace())' as a row of the table: expected 'LOC_KEY template 1. argument' "
                        + "or 'N. argument'",
                    at: location(index))
                if let row = current {
                    unreadableKeys.insert(row.locKey)
                    skippingBrokenRow = true
                }
                current = nil
            }
        }
        if let finished = current { rows.append(finished) }
        return (rows, unreadableKeys)
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: path, line: index + 1, column: 1)
    }

    private func description(_ text: Substring, _ hasOpeningParameters: Bool) -> String {
        String(hasOpeningParameters ? Self.removingOpeningParameter(text) : text.trimmingWhitespace())
    }

    /// `KEY rest`: a loc_key (`/[A-Z][A-Z_0-9]+/`) at the start of the line, then whitespace.
    static func keyAndRest(_ line: Substring) -> (key: String, rest: Substring)? {
        let key = line.prefix { $0.isASCII && ($0.isUppercase || $0.isASCIIDigit || $0 == "_") }
        guard key.count >= 2, key.first?.isUppercase == true else { return nil }
        let rest = line.dropFirst(key.count)
        guard rest.first?.isWhitespace ?? true else { return nil }
        return (String(key), rest)
    }

    /// The template and, when the row has arguments, the text of the first one: they are
    /// separated by ` 1. `.
    static func splitAtFirstArgument(_ rest: Substring) -> (template: Substring, firstArgument: Substring?) {
        guard let separator = rest.range(of: " 1. ") else { return (rest, nil) }
        return (rest[..<separator.lowerBound], rest[separator.upperBound...])
    }

    /// Whether the line is the "Opening Parameters" column alone: `from_id: author identifier` or
    /// `chat_id - chat identifier`.
    static func isOpeningParameter(_ line: Substring) -> Bool {
        startsWithOpeningParameter(line.trimmingWhitespace())
    }

    /// The argument's description without the opening parameter the page writes after it
    /// (`Message author from_id: author identifier` → `Message author`).
    static func removingOpeningParameter(_ text: Substring) -> Substring {
        var index = text.startIndex
        while let space = text[index...].firstIndex(of: " ") {
            let after = text.index(after: space)
            if startsWithOpeningParameter(text[after...]) {
                return text[..<space].trimmingWhitespace()
            }
            index = after
        }
        return text.trimmingWhitespace()
    }

    /// Whether `text` starts with `name: ` or `name - `, where `name` is a payload field's name:
    /// lowercase, with an underscore (`from_id`, `geochat_id`).
    private static func startsWithOpeningParameter(_ text: Substring) -> Bool {
        let name = text.prefix { $0.isASCII && ($0.isLowercase || $0.isASCIIDigit || $0 == "_") }
        guard name.first?.isLowercase == true, name.contains("_") else { return false }
        let rest = text.dropFirst(name.count)
        return rest.hasPrefix(": ") || rest.hasPrefix(" - ")
    }
}
