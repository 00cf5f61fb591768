import Foundation
import Testing

/// One row of `Tests/BAD-INPUTS.md`.
struct BadInputRow: Sendable, CustomTestStringConvertible {
    let id: String
    let layer: String
    let summary: String
    /// The input column's code span.
    let input: String
    /// The expected column's code spans, in order.
    let expected: [String]
    /// The row's line in the file, for failure messages.
    let line: Int

    var testDescription: String { "\(id) \(summary)" }
}

/// Reads the catalogue's Markdown tables. Kept free of PushSpec so that a bug in the product
/// cannot hide a row.
enum BadInputCatalogue {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "BAD-INPUTS.md")

    static let columns = ["id", "layer", "description", "input", "expected"]
    static let layers: Set<String> = ["json", "envelope", "mtproto", "webpush", "zulip", "receiver-id", "spec", "tl", "cli"]

    /// Every row, and every line that looked like a row but could not be read.
    static let parsed: (rows: [BadInputRow], problems: [String]) = {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return ([], ["cannot read \(url.path)"]) }
        return parse(text)
    }()

    static var rows: [BadInputRow] { parsed.rows }

    static func rows(in layers: Set<String>) -> [BadInputRow] {
        rows.filter { layers.contains($0.layer) }
    }

    static func parse(_ text: String) -> (rows: [BadInputRow], problems: [String]) {
        var rows: [BadInputRow] = []
        var problems: [String] = []
        var inTable = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("|") else {
                inTable = false
                continue
            }
            let cells = Self.cells(line)
            if cells.map({ $0.lowercased() }) == columns {
                inTable = true
                continue
            }
            guard inTable, !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) else { continue }
            guard cells.count == columns.count else {
                problems.append("line \(index + 1): \(cells.count) cells, expected \(columns.count)")
                continue
            }
            let input = codeSpans(cells[3])
            let expected = codeSpans(cells[4])
            guard input.count == 1, !expected.isEmpty else {
                problems.append("line \(index + 1): input must be one code span and expected at least one")
                continue
            }
            guard layers.contains(cells[1]) else {
                problems.append("line \(index + 1): unknown layer '\(cells[1])'")
                continue
            }
            rows.append(
                BadInputRow(
                    id: cells[0], layer: cells[1], summary: cells[2], input: input[0], expected: expected,
                    line: index + 1))
        }
        return (rows, problems)
    }

    /// The cells of a table line: split at `|` not escaped as `\|`, which becomes `|`.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var characters = Array(line)
        if characters.first == "|" { characters.removeFirst() }
        if characters.last == "|", characters.dropLast().last != "\\" { characters.removeLast() }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1] == "|" {
                current.append("|")
                index += 2
                continue
            }
            if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }

    /// The contents of the cell's code spans (CommonMark: a run of N backticks up to the next run
    /// of exactly N), trimmed.
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
            let start = index + run
            var cursor = start
            var end: Int?
            while cursor < characters.count {
                if characters[cursor] == "`" {
                    var closing = 0
                    while cursor + closing < characters.count, characters[cursor + closing] == "`" { closing += 1 }
                    if closing == run {
                        end = cursor
                        break
                    }
                    cursor += closing
                } else {
                    cursor += 1
                }
            }
            guard let end else { break }
            spans.append(String(characters[start..<end]).trimmingCharacters(in: .whitespaces))
            index = end + run
        }
        return spans
    }
}

// MARK: - Inputs

/// What a row's input evaluates to.
indirect enum BadInputValue {
    case bytes([UInt8])
    case int(Int)
    /// A top-level wrapper: how to call the decoder.
    case request(BadInputRequest)

    func bytes() throws -> [UInt8] {
        switch self {
        case let .bytes(bytes): bytes
        case let .int(value): Array(String(value).utf8)
        case .request: throw BadInputSyntaxError("a wrapper is allowed only at the top level")
        }
    }

    func int() throws -> Int {
        guard case let .int(value) = self else { throw BadInputSyntaxError("expected an integer") }
        return value
    }

    var request: BadInputRequest {
        if case let .request(request) = self { return request }
        return BadInputRequest(bytes: (try? bytes()) ?? [])
    }
}

/// How a decoder row is run.
struct BadInputRequest {
    var bytes: [UInt8]
    var encryption: String?
    var cryptoKey: String?
    var withoutKeys = false
    var zulipAccount: (realm: String, userID: Int64)?
    var parseOnly = false
}

struct BadInputSyntaxError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Evaluates the input language of `BAD-INPUTS.md` (see "How a row is read" there).
struct BadInputExpression {
    /// Resolves `vector:PATH`.
    var vector: (String) throws -> [UInt8] = { path in throw BadInputSyntaxError("no vectors here: \(path)") }

    func evaluate(_ text: String) throws -> BadInputValue {
        var parser = Parser(characters: Array(text), vector: vector)
        let value = try parser.expression()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else {
            throw BadInputSyntaxError("unexpected text at \(parser.index): \(String(parser.characters[parser.index...]))")
        }
        return value
    }

    struct Parser {
        let characters: [Character]
        let vector: (String) throws -> [UInt8]
        var index = 0

        init(characters: [Character], vector: @escaping (String) throws -> [UInt8]) {
            self.characters = characters
            self.vector = vector
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func expect(_ character: Character) throws {
            skipSpaces()
            guard index < characters.count, characters[index] == character else {
                throw BadInputSyntaxError("expected '\(character)' at \(index)")
            }
            index += 1
        }

        /// `term ("+" term)*`
        mutating func expression() throws -> BadInputValue {
            var value = try term()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "+" else { return value }
                index += 1
                value = .bytes(try value.bytes() + term().bytes())
            }
        }

