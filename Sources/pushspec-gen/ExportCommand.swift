import Foundation
import PushSpecCompiler
import PushSpecGenTools

/// `pushspec-gen export`: the spec's translations in a translators' format.
enum ExportCommand: Subcommand {
    static let name = "export"
    static let summary = "write translations as a String Catalog, Android strings.xml or ARB"
    static let usage = """
        usage: pushspec-gen export --spec DIR --format FORMAT --locale TAG [--locale TAG ...] --output FILE
                                   [--provider NAME]

        Writes the notification templates of a provider (telegram by default) for translators:
        every form with its English text, its arguments, and the spec's translation into each
        locale where it has one (a locale without a translation file gives a catalog to translate).

          --format xcstrings   Apple String Catalog (JSON): every --locale in one file
          --format android     res/values-<lang>/strings.xml: one --locale
          --format arb         Flutter ARB (ICU MessageFormat): one --locale

        `pushspec-gen import` reads the file back into Spec/<provider>/locales/<tag>.yaml.

        examples:
          pushspec-gen export --spec Spec --format xcstrings --locale ru --locale de --output Notifications.xcstrings
          pushspec-gen export --spec Spec --format android --locale ru --output app/src/main/res/values-ru/strings.xml
          pushspec-gen export --spec Spec --format arb --locale de --output lib/l10n/app_de.arb
        """

    struct Options {
        var spec: URL
        var format: TranslationFileFormat
        var locales: [String]
        var output: URL
        var provider: String
    }

    static func run(_ options: Options) -> Int32 {
        guard let spec = TranslatableSpec(url: options.spec, provider: options.provider) else { return 1 }
        var catalogs: [TranslationCatalog] = []
        for locale in options.locales {
            guard let catalog = spec.catalog(locale) else { return 1 }
            catalogs.append(catalog)
        }
        let text =
            switch options.format {
            case .xcstrings: StringCatalogFormat.write(catalogs)
            case .android: catalogs.first.map(AndroidStringsFormat.write) ?? ""
            case .arb: catalogs.first.map(ARBFormat.write) ?? ""
            }
        do {
            try FileManager.default.createDirectory(
                at: options.output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: options.output, options: .atomic)
        } catch {
            printError("pushspec-gen export: cannot write \(options.output.path): \(error.localizedDescription)")
            return 1
        }
        return 0
    }

    /// The options; nil when help is asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var spec: URL?
        var format: TranslationFileFormat?
        var locales: [String] = []
        var output: URL?
        var provider = "telegram"
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--spec": spec = URL(fileURLWithPath: try queue.value(for: argument))
            case "--format": format = try TranslationFileFormat(argument: try queue.value(for: argument))
            case "--locale": locales.append(try queue.value(for: argument))
            case "--output": output = URL(fileURLWithPath: try queue.value(for: argument))
            case "--provider": provider = try queue.value(for: argument)
            case "--help", "-h": return nil
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        guard let spec else { throw UsageError("--spec is required") }
        guard let format else { throw UsageError("--format is required") }
        guard !locales.isEmpty else { throw UsageError("--locale is required") }
        guard format.holdsSeveralLocales || locales.count == 1 else {
            throw UsageError("a \(format.rawValue) file holds one locale; export each into its own file")
        }
        guard let output else { throw UsageError("--output is required") }
        return Options(spec: spec, format: format, locales: locales, output: output, provider: provider)
    }
}
