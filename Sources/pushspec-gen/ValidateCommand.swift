import Foundation
import PushSpecCompiler

/// `pushspec-gen validate` (also `pushspec validate`, which runs it): the compiler's diagnostics
/// for a spec, and a summary of what it holds when it has no errors.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "check a spec and print its diagnostics as FILE:LINE:COLUMN: error: MESSAGE"
    static let usage = """
        usage: pushspec-gen validate [--spec DIR ...] [--app-catalog]

        Compiles a spec as the generator does, writing nothing: every diagnostic goes to standard
        error as FILE:LINE:COLUMN: error: MESSAGE, and a spec without errors gets one line on
        standard output, what it holds (`ok: telegram: 205 notification types, …`).
        `pushspec validate` runs this command.

          --spec DIR     the spec directory (one folder per provider); ./Spec when not given;
                         repeat to layer an app's spec over PushSpec's, as the build plugin does
          --app-catalog  check the layers after the first as the build plugin does (no enums,
                         payload schemas or TL schemas; no peer or sender role in a field)

        Exit status: 0 without errors, 1 when the spec has errors, 2 when DIR is not a spec
        directory or on a usage error.

        examples:
          pushspec-gen validate
          pushspec-gen validate --spec Spec --spec Examples/Consumer/Sources/ConsumerDemo/Spec --app-catalog
        """

    /// The arguments, parsed.
    struct Options {
        /// The spec directories as given, a base first; none when not given (./Spec).
        var specs: [String] = []
        /// Whether the layers after the first are checked as an app's (`--app-catalog`).
        var appCatalog = false
    }

    /// The options; nil when help is asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--spec": options.specs.append(try queue.value(for: argument))
            case "--app-catalog": options.appCatalog = true
            case "--help", "-h": return nil
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        let specs = options.specs.isEmpty ? ["Spec"] : options.specs
        let directories: [SpecDirectory]
        do {
            directories = try specs.map { spec throws(SpecLoadingError) in try SpecDirectory(contentsOf: URL(fileURLWithPath: spec)) }
        } catch {
            if options.specs.isEmpty {
                let looked = URL(fileURLWithPath: "Spec").standardizedFileURL.path
                printError(
                    "pushspec-gen validate: no --spec was given, so ./Spec was looked for (\(looked)), and it is not a "
                        + "spec directory (\(error.description)); name the spec with --spec DIR, a directory holding "
                        + "one folder per provider with its spec.yaml: pushspec-gen validate --spec path/to/Spec")
            } else {
                printError(error.description)
            }
            return 2
        }
        let output = SpecCompiler(layout: .filePerType, scope: options.appCatalog ? .appCatalog : .everything).compile(directories)
        for diagnostic in output.diagnostics {
            printError(diagnostic.description)
        }
        let errors = output.diagnostics.count { $0.severity == .error }
        guard errors == 0 else {
            printError("pushspec-gen validate: \(errors) error\(errors == 1 ? "" : "s") in \(specs.reversed().joined(separator: " over "))")
            return 1
        }
        let summaries = output.model.providers.map { provider in
            let counts = [
                (provider.notifications.count, "notification types"), (provider.services.count, "services"),
                (provider.fields.count, "fields"), (provider.payloads.count, "payload schemas"),
            ]
            return "\(provider.name): " + counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
        print("ok: " + summaries.joined(separator: "; "))
        return 0
    }
}
