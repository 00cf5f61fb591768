import Foundation
import PushSpecCore
import PushSpecTestSupport
import Testing

/// One result for every input line (issue 25): NDJSON in gives exactly one output line per
/// non-empty input line, in order, for `render`, `decrypt` and `receiver-id`, with and without
/// `--json`, whatever lines are damaged and wherever they are — batch boundaries included; every
/// error names its line. Pretty-printed input gives one result per document.
@Suite(.serialized) struct ResultPerLineTests {
    /// The lines a batch of the pipeline holds (``LineBatch/lineCapacity``): the boundaries the
    /// damaged lines are put at, and next to.
    static let batch = 1024

    /// A way a line is damaged.
    enum Damage: CaseIterable, Sendable, CustomStringConvertible {
        /// Cut after a colon: JSON that ends early, which once took the next line with it.
        case truncated
        /// Cut inside a string.
        case cutString
        /// Bytes that are no JSON, nor UTF-8.
        case binary
        /// Nothing but whitespace: no document, no output.
        case empty
        /// Over the 64 KiB limit.
        case overLong

        var description: String {
            switch self {
            case .truncated: "truncated"
            case .cutString: "cut in a string"
            case .binary: "binary"
            case .empty: "empty"
            case .overLong: "over-long"
            }
        }

