import Foundation
import PushSpecCompiler

/// `pushspec-gen`: generates Swift from a PushSpec spec. Kept free of argument-parsing
/// dependencies so that the build plugin that runs it builds in seconds.
struct GeneratorCommand {
    var specDirectories: [URL] = []
    var outputDirectory: URL?
    var check = false
    var layout = SwiftEmitter.Layout.filePerType
    var scope = SwiftEmitter.Scope.everything
    var usesNotificationState = false
    var language = "swift"
    var javaPackage: String?

    static let usage = """
        usage: pushspec-gen --spec DIR [--spec DIR ...] --output DIR [--check] [--layout LAYOUT] [--app-catalog [--notification-state]]
               [--language swift|java] [--java-package NAME]

        Compiles a PushSpec spec (DIR holds one directory per provider, e.g. telegram/*.yaml) into
        Swift, or Java 8 for Android. A second --spec DIR extends the first: it adds notification types, or replaces one
        with 'override: true'. Files are written only when their bytes change.

          --spec DIR     a spec directory; repeat to layer an overlay over a base spec
          --output DIR   where the Swift files go
          --check        write nothing; list the files that would change and exit 1 if any would
          --layout L     file-per-type (default: one file per concept, a folder per provider)
                         or file-per-provider (one file per provider, as the build plugin uses)
          --app-catalog  generate an app's catalog over PushSpec's runtime, as the build plugin
                         does: the notification types, loc_keys, locales and categories, and the
                         custom fields a --spec after the first adds, as properties of
                         PushSpecCatalog's fields view (its services, enums, payloads and TL
                         schemas are errors: the runtime reads PushSpecCatalog's)
          --notification-state
                         with --app-catalog: the app's module depends on PushSpecNotifications,
                         whose store takes the catalog (the build plugin says so when it does)
          --language L   swift (default) or java: Java 8 source for the Java runtime (Java/runtime),
                         in the --java-package, its generated-only helpers in NAME.internal
          --java-package NAME
                         the package of the Java files (default org.pushspec.catalog, PushSpec's own)

        Spec errors are printed as FILE:LINE:COLUMN: error: MESSAGE, all of them, and exit 1.

        examples:
          pushspec-gen --spec Spec --output Generated
          pushspec-gen --spec Spec --output Generated --check
          pushspec-gen --language java --spec Spec --output Generated/Java
          pushspec-gen --language java --java-package com.example.push --spec Spec --spec MySpec --output src
        """

    /// Parses the arguments; `nil` after printing help.
    init?(arguments: [String]) throws(UsageError) {
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--spec": specDirectories.append(URL(fileURLWithPath: try queue.value(for: argument)))
            case "--output": outputDirectory = URL(fileURLWithPath: try queue.value(for: argument))
            case "--check": check = true
            case "--app-catalog": scope = .appCatalog
            case "--notification-state": usesNotificationState = true
            case "--language":
                language = try queue.value(for: argument)
                guard language == "swift" || language == "java" else { throw UsageError("unknown language '\(language)' (swift or java)") }
            case "--java-package":
                let name = try queue.value(for: argument)
                let isIdentifier = { (part: Substring) in
                    part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                }
                guard name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) else {
                    throw UsageError("'\(name)' is not a Java package name")
                }
                javaPackage = name
            case "--layout":
                let name = try queue.value(for: argument)
                guard let layout = SwiftEmitter.Layout(rawValue: name) else {
                    throw UsageError("unknown layout '\(name)'")
                }
                self.layout = layout
            case "--help", "-h":
                print(Self.usage)
                if !subcommands.isEmpty {
                    print("\nother commands (pushspec-gen COMMAND --help):")
                    for subcommand in subcommands {
                        print("  " + subcommand.name.padding(toLength: 12, withPad: " ", startingAt: 0) + subcommand.summary)
                    }
                }
                return nil
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        guard !specDirectories.isEmpty else { throw UsageError("--spec is required") }
        guard outputDirectory != nil else { throw UsageError("--output is required") }
        guard !usesNotificationState || scope == .appCatalog else { throw UsageError("--notification-state needs --app-catalog") }
        guard javaPackage == nil || language == "java" else { throw UsageError("--java-package needs --language java") }
        guard language == "swift" || (scope == .everything && layout == .filePerType) else {
            throw UsageError("--app-catalog and --layout are Swift's: the Java files are one per type, and an app's catalog has them all")
        }
    }

    /// Runs; returns the exit status.
    func run() -> Int32 {
        guard let outputDirectory else { return 2 }
        let layers: [SpecDirectory]
        do {
            layers = try specDirectories.map { url throws(SpecLoadingError) in try SpecDirectory(contentsOf: url) }
        } catch {
            printError(error.description)
            return 1
        }
        var compiler = SpecCompiler(layout: layout, scope: scope)
        compiler.appUsesNotificationState = usesNotificationState
        if language == "java" { compiler.language = .java(package: javaPackage ?? "org.pushspec.catalog") }
        let output = compiler.compile(layers)
        for diagnostic in output.diagnostics {
            printError(diagnostic.description)
        }
        guard !output.hasErrors else {
            let count = output.diagnostics.filter { $0.severity == .error }.count
            printError("pushspec-gen: \(count) error\(count == 1 ? "" : "s"); nothing written")
            return 1
        }
        let writer = GeneratedFileWriter(outputDirectory: outputDirectory, fileExtension: language)
        if check {
            let changes = writer.changes(for: output.files)
            for change in changes {
                print(change.description)
            }
            if !changes.isEmpty {
                printError("pushspec-gen: \(changes.count) generated file(s) differ from the spec; regenerate")
                return 1
            }
            return 0
        }
        do {
            try writer.write(output.files)
        } catch {
            printError("pushspec-gen: cannot write to \(outputDirectory.path): \(error.localizedDescription)")
            return 1
        }
        return 0
    }
}

/// A command line that does not make sense.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
