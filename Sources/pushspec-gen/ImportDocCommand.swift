import Foundation
import PushSpecCompiler
import PushSpecGenTools

/// `pushspec-gen import-doc`: compares Telegram's "Handling PUSH-notifications" doc with the spec,
/// and with `--write` adds the loc_keys the spec lacks.
enum ImportDocCommand: Subcommand {
    static let name = "import-doc"
    static let summary = "compare Telegram's doc with the spec; draft entries for new loc_keys"
    static let usage = """
        usage: pushspec-gen import-doc --spec DIR [--json] [--write] DOC

        Reads the "Possible Notifications" table of Telegram's "Handling PUSH-notifications" doc
        (DOC: the page's text, or the table as Markdown) and compares it, row by row, with the
        notification types of DIR/telegram/:
          new       a loc_key the spec lacks, with a drafted entry (argument names and types from
                    the descriptions) and a '# review' comment
          changed   a loc_key whose template (field 'template'), argument descriptions ('arguments')
                    or argument count ('argument_count') no form of the spec's type has
          gone      a loc_key of the spec the doc does not list, but those marked 'legacy: true' and
                    those with a 'source:' (from the clients)

          --spec DIR   the spec directory
          --json       one JSON object per finding, a line each:
                       {"kind":"new"|"changed"|"gone","loc_key":…,"field":…|null,"doc":…,"spec":…}
                       (a new key's first finding has "entry" besides: the drafted YAML)
          --write      append the new keys' entries to the files of their family in DIR/telegram/
                       (private-messages.yaml for MESSAGE_*, group-messages.yaml for CHAT_*, …),
                       keeping every comment and entry, then compile the spec again (the files are
                       put back if it does not compile)

        A line of the table that cannot be read is reported as DOC:LINE:1: error: MESSAGE; the
        other rows are still compared, and nothing is written.

        Exit status: 0 when the doc and the spec agree, 1 when there are findings, 2 on errors (an
        unreadable doc or line of its table, a spec that does not compile, a usage error).

        examples:
          pushspec-gen import-doc --spec Spec ../shared/seeds/000_68697e681cecec95.txt
          pushspec-gen import-doc --spec Spec --json doc.md | jq -r 'select(.kind == "new") | .loc_key'
        """

    /// The arguments, parsed.
    struct Options {
        var specDirectory: URL
        var json: Bool
        var write: Bool
        var docPath: String
    }

    /// The options; `nil` when help is asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var specDirectory: URL?
        var json = false
        var write = false
        var docPath: String?
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--spec":
                guard specDirectory == nil else { throw UsageError("--spec is given twice") }
                specDirectory = URL(fileURLWithPath: try queue.value(for: argument))
            case "--json": json = true
            case "--write": write = true
            case "--help", "-h": return nil
            default:
                guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
                guard docPath == nil else { throw UsageError("one DOC only; '\(argument)' is a second") }
                docPath = argument
            }
        }
        guard let specDirectory else { throw UsageError("--spec is required") }
        guard let docPath else { throw UsageError("DOC is required") }
        return Options(specDirectory: specDirectory, json: json, write: write, docPath: docPath)
    }

    static func run(_ options: Options) -> Int32 {
        let specURL = options.specDirectory
        let docPath = options.docPath
        guard let data = FileManager.default.contents(atPath: docPath) else {
            printError(DocImportError.unreadableDoc(docPath).description)
            return 2
        }
        guard let docText = String(data: data, encoding: .utf8) else {
            printError(DocImportError.docNotUTF8(docPath).description)
            return 2
        }
        let output: SpecCompiler.Output
        do {
            output = SpecCompiler().compile([try SpecDirectory(contentsOf: specURL)])
        } catch {
            printError(error.description)
            return 2
        }
        guard !output.hasErrors else {
            for diagnostic in output.diagnostics {
                printError(diagnostic.description)
            }
            printError("pushspec-gen import-doc: the spec has errors; fix them first")
            return 2
        }
        guard let telegram = output.model.providers.first(where: { $0.name == "telegram" }) else {
            printError("\(specURL.relativePath): error: the spec has no telegram/ provider")
            return 2
        }
        let table = DocTable(parsing: docText, path: docPath)
        for diagnostic in table.diagnostics {
            printError(diagnostic.description)
        }
        let findings = DocComparison(notifications: telegram.notifications)
            .findings(for: table.rows, unreadableKeys: table.unreadableKeys)
        let report = DocImportReport(findings: findings, docPath: docPath)
        print(options.json ? report.jsonLines : report.text, terminator: "")
        guard !table.hasErrors else {
            printError("pushspec-gen import-doc: \(docPath) has lines that cannot be read\(options.write ? "; nothing written" : "")")
            return 2
        }
        if options.write {
            let entries = findings.compactMap(\.entry)
            guard !entries.isEmpty else { return findings.isEmpty ? 0 : 1 }
            do {
                let outcome = try NewEntryWriter(specDirectory: specURL).write(entries)
                for diagnostic in outcome.diagnostics where diagnostic.severity == .warning {
                    printError(diagnostic.description)
                }
                for file in outcome.files {
                    printError("wrote \(file.locKeys.joined(separator: ", ")) to \(file.path)")
                }
            } catch {
                printError(error.description)
                return 2
            }
        }
        return findings.isEmpty ? 0 : 1
    }
}