        /// The line in NDJSON, or between pretty-printed documents.
        var line: [UInt8] {
            switch self {
            case .truncated: Array(#"{"loc_key":"MESSAGE_TEXT","user_id":"#.utf8)
            case .cutString: Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["Us"#.utf8)
            case .binary: [0x00, 0xFF, 0xFE, 0x01, 0x80, 0x7B]
            case .empty: Array(" \t\r".utf8)
            case .overLong: Array(repeating: UInt8(ascii: "x"), count: 70_000)
            }
        }

        /// The line inside a pretty-printed document (a truncated line there does not start
        /// with `{`, which would start a document of its own).
        var lineInDocument: [UInt8] {
            switch self {
            case .truncated: Array(#"  "cut":"#.utf8)
            case .cutString: Array(#"  "cut": "ab"#.utf8)
            default: line
            }
        }

        /// The error code the line gives alone.
        var code: String { self == .overLong ? "too_large" : "invalid_json" }
    }

    /// A command and how it writes a valid payload's line.
    struct Command: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let json: Bool
        var testDescription: String { (arguments + (json ? ["--json"] : [])).joined(separator: " ") }

        static let all: [Command] = [["render"], ["decrypt", "--keyring", "Examples/payloads/keyring.json"], ["receiver-id"]]
            .flatMap { arguments in [false, true].map { Command(arguments: arguments, json: $0) } }

        var name: String { arguments[0] }

        /// Runs the command on `input`, with `options` (`--ndjson`, `--documents`).
        func run(_ input: [UInt8], options: [String] = []) throws -> PushSpecProcess.Result {
            try PushSpecProcess.run(arguments + (json ? ["--json"] : []) + options, input: input)
        }

        /// Whether `output` is this command's line for ``ResultPerLineTests/payload(_:)`` `id`.
        func isResult(_ output: String, of id: Int) -> Bool {
            switch (name, json) {
            case ("render", false): return output == "User \(id): message \(id)"
            case ("render", true): return (try? JSONValue(parsing: output))?["text"]?.stringValue == "User \(id): message \(id)"
            case ("decrypt", false): return (try? JSONValue(parsing: output))?["loc_args"]?[0]?.stringValue == "User \(id)"
            case ("decrypt", true): return (try? JSONValue(parsing: output))?["payload"]?["loc_args"]?[0]?.stringValue == "User \(id)"
            case (_, false): return output == String(id)
            default: return output == #"{"receiver_id":"\#(id)"}"#
            }
        }

        /// Whether `output` is an error of input line `line` (with `code`, when given).
        func isError(_ output: String, line: Int, code: String? = nil) -> Bool {
            guard json else { return output.hasPrefix("error: line \(line): ") }
            guard let object = try? JSONValue(parsing: output), object["line"]?.int64Value == Int64(line) else { return false }
            return code.map { object["error"]?["code"]?.stringValue == $0 } ?? (object["error"] != nil)
        }
    }

    /// One input line of a test: a valid payload (its id), or a damaged line.
    enum Line {
        case payload(Int)
        case damaged(Damage)
    }

    /// A valid payload on one line; `id` is its receiver id, and in its text.
    static func payload(_ id: Int) -> String {
        #"{"loc_key":"MESSAGE_TEXT","loc_args":["User \#(id)","message \#(id)"],"user_id":\#(id)}"#
    }

    /// `lines` as NDJSON bytes.
    static func ndjson(_ lines: [Line]) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            switch line {
            case let .payload(id): bytes += Array(payload(id).utf8)
            case let .damaged(damage): bytes += damage.line
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Asserts the NDJSON contract on `lines`: one output line per non-empty input line, in
    /// order, each a payload's result or an error naming its line, printed there only (standard
    /// error gets the count of failed documents).
    static func expectOneResultPerLine(
        _ command: Command, _ lines: [Line], options: [String] = [], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try command.run(ndjson(lines), options: options)
        let expected = lines.enumerated().filter {
            if case .damaged(.empty) = $0.element { return false }
            return true
        }
        #expect(result.lines.count == expected.count, "\(comment)", sourceLocation: sourceLocation)
        guard result.lines.count == expected.count else { return }
        let failures = expected.filter { if case .damaged = $0.element { return true } else { return false } }.count
        let summary = failures == 0 ? "" : "pushspec: \(failures) document\(failures == 1 ? "" : "s") failed (see the error lines on standard output)\n"
        #expect(result.errors == summary, "\(comment)", sourceLocation: sourceLocation)
        for (output, (index, line)) in zip(result.lines, expected) {
            switch line {
            case let .payload(id):
                #expect(command.isResult(output, of: id), "\(comment): line \(index + 1): \(output.prefix(200))", sourceLocation: sourceLocation)
            case let .damaged(damage):
                #expect(
                    command.isError(output, line: index + 1, code: damage.code),
                    "\(comment): line \(index + 1): \(output.prefix(200))", sourceLocation: sourceLocation)
            }
        }
        let damaged = expected.contains { if case .damaged = $0.element { return true } else { return false } }
        #expect(result.status == (damaged ? 1 : 0), "\(comment): \(result.errors.prefix(300))", sourceLocation: sourceLocation)
    }

    /// Where runs of `length` damaged lines start, around each of fifteen batch boundaries (one
    /// for each damage and place): ending on the boundary, straddling it, starting after it; and
    /// at the first and the last line of the input. The damage of each run is given.
    static func runs(length: Int, total: Int) -> [(start: Int, damage: [Damage])] {
        let kinds = Damage.allCases
        var runs: [(start: Int, damage: [Damage])] = [(1, Array(repeating: kinds[length % kinds.count], count: length))]
        for index in 0..<15 {
            let boundary = batch * (index + 1)
            let start = [boundary - length + 1, boundary - length / 2, boundary + 1][index / kinds.count]
            runs.append((start, Array(repeating: kinds[index % kinds.count], count: length)))
        }
        // A run of every damage after another, at the end of the input.
        let mixed = (0..<max(length, kinds.count)).map { kinds[($0 + length) % kinds.count] }
        runs.append((total - mixed.count + 1, mixed))
        return runs
    }

    @Test("NDJSON: damaged lines alone and in runs, at every batch boundary and both ends", arguments: Command.all)
    func damagedLinesAtBatchBoundaries(command: Command) throws {
        let total = 16 * Self.batch + 17
        for length in 1...3 {
            var lines = (1...total).map { Line.payload($0) }
            for run in Self.runs(length: length, total: total) {
                for (offset, damage) in run.damage.enumerated() { lines[run.start - 1 + offset] = .damaged(damage) }
            }
            try Self.expectOneResultPerLine(command, lines, "runs of \(length)")
        }
    }

    @Test("NDJSON: each damage alone, two and three in a row, first, inside and last", arguments: Damage.allCases)
    func eachDamageInAShortInput(damage: Damage) throws {
        for command in Command.all {
            for length in 1...3 {
                var lines = (1...12).map { Line.payload($0) }
                for start in [1, 6, 13 - length] {
                    for index in start - 1..<start - 1 + length { lines[index] = .damaged(damage) }
                }
                try Self.expectOneResultPerLine(command, lines, "\(command.testDescription): runs of \(length) \(damage)")
            }
        }
    }

    @Test("NDJSON: --ndjson gives one result a line, also when the first line is cut short (which alone starts a document)")
    func forcedNDJSON() throws {
        let command = Command(arguments: ["receiver-id"], json: true)
        let lines: [Line] = [.damaged(.truncated), .damaged(.binary), .payload(3), .damaged(.truncated), .damaged(.cutString), .payload(6)]
        try Self.expectOneResultPerLine(command, lines, options: ["--ndjson"], "--ndjson")
        // Without it, the first line starts a document over several lines (issue 34): the line
        // after it belongs to that document, which is one error; reading resumes at line 3.
        let auto = try command.run(Self.ndjson(lines))
        #expect(auto.lines.count == 5)
        #expect(command.isError(auto.lines[0], line: 1, code: "invalid_json"))
        #expect(command.isResult(auto.lines[1], of: 3))
        #expect(command.isResult(auto.lines[4], of: 6))
    }

    @Test("an error object carries the line and, for invalid JSON, the byte")
    func errorObjectsCarryLineAndByte() throws {
        let input = Self.payload(1) + "\n" + #"{"user_id":"ab"# + "\n\n" + #"{"user_id":0}"# + "\n"
        let result = try PushSpecProcess.run(["receiver-id", "--json"], input: Array(input.utf8))
        #expect(result.status == 1)
        #expect(
            result.lines == [
                #"{"receiver_id":"1"}"#,
                #"{"error":{"code":"invalid_json","message":"invalid JSON at byte 11: unterminated string"},"line":2,"byte":11}"#,
                #"{"error":{"code":"user_id_not_positive","message":"`user_id` is not positive"},"line":4}"#,
            ])
        #expect(result.errors == "pushspec: 2 documents failed (see the error lines on standard output)\n")
        let plain = try PushSpecProcess.run(["receiver-id"], input: Array(input.utf8))
        #expect(plain.lines == ["1", "error: line 2: invalid JSON at byte 11: unterminated string", "error: line 4: `user_id` is not positive"])
    }

    @Test("render --json: a push whose arguments do not fit carries its error and its line")
    func aMisfitPushCarriesItsLine() throws {
        let input = Self.payload(1) + "\n" + #"{"loc_key":"MESSAGE_PHOTOS","loc_args":["Ann","many"]}"# + "\n"
        let result = try PushSpecProcess.run(["render", "--json"], input: Array(input.utf8))
        #expect(result.status == 1)
        #expect(result.lines.count == 2)
        let misfit = try JSONValue(parsing: result.lines.last ?? "")
        #expect(misfit["loc_key"]?.stringValue == "MESSAGE_PHOTOS")
        #expect(misfit["error"]?["code"]?.stringValue == "argument_not_an_integer")
        #expect(misfit["line"]?.int64Value == 2)
    }

    @Test("a line break in a text does not break the one line of its result")
    func lineBreaksInTextStayOnOneLine() throws {
        let input = #"{"loc_key":"MESSAGE_TEXT","loc_args":["a","x\ny\r\nz"]}"# + "\n" + Self.payload(2) + "\n"
        let result = try PushSpecProcess.run(["render"], input: Array(input.utf8))
        #expect(result.lines == ["a: x y  z", "User 2: message 2"])
    }

    // MARK: Pretty-printed documents

    /// Document `id` pretty-printed over four lines.
    static func document(_ id: Int) -> [[UInt8]] {
        ["{", #"  "loc_key": "MESSAGE_TEXT","#, #"  "loc_args": ["User \#(id)", "message \#(id)"],"#, #"  "user_id": \#(id)"#, "}"]
            .map { Array($0.utf8) }
    }

    /// What a pretty-printed document, or a run of damaged lines, comes to.
    enum Expected {
        /// Document `id`, read.
        case result(Int)
        /// An error at this line.
        case error(Int)
    }

    @Test(
        "pretty-printed documents: damage inside a document is one error at its first line; between documents, one for a run not starting with {",
        arguments: Damage.allCases)
    func prettyPrintedDocumentsWithDamage(damage: Damage) throws {
        // Documents of five lines (the first one sound: it decides the form); runs of damaged
        // lines put at these lines, on and next to batch boundaries: inside a document, or
        // before its `{` (between documents).
        let targets: Set<Int> = [8, 1022, 1024, 1025, 2046, 2048, 2049, 3070, 3072, 3073]
        for command in Command.all {
            for length in 1...3 {
                var lines: [[UInt8]] = []
                var expected: [Expected] = []
                var previousBroken = false
                for id in 1...700 {
                    var firstLine = 0
                    var broken = false
                    for (index, line) in Self.document(id).enumerated() {
                        let number = lines.count + 1
                        if id > 1 && targets.contains(number) {
                            if index == 0 {
                                lines += Array(repeating: damage.line, count: length)
                                switch damage {
                                case .empty: break
                                // Each line starts with `{`: a document of its own (cut short).
                                case .truncated, .cutString: expected += (number..<number + length).map(Expected.error)
                                // An error, and the lines after it skipped up to the next `{`
                                // (none when they follow a broken document: already skipped).
                                case .binary, .overLong: if !previousBroken { expected.append(.error(number)) }
                                }
                            } else {
                                lines += Array(repeating: damage.lineInDocument, count: length)
                                broken = broken || damage != .empty
                            }
                        }
                        if index == 0 { firstLine = lines.count + 1 }
                        lines.append(line)
                    }
                    expected.append(broken ? .error(firstLine) : .result(id))
                    previousBroken = broken
                }
                let result = try command.run(lines.flatMap { $0 + [UInt8(ascii: "\n")] })
                let comment = "\(command.testDescription): runs of \(length) \(damage)"
                #expect(result.lines.count == expected.count, "\(comment)")
                guard result.lines.count == expected.count else { continue }
                for (output, entry) in zip(result.lines, expected) {
                    switch entry {
                    case let .result(id): #expect(command.isResult(output, of: id), "\(comment): \(output.prefix(200)) for \(id)")
                    case let .error(line): #expect(command.isError(output, line: line), "\(comment): \(output.prefix(200)) for line \(line)")
                    }
                }
                #expect(result.status == (expected.contains { if case .error = $0 { true } else { false } } ? 1 : 0), "\(comment)")
            }
        }
    }

    @Test("the first document decides the form; --ndjson and --documents force it")
    func theFirstDocumentDecides() throws {
        let pretty = Array((Self.document(1) + Self.document(2)).map { $0 + [UInt8(ascii: "\n")] }.joined())
        let auto = try PushSpecProcess.run(["receiver-id"], input: pretty)
        #expect(auto.lines == ["1", "2"])
        let forced = try PushSpecProcess.run(["receiver-id", "--ndjson"], input: pretty)
        #expect(forced.lines.count == 10)
        #expect(forced.lines.allSatisfy { $0.hasPrefix("error: line ") })
        // A first line cut short starts a document over several lines, whether or not it turns
        // out valid (issue 34): one error; --ndjson reads the lines alone.
        let cut = Array((#"{"user_id":"# + "\n" + #"  "user_id": 2}"# + "\n").utf8)
        #expect(try PushSpecProcess.run(["receiver-id"], input: cut).lines.count == 1)
        #expect(try PushSpecProcess.run(["receiver-id", "--ndjson"], input: cut).lines.count == 2)
        #expect(try PushSpecProcess.run(["receiver-id", "--documents"], input: cut).lines.count == 1)
        let both = try PushSpecProcess.run(["receiver-id", "--ndjson", "--documents"])
        #expect(both.status == 2)
    }

    // MARK: Property

    @Test("property: random damage to the example payloads keeps one output line per non-empty input line", arguments: Command.all)
    func randomDamageKeepsTheLineCount(command: Command) throws {
        let url = PushSpecProcess.root.appending(path: "Examples/payloads/telegram.ndjson")
        let examples = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { Array($0.utf8) }
        var random = SplitMix64(seed: 25)
        for round in 0..<6 {
            var lines: [[UInt8]] = []
            for index in 0..<1500 {
                var line = examples[index % examples.count]
                switch Int.random(in: 0..<10, using: &random) {
                case 0: line = Array(line.prefix(Int.random(in: 0..<line.count, using: &random)))  // truncated (maybe empty)
                case 1: line = random.bytes(Int.random(in: 1..<40, using: &random)).filter { $0 != UInt8(ascii: "\n") }
                case 2: line = []
                case 3 where round % 2 == 0: line = Array(repeating: UInt8(ascii: "{"), count: 65_537)
                case 4:
                    let position = Int.random(in: 0..<line.count, using: &random)
                    line[position] = UInt8.random(in: 0...255, using: &random)
                    if line[position] == UInt8(ascii: "\n") { line[position] = 0 }
                default: break
                }
                lines.append(line)
            }
            let input = lines.flatMap { $0 + [UInt8(ascii: "\n")] }
            let nonEmpty = lines.filter { line in line.contains { ![0x20, 0x09, 0x0D].contains($0) } }.count
            let result = try command.run(input)
            #expect(result.lines.count == nonEmpty, "\(command.testDescription), round \(round)")
        }
    }
}
