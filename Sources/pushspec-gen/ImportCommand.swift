import Foundation
import PushSpecCompiler
import PushSpecGenTools

/// `pushspec-gen import`: a catalog translators edited, back into the spec's translation files.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "read a String Catalog, Android strings.xml or ARB into locales/<tag>.yaml"
    static let usage = """
        usage: pushspec-gen import --spec DIR --format FORMAT [--locale TAG] FILE [--provider NAME] [--check]

        Reads translations from FILE (as `pushspec-gen export` writes them, edited by translators)
        and writes them as Spec/<provider>/locales/<tag>.yaml, replacing that file. The new files
        are checked with the rest of the spec first, as the generator checks them: on any error
        nothing is written. Forms the file does not translate are left out (shown in English).

          --format xcstrings   every locale of the file but English, or the --locale ones
          --format android     --locale is required (strings.xml does not name its locale)
          --format arb         the file's @@locale, or --locale
          --check              write nothing; exit 1 when a file would change

        examples:
          pushspec-gen import --spec Spec --format xcstrings Notifications.xcstrings
          pushspec-gen import --spec Spec --format android --locale ru values-ru/strings.xml
        """

    struct Options {
        var spec: URL
        var format: TranslationFileFormat
        var locales: [String]
        var file: String
        var provider: String
        var check: Bool
    }

    static func run(_ options: Options) -> Int32 {
        guard let data = FileManager.default.contents(atPath: options.file),
            let text = String(data: data, encoding: .utf8)
        else {
            printError("pushspec-gen import: cannot read \(options.file) as UTF-8 text")
            return 1
        }
        guard let spec = TranslatableSpec(url: options.spec, provider: options.provider),
            let catalogs = read(text, options: options, spec: spec)
        else { return 1 }
        return write(catalogs, options: options, spec: spec)
    }

    /// The translations the file gives, one catalog per locale; nil after reporting its problems.
    static func read(_ text: String, options: Options, spec: TranslatableSpec) -> [TranslationCatalog]? {
        var log = DiagnosticLog()
        var locales = options.locales
        switch options.format {
        case .xcstrings where locales.isEmpty: locales = localizations(inStringCatalog: text)
        case .arb where locales.isEmpty: locales = arbLocale(text).map { [$0] } ?? []
        default: break
        }
        guard !locales.isEmpty else {
            printError("pushspec-gen import: \(options.file) names no locale; give --locale")
            return nil
        }
        var references: [TranslationCatalog] = []
        for locale in locales {
            guard let reference = spec.catalog(locale) else { return nil }
            references.append(reference)
        }
        let catalogs: [TranslationCatalog]? =
            switch options.format {
            case .xcstrings: StringCatalogFormat.read(text, path: options.file, reference: references, into: &log)
            case .android: references.first.flatMap { AndroidStringsFormat.read(text, path: options.file, reference: $0, into: &log) }.map { [$0] }
            case .arb: references.first.flatMap { ARBFormat.read(text, path: options.file, reference: $0, into: &log) }.map { [$0] }
            }
        log.sorted.forEach { printError($0.description) }
        return log.hasErrors ? nil : catalogs
    }

    /// Checks the spec with the new translation files in place of the old, then writes them.
    static func write(_ catalogs: [TranslationCatalog], options: Options, spec: TranslatableSpec) -> Int32 {
        let directory = options.spec.appendingPathComponent(options.provider).appendingPathComponent(SpecDirectory.localesDirectory)
        var files: [(url: URL, text: String)] = []
        for catalog in catalogs {
            let url = directory.appendingPathComponent("\(catalog.locale).yaml")
            let header = existingHeader(of: url) ?? ["\(catalog.locale): imported from \(URL(fileURLWithPath: options.file).lastPathComponent)."]
            files.append((url, LocaleYAMLWriter.write(catalog, header: header)))
        }
        // Named as SpecDirectory names the files it reads, so that each replaces its old self.
        let root = options.spec.standardizedFileURL.lastPathComponent
        let replaced = files.map { file in
            SpecFile(
                displayPath: file.url.relativePath,
                sourceName: "\(root)/\(options.provider)/\(SpecDirectory.localesDirectory)/\(file.url.lastPathComponent)",
                text: file.text)
        }
        let output = SpecCompiler().compile([spec.directory.replacingLocales(replaced, of: options.provider)])
        output.diagnostics.forEach { printError($0.description) }
        guard !output.hasErrors else {
            printError("pushspec-gen import: the imported translations have errors; nothing written")
            return 1
        }
        let changed = files.filter { FileManager.default.contents(atPath: $0.url.path) != Data($0.text.utf8) }
        if options.check {
            changed.forEach { print("would change: \($0.url.relativePath)") }
            return changed.isEmpty ? 0 : 1
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in changed {
                try Data(file.text.utf8).write(to: file.url, options: .atomic)
                print("wrote \(file.url.relativePath)")
            }
        } catch {
            printError("pushspec-gen import: cannot write into \(directory.path): \(error.localizedDescription)")
            return 1
        }
        return 0
    }

    /// The locales a String Catalog translates into (its source language left out), sorted.
    static func localizations(inStringCatalog text: String) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [] }
        let locales = strings.values.compactMap { ($0 as? [String: Any])?["localizations"] as? [String: Any] }.flatMap(\.keys)
        return Set(locales).subtracting([StringCatalogFormat.sourceLanguage]).sorted()
    }

    /// An ARB file's `@@locale`.
    static func arbLocale(_ text: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["@@locale"] as? String
    }

    /// The comment lines a translation file starts with, without their `#`.
    static func existingHeader(of url: URL) -> [String]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let comments = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("#") }
            .map { String($0.dropFirst().drop { $0 == " " }) }
        return comments.isEmpty ? nil : comments
    }

    /// The options; nil when help is asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var spec: URL?
        var format: TranslationFileFormat?
        var locales: [String] = []
        var file: String?
        var provider = "telegram"
        var check = false
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--spec": spec = URL(fileURLWithPath: try queue.value(for: argument))
            case "--format": format = try TranslationFileFormat(argument: try queue.value(for: argument))
            case "--locale": locales.append(try queue.value(for: argument))
            case "--provider": provider = try queue.value(for: argument)
            case "--check": check = true
            case "--help", "-h": return nil
            default:
                guard !argument.hasPrefix("-"), file == nil else { throw UsageError("unknown argument '\(argument)'") }
                file = argument
            }
        }
        guard let spec else { throw UsageError("--spec is required") }
        guard let format else { throw UsageError("--format is required") }
        guard let file else { throw UsageError("FILE is required") }
        guard format.holdsSeveralLocales || locales.count <= 1 else {
            throw UsageError("a \(format.rawValue) file holds one locale")
        }
        guard format != .android || !locales.isEmpty else { throw UsageError("--locale is required for strings.xml") }
        return Options(spec: spec, format: format, locales: locales, file: file, provider: provider, check: check)
    }
}
