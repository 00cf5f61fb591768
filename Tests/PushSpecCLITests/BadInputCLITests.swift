import Foundation
import Testing

/// The `cli` rows of `Tests/BAD-INPUTS.md`, run against the built `pushspec` binary.
///
/// An input is the command's arguments; `@X` becomes a fresh file holding X, `@dir` a fresh empty
/// directory, and `< X` is standard input. Expected: `exit N`, and lines that must appear on
/// `stdout:` / `stderr:` (with `$FILE`, `$FILE1`…, `$DIR` and `$ROOT` filled in).
@Suite(.serialized) struct BadInputCLITests {
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

    static let rows: [Row] = {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = BadInputMarkdown.cells(String(line))
            guard line.hasPrefix("|"), cells.count == 5, cells[1] == "cli" else { continue }
            rows.append(
                Row(
                    id: cells[0], summary: cells[2], input: BadInputMarkdown.codeSpans(cells[3]).first ?? "",
                    expected: BadInputMarkdown.codeSpans(cells[4]), line: index + 1))
        }
        return rows
    }()

    @Test func thereAreCLIRows() {
        #expect(Self.rows.count >= 10)
    }

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        let location = SourceLocation(fileID: "PushSpecCLITests/BAD-INPUTS.md", filePath: Self.url.path, line: row.line, column: 1)
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-badinput-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var parser = BadInputBytes.Parser(characters: Array(row.input))
        var arguments: [String] = []
        var files: [String] = []
        var directories: [String] = []
        var standardInput: [UInt8] = []
        while true {
            parser.skipSpaces()
            guard let next = parser.peek else { break }
            if next == "<" {
                parser.index += 1
                standardInput = try parser.expression()
                parser.skipSpaces()
                #expect(parser.peek == nil, "\(row.id): text after the standard input", sourceLocation: location)
                break
            }
            if next == "@" {
                parser.index += 1
                if parser.consume("dir") {
                    let path = directory.appending(path: "dir\(directories.count + 1)").path
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                    directories.append(path)
                    arguments.append(path)
                } else {
                    let path = directory.appending(path: "file\(files.count + 1)").path
                    try Data(try parser.atom()).write(to: URL(fileURLWithPath: path))
                    files.append(path)
                    arguments.append(path)
                }
                continue
            }
            arguments.append(parser.word())
        }

        func fill(_ text: String) -> String {
            var text = text
            for (index, path) in files.enumerated().reversed() { text = text.replacingOccurrences(of: "$FILE\(index + 1)", with: path) }
            if let first = files.first { text = text.replacingOccurrences(of: "$FILE", with: first) }
            if let first = directories.first { text = text.replacingOccurrences(of: "$DIR", with: first) }
            return text.replacingOccurrences(of: "$ROOT", with: PushSpecProcess.root.path)
        }

        let result = try PushSpecProcess.run(arguments, input: standardInput)
        let errorLines = result.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var sawExit = false
        for expectation in row.expected {
            if expectation.hasPrefix("exit ") {
                sawExit = true
                #expect(String(result.status) == expectation.dropFirst(5), "\(row.id): stderr \(result.errors)", sourceLocation: location)
            } else if expectation.hasPrefix("stdout: ") {
                let line = fill(String(expectation.dropFirst(8)))
                #expect(result.lines.contains(line), "\(row.id): stdout \(result.lines.prefix(5))", sourceLocation: location)
            } else if expectation.hasPrefix("stderr: ") {
                let line = fill(String(expectation.dropFirst(8)))
                #expect(errorLines.contains(line), "\(row.id): stderr \(result.errors.prefix(2000))", sourceLocation: location)
            } else {
                Issue.record("\(row.id): unknown expectation '\(expectation)'", sourceLocation: location)
            }
        }
        #expect(sawExit, "\(row.id): every cli row states its exit status", sourceLocation: location)
    }
}

/// Markdown cells and code spans, as `Tests/PushSpecTests/BadInputs/BadInputCatalogue.swift` reads them.
enum BadInputMarkdown {
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
}

/// The byte part of the catalogue's input language: `"…"` (a JSON string), `hex:…`, `N * X`,
/// `A + B`, `( … )`, `b64url(X)`, `b64(X)`.
enum BadInputBytes {
    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    struct Parser {
        let characters: [Character]
        var index = 0

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpaces() {
            while peek == " " { index += 1 }
        }

        mutating func consume(_ word: String) -> Bool {
            let word = Array(word)
            guard index + word.count <= characters.count, Array(characters[index..<index + word.count]) == word else { return false }
            let after = index + word.count
            guard after == characters.count || !(characters[after].isLetter || characters[after].isNumber) else { return false }
            index = after
            return true
        }

        /// A bare command-line word.
        mutating func word() -> String {
            let start = index
            while let character = peek, character != " " { index += 1 }
            return String(characters[start..<index])
        }

        mutating func expression() throws -> [UInt8] {
            var bytes = try term()
            while true {
                skipSpaces()
                guard peek == "+" else { return bytes }
                index += 1
                bytes += try term()
            }
        }

        mutating func term() throws -> [UInt8] {
            skipSpaces()
            guard let first = peek, first.isNumber else { return try atom() }
            let start = index
            while let character = peek, character.isNumber { index += 1 }
            let count = Int(String(characters[start..<index]))!
            skipSpaces()
            guard peek == "*" else { throw SyntaxError(description: "a number must be followed by *") }
            index += 1
            let repeated = try term()
            var bytes: [UInt8] = []
            bytes.reserveCapacity(repeated.count * count)
            for _ in 0..<count { bytes += repeated }
            return bytes
        }

        mutating func atom() throws -> [UInt8] {
            skipSpaces()
            guard let first = peek else { throw SyntaxError(description: "unexpected end") }
            if first == "\"" {
                let start = index
                index += 1
                while let character = peek, character != "\"" { index += character == "\\" ? 2 : 1 }
                index += 1
                let literal = String(characters[start..<min(index, characters.count)])
                guard let data = "[\(literal)]".data(using: .utf8),
                    let array = try JSONSerialization.jsonObject(with: data) as? [String], let string = array.first
                else { throw SyntaxError(description: "not a JSON string: \(literal)") }
                return Array(string.utf8)
            }
            if first == "(" {
                index += 1
                let bytes = try expression()
                skipSpaces()
                guard peek == ")" else { throw SyntaxError(description: "expected )") }
                index += 1
                return bytes
            }
            if characters[index...].starts(with: Array("hex:")) {
                index += 4
                let start = index
                while let character = peek, character.isHexDigit { index += 1 }
                let digits = Array(characters[start..<index])
                guard digits.count % 2 == 0 else { throw SyntaxError(description: "odd hex") }
                return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
            }
            for (name, url) in [("b64url(", true), ("b64(", false)] where characters[index...].starts(with: Array(name)) {
                index += name.count
                let bytes = try expression()
                skipSpaces()
                guard peek == ")" else { throw SyntaxError(description: "expected )") }
                index += 1
                let standard = Data(bytes).base64EncodedString()
                let text =
                    url
                    ? standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                        .replacingOccurrences(of: "=", with: "") : standard
                return Array(text.utf8)
            }
            throw SyntaxError(description: "unexpected '\(first)' at \(index)")
        }
    }
}