        /// `INT "*" term | INT | atom`
        mutating func term() throws -> BadInputValue {
            skipSpaces()
            guard index < characters.count, characters[index].isNumber || characters[index] == "-" else { return try atom() }
            let start = index
            if characters[index] == "-" { index += 1 }
            while index < characters.count, characters[index].isNumber { index += 1 }
            guard let number = Int(String(characters[start..<index])) else { throw BadInputSyntaxError("bad number at \(start)") }
            skipSpaces()
            if index < characters.count, characters[index] == "*" {
                index += 1
                let repeated = try term().bytes()
                var bytes: [UInt8] = []
                bytes.reserveCapacity(repeated.count * number)
                for _ in 0..<number { bytes += repeated }
                return .bytes(bytes)
            }
            return .int(number)
        }

        mutating func atom() throws -> BadInputValue {
            skipSpaces()
            guard index < characters.count else { throw BadInputSyntaxError("unexpected end") }
            if characters[index] == "\"" { return .bytes(Array(try stringLiteral().utf8)) }
            if characters[index] == "(" {
                index += 1
                let value = try expression()
                try expect(")")
                return value
            }
            let name = identifier()
            if name == "hex", index < characters.count, characters[index] == ":" {
                index += 1
                let start = index
                while index < characters.count, characters[index].isHexDigit { index += 1 }
                return .bytes(try Self.hexBytes(String(characters[start..<index])))
            }
            if name == "vector", index < characters.count, characters[index] == ":" {
                index += 1
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_./-".contains(characters[index]) {
                    index += 1
                }
                return .bytes(try vector(String(characters[start..<index])))
            }
            guard !name.isEmpty else { throw BadInputSyntaxError("unexpected '\(characters[index])' at \(index)") }
            try expect("(")
            var arguments: [BadInputValue] = []
            skipSpaces()
            if index < characters.count, characters[index] == ")" {
                index += 1
            } else {
                while true {
                    arguments.append(try expression())
                    skipSpaces()
                    guard index < characters.count else { throw BadInputSyntaxError("unclosed call of \(name)") }
                    if characters[index] == "," {
                        index += 1
                        continue
                    }
                    try expect(")")
                    break
                }
            }
            return try Self.call(name, arguments)
        }

        mutating func identifier() -> String {
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index] == "_" || (index > start && characters[index].isNumber)
            {
                index += 1
            }
            return String(characters[start..<index])
        }

        /// A JSON string literal, decoded with Foundation (not the product's parser).
        mutating func stringLiteral() throws -> String {
            let start = index
            index += 1
            while index < characters.count, characters[index] != "\"" {
                index += characters[index] == "\\" ? 2 : 1
            }
            guard index < characters.count else { throw BadInputSyntaxError("unterminated string at \(start)") }
            index += 1
            return try Self.decodeJSONString(String(characters[start..<index]))
        }

        static func decodeJSONString(_ literal: String) throws -> String {
            guard let data = "[\(literal)]".data(using: .utf8),
                let array = try JSONSerialization.jsonObject(with: data) as? [String], let string = array.first
            else { throw BadInputSyntaxError("not a JSON string: \(literal)") }
            return string
        }

        static func hexBytes(_ text: String) throws -> [UInt8] {
            let digits = Array(text)
            guard digits.count % 2 == 0 else { throw BadInputSyntaxError("odd hex: \(text)") }
            return try stride(from: 0, to: digits.count, by: 2).map { offset in
                guard let byte = UInt8(String(digits[offset...offset + 1]), radix: 16) else {
                    throw BadInputSyntaxError("bad hex: \(text)")
                }
                return byte
            }
        }

        static func call(_ name: String, _ arguments: [BadInputValue]) throws -> BadInputValue {
            func arity(_ count: Int) throws {
                guard arguments.count == count else { throw BadInputSyntaxError("\(name) takes \(count) arguments") }
            }
            switch name {
            case "b64url":
                try arity(1)
                return .bytes(Array(Self.base64(try arguments[0].bytes(), url: true).utf8))
            case "b64":
                try arity(1)
                return .bytes(Array(Self.base64(try arguments[0].bytes(), url: false).utf8))
            case "slice":
                try arity(3)
                let bytes = try arguments[0].bytes()
                return .bytes(Array(bytes[try arguments[1].int()..<arguments[2].int()]))
            case "xor", "set":
                try arity(3)
                var bytes = try arguments[0].bytes()
                let offset = try arguments[1].int()
                for (position, byte) in try arguments[2].bytes().enumerated() {
                    bytes[offset + position] = name == "xor" ? bytes[offset + position] ^ byte : byte
                }
                return .bytes(bytes)
            case "with_headers":
                try arity(3)
                return .request(
                    BadInputRequest(
                        bytes: try arguments[2].bytes(),
                        encryption: String(decoding: try arguments[0].bytes(), as: UTF8.self),
                        cryptoKey: String(decoding: try arguments[1].bytes(), as: UTF8.self)))
            case "without_keys":
                try arity(1)
                var request = arguments[0].request
                request.withoutKeys = true
                return .request(request)
            case "zulip_account":
                try arity(3)
                var request = arguments[2].request
                request.zulipAccount = (String(decoding: try arguments[0].bytes(), as: UTF8.self), Int64(try arguments[1].int()))
                return .request(request)
            case "parse_json":
                try arity(1)
                var request = arguments[0].request
                request.parseOnly = true
                return .request(request)
            default:
                throw BadInputSyntaxError("unknown function \(name)")
            }
        }

        /// Base64 through Foundation, independent of PushSpecCore's codec.
        static func base64(_ bytes: [UInt8], url: Bool) -> String {
            let standard = Data(bytes).base64EncodedString()
            guard url else { return standard }
            return standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        }
    }
}
