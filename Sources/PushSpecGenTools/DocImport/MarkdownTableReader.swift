import Foundation
import PushSpecCompiler

/// Reads the table as Markdown (seed 003):
///
///     |Type|Template Example|Text Arguments|Opening Parameters|
///     |:-:|:-:|:-:|:-:|
///     |`CHAT_ADD_MEMBER`|{1} invited {3} to the group {2}|1. Message author<br>2. Chat name<br>3. New participant name|chat_id: chat identifier|
///
/// Columns are found by their names (`Type`, `Template…`, `…Arguments`); cells are trimmed of
/// spaces and tabs, a cell may be written as code (`` `KEY` ``), `\|` is a `|` inside a cell,
/// and elsewhere a backslash before punctuation is Markdown's escape (`CHAT\_TEXT`). The arguments of a cell are
/// separated by `<br>`, each numbered `N. `. The table ends at the first line that is not a row.
struct MarkdownTableReader {
    let path: String
    let lines: [Substring]

    /// The rows of the table that follows the heading at `headingIndex`, and the keys of rows it
    /// could not read.
    func rows(after headingIndex: Int, log: inout DiagnosticLog) -> (rows: [DocTableRow], unreadableKeys: Set<String>) {
        guard let headerIndex = lines.indices.dropFirst(headingIndex + 1).first(where: { !lines[$0].isBlank }) else {
            return ([], [])
        }
        let header = Self.cells(of: lines[headerIndex]).map { $0.lowercased() }
        guard let keyColumn = header.firstIndex(of: "type"),
            let templateColumn = header.firstIndex(where: { $0.hasPrefix("template") }),
            let argumentsColumn = header.firstIndex(where: { $0.contains("arguments") })
        else {
            log.error("the table's header must name the columns 'Type', 'Template…' and '…Arguments'", at: location(headerIndex))
            return ([], [])
        }
        let delimiterIndex = headerIndex + 1
        guard delimiterIndex < lines.count, Self.isDelimiterRow(lines[delimiterIndex]) else {
            log.error("expected the table's delimiter row ('|---|---|…') after its header", at: location(delimiterIndex))
            return ([], [])
        }
        let columnCount = max(keyColumn, templateColumn, argumentsColumn) + 1
        var rows: [DocTableRow] = []
        var unreadableKeys: Set<String> = []
        for index in lines.indices.dropFirst(delimiterIndex + 1) {
            let line = lines[index]
            guard line.trimmingWhitespace().hasPrefix("|") else { break }
            let cells = Self.cells(of: line)
            guard cells.count >= columnCount else {
                log.error("row has \(cells.count) cells; the table has \(columnCount) columns up to the arguments",
                    at: location(index))
                if keyColumn < cells.count, case let key = Self.text(ofCell: cells[keyColumn]), Self.isLocKey(key) {
                    unreadableKeys.insert(key)
                }
                continue
            }
            let key = Self.text(ofCell: cells[keyColumn])
            guard Self.isLocKey(key) else {
                log.error("'\(key)' is not a loc_key (/[A-Z_0-9]+/)", at: location(index))
                continue
            }
            let (template, note) = DocTableRow.splittingNote(Self.text(ofCell: cells[templateColumn])[...])
            guard !template.isEmpty else {
                log.error("row \(key) has no template", at: location(index))
                unreadableKeys.insert(key)
                continue
            }
            guard let arguments = arguments(in: cells[argumentsColumn], of: key, at: index, log: &log) else {
                unreadableKeys.insert(key)
                continue
            }
            rows.append(DocTableRow(locKey: key, template: template, arguments: arguments, note: note, line: index + 1))
        }
        return (rows, unreadableKeys)
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: path, line: index + 1, column: 1)
    }

    /// The descriptions of a cell `1. User name<br>2. Group name`; `nil` after reporting an item
    /// that is not numbered in order.
    private func arguments(in cell: String, of key: String, at index: Int, log: inout DiagnosticLog) -> [String]? {
        var arguments: [String] = []
        for item in Self.splitAtLineBreaks(cell) where !item.isBlank {
            guard let argument = NumberedArgument(item[...]), argument.number == arguments.count + 1 else {
                log.error(
                    "argument '\(item.trimmingWhitespace())' of \(key) is not numbered '\(arguments.count + 1). description'",
                    at: location(index))
                return nil
            }
            arguments.append(Self.unescaped(argument.description))
        }
        return arguments
    }

    /// The cells of a table line, trimmed: the text between unescaped `|`s, without the empty
    /// text before a leading `|` and after a trailing one.
    static func cells(of line: Substring) -> [String] {
        var text = line.trimmingWhitespace()
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|"), !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in text {
            if escaped {
                // `\|` is a pipe in the cell; any other escape is kept for ``unescaped(_:)``.
                if character != "|" { cell.append("\\") }
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(String(cell.trimmingWhitespace()))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if escaped { cell.append("\\") }
        cells.append(String(cell.trimmingWhitespace()))
        return cells
    }

    /// Whether the line is a delimiter row: cells of dashes with optional alignment colons.
    static func isDelimiterRow(_ line: Substring) -> Bool {
        let cells = cells(of: line)
        return !cells.isEmpty && cells.allSatisfy { cell in
            cell.contains("-") && cell.allSatisfy { $0 == "-" || $0 == ":" }
        }
    }

    /// Whether `text` matches `/[A-Z_0-9]+/` and starts with a letter.
    static func isLocKey(_ text: String) -> Bool {
        text.first?.isUppercase == true && text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isASCIIDigit || $0 == "_") }
    }

    /// A cell's text: what is inside the backticks of a cell written as code (`` `KEY` ``), else
    /// the cell with Markdown's escapes resolved.
    static func text(ofCell cell: String) -> String {
        var text = Substring(cell)
        guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return unescaped(cell) }
        while text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            text = text.dropFirst().dropLast()
        }
        return String(text.trimmingWhitespace())
    }

    /// The text with Markdown's backslash escapes resolved (`\*` → `*`); a backslash before
    /// anything but ASCII punctuation stays.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                if !(character.isASCII && (character.isPunctuation || character.isSymbol)) {
                    result.append("\\")
                }
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }

    /// The parts of a cell between `<br>`, `<br/>` or `<br />` (any case).
    static func splitAtLineBreaks(_ cell: String) -> [Substring] {
        var parts: [Substring] = []
        var rest = Substring(cell)
        while let open = rest.range(of: "<br", options: .caseInsensitive),
            let close = rest[open.upperBound...].firstIndex(of: ">"),
            rest[open.upperBound..<close].allSatisfy({ $0 == " " || $0 == "/" })
        {
            parts.append(rest[..<open.lowerBound])
            rest = rest[rest.index(after: close)...]
        }
        parts.append(rest)
        return parts
    }
}
