import Foundation
import PushSpecCompiler

/// `pushspec-gen validate` (also `pushspec validate`, which runs it): the compiler's diagnostics
/// for a spec, and a summary of what it holds when it has no errors.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "check a spec and print its diagnostics as FILE:LINE:COLUMN: error: MESSAGE"
    static let usage = """
        usage: pushspec-gen validate [--spec DIR]

        Compiles a spec as the generator does, writing nothing: every diagnostic goes to standard
        error as FILE:LINE:COLUMN: error: MESSAGE, and a spec without errors gets one line on
        standard output, what it holds (`ok: telegram: 205 notification types, …`).
        `pushspec validate` runs this command.

          --spec DIR     the spec directory (one folder per provider); ./Spec when not given

        Exit status: 0 without errors, 1 when the spec has errors, 2 when DIR is not a spec
        directory or on a usage error.

        examples:
          pushspec-gen validate
          pushspec-gen validate --spec Examples/Consumer/Sources/ConsumerDemo/Spec
        """

    /// The arguments, parsed.
    struct Options {
        /// The spec directory as given; nil when not given (./Spec).
        var spec: String?
    }

    /// The options; nil when help is asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var queue = ArgumentQueue(arguments)
        while let argument = queue.next() {
            switch argument {
            case "--spec":
                guard options.spec == nil else { throw UsageError("--spec is given twice") }
                options.spec = try queue.value(for: argument)
            case "--help", "-h": return nil
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        let spec = options.spec ?? "Spec"
        let directory: SpecDirectory
        do {
            directory = try SpecDirectory(contentsOf: URL(fileURLWithPath: spec))
        } catch {
            if options.spec == nil {
                let looked = URL(fileURLWithPath: spec).standardizedFileURL.path
                printError(
                    "pushspec-gen validate: no --spec was given, so ./Spec was looked for (\(looked)), and it is not a "
                        + "spec directory (\(error.description)); name the spec with --spec DIR, a directory holding "
                        + "one folder per provider with its spec.yaml: pushspec-gen validate --spec path/to/Spec")
            } else {
                printError(error.description)
            }
            return 2
        }
        let output = SpecCompiler().compile([directory])
        for diagnostic in output.diagnostics {
            printError(diagnostic.description)
        }
        let errors = output.diagnostics.count { $0.severity == .error }
        guard errors == 0 else {
            printError("pushspec-gen validate: \(errors) error\(errors == 1 ? "" : "s") in \(spec)")
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
