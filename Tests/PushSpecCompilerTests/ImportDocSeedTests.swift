import Foundation
import PushSpecCompiler
import PushSpecGenTools
import Testing

/// The seeds' tables through `pushspec-gen import-doc` against today's spec, compared with the
/// reports checked in beside them (`Fixtures/ImportDoc/NNN.expected.ndjson`; record again with
/// `PUSHSPEC_RECORD=1`, then read every finding against the doc and the spec).
@Suite struct ImportDocSeedTests {
    /// A seed's excerpt (its table, unchanged), the exit status its report has, and the
    /// expected report's name.
    struct Seed: Sendable, CustomTestStringConvertible {
        let number: String
        let excerpt: String
        let fullName: String
        let status: Int32

        var testDescription: String { number }
        var expected: URL { ReferenceFiles.fixtures.appending(path: "ImportDoc/\(number).expected.ndjson") }
    }

    static let seeds = [
        Seed(number: "000", excerpt: "seed-000.txt", fullName: "000_68697e681cecec95.txt", status: 0),
        Seed(number: "001", excerpt: "seed-001.txt", fullName: "001_e1afc929d0cc86ca.txt", status: 1),
        Seed(number: "003", excerpt: "seed-003.md", fullName: "003_61eae7c87a34b045.txt", status: 1),
    ]

    @Test(arguments: seeds)
    func theReportIsTheCheckedInOne(_ seed: Seed) throws {
        let result = try ImportDocProcess.run(["--spec", "Spec", "--json", "\(ImportDocProcess.fixtures)/\(seed.excerpt)"])
        #expect(result.status == seed.status)
        #expect(result.errors == "")
        try ReferenceFiles.expect(result.output, matches: seed.expected)
    }

    /// Whether the seeds are beside the repository (`../shared/seeds`).
    static var seedsAreThere: Bool { FileManager.default.fileExists(atPath: ImportDocProcess.seeds.path) }
    /// Whether this is CI (`CI` set, as `.ci/run` and CI services set it), which runs with
    /// `shared/` beside the clone: there the seeds missing is a failure, not a skip.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// The whole doc page reads as its table alone: the service notifications before the table
    /// (000) and after it (001, 003) are not rows. Skipped on a clean clone without `shared/`
    /// beside it, unless `CI` is set.
    @Test(.enabled(if: seedsAreThere || isCI), arguments: seeds)
    func theWholeSeedHasTheSameReport(_ seed: Seed) throws {
        try #require(
            Self.seedsAreThere,
            "CI is set and the seeds are not at \(ImportDocProcess.seeds.path): CI runs with shared/ beside the clone")
        let path = ImportDocProcess.seeds.appending(path: seed.fullName).path
        let result = try ImportDocProcess.run(["--spec", "Spec", "--json", path])
        #expect(result.status == seed.status)
        #expect(result.errors == "")
        #expect(result.output == (try String(contentsOf: seed.expected, encoding: .utf8)))
    }

    /// Seeds 001 and 003 are one revision of the doc, as page text and as Markdown.
    @Test func theOlderRevisionsTwoFormsHaveOneReport() throws {
        let pageText = try String(contentsOf: Self.seeds[1].expected, encoding: .utf8)
        let markdown = try String(contentsOf: Self.seeds[2].expected, encoding: .utf8)
        #expect(!pageText.isEmpty)
        #expect(pageText == markdown)
        let tables = try ["seed-001.txt", "seed-003.md"].map { name in
            DocTable(parsing: try fixtureText(name), path: name)
        }
        #expect(tables.map(\.format) == [.pageText, .markdown])
        #expect(tables[0].rows.map(\.withoutLine) == tables[1].rows.map(\.withoutLine))
    }

    /// The report as a person reads it: a line per finding with the doc's line, and the count.
    @Test func theTextReportOfTheOlderRevision() throws {
        let result = try ImportDocProcess.run(["--spec", "Spec", "\(ImportDocProcess.fixtures)/seed-001.txt"])
        #expect(result.status == 1)
        try ReferenceFiles.expect(result.output, matches: ReferenceFiles.fixtures.appending(path: "ImportDoc/001.expected.txt"))
    }

    @Test func theTablesHaveEveryRow() throws {
        let current = DocTable(parsing: try fixtureText("seed-000.txt"), path: "seed-000.txt")
        #expect(current.diagnostics == [])
        #expect(current.rows.count == 178)
        #expect(Set(current.rows.map(\.locKey)).count == 160)
        // The row with a note, rows without arguments (a no-break space in the empty cell), a
        // title|body template, and the last row of the page.
        let hidden = try #require(current.rows.first { $0.locKey == "STORY_HIDDEN_AUTHOR" })
        #expect(hidden.template == "A new story was posted")
        #expect(hidden.note == "emitted when previews are hidden for this peer")
        #expect(hidden.arguments == [])
        #expect(current.rows.first { $0.locKey == "ENCRYPTED_MESSAGE" }?.arguments == [])
        #expect(current.rows.first { $0.locKey == "CHAT_REQ_JOINED" }?.template == "{2}|{1} was accepted into the group")
        #expect(current.rows.last?.locKey == "STORY_NOTEXT")
        #expect(current.rows.last?.arguments == ["Peer name"])

        let older = DocTable(parsing: try fixtureText("seed-001.txt"), path: "seed-001.txt")
        #expect(older.diagnostics == [])
        #expect(older.rows.count == 33)
        // The opening parameters, on the argument's line or on their own, are not arguments.
        let text = try #require(older.rows.first { $0.locKey == "MESSAGE_TEXT" })
        #expect(text.arguments == ["Message author", "Message body"])
        #expect(older.rows.first { $0.locKey == "CONTACT_JOINED" }?.arguments == ["Contact name"])
        #expect(older.rows.first { $0.locKey == "CHAT_TITLE_EDITED" }?.template == "{1} edited the group's {2} name,")
        #expect(text.line == 7)
    }

    func fixtureText(_ name: String) throws -> String {
        try String(contentsOf: ReferenceFiles.fixtures.appending(path: "ImportDoc/\(name)"), encoding: .utf8)
    }
}

extension DocTableRow {
    /// The row as the doc's text has it, wherever it stands.
    var withoutLine: DocTableRow {
        var row = self
        row.line = 0
        return row
    }
}
