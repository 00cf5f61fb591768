import Foundation
import PushSpecCompiler
import Testing

/// The `spec` rows of `Tests/BAD-INPUTS.md`: each input is the text of one spec file
/// `Spec/t/spec.yaml` (provider `t`), and the expected column lists every diagnostic, in order.
@Suite struct BadInputSpecTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let id: String
        let summary: String
        let input: String
        let expected: [String]
        let line: Int
        var testDescription: String { "\(id) \(summary)" }
    }

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "BAD-INPUTS.md")

    /// The spec rows. (The Markdown reading mirrors `Tests/PushSpecTests/BadInputs/BadInputCatalogue.swift`,
    /// which checks the table as a whole.)
    static let rows: [Row] = {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = cells(String(line))
            guard line.hasPrefix("|"), cells.count == 5, cells[1] == "spec" else { continue }
            let input = codeSpans(cells[3])
            rows.append(Row(id: cells[0], summary: cells[2], input: input.first ?? "", expected: codeSpans(cells[4]), line: index + 1))
        }
        return rows
    }()

    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var characters = Array(line.trimmingCharacters(in: .whitespaces))
        if characters.first == "|" { characters.removeFirst() }
        if characters.last == "|" { characters.removeLast() }
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count, characters[index + 1] == "|" {
                current.append("|")
                index += 2
                continue
            }
            if characters[index] == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(characters[index])
            }
            index += 1
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }

    static func codeSpans(_ cell: String) -> [String] {
        let characters = Array(cell)
        var spans: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            var run = 0
            while index + run < characters.count, characters[index + run] == "`" { run += 1 }
            var cursor = index + run
            var end: Int?
            while cursor < characters.count {
                guard characters[cursor] == "`" else {
                    cursor += 1
                    continue
                }
                var closing = 0
                while cursor + closing < characters.count, characters[cursor + closing] == "`" { closing += 1 }
                if closing == run {
                    end = cursor
                    break
                }
                cursor += closing
            }
            guard let end else { break }
            spans.append(String(characters[(index + run)..<end]).trimmingCharacters(in: .whitespaces))
            index = end + run
        }
        return spans
    }

    /// Whether `line` matches `pattern`, in which `…` stands for any text.
    static func matches(_ line: String, _ pattern: String) -> Bool {
        let pieces = pattern.components(separatedBy: "…")
        guard pieces.count > 1 else { return line == pattern }
        guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = line.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= pieces[pieces.count - 1].count
    }

    @Test func thereAreSpecRows() {
        #expect(Self.rows.count >= 10)
    }

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        let location = SourceLocation(fileID: "PushSpecCompilerTests/BAD-INPUTS.md", filePath: Self.url.path, line: row.line, column: 1)
        let data = try #require("[\(row.input)]".data(using: .utf8))
        let yaml = try #require((try JSONSerialization.jsonObject(with: data) as? [String])?.first, sourceLocation: location)
        let spec = SpecDirectory(providers: [.init(name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)])])
        let diagnostics = SpecCompiler().compile([spec]).diagnostics.map(\.description)
        let expected = row.expected == ["ok"] ? [] : row.expected
        #expect(diagnostics.count == expected.count, "\(row.id): \(diagnostics)", sourceLocation: location)
        for (actual, pattern) in zip(diagnostics, expected) {
            #expect(Self.matches(actual, pattern), "\(row.id): \(actual)", sourceLocation: location)
        }
    }
}
