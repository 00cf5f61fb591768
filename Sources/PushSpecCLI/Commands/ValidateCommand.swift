import ArgumentParser
import Foundation
import PushSpecCompiler

/// `pushspec validate`: the compiler's diagnostics for a spec.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a spec and print its diagnostics as FILE:LINE:COLUMN: error: MESSAGE.",
        discussion: """
            Exit status 1 when the spec has errors. The same checks run in pushspec-gen.

            Examples:
              pushspec validate
              pushspec validate --spec Examples/Consumer/Sources/ConsumerDemo/Spec
            """
    )

    @Option(name: .long, help: "The spec directory (one folder per provider); ./Spec when not given.")
    var spec: String?

    func run() throws {
        let directory: SpecDirectory
        let spec = spec ?? "Spec"
        do {
            directory = try SpecDirectory(contentsOf: URL(fileURLWithPath: spec))
        } catch {
            if self.spec == nil {
                let looked = URL(fileURLWithPath: spec).standardizedFileURL.path
                FileOutput.standardError(
                    "pushspec: no --spec was given, so ./Spec was looked for (\(looked)), and it is not a spec "
                        + "directory (\(error.description)); name the spec with --spec DIR, a directory holding one "
                        + "folder per provider with its spec.yaml: pushspec validate --spec path/to/Spec")
            } else {
                FileOutput.standardError(error.description)
            }
            throw ExitCode(2)
        }
        let output = SpecCompiler().compile([directory])
        for diagnostic in output.diagnostics {
            FileOutput.standardError(diagnostic.description)
        }
        let errors = output.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            FileOutput.standardError("pushspec: \(errors) error\(errors == 1 ? "" : "s") in \(spec)")
            throw ExitCode(1)
        }
        let summaries = output.model.providers.map { provider in
            let counts = [
                (provider.notifications.count, "notification types"), (provider.services.count, "services"),
                (provider.fields.count, "fields"), (provider.payloads.count, "payload schemas"),
            ]
            return "\(provider.name): " + counts.filter { $0.0 > 0 }.map { count -> String in "\(count.0) \(count.1)" }.joined(separator: ", ")
        }
        let sink = OutputSink(descriptor: 1)
        sink.line("ok: " + summaries.joined(separator: "; "))
        sink.flush()
    }
}
