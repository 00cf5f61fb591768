import Foundation
import PushSpecCompiler
import PushSpecGenTools
import Testing

/// Rows the table readers cannot read are reported with their line, never dropped in silence.
@Suite struct ImportDocTableTests {
    static let brokenPageText = """
        Possible Notifications

        Type Template example Arguments
        MESSAGE_TEXT {1}: {2} 1. Message author
        2. Message body
        this line is not a row
        MESSAGE_PHOTO {1} sent you a photo 1. Message author
        3. Caption
        MESSAGE_NOTEXT
        CHAT_LEFT {1} left the group {2} 1. Message author
        2. Chat name
        """

    @Test func pageTextLinesThatAreNotRowsAreErrorsAtTheirLine() {
        let table = DocTable(parsing: Self.brokenPageText, path: "doc.txt")
        #expect(table.format == .pageText)
        #expect(table.diagnostics.map(\.description) == [
            "doc.txt:6:1: error: cannot read 'this line is not a row' as a row of the table: expected 'LOC_KEY template 1. argument' or 'N. argument'",
            "doc.txt:8:1: error: argument 3 of MESSAGE_PHOTO follows argument 1; expected 2",
            "doc.txt:9:1: error: row MESSAGE_NOTEXT has no template",
        ])
        #expect(table.rows == [
            DocTableRow(locKey: "CHAT_LEFT", template: "{1} left the group {2}", arguments: ["Message author", "Chat name"], line: 10)
        ])
        // The line after MESSAGE_TEXT may be part of it: the row is not compared, and not gone.
        #expect(table.unreadableKeys == ["MESSAGE_TEXT", "MESSAGE_PHOTO", "MESSAGE_NOTEXT"])
    }

    @Test func markdownRowsThatCannotBeReadAreErrorsAtTheirLine() {
        let doc = """
            ## Possible Notifications
            | Type | Template | Arguments |
            |---|:-:|---|
            |`MESSAGE_TEXT`|{1}: {2}|1. Message author<br/>2. Message body|
            |CHAT\\_REQ\\_JOINED|{2}\\|{1} was accepted into the group|1. User name<br>2. Chat name|
            |MESSAGE_PHOTO|{1} sent you a photo|
            |message_video|{1} sent you a video|1. Message author|
            |MESSAGE_DOC|{1} sent you a file|1. User name<br>3. Caption|
            |MESSAGE_GEO||1. Message author|
            |STORY_NOTEXT|{1} posted a story (comment: a note)||
            """
        let table = DocTable(parsing: doc, path: "doc.md")
        #expect(table.format == .markdown)
        #expect(table.diagnostics.map(\.description) == [
            "doc.md:6:1: error: row has 2 cells; the table has 3 columns up to the arguments",
            "doc.md:7:1: error: 'message_video' is not a loc_key (/[A-Z_0-9]+/)",
            "doc.md:8:1: error: argument '3. Caption' of MESSAGE_DOC is not numbered '2. description'",
            "doc.md:9:1: error: row MESSAGE_GEO has no template",
        ])
        #expect(table.rows == [
            DocTableRow(locKey: "MESSAGE_TEXT", template: "{1}: {2}", arguments: ["Message author", "Message body"], line: 4),
            DocTableRow(
                locKey: "CHAT_REQ_JOINED", template: "{2}|{1} was accepted into the group", arguments: ["User name", "Chat name"],
                line: 5),
            DocTableRow(locKey: "STORY_NOTEXT", template: "{1} posted a story", arguments: [], note: "a note", line: 10),
        ])
        #expect(table.unreadableKeys == ["MESSAGE_PHOTO", "MESSAGE_DOC", "MESSAGE_GEO"])
    }

    @Test func aDocWithoutTheTableIsAnError() {
        let table = DocTable(parsing: "Handling PUSH-notifications\n\nNothing here.\n", path: "doc.txt")
        #expect(table.format == nil)
        #expect(table.rows == [])
        #expect(table.diagnostics.map(\.description) == [
            "doc.txt:1:1: error: no 'Possible Notifications' heading: this is not Telegram's 'Handling PUSH-notifications' doc"
        ])
        let empty = DocTable(parsing: "Possible Notifications\n\nType Template example Arguments\n\nMore text\n", path: "doc.txt")
        #expect(empty.diagnostics.map(\.description) == ["doc.txt:1:1: error: the 'Possible Notifications' table has no rows"])
    }

    /// The command prints each error as `doc:line:1: error:`, still reports the rest (never a
    /// key it could not read as gone), writes nothing, and exits 2.
    @Test func theCommandReportsUnreadableLinesAndExits2() throws {
        let spec = try ImportDocProcess.copyOfSpec()
        defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
        let doc = spec.deletingLastPathComponent().appending(path: "doc.txt")
        try Data(Self.brokenPageText.utf8).write(to: doc)
        let before = try String(contentsOf: spec.appending(path: "telegram/private-messages.yaml"), encoding: .utf8)
        let result = try ImportDocProcess.run(["--spec", spec.path, "--json", "--write", doc.path])
        #expect(result.status == 2)
        #expect(result.errors.split(separator: "\n").map(String.init) == [
            "\(doc.path):6:1: error: cannot read 'this line is not a row' as a row of the table: expected 'LOC_KEY template 1. argument' or 'N. argument'",
            "\(doc.path):8:1: error: argument 3 of MESSAGE_PHOTO follows argument 1; expected 2",
            "\(doc.path):9:1: error: row MESSAGE_NOTEXT has no template",
            "pushspec-gen import-doc: \(doc.path) has lines that cannot be read; nothing written",
        ])
        let reported = Set(result.output.split(separator: "\n").compactMap { line in
            line.split(separator: "\"").dropFirst(7).first.map(String.init)
        })
        #expect(reported.isDisjoint(with: ["MESSAGE_TEXT", "MESSAGE_PHOTO", "MESSAGE_NOTEXT", "CHAT_LEFT"]))
        #expect(reported.contains("MESSAGE_VIDEO"))
        #expect(try String(contentsOf: spec.appending(path: "telegram/private-messages.yaml"), encoding: .utf8) == before)
    }

    @Test func unreadableDocsAndUsageErrorsExit2() throws {
        let missing = try ImportDocProcess.run(["--spec", "Spec", "no-such-doc.txt"])
        #expect(missing.status == 2)
        #expect(missing.errors == "no-such-doc.txt: error: cannot be read\n")
        let noSpec = try ImportDocProcess.run(["\(ImportDocProcess.fixtures)/seed-000.txt"])
        #expect(noSpec.status == 2)
        #expect(noSpec.errors.hasPrefix("pushspec-gen import-doc: --spec is required\n\nusage: pushspec-gen import-doc"))
        let help = try ImportDocProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: pushspec-gen import-doc --spec DIR [--json] [--write] DOC\n"))
    }
}
