import Foundation
import PushSpecCompiler
import PushSpecGenTools

/// `pushspec-gen diff`: what changes in the generated Swift API between two versions of a spec,
/// each change classified by its effect on an app, and the semantic-version bump it requires.
enum DiffCommand: Subcommand {
    static let name = "diff"
    static let summary = "the changes to the generated Swift API between two specs, and the version bump"
    static let usage = """
        usage: pushspec-gen diff [--json] [--allow-breaking] OLD NEW
               pushspec-gen diff [--json] [--allow-breaking] --against GIT-REF [--spec DIR]

        Compiles two versions of a spec and compares the Swift API generated from them: the cases
        of TelegramNotification and their labeled arguments, TelegramLocKey and its facts,
        TelegramCustomFields, TelegramServiceNotification, the integer enums, the payload structs
        and ZulipPayload, the translations, CLDRPluralRules. Each change is
          breaking   code that compiled may not compile, or a push decodes differently: a case,
                     type or field removed or renamed (a rename is reported as a removal, with the
                     addition it looks like), an argument removed, renamed, retyped or moved, a
                     form's argument count, a field's type or wire name, an enum's raw value
          additive   new types, forms, fields, services, enum cases, payload schemas, locales: apps
                     match the generated enums with `default`, so a new case breaks no switch
          cosmetic   templates and plural texts, docs, sources, group kind, fetch and legacy flags,
                     a single-form type's peer kind, TDLib content, translations' texts
        and the report ends with the bump: major (a breaking change), minor (an addition), patch
        (cosmetic only) or none.

          OLD NEW          two spec directories (each with one folder per provider)
          --against REF    compare the spec directory of the working tree with the same directory
                           at the git commit REF (HEAD~1, main, a tag)
          --spec DIR       with --against: the spec directory (default: Spec)
          --json           one JSON object:
                           {"changes":[{"severity":…,"loc_key":…,"what":…}],"bump":…}
          --allow-breaking exit 0 even when a change is breaking

        Exit status: 0 without breaking changes (or with --allow-breaking), 1 with breaking changes,
        2 on errors (a usage error, a spec that cannot be read or does not compile, an unknown REF).

        examples:
          pushspec-gen diff --against HEAD~1
          pushspec-gen diff --json old/Spec Spec | jq -r '.changes[] | select(.severity == "breaking") | .what'
        """

    /// The arguments, parsed.
    struct Options {
        /// What the new spec is compared with.
        enum Baseline {
            /// A spec directory.
            case directory(URL)
            /// The new spec directory as it is at a git commit.
            case gitRef(String)
        }

        var baseline: Baseline
        var newDirectory: URL
        var json = false
        var allowBreaking = false
    }

    /// The options; `nil` when help is asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var ref: String?
        var specDirectory: String?
        var json = false
        var allowBreaking = false
        var directories: [String] = []
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--against":
                guard ref == nil else { throw UsageError("--against is given twice") }
                ref = try queue.value(for: argument)
            case "--spec":
                guard specDirectory == nil else { throw UsageError("--spec is given twice") }
                specDirectory = try queue.value(for: argument)
            case "--json": json = true
            case "--allow-breaking": allowBreaking = true
            case "--help", "-h": return nil
            case _ where argument.hasPrefix("-") && argument != "-": throw UsageError("unknown option '\(argument)'")
            default: directories.append(argument)
            }
        }
        if let ref {
            guard directories.isEmpty else {
                throw UsageError("--against compares the --spec directory; give no OLD and NEW with it")
            }
            return Options(
                baseline: .gitRef(ref), newDirectory: URL(fileURLWithPath: specDirectory ?? "Spec"), json: json,
                allowBreaking: allowBreaking)
        }
        guard specDirectory == nil else { throw UsageError("--spec goes with --against; give OLD and NEW alone") }
        guard directories.count == 2 else {
            throw UsageError("expected two spec directories, OLD and NEW, or --against REF; got \(directories.count)")
        }
        return Options(
            baseline: .directory(URL(fileURLWithPath: directories[0])), newDirectory: URL(fileURLWithPath: directories[1]),
            json: json, allowBreaking: allowBreaking)
    }

    static func run(_ options: Options) -> Int32 {
        let oldModel: CatalogModel
        let newModel: CatalogModel
        do {
            switch options.baseline {
            case let .directory(url):
                oldModel = try compile(try SpecDirectory(contentsOf: url), named: url.relativePath)
            case let .gitRef(ref):
                let snapshot = try GitSpecSnapshot(of: options.newDirectory, at: ref)
                defer { snapshot.remove() }
                let spec = try SpecDirectory(contentsOf: snapshot.directory)
                oldModel = try compile(
                    renamed(spec, from: snapshot.directory.path, to: snapshot.displayName), named: snapshot.displayName)
            }
            newModel = try compile(try SpecDirectory(contentsOf: options.newDirectory), named: options.newDirectory.relativePath)
        } catch {
            printError("pushspec-gen diff: \(error)")
            return 2
        }
        let diff = APIDiff(old: oldModel, new: newModel)
        print(options.json ? diff.jsonReport : diff.textReport, terminator: "")
        guard diff.isBreaking, !options.allowBreaking else { return 0 }
        let count = diff.changes.count { $0.severity == .breaking }
        printError(
            "pushspec-gen diff: \(count) breaking change\(count == 1 ? "" : "s"): the next version is a major one; "
                + "--allow-breaking accepts them")
        return 1
    }

    /// A spec that does not compile.
    struct SpecErrors: Error, CustomStringConvertible {
        let name: String
        let diagnostics: [Diagnostic]

        var description: String {
            let count = diagnostics.count
            return "the spec \(name) has \(count) error\(count == 1 ? "" : "s"):\n"
                + diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// The validated model of `spec`, or its errors.
    private static func compile(_ spec: SpecDirectory, named name: String) throws(SpecErrors) -> CatalogModel {
        let output = SpecCompiler().compile([spec])
        guard !output.hasErrors else {
            throw SpecErrors(name: name, diagnostics: output.diagnostics.filter { $0.severity == .error })
        }
        return output.model
    }

    /// `spec` with its files' display paths under `name` instead of the temporary `path`, so that
    /// diagnostics name the commit (`HEAD~1:Spec/telegram/pinned.yaml:3:5: error: …`).
    private static func renamed(_ spec: SpecDirectory, from path: String, to name: String) -> SpecDirectory {
        func rename(_ file: SpecFile) -> SpecFile {
            let display = file.displayPath.hasPrefix(path) ? name + file.displayPath.dropFirst(path.count) : file.displayPath
            return SpecFile(displayPath: display, sourceName: file.sourceName, text: file.text)
        }
        return SpecDirectory(
            providers: spec.providers.map { provider in
                .init(
                    name: provider.name, files: provider.files.map(rename), locales: provider.locales.map(rename),
                    tlSchemas: provider.tlSchemas.map(rename))
            },
            pluralRules: spec.pluralRules.map(rename))
    }
}
